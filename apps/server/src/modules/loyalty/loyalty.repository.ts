// The only code of the loyalty module that touches the database: club ranks and the ranks members
// reached, missions and their claims, the deposits deposit missions count.
import { and, asc, count, eq, gte, inArray, isNull, lt, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './loyalty.tables';

export type ClubRankRow = typeof t.clubRanks.$inferSelect;
export type MissionRow = typeof t.missions.$inferSelect;
export type MissionClaimRow = typeof t.missionClaims.$inferSelect;
export type NewMission = typeof t.missions.$inferInsert;

/** A payment of the ledger, posted inside the caller's transaction (wallet.prepareCredit). */
export type Payment = (tx: Database) => Promise<{ transactionId: number }>;

export class LoyaltyRepository {
  constructor(private readonly db: Database) {}

  /** Every club rank, lowest level first. */
  ranks(): Promise<ClubRankRow[]> {
    return this.db.select().from(t.clubRanks).orderBy(asc(t.clubRanks.level));
  }

  /** Writes or replaces a rank. */
  async putRank(rank: ClubRankRow): Promise<void> {
    await this.db
      .insert(t.clubRanks)
      .values(rank)
      .onConflictDoUpdate({ target: t.clubRanks.level, set: { ...rank } });
  }

  /** The levels the member reached (an upgrade row each). */
  async reachedLevels(memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ level: t.rankUpgrades.level })
      .from(t.rankUpgrades)
      .where(eq(t.rankUpgrades.memberId, memberId));
    return rows.map((row) => row.level);
  }

  /**
   * Records that the member reached `level` and pays its bonus (`pay`, null: none) in one
   * transaction; false when it was recorded before (nothing paid again).
   */
  async reachRank(
    memberId: number,
    level: number,
    amount: number,
    pay: Payment | null,
  ): Promise<boolean> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx
        .insert(t.rankUpgrades)
        .values({ memberId, level, amount, ledgerTransactionId: null })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      if (pay) {
        const { transactionId } = await pay(tx);
        await tx
          .update(t.rankUpgrades)
          .set({ ledgerTransactionId: transactionId })
          .where(and(eq(t.rankUpgrades.memberId, memberId), eq(t.rankUpgrades.level, level)));
      }
      return true;
    });
  }

  /** Missions not removed, in the operator's order. */
  missions(): Promise<MissionRow[]> {
    return this.db
      .select()
      .from(t.missions)
      .where(isNull(t.missions.removedAt))
      .orderBy(asc(t.missions.sortOrder), asc(t.missions.id));
  }

  async mission(id: number): Promise<MissionRow | null> {
    const [row] = await this.db
      .select()
      .from(t.missions)
      .where(and(eq(t.missions.id, id), isNull(t.missions.removedAt)));
    return row ?? null;
  }

  /** Inserts a mission; null when its code is taken. */
  async insertMission(mission: NewMission): Promise<MissionRow | null> {
    const [row] = await this.db
      .insert(t.missions)
      .values(mission)
      .onConflictDoNothing({ target: t.missions.code })
      .returning();
    return row ?? null;
  }

  /** Removes a mission by code (its claims stay); false when there is none. */
  async removeMission(code: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(t.missions)
      .set({ removedAt: at })
      .where(and(eq(t.missions.code, code), isNull(t.missions.removedAt)))
      .returning({ id: t.missions.id });
    return rows.length > 0;
  }

  /** The member's claims among `missionIds`. */
  async claims(memberId: number, missionIds: readonly number[]): Promise<MissionClaimRow[]> {
    if (!missionIds.length) return [];
    return this.db
      .select()
      .from(t.missionClaims)
      .where(
        and(
          eq(t.missionClaims.memberId, memberId),
          inArray(t.missionClaims.missionId, [...missionIds]),
        ),
      );
  }

  /** How many members claimed each mission (ids without claims are absent). */
  async claimCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ missionId: t.missionClaims.missionId, n: count() })
      .from(t.missionClaims)
      .groupBy(t.missionClaims.missionId);
    return new Map(rows.map((row) => [row.missionId, Number(row.n)]));
  }

  /** Everything the member's mission claims paid, minor units. */
  async claimedTotal(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(t.missionClaims.amount) })
      .from(t.missionClaims)
      .where(eq(t.missionClaims.memberId, memberId));
    return Number(row?.total ?? 0);
  }

  /**
   * Records the member's claim and pays it in one transaction; null when the member had claimed
   * it already (a concurrent claim waits on the row's key, then finds it: nothing paid twice).
   */
  async claim(
    missionId: number,
    memberId: number,
    amount: number,
    at: Date,
    pay: Payment,
  ): Promise<MissionClaimRow | null> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx
        .insert(t.missionClaims)
        .values({ missionId, memberId, amount, ledgerTransactionId: 0, claimedAt: at })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const { transactionId } = await pay(tx);
      const [paid] = await tx
        .update(t.missionClaims)
        .set({ ledgerTransactionId: transactionId })
        .where(
          and(eq(t.missionClaims.missionId, missionId), eq(t.missionClaims.memberId, memberId)),
        )
        .returning();
      return paid!;
    });
  }

  /** Records a credited deposit (once per order). */
  async recordDeposit(orderNo: string, memberId: number, amount: number, at: Date): Promise<void> {
    await this.db
      .insert(t.loyaltyDeposits)
      .values({ orderNo, memberId, amount, creditedAt: at })
      .onConflictDoNothing();
  }

  /** The member's deposits credited in [since, until), minor units. */
  async depositTotal(memberId: number, since: Date, until: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(t.loyaltyDeposits.amount) })
      .from(t.loyaltyDeposits)
      .where(
        and(
          eq(t.loyaltyDeposits.memberId, memberId),
          gte(t.loyaltyDeposits.creditedAt, since),
          lt(t.loyaltyDeposits.creditedAt, until),
        ),
      );
    return Number(row?.total ?? 0);
  }
}
