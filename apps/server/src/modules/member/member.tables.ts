// Tables of the member module: accounts, avatars, the promotions MemberInfo counts,
// wrong payment passwords, and the operator's locks of accounts.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * The profile fields of SPEC.md §3 that are not on `members` (nickname, real name as payeeName,
 * e-mail and mobile are): one row per member, written when the member first saves one.
 */
export const memberProfiles = pgTable('member_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  telegram: text('telegram'),
  zalo: text('zalo'),
  whatsapp: text('whatsapp'),
  /** yyyy-MM-dd. */
  birthday: text('birthday'),
  address: text('address'),
  nationality: text('nationality'),
  occupation: text('occupation'),
  incomeSource: text('income_source'),
  birthPlace: text('birth_place'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The brand's account rules (one row, id 1): the age a registration confirms, the profile fields
 * that lock once set, whether bank account names must be the real name, and the new-address check
 * of a login with the proofs it may ask for (SPEC.md §4, §5).
 */
export const memberAccountRules = pgTable(
  'member_account_rules',
  {
    id: integer('id').primaryKey().default(1),
    minimumAge: smallint('minimum_age').notNull().default(18),
    lockedProfileFields: jsonb('locked_profile_fields')
      .$type<string[]>()
      .notNull()
      .default(sql`'["payeeName","birthday"]'::jsonb`),
    payeeNameMustMatch: boolean('payee_name_must_match').notNull().default(true),
    newIpVerification: boolean('new_ip_verification').notNull().default(true),
    ipProofMethods: jsonb('ip_proof_methods')
      .$type<string[]>()
      .notNull()
      .default(sql`'["mobile","email","bankAccountName","totp"]'::jsonb`),
  },
  (t) => [check('member_account_rules_one_row', sql`${t.id} = 1`)],
);

/** The banks the brand pays withdrawals out to. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A member's withdrawal bank accounts (the number in its digits-only form). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_number').on(t.memberId, t.bankCode, t.accountNumber),
    index('member_bank_accounts_member').on(t.memberId),
  ],
);

/**
 * The fingerprint of the data-encryption key the database's secrets are sealed with (one row,
 * written by the first start that has a key): a start with another key is refused.
 */
export const dataKeyChecks = pgTable('data_key_checks', {
  id: text('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's authenticator (TOTP): the secret being set up (`pendingSecret`) until a code confirms
 * it, then `secret` with `enabledAt`. `lastStep` is the last 30-second step a code was accepted
 * for: a code of that step or an earlier one is refused (a replay). Both secrets are stored sealed
 * with the server's data-encryption key (lib/secret-box.ts), never in the clear.
 */
export const memberTotp = pgTable('member_totp', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** Recovery codes of the authenticator: scrypt-free SHA-256 of a random code, single use. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('member_recovery_codes_member').on(t.memberId)],
);

/** A member's logins: when, from where, with what, and whether a new address was verified. */
export const memberLoginHistory = pgTable(
  'member_login_history',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    country: text('country').notNull(),
    device: text('device').notNull(),
    newAddress: boolean('new_address').notNull(),
    verified: boolean('verified').notNull(),
    method: text('method'),
  },
  (t) => [index('member_login_history_member').on(t.memberId, t.at)],
);

/** The address groups (lib/ip.ts) a member logged in from and verified: known from then on. */
export const memberKnownAddresses = pgTable(
  'member_known_addresses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    addressGroup: text('address_group').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.addressGroup] })],
);
