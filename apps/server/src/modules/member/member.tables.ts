// Tables of the member module: accounts, avatars, the messages and promotions MemberInfo counts,
// wrong payment passwords, and the operator's locks of accounts.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Avatars a member may choose (served from /static/avatars/). */
export const avatars = pgTable('avatars', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Member accounts. `isAgent`: 0 member, 1/2/41/42 agent, 4 trial (SPEC.md §4). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    isAgent: smallint('is_agent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    /** The agent above this member (agent hierarchy). */
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
    /** Code others register with to become this member's downline (affiliate / referral). */
    affiliateCode: text('affiliate_code').unique(),
    clubRankLevel: smallint('club_rank_level'),
    clubLabelName: text('club_label_name'),
    memberLabels: jsonb('member_labels').$type<string[]>().notNull().default([]),
    memberLabelColor: text('member_label_color'),
    avatarId: integer('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    customerId: text('customer_id')
      .notNull()
      .unique()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    toUpline: boolean('to_upline').notNull().default(false),
    /** True until the first-login action ran (accounts whose password someone else chose). */
    firstLogin: boolean('first_login').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    registerMethod: text('register_method'),
    /** scrypt hash of the payment password (6 digits) withdrawals need; null until set. */
    paymentPasswordHash: text('payment_password_hash'),
    /**
     * Since when the operator has locked the account (no login, no session: every Bearer check
     * refuses it); null while it is not locked. Who, why and every change: member_lock_events.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('members_mobile').on(t.countryDialingCode, t.mobileNum),
    index('members_upline').on(t.uplineId),
  ],
);

/** Messages to members (the message centre comes later; the unread count reads this table). */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_messages_member').on(t.memberId)],
);

/** Promotions offered to a member (the promotion centre comes later; the count reads this table). */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_promotions_member').on(t.memberId)],
);

/**
 * Wrong payment passwords (and wrong login passwords given to set one), for the lock: after
 * `PaymentPasswordRules.maxWrongAttempts` within the window every check answers 429. Kept in the
 * database so the lock holds across processes; a right password clears the member's rows.
 */
export const paymentPasswordFailures = pgTable(
  'payment_password_failures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_password_failures_member').on(t.memberId, t.at)],
);

/**
 * The operator's locks and unlocks of members, oldest first: who (the name the operator gave),
 * when and why. Kept as an audit trail; the current state is `members.locked_at`.
 */
export const memberLockEvents = pgTable(
  'member_lock_events',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** True: locked; false: unlocked. */
    locked: boolean('locked').notNull(),
    reason: text('reason').notNull(),
    /** Who did it: the name the operator gave (`--by`), else 'operator'. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_lock_events_member').on(t.memberId, t.id)],
);
