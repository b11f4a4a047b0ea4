// Reads and writes the agent module's contract and settlement tables (agent.tables.ts).
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type {
  ContractEndReason,
  ContractKind,
  ContractStatus,
  SettlementPeriod,
} from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import * as t from './agent.tables';
import type { StoredTier } from './agent.tables';

export type ContractRow = typeof t.agentContracts.$inferSelect;
export type SettlementRow = typeof t.agentSettlements.$inferSelect;
export type SettlementRunRow = typeof t.agentSettlementRuns.$inferSelect;

/** A contract to insert. */
export interface NewContract {
  kind: ContractKind;
  period: SettlementPeriod;
  holderId: number;
  offeredBy: number | null;
  tiers: StoredTier[];
  maxRateBp: number;
  status: ContractStatus;
  createdAt: Date;
  decidedAt?: Date | null;
}

const OPEN: ContractStatus[] = ['pending', 'active'];

export class ContractsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return retryTransaction(this.db, work);
  }

  async byId(id: number, db: Database = this.db): Promise<ContractRow | null> {
    const [row] = await db.select().from(t.agentContracts).where(eq(t.agentContracts.id, id));
    return row ?? null;
  }

  /** The member's contract of `kind` in `status` (at most one by the partial unique indexes). */
  async heldBy(
    holderId: number,
    kind: ContractKind,
    status: 'pending' | 'active',
    db: Database = this.db,
  ): Promise<ContractRow | null> {
    const [row] = await db
      .select()
      .from(t.agentContracts)
      .where(
        and(
          eq(t.agentContracts.holderId, holderId),
          eq(t.agentContracts.kind, kind),
          eq(t.agentContracts.status, status),
        ),
      );
    return row ?? null;
  }

  /** Every pending and active contract the member holds (any kind). */
  async openHeldBy(holderId: number): Promise<ContractRow[]> {
    return this.db
      .select()
      .from(t.agentContracts)
      .where(and(eq(t.agentContracts.holderId, holderId), inArray(t.agentContracts.status, OPEN)));
  }

  /** The pending and active contracts of `kind` the member offered, newest first. */
  async givenBy(offeredBy: number, kind: ContractKind): Promise<ContractRow[]> {
    return this.db
      .select()
      .from(t.agentContracts)
      .where(
        and(
          eq(t.agentContracts.offeredBy, offeredBy),
          eq(t.agentContracts.kind, kind),
          inArray(t.agentContracts.status, OPEN),
        ),
      )
      .orderBy(desc(t.agentContracts.id));
  }

  /** The pending and active contracts of `kind` held by `holderIds` with a rate above `rateBp`. */
  async openAbove(
    kind: ContractKind,
    holderIds: readonly number[],
    rateBp: number,
  ): Promise<ContractRow[]> {
    if (holderIds.length === 0) return [];
    return this.db
      .select()
      .from(t.agentContracts)
      .where(
        and(
          eq(t.agentContracts.kind, kind),
          inArray(t.agentContracts.holderId, [...holderIds]),
          inArray(t.agentContracts.status, OPEN),
          gt(t.agentContracts.maxRateBp, rateBp),
        ),
      );
  }

  async insert(tx: Database, row: NewContract): Promise<ContractRow> {
    const [inserted] = await tx.insert(t.agentContracts).values(row).returning();
    return inserted!;
  }

  /**
   * Moves contract `id` from `from` to `to` (its times and reason set); null when it was no longer
   * in `from` (another request moved it first).
   */
  async move(
    tx: Database,
    id: number,
    from: ContractStatus,
    to: ContractStatus,
    at: Date,
    endReason: ContractEndReason | null,
  ): Promise<ContractRow | null> {
    const [row] = await tx
      .update(t.agentContracts)
      .set({
        status: to,
        ...(from === 'pending' ? { decidedAt: at } : {}),
        ...(to === 'rejected' || to === 'terminated' ? { endedAt: at, endReason } : {}),
      })
      .where(and(eq(t.agentContracts.id, id), eq(t.agentContracts.status, from)))
      .returning();
    return row ?? null;
  }

  /**
   * The contracts of `kind` (and settlement `period`) in force at `end`: accepted before it and
   * not ended before it.
   */
  async inForce(kind: ContractKind, period: SettlementPeriod, end: Date): Promise<ContractRow[]> {
    return this.db
      .select()
      .from(t.agentContracts)
      .where(
        and(
          eq(t.agentContracts.kind, kind),
          eq(t.agentContracts.period, period),
          isNotNull(t.agentContracts.decidedAt),
          lt(t.agentContracts.decidedAt, end),
          inArray(t.agentContracts.status, ['active', 'terminated']),
          or(isNull(t.agentContracts.endedAt), gte(t.agentContracts.endedAt, end)),
        ),
      );
  }

  /** When the first contract of `kind` and `period` was accepted (null: never). */
  async firstAccepted(kind: ContractKind, period: SettlementPeriod): Promise<Date | null> {
    const [row] = await this.db
      .select({ first: sql<Date | string | null>`min(${t.agentContracts.decidedAt})` })
      .from(t.agentContracts)
      .where(
        and(
          eq(t.agentContracts.kind, kind),
          eq(t.agentContracts.period, period),
          inArray(t.agentContracts.status, ['active', 'terminated']),
        ),
      );
    return row?.first ? new Date(row.first) : null;
  }

  /** The starts (ms) of the runs of `kind` and `period` that started at or after `since`. */
  async runStarts(kind: ContractKind, period: SettlementPeriod, since: Date): Promise<Set<number>> {
    const rows = await this.db
      .select({ start: t.agentSettlementRuns.periodStart })
      .from(t.agentSettlementRuns)
      .where(
        and(
          eq(t.agentSettlementRuns.kind, kind),
          eq(t.agentSettlementRuns.period, period),
          gte(t.agentSettlementRuns.periodStart, since),
        ),
      );
    return new Set(rows.map((row) => row.start.getTime()));
  }

  /** The run's row, or null when the period's run exists (inserted by another process or run). */
  async claimRun(
    tx: Database,
    run: {
      kind: ContractKind;
      period: SettlementPeriod;
      periodStart: Date;
      periodEnd: Date;
      ranAt: Date;
    },
  ): Promise<number | null> {
    const [row] = await tx
      .insert(t.agentSettlementRuns)
      .values({ ...run, agentsPaid: 0, total: 0 })
      .onConflictDoNothing()
      .returning({ id: t.agentSettlementRuns.id });
    return row?.id ?? null;
  }

  async finishRun(
    tx: Database,
    id: number,
    result: { agentsPaid: number; total: number; transactionId: number | null },
  ): Promise<void> {
    await tx.update(t.agentSettlementRuns).set(result).where(eq(t.agentSettlementRuns.id, id));
  }

  async insertSettlements(
    tx: Database,
    rows: (typeof t.agentSettlements.$inferInsert)[],
  ): Promise<void> {
    // In slices: one statement's parameters stay under PostgreSQL's limit whatever the agents.
    for (let index = 0; index < rows.length; index += 2_000) {
      await tx.insert(t.agentSettlements).values(rows.slice(index, index + 2_000));
    }
  }

  /** The runs of `kind`, newest first. */
  async runs(kind: ContractKind | undefined, limit: number): Promise<SettlementRunRow[]> {
    return this.db
      .select()
      .from(t.agentSettlementRuns)
      .where(kind ? eq(t.agentSettlementRuns.kind, kind) : undefined)
      .orderBy(desc(t.agentSettlementRuns.periodStart), desc(t.agentSettlementRuns.id))
      .limit(limit);
  }

  /** A page of the agent's settlements (newest period first), their count, and totals by kind. */
  async income(
    agentId: number,
    kind: ContractKind | undefined,
    offset: number,
    limit: number,
  ): Promise<{
    rows: SettlementRow[];
    total: number;
    totals: { kind: ContractKind; amount: number }[];
  }> {
    const where = and(
      eq(t.agentSettlements.agentId, agentId),
      kind ? eq(t.agentSettlements.kind, kind) : undefined,
    );
    const [rows, [counted], totals] = await Promise.all([
      this.db
        .select()
        .from(t.agentSettlements)
        .where(where)
        .orderBy(desc(t.agentSettlements.periodStart), desc(t.agentSettlements.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(t.agentSettlements).where(where),
      this.db
        .select({ kind: t.agentSettlements.kind, amount: sum(t.agentSettlements.amount) })
        .from(t.agentSettlements)
        .where(eq(t.agentSettlements.agentId, agentId))
        .groupBy(t.agentSettlements.kind),
    ]);
    return {
      rows,
      total: Number(counted?.n ?? 0),
      totals: totals.map((row) => ({ kind: row.kind, amount: Number(row.amount ?? 0) })),
    };
  }
}
