// Tables of the content module's banners (SPEC.md §2, §3): one row per banner of a route group in
// one language, with its image, order and linkage. Brand-level data: a trigger of the banners'
// custom migration bumps brand_config_version whenever it changes, so every process drops its
// cached banners within a second of an operator's change.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A banner: `groupName` one of the contract's BANNER_GROUPS, `lang` one of its languages;
 * `linkageType` NONE (no target), PAGE (a site path) or URL (an http(s) address).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    lang: text('lang').notNull(),
    /** Plain text: the image's alternative text and the slide's accessible name. */
    title: text('title').notNull(),
    /** The image at the carousel's full width: a site path or an https address. */
    imageUrl: text('image_url').notNull(),
    /** The same image about half as wide, for phones; null when there is only one size. */
    imageUrlSmall: text('image_url_small'),
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkageTarget: text('linkage_target'),
    /** Lower first; then the older banner first. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_group_lang_order').on(t.groupName, t.lang, t.sortOrder, t.id)],
);
