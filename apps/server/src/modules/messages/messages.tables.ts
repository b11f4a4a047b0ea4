// Tables of the messages module (member centre "platform information", messageV2). A message to
// a group or to everyone is ONE row, whatever the number of members; a member's reading and
// deleting are marks of their own (message_marks), written only when they act. So a broadcast
// costs one insert, and a member's unread count is "visible messages without a mark".
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';

/**
 * Every message: `audience` member (member_id set), label (label set: the members who carry that
 * member label) or all. `source` says who wrote it (the operator, or the system on a deposit,
 * withdrawal, rank or agent contract); `source_key` makes a system message once per event
 * (deposit-<orderNo>).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    audience: text('audience').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    label: text('label'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    source: text('source').notNull(),
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_member')
      .on(t.memberId, t.id)
      .where(sql`${t.memberId} IS NOT NULL`),
    index('messages_broadcast')
      .on(t.id)
      .where(sql`${t.audience} <> 'member'`),
    uniqueIndex('messages_source_key').on(t.sourceKey),
    check(
      'messages_audience',
      sql`(${t.audience} = 'member' AND ${t.memberId} IS NOT NULL AND ${t.label} IS NULL)
        OR (${t.audience} = 'label' AND ${t.memberId} IS NULL AND ${t.label} IS NOT NULL)
        OR (${t.audience} = 'all' AND ${t.memberId} IS NULL AND ${t.label} IS NULL)`,
    ),
    check(
      'messages_source',
      sql`${t.source} IN ('operator', 'deposit', 'withdrawal', 'rank', 'agent')`,
    ),
  ],
);

/** A member's marks on one message: read, deleted (hidden from them; it counts as read). */
export const messageMarks = pgTable(
  'message_marks',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.messageId] }),
    index('message_marks_message').on(t.messageId),
  ],
);
