// The withdrawal part of the wallet module's database code: withdrawals, their status rows and
// proofs, the auto-received setting. Every change of a withdrawal locks its row and posts its
// money through the ledger's `post()` inside that same database transaction.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './wallet.tables';
import type { WithdrawalActorValue, WithdrawalStatusValue } from './wallet.tables';

/** A withdrawal row as stored, with whether a proof image is stored. */
export type WithdrawalOrderRow = typeof t.withdrawalOrders.$inferSelect & { hasProof: boolean };
/** A status row as stored. */
export type WithdrawalEventRow = typeof t.withdrawalOrderEvents.$inferSelect;

/** A new withdrawal: what the member asked for. */
export interface NewWithdrawalOrder {
  orderNo: string;
  memberId: number;
  amount: number;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
  /** The bank account it is paid to, as it is now (absent: made without one). */
  bankAccountId?: number;
  bankCode?: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
}

/** A status row to write with a change. */
export interface WithdrawalChange {
  status: WithdrawalStatusValue;
  actor: WithdrawalActorValue;
  amount: number | null;
  ledgerTransactionId: number | null;
  note: string | null;
  at: Date;
}

/** A proof image to store with a not-received report. */
export interface NewWithdrawalProof {
  contentType: 'image/png' | 'image/jpeg';
  fileName: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/**
 * What a change found: done; no such order; the order moved on since it was read (its status or
 * paid-out amount differ: the caller reads it again and decides again); or locked by another
 * (SKIP LOCKED).
 */
export type WithdrawalChangeOutcome = 'changed' | 'not_found' | 'moved' | 'locked';

/** The withdrawal's state a change was decided on. */
export interface WithdrawalSnapshot {
  status: WithdrawalStatusValue;
  disbursedAmount: number;
}

/** Deadlock and serialisation failures: the transaction is retried from the start. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function pgError(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause ?? {}) as { code?: string; constraint?: string };
}

/** Thrown inside the create transaction when a twin took the key: rolls back the hold. */
class KeyTaken extends Error {}

const orderColumns = {
  ...getTableColumns(t.withdrawalOrders),
  // Spelled out: inside a select list Drizzle would leave both columns unqualified.
  hasProof: sql<boolean>`exists (select 1 from "withdrawal_proofs" p where p."order_id" = "withdrawal_orders"."id")`,
};

/** Reads and writes the withdrawal tables of the wallet module. */
export class WithdrawalRepository {
  constructor(private readonly db: Database) {}

  /** Minutes after a disbursal until a withdrawal counts as received. */
  async autoReceivedMinutes(): Promise<number> {
    const [row] = await this.db
      .select({ minutes: t.walletSettings.withdrawalAutoReceivedMinutes })
      .from(t.walletSettings)
      .limit(1);
    return row?.minutes ?? 30;
  }

  async setAutoReceivedMinutes(minutes: number): Promise<void> {
    await this.db
      .insert(t.walletSettings)
      .values({ id: 1, withdrawalAutoReceivedMinutes: minutes })
      .onConflictDoUpdate({
        target: t.walletSettings.id,
        set: { withdrawalAutoReceivedMinutes: minutes },
      });
  }

  private selectOrders() {
    return this.db.select(orderColumns).from(t.withdrawalOrders);
  }

  async findByKey(memberId: number, idempotencyKey: string): Promise<WithdrawalOrderRow | null> {
    const [row] = await this.selectOrders()
      .where(
        and(
          eq(t.withdrawalOrders.memberId, memberId),
          eq(t.withdrawalOrders.idempotencyKey, idempotencyKey),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async findByOrderNo(orderNo: string): Promise<WithdrawalOrderRow | null> {
    const [row] = await this.selectOrders().where(eq(t.withdrawalOrders.orderNo, orderNo)).limit(1);
    return row ?? null;
  }

  /**
   * Inserts a pending withdrawal, its hold (`hold(tx)`: main → withdrawal clearing through the
   * ledger) and its first status row in ONE transaction; null when the member's idempotency key is
   * taken (a concurrent twin won: nothing of this one stays, its hold included). A refused hold
   * (insufficient balance) leaves nothing either.
   */
  async insertOrder(
    order: NewWithdrawalOrder,
    hold: (tx: Database) => Promise<{ transactionId: number }>,
  ): Promise<{ id: number } | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const { transactionId } = await hold(tx);
          const [row] = await tx
            .insert(t.withdrawalOrders)
            .values({ ...order, status: 'pending', holdTransactionId: transactionId })
            .onConflictDoNothing({
              target: [t.withdrawalOrders.memberId, t.withdrawalOrders.idempotencyKey],
            })
            .returning({ id: t.withdrawalOrders.id });
          if (!row) throw new KeyTaken();
          await tx.insert(t.withdrawalOrderEvents).values({
            orderId: row.id,
            status: 'pending',
            actor: 'member',
            amount: order.amount,
            ledgerTransactionId: transactionId,
            note: null,
            at: order.createdAt,
          });
          return row;
        });
      } catch (error) {
        if (error instanceof KeyTaken) return null;
        const { code } = pgError(error);
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** One page of a member's withdrawals, newest first, and how many there are. */
  async memberOrders(
    memberId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: WithdrawalOrderRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.selectOrders()
        .where(eq(t.withdrawalOrders.memberId, memberId))
        .orderBy(desc(t.withdrawalOrders.createdAt), desc(t.withdrawalOrders.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(t.withdrawalOrders)
        .where(eq(t.withdrawalOrders.memberId, memberId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The latest withdrawals of every member (of some statuses, or all), newest first. */
  latestOrders(
    statuses: readonly WithdrawalStatusValue[] | null,
    limit: number,
  ): Promise<WithdrawalOrderRow[]> {
    return this.selectOrders()
      .where(statuses ? inArray(t.withdrawalOrders.status, [...statuses]) : undefined)
      .orderBy(desc(t.withdrawalOrders.createdAt), desc(t.withdrawalOrders.id))
      .limit(limit);
  }

  /** A withdrawal's status rows, oldest first. */
  events(orderId: number): Promise<WithdrawalEventRow[]> {
    return this.db
      .select()
      .from(t.withdrawalOrderEvents)
      .where(eq(t.withdrawalOrderEvents.orderId, orderId))
      .orderBy(asc(t.withdrawalOrderEvents.id));
  }

  /** The latest proof image of a withdrawal (one per not-received report), or null. */
  async proof(orderId: number) {
    const [row] = await this.db
      .select()
      .from(t.withdrawalProofs)
      .where(eq(t.withdrawalProofs.orderId, orderId))
      .orderBy(desc(t.withdrawalProofs.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Disbursed (in full or in part) withdrawals whose last disbursal was at or before `dueBefore`,
   * oldest first (of one member, or of all): those that count as received now.
   */
  async dueOrders(dueBefore: Date, limit: number, memberId?: number): Promise<string[]> {
    const rows = await this.db
      .select({ orderNo: t.withdrawalOrders.orderNo })
      .from(t.withdrawalOrders)
      .where(
        and(
          inArray(t.withdrawalOrders.status, ['partially_disbursed', 'disbursed']),
          lte(t.withdrawalOrders.disbursedAt, dueBefore),
          memberId === undefined ? undefined : eq(t.withdrawalOrders.memberId, memberId),
        ),
      )
      .orderBy(asc(t.withdrawalOrders.disbursedAt))
      .limit(limit);
    return rows.map((row) => row.orderNo);
  }

  /**
   * Changes a withdrawal in ONE database transaction: locks its row (FOR UPDATE; with
   * `skipLocked`, FOR UPDATE SKIP LOCKED, so a sweep passes over one another process is
   * changing), checks it is still as `expected` (status and paid-out amount), then `apply(tx, id)`
   * posts the money through the ledger on the same transaction and answers the row's new values
   * and the status row, which are written with it. Nothing moves twice: a second change decided
   * on the same state finds the row moved on.
   */
  async changeOrder(
    orderNo: string,
    expected: WithdrawalSnapshot,
    skipLocked: boolean,
    apply: (
      tx: Database,
      id: number,
    ) => Promise<{
      set: Partial<typeof t.withdrawalOrders.$inferInsert>;
      change: WithdrawalChange;
      proof?: NewWithdrawalProof;
    }>,
  ): Promise<WithdrawalChangeOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const [locked] = await tx
            .select({
              id: t.withdrawalOrders.id,
              status: t.withdrawalOrders.status,
              disbursedAmount: t.withdrawalOrders.disbursedAmount,
            })
            .from(t.withdrawalOrders)
            .where(eq(t.withdrawalOrders.orderNo, orderNo))
            .for('update', skipLocked ? { skipLocked: true } : {});
          if (!locked) return skipLocked ? ('locked' as const) : ('not_found' as const);
          if (
            locked.status !== expected.status ||
            locked.disbursedAmount !== expected.disbursedAmount
          ) {
            return 'moved' as const;
          }
          const { set, change, proof } = await apply(tx, locked.id);
          await tx.update(t.withdrawalOrders).set(set).where(eq(t.withdrawalOrders.id, locked.id));
          await tx.insert(t.withdrawalOrderEvents).values({ orderId: locked.id, ...change });
          if (proof) {
            await tx
              .insert(t.withdrawalProofs)
              .values({ orderId: locked.id, ...proof, createdAt: change.at });
          }
          return 'changed' as const;
        });
        if (outcome === 'locked' && !(await this.findByOrderNo(orderNo))) return 'not_found';
        return outcome;
      } catch (error) {
        const { code } = pgError(error);
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * What was paid out to each of `memberIds` in [since, until): the disbursals (in full or in
   * part) of their withdrawals at that time, minor units, by one grouped query.
   */
  async paidOutTotals(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        memberId: t.withdrawalOrders.memberId,
        total: sql<string | null>`sum(${t.withdrawalOrderEvents.amount})`,
      })
      .from(t.withdrawalOrderEvents)
      .innerJoin(t.withdrawalOrders, eq(t.withdrawalOrders.id, t.withdrawalOrderEvents.orderId))
      .where(
        and(
          inArray(t.withdrawalOrders.memberId, [...memberIds]),
          inArray(t.withdrawalOrderEvents.status, ['partially_disbursed', 'disbursed']),
          isNotNull(t.withdrawalOrderEvents.amount),
          gte(t.withdrawalOrderEvents.at, since),
          lt(t.withdrawalOrderEvents.at, until),
        ),
      )
      .groupBy(t.withdrawalOrders.memberId);
    return new Map(rows.map((row) => [row.memberId, Number(row.total ?? 0)]));
  }
}
