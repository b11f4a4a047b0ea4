// The only code of the verification module that touches the database: captchas, SMS codes,
// rate events, used human checks, server secrets and the development outbox.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './verification.tables';

/** An SMS code row as stored. */
export type SmsCodeRow = typeof t.smsCodes.$inferSelect;
/** An outbox row as stored. */
export type OutboxRow = typeof t.outbox.$inferSelect;

/**
 * One limit of takeRateEvents: at most `limit` events of `kind` for `key` after `since`. Events
 * are recorded under `key`; `counted` lists the keys whose events count (default: `key` alone;
 * an address's group and its exact address, lib/ip.ts addressKeys). An unenforced limit is
 * recorded but never refuses (a shared limit that a raised proof of work passes).
 */
export interface RateLimit {
  kind: string;
  key: string;
  counted?: readonly string[];
  limit: number;
  since: Date;
  enforce?: boolean;
}

const keyIn = (keys: string | readonly string[]) =>
  typeof keys === 'string' || keys.length === 1
    ? eq(t.rateEvents.key, typeof keys === 'string' ? keys : keys[0]!)
    : inArray(t.rateEvents.key, [...keys]);

/** Captchas, SMS codes, rate events and the outbox. */
export class VerificationRepository {
  constructor(private readonly db: Database) {}

  async addCaptcha(row: typeof t.captchas.$inferInsert): Promise<void> {
    await this.db.insert(t.captchas).values(row);
  }

  /** Deletes the captcha (single use, right or wrong) and returns its answer digest when still valid. */
  async takeCaptcha(captchaKey: string, now: Date): Promise<string | null> {
    const rows = await this.db
      .delete(t.captchas)
      .where(eq(t.captchas.captchaKey, captchaKey))
      .returning({ answerHash: t.captchas.answerHash, expiresAt: t.captchas.expiresAt });
    const row = rows[0];
    return row && row.expiresAt > now ? row.answerHash : null;
  }

  async deleteExpiredCaptchas(now: Date): Promise<void> {
    await this.db.delete(t.captchas).where(lt(t.captchas.expiresAt, now));
  }

  /** How many events of `kind` for `key` (or any of `key`) happened after `since`, and the latest one. */
  async rateEvents(kind: string, key: string | readonly string[], since: Date) {
    const [row] = await this.db
      .select({ total: count(), latest: sql<string | null>`max(${t.rateEvents.createdAt})` })
      .from(t.rateEvents)
      .where(and(eq(t.rateEvents.kind, kind), keyIn(key), gt(t.rateEvents.createdAt, since)));
    return { total: Number(row?.total ?? 0), latest: row?.latest ? new Date(row.latest) : null };
  }

  /** When the events of `kind` for `key` after `since` happened, newest first (ms). */
  async rateEventTimes(kind: string, key: string, since: Date): Promise<number[]> {
    const rows = await this.db
      .select({ createdAt: t.rateEvents.createdAt })
      .from(t.rateEvents)
      .where(and(eq(t.rateEvents.kind, kind), keyIn(key), gt(t.rateEvents.createdAt, since)))
      .orderBy(desc(t.rateEvents.createdAt));
    return rows.map((row) => row.createdAt.getTime());
  }

  /** Records one event of each `kind` for its `key` (no limit checked). */
  async addRateEvents(events: { kind: string; key: string }[], now: Date): Promise<void> {
    if (events.length === 0) return;
    await this.db.insert(t.rateEvents).values(events.map((e) => ({ ...e, createdAt: now })));
  }

  /**
   * Counts the events of every limit and, when each is under its limit, records one event for
   * each (when `record`) and resolves null; otherwise records nothing and resolves the index of
   * the first limit reached. One transaction holding a lock per kind (taken in a fixed order), so
   * processes on one PostgreSQL cannot both take the last unit of a limit.
   */
  async takeRateEvents(limits: RateLimit[], now: Date, record = true): Promise<number | null> {
    const kinds = [...new Set(limits.map((l) => l.kind))].sort();
    return this.db.transaction(async (tx) => {
      for (const kind of kinds) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate_events:${kind}`}))`);
      }
      for (const [index, limit] of limits.entries()) {
        if (limit.enforce === false) continue;
        const [row] = await tx
          .select({ total: count() })
          .from(t.rateEvents)
          .where(
            and(
              eq(t.rateEvents.kind, limit.kind),
              keyIn(limit.counted ?? limit.key),
              gt(t.rateEvents.createdAt, limit.since),
            ),
          );
        if (Number(row?.total ?? 0) >= limit.limit) return index;
      }
      if (record && limits.length > 0) {
        await tx
          .insert(t.rateEvents)
          .values(limits.map((l) => ({ kind: l.kind, key: l.key, createdAt: now })));
      }
      return null;
    });
  }

  async deleteRateEventsBefore(before: Date): Promise<void> {
    await this.db.delete(t.rateEvents).where(lt(t.rateEvents.createdAt, before));
  }

  /** SMS requests for a number since a time (sent or not), newest first. */
  async smsRequestsSince(phone: string, since: Date) {
    return this.db
      .select({ createdAt: t.smsCodes.createdAt })
      .from(t.smsCodes)
      .where(and(eq(t.smsCodes.phone, phone), gt(t.smsCodes.createdAt, since)))
      .orderBy(desc(t.smsCodes.createdAt));
  }

  async addSmsCode(row: typeof t.smsCodes.$inferInsert): Promise<void> {
    await this.db.insert(t.smsCodes).values(row);
  }

  /** The newest live code of a number and purpose (unused, unexpired, attempts left). */
  async latestLiveCode(
    phone: string,
    purpose: string,
    now: Date,
    maxAttempts: number,
  ): Promise<SmsCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(t.smsCodes)
      .where(
        and(
          eq(t.smsCodes.phone, phone),
          eq(t.smsCodes.purpose, purpose),
          isNotNull(t.smsCodes.codeHash),
          isNull(t.smsCodes.usedAt),
          gt(t.smsCodes.expiresAt, now),
          lt(t.smsCodes.attempts, maxAttempts),
        ),
      )
      .orderBy(desc(t.smsCodes.createdAt), desc(t.smsCodes.id))
      .limit(1);
    return row ?? null;
  }

  /** Marks a code used; false when another request used it first. */
  async useCode(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(t.smsCodes)
      .set({ usedAt: now })
      .where(and(eq(t.smsCodes.id, id), isNull(t.smsCodes.usedAt)))
      .returning({ id: t.smsCodes.id });
    return rows.length > 0;
  }

  /**
   * Uses up one of a live code's tries, before the guess is compared; false when none is left or
   * the code was used. One statement, so guesses sent at once cannot share a try.
   */
  async takeAttempt(id: number, maxAttempts: number): Promise<boolean> {
    const rows = await this.db
      .update(t.smsCodes)
      .set({ attempts: sql`${t.smsCodes.attempts} + 1` })
      .where(
        and(eq(t.smsCodes.id, id), isNull(t.smsCodes.usedAt), lt(t.smsCodes.attempts, maxAttempts)),
      )
      .returning({ id: t.smsCodes.id });
    return rows.length > 0;
  }

  /**
   * Records a Firebase ID token as used; false when it was used before. Expired records are
   * dropped on the way (their tokens are refused as expired anyway).
   */
  async useFirebaseToken(row: typeof t.firebaseTokenUses.$inferInsert): Promise<boolean> {
    await this.db.delete(t.firebaseTokenUses).where(lt(t.firebaseTokenUses.expiresAt, row.usedAt));
    const rows = await this.db
      .insert(t.firebaseTokenUses)
      .values(row)
      .onConflictDoNothing()
      .returning({ tokenHash: t.firebaseTokenUses.tokenHash });
    return rows.length > 0;
  }

  /**
   * Records a proof-of-work challenge as answered; false when it was answered before (a replay,
   * from this process or another). Expired records are dropped on the way.
   */
  async useHumanCheck(row: typeof t.humanCheckUses.$inferInsert): Promise<boolean> {
    await this.db.delete(t.humanCheckUses).where(lt(t.humanCheckUses.expiresAt, row.usedAt));
    const rows = await this.db
      .insert(t.humanCheckUses)
      .values(row)
      .onConflictDoNothing()
      .returning({ challengeHash: t.humanCheckUses.challengeHash });
    return rows.length > 0;
  }

  /**
   * The server secret `name`: stored with `generated` the first time (by whichever process comes
   * first), the stored value afterwards.
   */
  async serverSecret(name: string, generated: string): Promise<string> {
    await this.db.insert(t.serverSecrets).values({ name, value: generated }).onConflictDoNothing();
    const [row] = await this.db
      .select({ value: t.serverSecrets.value })
      .from(t.serverSecrets)
      .where(eq(t.serverSecrets.name, name));
    return row!.value;
  }

  async addOutbox(row: typeof t.outbox.$inferInsert): Promise<void> {
    await this.db.insert(t.outbox).values(row);
  }

  /** The latest outbox messages of a channel (optionally to one recipient), newest first. */
  listOutbox(channel: string, recipient: string | undefined, limit: number): Promise<OutboxRow[]> {
    const where = recipient
      ? and(eq(t.outbox.channel, channel), eq(t.outbox.recipient, recipient))
      : eq(t.outbox.channel, channel);
    return this.db.select().from(t.outbox).where(where).orderBy(desc(t.outbox.id)).limit(limit);
  }
}
