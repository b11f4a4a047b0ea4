// Tables of the content module: help categories and articles with their translations. Brand-level
// data: the triggers of drizzle/0004 bump brand_config_version whenever they change.
import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Help-centre categories; `device` ALL or one device (WEB, H5). */
export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  device: text('device').notNull().default('ALL'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Title of a help category in one language. */
export const helpCategoryTranslations = pgTable(
  'help_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

/** Help articles inside a category. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('help_articles_tag').on(t.tag)],
);

/** Title and HTML body of a help article in one language. */
export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);
