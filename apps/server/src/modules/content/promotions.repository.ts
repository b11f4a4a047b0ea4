// The only code of the promotions that touches the database: promotions, their texts and prizes,
// and the claims. A claim is written in the same transaction as its ledger credit (`pay(tx)`), and
// the unique (promotion, member) index makes a second claim fail before anything commits.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './promotions.tables';

/** A promotion row. */
export type PromotionRow = typeof t.promotions.$inferSelect;
/** A promotion's text in one language. */
export type PromotionTextRow = typeof t.promotionTranslations.$inferSelect;
/** A raffle prize. */
export type PromotionPrizeRow = typeof t.promotionPrizes.$inferSelect;
/** A claim. */
export type PromotionClaimRow = typeof t.promotionClaims.$inferSelect;

/** A new promotion with its texts and prizes (an operator's, or the seed's). */
export interface NewPromotion {
  promotion: typeof t.promotions.$inferInsert;
  texts: Omit<PromotionTextRow, 'promotionId'>[];
  prizes: { amount: number; weight: number }[];
}

/** What a claim transaction found: inserted, or a claim of this member was there already. */
export type ClaimOutcome =
  | { outcome: 'claimed'; claim: PromotionClaimRow }
  | { outcome: 'already'; claim: PromotionClaimRow | null };

const UNIQUE_VIOLATION = '23505';

function pgCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string } | undefined)?.code;
}

/** Reads and writes the promotions tables. */
export class PromotionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Promotions not removed (those not ended after `notEndedAt` when given), in the brand's order
   * (sort order, then newest start first), with their texts in `langs`.
   */
  async listed(
    langs: string[],
    notEndedAt?: Date,
  ): Promise<{ promotions: PromotionRow[]; texts: PromotionTextRow[] }> {
    const promotions = await this.db
      .select()
      .from(t.promotions)
      .where(
        and(
          isNull(t.promotions.removedAt),
          notEndedAt
            ? or(isNull(t.promotions.endsAt), gt(t.promotions.endsAt, notEndedAt))
            : undefined,
        ),
      )
      .orderBy(asc(t.promotions.sortOrder), desc(t.promotions.startsAt), asc(t.promotions.id));
    const texts =
      promotions.length && langs.length
        ? await this.db
            .select()
            .from(t.promotionTranslations)
            .where(
              and(
                inArray(
                  t.promotionTranslations.promotionId,
                  promotions.map((p) => p.id),
                ),
                inArray(t.promotionTranslations.lang, langs),
              ),
            )
        : [];
    return { promotions, texts };
  }

  /** A promotion not removed, with its texts in `langs` and its prizes; null when none. */
  async find(
    id: number,
    langs: string[],
  ): Promise<{
    promotion: PromotionRow;
    texts: PromotionTextRow[];
    prizes: PromotionPrizeRow[];
  } | null> {
    const [promotion] = await this.db
      .select()
      .from(t.promotions)
      .where(and(eq(t.promotions.id, id), isNull(t.promotions.removedAt)));
    if (!promotion) return null;
    const [texts, prizes] = await Promise.all([
      this.db
        .select()
        .from(t.promotionTranslations)
        .where(
          and(
            eq(t.promotionTranslations.promotionId, id),
            inArray(t.promotionTranslations.lang, langs),
          ),
        ),
      this.prizes(id),
    ]);
    return { promotion, texts, prizes };
  }

  /** A raffle's prizes, in their order. */
  prizes(promotionId: number): Promise<PromotionPrizeRow[]> {
    return this.db
      .select()
      .from(t.promotionPrizes)
      .where(eq(t.promotionPrizes.promotionId, promotionId))
      .orderBy(asc(t.promotionPrizes.sortOrder), asc(t.promotionPrizes.id));
  }

  /** The member's claim of a promotion, or null. */
  async claimOf(promotionId: number, memberId: number): Promise<PromotionClaimRow | null> {
    const [claim] = await this.db
      .select()
      .from(t.promotionClaims)
      .where(
        and(
          eq(t.promotionClaims.promotionId, promotionId),
          eq(t.promotionClaims.memberId, memberId),
        ),
      );
    return claim ?? null;
  }

  /** Ids of the promotions among `ids` the member has claimed. */
  async claimedAmong(memberId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ promotionId: t.promotionClaims.promotionId })
      .from(t.promotionClaims)
      .where(
        and(eq(t.promotionClaims.memberId, memberId), inArray(t.promotionClaims.promotionId, ids)),
      );
    return new Set(rows.map((row) => row.promotionId));
  }

  /**
   * Records a claim and pays it in ONE transaction: the claim row is inserted first (a second
   * claim of the member — a replay, or one running at the same time on any process — waits on the
   * unique index and then fails there), then `pay(tx)` posts the ledger credit; both commit or
   * neither does. Answers 'already' (with the first claim once it is readable) when one exists.
   */
  async claim(
    row: Omit<typeof t.promotionClaims.$inferInsert, 'ledgerTransactionId'>,
    pay: (tx: Database) => Promise<{ transactionId: number }>,
  ): Promise<ClaimOutcome> {
    try {
      const claim = await this.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const inserted = await tx
          .insert(t.promotionClaims)
          .values({ ...row, ledgerTransactionId: 0 })
          .onConflictDoNothing({
            target: [t.promotionClaims.promotionId, t.promotionClaims.memberId],
          })
          .returning();
        if (!inserted[0]) return null;
        const { transactionId } = await pay(tx);
        const [paid] = await tx
          .update(t.promotionClaims)
          .set({ ledgerTransactionId: transactionId })
          .where(eq(t.promotionClaims.id, inserted[0].id))
          .returning();
        return paid!;
      });
      if (claim) return { outcome: 'claimed', claim };
    } catch (error) {
      if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
    }
    return { outcome: 'already', claim: await this.claimOf(row.promotionId, row.memberId) };
  }

  /** Inserts a promotion with its texts and prizes in one transaction; null when the code is taken. */
  async insert(promotion: NewPromotion): Promise<PromotionRow | null> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx
        .insert(t.promotions)
        .values(promotion.promotion)
        .onConflictDoNothing({ target: t.promotions.code })
        .returning();
      if (!row) return null;
      if (promotion.texts.length) {
        await tx
          .insert(t.promotionTranslations)
          .values(promotion.texts.map((text) => ({ ...text, promotionId: row.id })));
      }
      if (promotion.prizes.length) {
        await tx
          .insert(t.promotionPrizes)
          .values(
            promotion.prizes.map((prize, i) => ({ ...prize, sortOrder: i, promotionId: row.id })),
          );
      }
      return row;
    });
  }

  /** Every promotion not removed (operator list), newest first, with its claim count. */
  async all(): Promise<(PromotionRow & { claims: number })[]> {
    const rows = await this.db
      .select({
        promotion: t.promotions,
        // Qualified by hand: inside a sub-select drizzle writes a column without its table.
        claims: sql<number>`(select count(*)::int from promotion_claims c where c.promotion_id = "promotions"."id")`,
      })
      .from(t.promotions)
      .where(isNull(t.promotions.removedAt))
      .orderBy(asc(t.promotions.sortOrder), desc(t.promotions.id));
    return rows.map((row) => ({ ...row.promotion, claims: Number(row.claims) }));
  }

  /** Removes a promotion by code (its row and claims stay); false when there is none. */
  async remove(code: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(t.promotions)
      .set({ removedAt: at })
      .where(and(eq(t.promotions.code, code), isNull(t.promotions.removedAt)))
      .returning({ id: t.promotions.id });
    return rows.length > 0;
  }

  /** Whether any promotion has this code (removed ones too: a code is never reused). */
  async codeExists(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: t.promotions.id })
      .from(t.promotions)
      .where(eq(t.promotions.code, code));
    return Boolean(row);
  }
}
