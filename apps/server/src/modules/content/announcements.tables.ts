// Tables of the content module's announcements (SPEC.md §3, §7): one row per announcement (type,
// popup flag, audience, time window, order) and its title and HTML per language. Brand-level
// data: the triggers of migration 0021 bump brand_config_version whenever they change, so every
// process drops its cached rows within a second of an operator's change.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** An announcement: `type` one of B, PL, PU, PR, H; shown from `startTime` until `endTime`. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull().default('B'),
    /** The platform it is written for (W: web). */
    platform: text('platform').notNull().default('W'),
    /** Shown in the home page's popup (once per visit). */
    popup: boolean('popup').notNull().default(false),
    /**
     * Who it is for (AnnouncementAudience): all, members (logged in: getAnnouncementLogined) or
     * agents (the agent centre only). Migration 0040 made the former member_only flag `members`.
     */
    audience: text('audience').notNull().default('all'),
    /** Lower first; then the newest start first. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Null: shown from its creation. */
    startTime: timestamp('start_time', { withTimezone: true }),
    /** Null: never ends. Exclusive. */
    endTime: timestamp('end_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_type_order').on(t.type, t.sortOrder),
    check('announcements_audience', sql`${t.audience} IN ('all', 'members', 'agents')`),
  ],
);

/** Title (plain text) and content (sanitised HTML) of an announcement in one language. */
export const announcementTranslations = pgTable(
  'announcement_translations',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.lang] })],
);
