// The deposit part of the wallet module's database code: channels, orders and their status rows,
// the demo auto-completion setting. Completing an order posts its credit through the ledger's
// `post()` inside the same database transaction that locks and updates the order.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  sum,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namesWith } from './wallet.repository';
import * as t from './wallet.tables';
import type { DepositActorValue, DepositOrderStatusValue } from './wallet.tables';

/** A channel row as stored. */
export type DepositChannelRow = typeof t.depositChannels.$inferSelect;
/** An order row as stored, with its channel's name. */
export type DepositOrderRow = typeof t.depositOrders.$inferSelect & { channelName: string };
/** A status row as stored. */
export type DepositEventRow = typeof t.depositOrderEvents.$inferSelect;

/** A new order: what the member asked for. */
export interface NewDepositOrder {
  orderNo: string;
  memberId: number;
  channelCode: string;
  provider: string;
  amount: number;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

/** A status change's who, why and when. */
export interface DepositChange {
  actor: DepositActorValue;
  note: string | null;
  at: Date;
}

/** What completing or rejecting found: the order changed, not pending, or locked by another. */
export type DepositChangeResult =
  | { outcome: 'changed'; order: DepositOrderRow }
  | { outcome: 'not_found' }
  | { outcome: 'not_pending'; order: DepositOrderRow }
  | { outcome: 'locked' };

/** Deadlock and serialisation failures: the transaction is retried from the start. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function pgCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string } | undefined)?.code;
}

const orderColumns = { ...getTableColumns(t.depositOrders), channelName: t.depositChannels.name };

/** Reads and writes the deposit tables of the wallet module. */
export class DepositRepository {
  constructor(private readonly db: Database) {}

  /** Every channel in display order (enabled or not). */
  channels(): Promise<DepositChannelRow[]> {
    return this.db
      .select()
      .from(t.depositChannels)
      .orderBy(asc(t.depositChannels.sortOrder), asc(t.depositChannels.code));
  }

  /**
   * Sets a channel's name in one language ('' removes it: the default language's shows). Null when
   * there is no channel with that code.
   */
  async setChannelName(
    code: string,
    lang: string,
    name: string,
  ): Promise<Pick<DepositChannelRow, 'code' | 'name' | 'names'> | null> {
    const [row] = await this.db
      .update(t.depositChannels)
      .set({ names: namesWith(t.depositChannels.names, lang, name) })
      .where(eq(t.depositChannels.code, code))
      .returning({
        code: t.depositChannels.code,
        name: t.depositChannels.name,
        names: t.depositChannels.names,
      });
    return row ?? null;
  }

  async channel(code: string): Promise<DepositChannelRow | null> {
    const [row] = await this.db
      .select()
      .from(t.depositChannels)
      .where(eq(t.depositChannels.code, code))
      .limit(1);
    return row ?? null;
  }

  /** Seconds after which a demo order completes by itself; null when off. */
  async demoDelaySeconds(): Promise<number | null> {
    const [row] = await this.db
      .select({ delay: t.walletSettings.depositDemoDelaySeconds })
      .from(t.walletSettings)
      .limit(1);
    return row?.delay || null;
  }

  async setDemoDelaySeconds(seconds: number | null): Promise<void> {
    await this.db
      .insert(t.walletSettings)
      .values({ id: 1, depositDemoDelaySeconds: seconds })
      .onConflictDoUpdate({
        target: t.walletSettings.id,
        set: { depositDemoDelaySeconds: seconds },
      });
  }

  private selectOrders() {
    return this.db
      .select(orderColumns)
      .from(t.depositOrders)
      .innerJoin(t.depositChannels, eq(t.depositChannels.code, t.depositOrders.channelCode));
  }

  async findByKey(memberId: number, idempotencyKey: string): Promise<DepositOrderRow | null> {
    const [row] = await this.selectOrders()
      .where(
        and(
          eq(t.depositOrders.memberId, memberId),
          eq(t.depositOrders.idempotencyKey, idempotencyKey),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async findByOrderNo(orderNo: string): Promise<DepositOrderRow | null> {
    const [row] = await this.selectOrders().where(eq(t.depositOrders.orderNo, orderNo)).limit(1);
    return row ?? null;
  }

  /**
   * Inserts a pending order and its first status row in one transaction; null when the member's
   * idempotency key is taken (a concurrent twin won).
   */
  async insertOrder(order: NewDepositOrder): Promise<{ id: number } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.depositOrders)
        .values({ ...order, status: 'pending' })
        .onConflictDoNothing({
          target: [t.depositOrders.memberId, t.depositOrders.idempotencyKey],
        })
        .returning({ id: t.depositOrders.id });
      if (!row) return null;
      await tx.insert(t.depositOrderEvents).values({
        orderId: row.id,
        status: 'pending',
        actor: 'member',
        note: null,
        at: order.createdAt,
      });
      return row;
    });
  }

  async setProviderReference(id: number, reference: string): Promise<void> {
    await this.db
      .update(t.depositOrders)
      .set({ providerReference: reference })
      .where(and(eq(t.depositOrders.id, id), eq(t.depositOrders.status, 'pending')));
  }

  /** One page of a member's orders, newest first, and how many there are. */
  async memberOrders(
    memberId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: DepositOrderRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.selectOrders()
        .where(eq(t.depositOrders.memberId, memberId))
        .orderBy(desc(t.depositOrders.createdAt), desc(t.depositOrders.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(t.depositOrders)
        .where(eq(t.depositOrders.memberId, memberId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The latest orders of every member (of one status, or all), newest first. */
  latestOrders(status: DepositOrderStatusValue | null, limit: number): Promise<DepositOrderRow[]> {
    return this.selectOrders()
      .where(status ? eq(t.depositOrders.status, status) : undefined)
      .orderBy(desc(t.depositOrders.createdAt), desc(t.depositOrders.id))
      .limit(limit);
  }

  /** An order's status rows, oldest first. */
  events(orderId: number): Promise<DepositEventRow[]> {
    return this.db
      .select()
      .from(t.depositOrderEvents)
      .where(eq(t.depositOrderEvents.orderId, orderId))
      .orderBy(asc(t.depositOrderEvents.id));
  }

  /**
   * Pending orders of `provider` created at or before `dueBefore`, oldest first (of one member,
   * or of all): the orders the demo provider completes by itself.
   */
  async dueOrders(
    provider: string,
    dueBefore: Date,
    limit: number,
    memberId?: number,
  ): Promise<string[]> {
    const rows = await this.db
      .select({ orderNo: t.depositOrders.orderNo })
      .from(t.depositOrders)
      .where(
        and(
          eq(t.depositOrders.status, 'pending'),
          eq(t.depositOrders.provider, provider),
          lte(t.depositOrders.createdAt, dueBefore),
          memberId === undefined ? undefined : eq(t.depositOrders.memberId, memberId),
        ),
      )
      .orderBy(asc(t.depositOrders.createdAt))
      .limit(limit);
    return rows.map((row) => row.orderNo);
  }

  /**
   * Completes a pending order in ONE database transaction: locks its row (FOR UPDATE; with
   * `skipLocked`, FOR UPDATE SKIP LOCKED, so a sweep passes over an order another process is
   * completing), checks it is still pending, posts its credit with `credit(tx)` (the ledger's
   * post() on the same transaction), marks it completed with the ledger transaction and writes
   * the status row. No order is completed without its credit, and none is credited twice.
   */
  completeOrder(
    orderNo: string,
    change: DepositChange,
    credit: (tx: Database) => Promise<{ transactionId: number }>,
    skipLocked = false,
  ): Promise<DepositChangeResult> {
    return this.changeOrder(orderNo, change, 'completed', skipLocked, async (tx, id) => {
      const { transactionId } = await credit(tx);
      await tx
        .update(t.depositOrders)
        .set({ status: 'completed', ledgerTransactionId: transactionId, completedAt: change.at })
        .where(eq(t.depositOrders.id, id));
    });
  }

  /** Rejects a pending order (no money moves) and writes the status row, in one transaction. */
  rejectOrder(orderNo: string, change: DepositChange): Promise<DepositChangeResult> {
    return this.changeOrder(orderNo, change, 'rejected', false, async (tx, id) => {
      await tx
        .update(t.depositOrders)
        .set({ status: 'rejected' })
        .where(eq(t.depositOrders.id, id));
    });
  }

  private async changeOrder(
    orderNo: string,
    change: DepositChange,
    status: DepositOrderStatusValue,
    skipLocked: boolean,
    apply: (tx: Database, id: number) => Promise<void>,
  ): Promise<DepositChangeResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const [locked] = await tx
            .select({ id: t.depositOrders.id, status: t.depositOrders.status })
            .from(t.depositOrders)
            .where(eq(t.depositOrders.orderNo, orderNo))
            .for('update', skipLocked ? { skipLocked: true } : {});
          if (!locked) return skipLocked ? 'locked' : 'not_found';
          if (locked.status !== 'pending') return 'not_pending';
          await apply(tx, locked.id);
          await tx.insert(t.depositOrderEvents).values({
            orderId: locked.id,
            status,
            actor: change.actor,
            note: change.note,
            at: change.at,
          });
          return 'changed';
        });
        if (result === 'locked') {
          // SKIP LOCKED found nothing: locked by another, or no such order at all.
          return (await this.findByOrderNo(orderNo))
            ? { outcome: 'locked' }
            : { outcome: 'not_found' };
        }
        const order = await this.findByOrderNo(orderNo);
        if (result === 'not_found' || !order) return { outcome: 'not_found' };
        return result === 'changed'
          ? { outcome: 'changed', order }
          : { outcome: 'not_pending', order };
      } catch (error) {
        const code = pgCode(error);
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * What was credited to each of `memberIds` by completed deposit orders completed in
   * [since, until), minor units, by one grouped query (members with none are left out).
   */
  async creditedTotals(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .select({ memberId: t.depositOrders.memberId, total: sum(t.depositOrders.amount) })
      .from(t.depositOrders)
      .where(
        and(
          inArray(t.depositOrders.memberId, [...memberIds]),
          eq(t.depositOrders.status, 'completed'),
          gte(t.depositOrders.completedAt, since),
          lt(t.depositOrders.completedAt, until),
        ),
      )
      .groupBy(t.depositOrders.memberId);
    return new Map(rows.map((row) => [row.memberId, Number(row.total ?? 0)]));
  }
}
