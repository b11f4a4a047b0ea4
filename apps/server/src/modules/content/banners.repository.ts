// The only code of the content module that touches the banner tables.
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './banners.tables';

/** A banner row. */
export type BannerRow = typeof t.banners.$inferSelect;
/** A banner's texts in one language. */
export type BannerTextRow = typeof t.bannerTexts.$inferSelect;

/** Every banner with its texts. */
export interface BannerRows {
  /** By group, sort order, then id. */
  banners: BannerRow[];
  texts: BannerTextRow[];
}

/** One language's texts of a new banner (already stripped and checked). */
export type NewBannerText = Omit<BannerTextRow, 'bannerId'>;

/** Reads and changes banners. */
export class BannersRepository {
  constructor(private readonly db: Database) {}

  /** Every banner and every text (the banners service keeps them with the brand snapshot). */
  async loadAll(): Promise<BannerRows> {
    const [banners, texts] = await Promise.all([
      this.db
        .select()
        .from(t.banners)
        .orderBy(asc(t.banners.groupName), asc(t.banners.sortOrder), asc(t.banners.id)),
      this.db.select().from(t.bannerTexts),
    ]);
    return { banners, texts };
  }

  /**
   * Adds a banner with its texts unless its group already holds `limit` banners; without a sort
   * order it goes after the last one. Null when the group is full. One transaction, the group's
   * rows locked, so two operators adding at once cannot pass the limit together.
   */
  async insertWithinLimit(
    row: Omit<typeof t.banners.$inferInsert, 'id' | 'createdAt' | 'sortOrder'> & {
      sortOrder?: number;
    },
    texts: readonly NewBannerText[],
    limit: number,
  ): Promise<BannerRow | null> {
    return this.db.transaction(async (tx) => {
      const sameGroup = eq(t.banners.groupName, row.groupName);
      await tx.select({ id: t.banners.id }).from(t.banners).where(sameGroup).for('update');
      const [stats] = await tx
        .select({ n: count(), last: max(t.banners.sortOrder) })
        .from(t.banners)
        .where(sameGroup);
      if ((stats?.n ?? 0) >= limit) return null;
      const sortOrder = row.sortOrder ?? (stats?.last ?? 0) + 10;
      const [inserted] = await tx
        .insert(t.banners)
        .values({ ...row, sortOrder })
        .returning();
      if (texts.length > 0) {
        await tx
          .insert(t.bannerTexts)
          .values(texts.map((text) => ({ ...text, bannerId: inserted!.id })));
      }
      return inserted!;
    });
  }

  /**
   * Writes one language's texts of a banner (all three empty: the language's row goes). False
   * when there is no banner with that id.
   */
  async setText(bannerId: number, text: NewBannerText): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [banner] = await tx
        .select({ id: t.banners.id })
        .from(t.banners)
        .where(eq(t.banners.id, bannerId))
        .for('update');
      if (!banner) return false;
      if (!text.title && !text.subline && !text.callToAction) {
        await tx
          .delete(t.bannerTexts)
          .where(and(eq(t.bannerTexts.bannerId, bannerId), eq(t.bannerTexts.lang, text.lang)));
        return true;
      }
      await tx
        .insert(t.bannerTexts)
        .values({ ...text, bannerId })
        .onConflictDoUpdate({
          target: [t.bannerTexts.bannerId, t.bannerTexts.lang],
          set: { title: text.title, subline: text.subline, callToAction: text.callToAction },
        });
      return true;
    });
  }

  /** Removes a banner (its texts go with it); false when there was none with that id. */
  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(t.banners)
      .where(eq(t.banners.id, id))
      .returning({ id: t.banners.id });
    return rows.length > 0;
  }
}
