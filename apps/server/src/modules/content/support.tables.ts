// Tables of the content module's support: the brand's support settings (feedback word limits, the
// VIP customer-service link) and the feedback visitors and members send, with its images.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';

/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The brand's support settings (singleton row id 1, written by the operator). A missing row or a
 * null column means the contract's default (SupportLimits, DEMO_CHAT_PATHS.VIP).
 */
export const supportSettings = pgTable(
  'support_settings',
  {
    id: integer('id').primaryKey(),
    feedbackMinWords: integer('feedback_min_words'),
    feedbackMaxWords: integer('feedback_max_words'),
    /** The VIP customer-service link (SPEC.md §4: club rank level above 4). */
    vipUrl: text('vip_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_settings_singleton', sql`${t.id} = 1`),
    check(
      'support_settings_words',
      sql`${t.feedbackMinWords} is null or ${t.feedbackMaxWords} is null or (${t.feedbackMinWords} >= 1 and ${t.feedbackMinWords} <= ${t.feedbackMaxWords})`,
    ),
  ],
);

/** A feedback (PUT /wps/feedback): plain text as sent (rendered as text, never as HTML). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** The member of the session that sent it; null for a visitor. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_created').on(t.createdAt, t.id)],
);

/** The images of a feedback: png or jpg by their bytes, at most 5 MB, at most 3 per feedback. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    index('feedback_images_feedback').on(t.feedbackId, t.id),
    check('feedback_images_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    check('feedback_images_size', sql`${t.size} > 0 and ${t.size} <= 5242880`),
  ],
);
