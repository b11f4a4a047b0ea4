// Tables of the system module: the brand, its switches and the rest of what the brand-config
// cache holds (brand-config.ts), and the version row that tells every process when that changed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
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
  /** Minutes an e-mailed temporary password stays usable (single use). */
  tempPasswordMinutes: integer('temp_password_minutes').notNull().default(30),
  /** SMS messages the brand sends in a rolling day, all numbers together. */
  smsDailyBudget: integer('sms_daily_budget').notNull().default(2000),
  /** SMS messages per country dialing code in a rolling day, unless smsCountryBudgets names it. */
  smsCountryDailyBudget: integer('sms_country_daily_budget').notNull().default(500),
  /** Per-country daily SMS budgets by dialing code ("+63": 800), over smsCountryDailyBudget. */
  smsCountryBudgets: jsonb('sms_country_budgets')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /**
   * IPv6 addresses sharing this many leading bits count as one client for every per-address limit
   * (AuthLimits.ipv6GroupPrefix by default; PUT /ops/brand keeps it within the contract's bounds).
   */
  ipv6GroupPrefix: smallint('ipv6_group_prefix').notNull().default(64),
  /** reCAPTCHA keys; when both are set the human check is reCAPTCHA, otherwise proof of work. */
  recaptchaSiteKey: text('recaptcha_site_key').notNull().default(''),
  recaptchaSecretKey: text('recaptcha_secret_key').notNull().default(''),
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
  /** The brand's licence (or certificate) number with that authority, shown on its badge. */
  licenceNumber: text('licence_number').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Alternative domains the client may probe (/wps/system/domainRoute). */
export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

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
