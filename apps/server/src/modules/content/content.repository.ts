// The only code of the content module that touches the database: help categories and articles.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './content.tables';

/** Every help row, in the order the answers use. */
export interface HelpRows {
  /** By sort order, then id. */
  categories: (typeof t.helpCategories.$inferSelect)[];
  categoryTranslations: (typeof t.helpCategoryTranslations.$inferSelect)[];
  /** By sort order, then id. */
  articles: (typeof t.helpArticles.$inferSelect)[];
  articleTranslations: (typeof t.helpArticleTranslations.$inferSelect)[];
}

/** Reads the help content. */
export class ContentRepository {
  constructor(private readonly db: Database) {}

  /** Every help row at once (the content service keeps them with the brand snapshot). */
  async loadHelp(): Promise<HelpRows> {
    const [categories, categoryTranslations, articles, articleTranslations] = await Promise.all([
      this.db
        .select()
        .from(t.helpCategories)
        .orderBy(asc(t.helpCategories.sortOrder), asc(t.helpCategories.id)),
      this.db.select().from(t.helpCategoryTranslations),
      this.db
        .select()
        .from(t.helpArticles)
        .orderBy(asc(t.helpArticles.sortOrder), asc(t.helpArticles.id)),
      this.db.select().from(t.helpArticleTranslations),
    ]);
    return { categories, categoryTranslations, articles, articleTranslations };
  }
}
