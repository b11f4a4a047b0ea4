// Tables of the verification module: captchas, SMS codes, used Firebase tokens, rate events and
// the development outbox.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Proof-of-work challenges (ALTCHA) already answered: each passes one human check only. Kept until
 * the challenge expires (by then it would be refused anyway), so a replay is refused by every
 * process on the database.
 */
export const humanCheckUses = pgTable(
  'human_check_uses',
  {
    /** SHA-256 of the challenge's signature. */
    challengeHash: text('challenge_hash').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('human_check_uses_expires').on(t.expiresAt)],
);

/**
 * Server-side secrets generated once and kept (never sent): the HMAC key that signs the
 * proof-of-work challenges, shared by every process on the database (HUMAN_CHECK_SECRET overrides).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Generic rate-limit events keyed by kind and key: an address group (lib/ip.ts addressGroup; the
 * exact address in rows written before groups) for free play, captcha refresh, registration…,
 * '*' for all addresses together, an account, a dialing code (SMS budgets), or a number or
 * account with an address group (`<key> <group>`: one group's share of a shared limit).
 */
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

/**
 * Messages the development SMS and e-mail providers "send", and the operator's notices (channel
 * 'ops': an SMS budget reached), read by tests and `ops outbox`.
 */
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
    check('outbox_channel', sql`${t.channel} in ('sms', 'email', 'ops')`),
    index('outbox_channel_recipient').on(t.channel, t.recipient, t.id),
  ],
);
