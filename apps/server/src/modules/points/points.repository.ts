// The only code of the points module that touches the database. Every change of a member's
// points happens in ONE transaction that locks the member's points account (FOR UPDATE), checks
// the balance, writes the ledger row and the new balance together (CHECK balance >= 0 as the
// last word); a conversion also posts its wallet credit inside that same transaction.
import type { LanguageCode, PointEntryKind, RedeemStatus } from '@lotusplay/api-client/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import * as t from './points.tables';

export type PointConfigRow = typeof t.pointConfig.$inferSelect;
export type PointGoodRow = typeof t.pointGoods.$inferSelect;
export type PointRedemptionRow = typeof t.pointRedemptions.$inferSelect;
export type PointConversionRow = typeof t.pointConversions.$inferSelect;
export type PointEntryRow = typeof t.pointEntries.$inferSelect;

/** A good with its texts in one language (EN when that language has none). */
export interface GoodWithText extends PointGoodRow {
  name: string;
  description: string;
}

/** A redemption with its good's name. */
export interface RedemptionWithName extends PointRedemptionRow {
  goodName: string;
}

/** A new good: its texts per language. */
export interface NewGood {
  imageUrl: string;
  pointsCost: number;
  stock: number;
  enabled: boolean;
  sortOrder: number;
  texts: { lang: LanguageCode; name: string; description: string }[];
}

export type RedeemResult =
  | { outcome: 'redeemed' | 'replayed'; redemption: PointRedemptionRow; balance: number }
  | { outcome: 'conflict' | 'good_not_found' | 'good_disabled' | 'out_of_stock' }
  | { outcome: 'not_enough'; balance: number };

export type ConvertResult =
  | { outcome: 'converted' | 'replayed'; conversion: PointConversionRow }
  | { outcome: 'conflict' }
  | { outcome: 'not_enough'; balance: number };

export type DecideResult =
  | { outcome: 'decided'; redemption: PointRedemptionRow }
  | { outcome: 'not_found' }
  | { outcome: 'already'; redemption: PointRedemptionRow };

export type GrantResult = { outcome: 'granted' | 'replayed'; entry: PointEntryRow };

/** Reads and writes the points tables. */
export class PointsRepository {
  constructor(private readonly db: Database) {}

  private transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return retryTransaction(this.db, work);
  }

  /** The member's points account, created at 0 when missing, locked until the transaction ends. */
  private async lockAccount(tx: Database, memberId: number): Promise<number> {
    await tx.insert(t.pointAccounts).values({ memberId }).onConflictDoNothing();
    const [row] = await tx
      .select({ balance: t.pointAccounts.balance })
      .from(t.pointAccounts)
      .where(eq(t.pointAccounts.memberId, memberId))
      .for('update');
    return row!.balance;
  }

  /** Writes one ledger row and the balance it leaves (the account must be locked). */
  private async change(
    tx: Database,
    memberId: number,
    balance: number,
    delta: number,
    kind: PointEntryKind,
    reference: string,
    remark: string,
    at: Date,
  ): Promise<PointEntryRow> {
    const balanceAfter = balance + delta;
    await tx
      .update(t.pointAccounts)
      .set({ balance: balanceAfter, updatedAt: at })
      .where(eq(t.pointAccounts.memberId, memberId));
    const [entry] = await tx
      .insert(t.pointEntries)
      .values({ memberId, delta, kind, reference, balanceAfter, remark, createdAt: at })
      .returning();
    return entry!;
  }

  /** The member's points (0 without an account). */
  async balance(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ balance: t.pointAccounts.balance })
      .from(t.pointAccounts)
      .where(eq(t.pointAccounts.memberId, memberId));
    return row?.balance ?? 0;
  }

  /** The conversion rule; null before the seed wrote it. */
  async config(): Promise<PointConfigRow | null> {
    const [row] = await this.db.select().from(t.pointConfig).where(eq(t.pointConfig.id, 1));
    return row ?? null;
  }

  async setConfig(values: Omit<PointConfigRow, 'id' | 'updatedAt'>, at: Date): Promise<void> {
    await this.db
      .insert(t.pointConfig)
      .values({ id: 1, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: t.pointConfig.id, set: { ...values, updatedAt: at } });
  }

  /** Goods (only enabled ones unless `all`) in display order, with texts in `lang` or EN. */
  async goods(lang: LanguageCode, all = false): Promise<GoodWithText[]> {
    const goods = await this.db
      .select()
      .from(t.pointGoods)
      .where(all ? undefined : eq(t.pointGoods.enabled, true))
      .orderBy(asc(t.pointGoods.sortOrder), asc(t.pointGoods.id));
    if (goods.length === 0) return [];
    const texts = await this.db
      .select()
      .from(t.pointGoodTranslations)
      .where(
        and(
          inArray(
            t.pointGoodTranslations.goodId,
            goods.map((g) => g.id),
          ),
          inArray(t.pointGoodTranslations.lang, [lang, 'EN']),
        ),
      );
    const textOf = (id: number) =>
      texts.find((x) => x.goodId === id && x.lang === lang) ??
      texts.find((x) => x.goodId === id && x.lang === 'EN');
    return goods.map((good) => {
      const text = textOf(good.id);
      return { ...good, name: text?.name ?? '', description: text?.description ?? '' };
    });
  }

  /** Adds a good with its texts; returns its id. */
  addGood(good: NewGood): Promise<number> {
    return this.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.pointGoods)
        .values({
          imageUrl: good.imageUrl,
          pointsCost: good.pointsCost,
          stock: good.stock,
          enabled: good.enabled,
          sortOrder: good.sortOrder,
        })
        .returning({ id: t.pointGoods.id });
      await tx
        .insert(t.pointGoodTranslations)
        .values(good.texts.map((text) => ({ goodId: row!.id, ...text })));
      return row!.id;
    });
  }

  /**
   * Redeems one unit of a good: the points go at once (a `redeem` row), one unit of stock goes,
   * and the redemption is in_process; all in one transaction, or nothing. A known key answers
   * its redemption again (same request hash) or `conflict`.
   */
  redeem(input: {
    memberId: number;
    goodId: number;
    referenceNo: string;
    idempotencyKey: string;
    requestHash: string;
    at: Date;
  }): Promise<RedeemResult> {
    return this.transaction(async (tx): Promise<RedeemResult> => {
      const balance = await this.lockAccount(tx, input.memberId);
      const [known] = await tx
        .select()
        .from(t.pointRedemptions)
        .where(
          and(
            eq(t.pointRedemptions.memberId, input.memberId),
            eq(t.pointRedemptions.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (known) {
        return known.requestHash === input.requestHash
          ? { outcome: 'replayed', redemption: known, balance }
          : { outcome: 'conflict' };
      }
      const [good] = await tx
        .select()
        .from(t.pointGoods)
        .where(eq(t.pointGoods.id, input.goodId))
        .for('update');
      if (!good) return { outcome: 'good_not_found' };
      if (!good.enabled) return { outcome: 'good_disabled' };
      if (good.stock <= 0) return { outcome: 'out_of_stock' };
      if (balance < good.pointsCost) return { outcome: 'not_enough', balance };
      await tx
        .update(t.pointGoods)
        .set({ stock: sql`${t.pointGoods.stock} - 1` })
        .where(eq(t.pointGoods.id, good.id));
      const entry = await this.change(
        tx,
        input.memberId,
        balance,
        -good.pointsCost,
        'redeem',
        input.referenceNo,
        '',
        input.at,
      );
      const [redemption] = await tx
        .insert(t.pointRedemptions)
        .values({
          referenceNo: input.referenceNo,
          memberId: input.memberId,
          goodId: good.id,
          points: good.pointsCost,
          units: 1,
          status: 'in_process',
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash,
          createdAt: input.at,
        })
        .returning();
      return { outcome: 'redeemed', redemption: redemption!, balance: entry.balanceAfter };
    });
  }

  /**
   * Converts points to money: the `convert` row, the conversion and the wallet credit (`post`,
   * on this transaction) commit together or not at all.
   */
  convert(input: {
    memberId: number;
    points: number;
    amountMinor: number;
    referenceNo: string;
    idempotencyKey: string;
    requestHash: string;
    at: Date;
    post: (tx: Database) => Promise<unknown>;
  }): Promise<ConvertResult> {
    return this.transaction(async (tx): Promise<ConvertResult> => {
      const balance = await this.lockAccount(tx, input.memberId);
      const [known] = await tx
        .select()
        .from(t.pointConversions)
        .where(
          and(
            eq(t.pointConversions.memberId, input.memberId),
            eq(t.pointConversions.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (known) {
        return known.requestHash === input.requestHash
          ? { outcome: 'replayed', conversion: known }
          : { outcome: 'conflict' };
      }
      if (balance < input.points) return { outcome: 'not_enough', balance };
      const entry = await this.change(
        tx,
        input.memberId,
        balance,
        -input.points,
        'convert',
        input.referenceNo,
        '',
        input.at,
      );
      const [conversion] = await tx
        .insert(t.pointConversions)
        .values({
          referenceNo: input.referenceNo,
          memberId: input.memberId,
          points: input.points,
          amountMinor: input.amountMinor,
          balanceAfter: entry.balanceAfter,
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash,
          createdAt: input.at,
        })
        .returning();
      await input.post(tx);
      return { outcome: 'converted', conversion: conversion! };
    });
  }

  /**
   * Gives (or, negative, takes) points by an operator: an `earn` row (`adjust` when negative),
   * once per (member, reference). Null when a negative grant would go below 0.
   */
  grant(input: {
    memberId: number;
    points: number;
    reference: string;
    remark: string;
    at: Date;
  }): Promise<GrantResult | null> {
    const kind: PointEntryKind = input.points > 0 ? 'earn' : 'adjust';
    return this.transaction(async (tx) => {
      const balance = await this.lockAccount(tx, input.memberId);
      const [known] = await tx
        .select()
        .from(t.pointEntries)
        .where(
          and(
            eq(t.pointEntries.memberId, input.memberId),
            eq(t.pointEntries.kind, kind),
            eq(t.pointEntries.reference, input.reference),
          ),
        );
      if (known) return { outcome: 'replayed', entry: known };
      if (balance + input.points < 0) return null;
      const entry = await this.change(
        tx,
        input.memberId,
        balance,
        input.points,
        kind,
        input.reference,
        input.remark,
        input.at,
      );
      return { outcome: 'granted', entry };
    });
  }

  /**
   * Approves or rejects an in_process redemption. Rejecting gives the points back (a `refund`
   * row) and the unit back to the stock, in the same transaction.
   */
  decide(
    referenceNo: string,
    status: Exclude<RedeemStatus, 'in_process'>,
    remark: string,
    at: Date,
  ): Promise<DecideResult> {
    return this.transaction(async (tx): Promise<DecideResult> => {
      const [redemption] = await tx
        .select()
        .from(t.pointRedemptions)
        .where(eq(t.pointRedemptions.referenceNo, referenceNo))
        .for('update');
      if (!redemption) return { outcome: 'not_found' };
      if (redemption.status !== 'in_process') return { outcome: 'already', redemption };
      if (status === 'rejected') {
        const balance = await this.lockAccount(tx, redemption.memberId);
        await this.change(
          tx,
          redemption.memberId,
          balance,
          redemption.points,
          'refund',
          redemption.referenceNo,
          remark,
          at,
        );
        await tx
          .update(t.pointGoods)
          .set({ stock: sql`${t.pointGoods.stock} + ${redemption.units}` })
          .where(eq(t.pointGoods.id, redemption.goodId));
      }
      const [updated] = await tx
        .update(t.pointRedemptions)
        .set({ status, remark, decidedAt: at })
        .where(eq(t.pointRedemptions.id, redemption.id))
        .returning();
      return { outcome: 'decided', redemption: updated! };
    });
  }

  /** One page of redemptions (a member's, or everyone's), newest first, with the good's name. */
  async redemptions(filter: {
    memberId?: number;
    status?: RedeemStatus;
    lang: LanguageCode;
    offset: number;
    limit: number;
  }): Promise<{ rows: RedemptionWithName[]; total: number }> {
    const where = and(
      filter.memberId === undefined ? undefined : eq(t.pointRedemptions.memberId, filter.memberId),
      filter.status === undefined ? undefined : eq(t.pointRedemptions.status, filter.status),
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(t.pointRedemptions)
        .where(where)
        .orderBy(desc(t.pointRedemptions.id))
        .offset(filter.offset)
        .limit(filter.limit),
      this.db.select({ total: count() }).from(t.pointRedemptions).where(where),
    ]);
    const ids = [...new Set(rows.map((row) => row.goodId))];
    const texts =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(t.pointGoodTranslations)
            .where(
              and(
                inArray(t.pointGoodTranslations.goodId, ids),
                inArray(t.pointGoodTranslations.lang, [filter.lang, 'EN']),
              ),
            );
    const nameOf = (id: number) =>
      (
        texts.find((x) => x.goodId === id && x.lang === filter.lang) ??
        texts.find((x) => x.goodId === id && x.lang === 'EN')
      )?.name ?? '';
    return {
      rows: rows.map((row) => ({ ...row, goodName: nameOf(row.goodId) })),
      total: totals?.total ?? 0,
    };
  }

  /** Whether any good exists (the seed adds the demo goods once). */
  async hasGoods(): Promise<boolean> {
    const [row] = await this.db.select({ id: t.pointGoods.id }).from(t.pointGoods).limit(1);
    return row !== undefined;
  }
}
