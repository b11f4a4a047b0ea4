// Tables of the content module's banners (SPEC.md §2, §3): one row per banner of a route group
// (its image without text, order and linkage) and its texts per language (headline, subline, call
// to action), which the site lays over the image. Brand-level data: the triggers of the banners'
// custom migrations bump brand_config_version whenever either table changes, so every process
// drops its cached banners within a second of an operator's change.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A banner: `groupName` one of the contract's BANNER_GROUPS; `linkageType` NONE (no target), PAGE
 * (a site path) or URL (an http(s) address).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    /** The art at the carousel's full width, without text: a site path or an https address. */
    imageUrl: text('image_url').notNull(),
    /** The same image about half as wide, for phones; null when there is only one size. */
    imageUrlSmall: text('image_url_small'),
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkageTarget: text('linkage_target'),
    /** Lower first; then the older banner first. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_order').on(t.groupName, t.sortOrder, t.id)],
);

/**
 * A banner's texts in one language, plain text ('' where the operator left one empty: the brand's
 * default language's is shown instead).
 */
export const bannerTexts = pgTable(
  'banner_texts',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** The headline; also the slide's accessible name. */
    title: text('title').notNull().default(''),
    subline: text('subline').notNull().default(''),
    callToAction: text('call_to_action').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);
