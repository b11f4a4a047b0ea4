// The only code of the rewards module that touches the database: the rewards set on promotions,
// the members' taking part, the images of applications.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RewardParticipationStatus } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import * as t from './rewards.tables';

export type RewardRow = typeof t.promotionRewards.$inferSelect;
export type ParticipationRow = typeof t.rewardParticipations.$inferSelect;
export type NewParticipation = typeof t.rewardParticipations.$inferInsert;

/** An image checked by the service, to store with an application. */
export interface NewRewardImage {
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/** A payment of the ledger, posted inside the caller's transaction (wallet.prepareCredit). */
export type Payment = (tx: Database) => Promise<{ transactionId: number }>;

export class RewardsRepository {
  constructor(private readonly db: Database) {}

  rewards(): Promise<RewardRow[]> {
    return this.db.select().from(t.promotionRewards);
  }

  async reward(promotionId: number): Promise<RewardRow | null> {
    const [row] = await this.db
      .select()
      .from(t.promotionRewards)
      .where(eq(t.promotionRewards.promotionId, promotionId));
    return row ?? null;
  }

  /** Sets (or replaces) the reward of a promotion. */
  async putReward(row: Omit<RewardRow, 'updatedAt'>, at: Date): Promise<RewardRow> {
    const [saved] = await this.db
      .insert(t.promotionRewards)
      .values({ ...row, updatedAt: at })
      .onConflictDoUpdate({
        target: t.promotionRewards.promotionId,
        set: {
          mode: row.mode,
          payout: row.payout,
          amount: row.amount,
          contact: row.contact,
          updatedAt: at,
        },
      })
      .returning();
    return saved!;
  }

  /** The member's taking part, with how many images each application has. */
  async participations(memberId: number): Promise<(ParticipationRow & { imageCount: number })[]> {
    const rows = await this.db
      .select()
      .from(t.rewardParticipations)
      .where(eq(t.rewardParticipations.memberId, memberId));
    return this.withImageCounts(rows);
  }

  private async withImageCounts(rows: ParticipationRow[]) {
    if (!rows.length) return [];
    const counts = await this.db
      .select({ id: t.rewardApplicationImages.participationId, n: count() })
      .from(t.rewardApplicationImages)
      .where(
        inArray(
          t.rewardApplicationImages.participationId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(t.rewardApplicationImages.participationId);
    const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
    return rows.map((row) => ({ ...row, imageCount: byId.get(row.id) ?? 0 }));
  }

  async participation(promotionId: number, memberId: number): Promise<ParticipationRow | null> {
    const [row] = await this.db
      .select()
      .from(t.rewardParticipations)
      .where(
        and(
          eq(t.rewardParticipations.promotionId, promotionId),
          eq(t.rewardParticipations.memberId, memberId),
        ),
      );
    return row ?? null;
  }

  async participationById(id: number): Promise<ParticipationRow | null> {
    const [row] = await this.db
      .select()
      .from(t.rewardParticipations)
      .where(eq(t.rewardParticipations.id, id));
    return row ?? null;
  }

  /** The `index`-th image (from 0, in the order sent) of an application, or null. */
  async image(participationId: number, index: number) {
    const [row] = await this.db
      .select()
      .from(t.rewardApplicationImages)
      .where(eq(t.rewardApplicationImages.participationId, participationId))
      .orderBy(t.rewardApplicationImages.id)
      .offset(index)
      .limit(1);
    return row ?? null;
  }

  /** How many of the member's rewards wait to be claimed. */
  async claimableCount(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(t.rewardParticipations)
      .where(
        and(
          eq(t.rewardParticipations.memberId, memberId),
          eq(t.rewardParticipations.status, 'claim'),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /**
   * Records a taking part with its images in one transaction; null when the member had taken part
   * already (a concurrent one waits on the row's key, then finds it).
   */
  async takePart(
    row: NewParticipation,
    images: NewRewardImage[],
  ): Promise<ParticipationRow | null> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [saved] = await tx
        .insert(t.rewardParticipations)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (!saved) return null;
      if (images.length) {
        await tx
          .insert(t.rewardApplicationImages)
          .values(images.map((image) => ({ ...image, participationId: saved.id })));
      }
      return saved;
    });
  }

  /** Every taking part (of one status), newest first, with the image counts. */
  async all(
    status: RewardParticipationStatus | undefined,
    limit: number,
  ): Promise<(ParticipationRow & { imageCount: number })[]> {
    const rows = await this.db
      .select()
      .from(t.rewardParticipations)
      .where(status ? eq(t.rewardParticipations.status, status) : undefined)
      .orderBy(desc(t.rewardParticipations.id))
      .limit(limit);
    return this.withImageCounts(rows);
  }

  /**
   * Moves a taking part from one of `from` to `to` (locking its row), running `pay` in the same
   * transaction when given; null when it was no longer in one of `from` (reviewed, claimed by a
   * concurrent call: nothing paid twice).
   */
  async move(
    id: number,
    from: readonly RewardParticipationStatus[],
    set: Partial<ParticipationRow> & { status: RewardParticipationStatus },
    pay?: Payment,
  ): Promise<ParticipationRow | null> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [moved] = await tx
        .update(t.rewardParticipations)
        .set(set)
        .where(
          and(eq(t.rewardParticipations.id, id), inArray(t.rewardParticipations.status, [...from])),
        )
        .returning();
      if (!moved) return null;
      if (!pay) return moved;
      const { transactionId } = await pay(tx);
      const [paid] = await tx
        .update(t.rewardParticipations)
        .set({ ledgerTransactionId: transactionId })
        .where(eq(t.rewardParticipations.id, id))
        .returning();
      return paid!;
    });
  }
}
