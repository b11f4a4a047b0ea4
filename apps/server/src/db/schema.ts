// Drizzle schema of the platform database. Migrations in ../../drizzle are generated from this
// file with `pnpm db:generate` and checked in; never edit a generated migration by hand.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

/** Operator bearer tokens, stored as SHA-256 hashes only. */
export const operatorTokens = pgTable('operator_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Member accounts. `isAgent`: 0 member, 1/2/41/42 agent, 4 trial (SPEC.md §4). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  isAgent: smallint('is_agent').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
