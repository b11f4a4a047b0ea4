// The only code of the content module that touches the banners table.
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './banners.tables';

/** A banner row. */
export type BannerRow = typeof t.banners.$inferSelect;

/** Reads and changes banners. */
export class BannersRepository {
  constructor(private readonly db: Database) {}

  /** Every banner, by group, language, sort order, then id (the banners service keeps them). */
  loadAll(): Promise<BannerRow[]> {
    return this.db
      .select()
      .from(t.banners)
      .orderBy(
        asc(t.banners.groupName),
        asc(t.banners.lang),
        asc(t.banners.sortOrder),
        asc(t.banners.id),
      );
  }

  /**
   * Adds a banner unless its group already holds `limit` banners in that language; without a sort
   * order it goes after the last one. Null when the group is full. One transaction, the group's
   * rows locked, so two operators adding at once cannot pass the limit together.
   */
  async insertWithinLimit(
    row: Omit<typeof t.banners.$inferInsert, 'id' | 'createdAt' | 'sortOrder'> & {
      sortOrder?: number;
    },
    limit: number,
  ): Promise<BannerRow | null> {
    return this.db.transaction(async (tx) => {
      const sameGroup = and(eq(t.banners.groupName, row.groupName), eq(t.banners.lang, row.lang));
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
      return inserted!;
    });
  }

  /** Removes a banner; false when there was none with that id. */
  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(t.banners)
      .where(eq(t.banners.id, id))
      .returning({ id: t.banners.id });
    return rows.length > 0;
  }
}
