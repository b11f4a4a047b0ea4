// Drizzle schema of the platform database. Migrations in ../../drizzle are generated from this
// file with `pnpm db:generate` and checked in; never edit a generated migration by hand.
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

/** The brand this deployment serves (one row; one deployment serves one brand). */
export const brand = pgTable('brand', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().unique(),
  brandName: text('brand_name').notNull(),
  platform: text('platform').notNull().default('W'),
  defaultLanguage: text('default_language').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  redirectToLogin: boolean('redirect_to_login').notNull().default(false),
  showCountryCode: boolean('show_country_code').notNull().default(true),
  gtagId: text('gtag_id'),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull(),
  homeCountryCode: text('home_country_code').notNull(),
  smsExpiredMinutes: integer('sms_expired_minutes').notNull().default(5),
  /** The brand's default insecure password (SPEC.md "{secret}"): logging in with it forces a change. */
  defaultPassword: text('default_password').notNull().default(''),
  /** Days after which a password expires (enforced only while PWDEXPFORCECHANGE3 is on). */
  passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The whitelabel module tree (SPEC.md §6): one row per node, parents by id. */
export const whitelabelModules = pgTable('whitelabel_modules', {
  moduleId: text('module_id').primaryKey(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Registration validation config per field (SPEC.md §3, §5). */
export const registerValidators = pgTable(
  'register_validators',
  {
    key: text('key').primaryKey(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    patternId: smallint('pattern_id').notNull(),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('register_validators_pattern_id', sql`${t.patternId} between 0 and 23`),
    check(
      'register_validators_lengths',
      sql`${t.minLength} >= 0 and ${t.maxLength} >= ${t.minLength}`,
    ),
  ],
);

/** Countries the brand accepts, with their dialing codes. */
export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** IPv4 ranges (inclusive, as integers) used to resolve a visitor's country. */
export const ipCountryRanges = pgTable('ip_country_ranges', {
  id: serial('id').primaryKey(),
  rangeStart: bigint('range_start', { mode: 'number' }).notNull(),
  rangeEnd: bigint('range_end', { mode: 'number' }).notNull(),
  countryCode: text('country_code').notNull(),
});

/** Downloadable or linked resources (app download with QR code). */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  qrCodeUrl: text('qr_code_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Customer-service channels. */
export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Licence badges shown in the footer. */
export const licences = pgTable('licences', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Alternative domains the client may probe (/wps/system/domainRoute). */
export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

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

/** The maintenance switch (singleton row id 1). */
export const maintenance = pgTable(
  'maintenance',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    message: text('message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maintenance_singleton', sql`${t.id} = 1`)],
);

/** The region-restriction switch (singleton row id 1). */
export const regionRestriction = pgTable(
  'region_restriction',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    /** When true every country is blocked (allow-listed IPs still pass). */
    blockAll: boolean('block_all').notNull().default(false),
    blockedCountries: jsonb('blocked_countries').$type<string[]>().notNull(),
    allowedIps: jsonb('allowed_ips').$type<string[]>().notNull(),
    message: text('message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('region_restriction_singleton', sql`${t.id} = 1`)],
);

/**
 * The version of the brand-level data (singleton row id 1). Statement-level triggers (migration
 * 0004) bump it in the same transaction as any change to a table the brand-config cache holds
 * (brand, whitelabel, validators, countries, IP ranges, resources, customer service, licences,
 * domain routes, help content, maintenance, region restriction), whoever writes: the /ops routes
 * of any process, the seed, plain SQL. Each server process polls it (modules/system/brand-config.ts).
 */
export const brandConfigVersion = pgTable(
  'brand_config_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('brand_config_version_singleton', sql`${t.id} = 1`)],
);

/** Operator bearer tokens, stored as SHA-256 hashes only. */
export const operatorTokens = pgTable('operator_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [
    uniqueIndex('members_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('members_mobile').on(t.countryDialingCode, t.mobileNum),
    index('members_upline').on(t.uplineId),
  ],
);

/** Member sessions: only the SHA-256 of the bearer token is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Absolute expiry; the idle expiry slides with lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_sessions_member').on(t.memberId)],
);

/** Login attempts, for the captcha brake and the per-address rate limit (shared by processes). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased username, or dialing code + mobile number for sms logins. */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    /** Set on the account's failures once it logs in successfully. */
    cleared: boolean('cleared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_account').on(t.account, t.createdAt),
    index('login_attempts_ip').on(t.ip, t.createdAt),
  ],
);

/** Generated captchas: the answer is stored hashed, single use, short-lived. */
export const captchas = pgTable(
  'captchas',
  {
    captchaKey: text('captcha_key').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_ip').on(t.ip, t.createdAt)],
);

/** SMS one-time codes (hashed). A row without a code records a request that sent nothing. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    /** Dialing code + number, e.g. +639171234567. */
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_codes_phone').on(t.phone, t.createdAt)],
);

/**
 * Firebase ID tokens already used as proof of a phone number: each proves one action only. Kept
 * until the token expires (by then it would be refused anyway).
 */
export const firebaseTokenUses = pgTable(
  'firebase_token_uses',
  {
    tokenHash: text('token_hash').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('firebase_token_uses_expires').on(t.expiresAt)],
);

/** Generic rate-limit events (free play, captcha refresh) keyed by kind and address. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_kind_key').on(t.kind, t.key, t.createdAt)],
);

/** Messages the development SMS and e-mail providers "send" (read by tests and `ops outbox`). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('sms', 'email')`),
    index('outbox_channel_recipient').on(t.channel, t.recipient, t.id),
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
