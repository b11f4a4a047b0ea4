// Tables of the session module: sessions (hashed tokens) and login attempts. A session belongs to a
// member, so its foreign key names the member module's table: a constraint of the database, the
// one kind of reach into another module's tables the module rule allows (tables to tables).
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';

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
    /**
     * Set at login when the password must change first (defaultPassword, expired, firstLogin,
     * temporaryPassword): the session may then only change the password and log out.
     */
    forcedChangeReason: text('forced_change_reason'),
    /** Hash of the temporary password the session was started with (it counts as the old one). */
    temporaryPasswordHash: text('temporary_password_hash'),
    /** Wrong old passwords given to the password change in this session. */
    passwordFailures: integer('password_failures').notNull().default(0),
    /**
     * Set at login from an address the member has not verified (SPEC.md §4): the session may only
     * prove it (GET/POST /wps/session/ipVerification) and log out until then.
     */
    ipVerificationPending: boolean('ip_verification_pending').notNull().default(false),
    /** Wrong proofs given for the new address in this session. */
    ipProofFailures: integer('ip_proof_failures').notNull().default(0),
    /** The login history row of the login that started the session. */
    loginHistoryId: integer('login_history_id'),
  },
  (t) => [index('member_sessions_member').on(t.memberId)],
);

/**
 * Temporary passwords mailed by forgot-by-e-mail: an additional credential beside the member's
 * password (which keeps working), single use, expiring (brand tempPasswordMinutes). Only the
 * scrypt hash is stored; a new request replaces the member's earlier one.
 */
export const temporaryPasswords = pgTable(
  'temporary_passwords',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when it logs in: it never logs in again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('temporary_passwords_member').on(t.memberId)],
);

/** Login attempts, for the captcha brake and the per-address rate limit (shared by processes). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** The normalised account: `accountKey` of a username, or a number in E.164 (`e164`). */
    account: text('account').notNull(),
    /** The address group (lib/ip.ts addressGroup); the exact address in rows written before. */
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
