// The only code of the session module that touches the database: sessions and login attempts.
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './session.tables';

/** A session row as stored. */
export type SessionRow = typeof t.memberSessions.$inferSelect;

/** Sessions (hashed tokens) and the login-attempt counters. */
export class SessionRepository {
  constructor(private readonly db: Database) {}

  async addSession(row: typeof t.memberSessions.$inferInsert): Promise<void> {
    await this.db.insert(t.memberSessions).values(row);
  }

  async findSession(tokenHash: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(t.memberSessions)
      .where(eq(t.memberSessions.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  async findSessionById(id: number): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(t.memberSessions)
      .where(eq(t.memberSessions.id, id))
      .limit(1);
    return row ?? null;
  }

  async touchSession(id: number, now: Date): Promise<void> {
    await this.db
      .update(t.memberSessions)
      .set({ lastSeenAt: now })
      .where(eq(t.memberSessions.id, id));
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.delete(t.memberSessions).where(eq(t.memberSessions.tokenHash, tokenHash));
  }

  /** Ends every session of a member except `keepId` (after a password change); how many ended. */
  async deleteMemberSessions(memberId: number, keepId?: number): Promise<number> {
    const ended = await this.db
      .delete(t.memberSessions)
      .where(
        keepId === undefined
          ? eq(t.memberSessions.memberId, memberId)
          : and(eq(t.memberSessions.memberId, memberId), ne(t.memberSessions.id, keepId)),
      )
      .returning({ id: t.memberSessions.id });
    return ended.length;
  }

  /** The password change is no longer due in this session. */
  async clearForcedChange(id: number): Promise<void> {
    await this.db
      .update(t.memberSessions)
      .set({ forcedChangeReason: null, temporaryPasswordHash: null, passwordFailures: 0 })
      .where(eq(t.memberSessions.id, id));
  }

  /** The new address of the session's login is proved: the session is usable. */
  async clearIpVerification(id: number): Promise<void> {
    await this.db
      .update(t.memberSessions)
      .set({ ipVerificationPending: false, ipProofFailures: 0 })
      .where(eq(t.memberSessions.id, id));
  }

  /** Counts one more wrong proof of the session's new address; resolves with the new count. */
  async addIpProofFailure(id: number): Promise<number> {
    const [row] = await this.db
      .update(t.memberSessions)
      .set({ ipProofFailures: sql`${t.memberSessions.ipProofFailures} + 1` })
      .where(eq(t.memberSessions.id, id))
      .returning({ n: t.memberSessions.ipProofFailures });
    return row?.n ?? Number.MAX_SAFE_INTEGER;
  }

  /** Counts one more wrong old password of the session; resolves with the new count. */
  async addPasswordFailure(id: number): Promise<number> {
    const [row] = await this.db
      .update(t.memberSessions)
      .set({ passwordFailures: sql`${t.memberSessions.passwordFailures} + 1` })
      .where(eq(t.memberSessions.id, id))
      .returning({ n: t.memberSessions.passwordFailures });
    return row?.n ?? Number.MAX_SAFE_INTEGER;
  }

  /** Stores a member's temporary password, replacing any earlier one. */
  async replaceTemporaryPassword(row: typeof t.temporaryPasswords.$inferInsert): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(t.temporaryPasswords).where(eq(t.temporaryPasswords.memberId, row.memberId));
      await tx.insert(t.temporaryPasswords).values(row);
    });
  }

  /** The member's newest temporary password that is unused and not expired at `now`, or null. */
  async findUsableTemporaryPassword(memberId: number, now: Date) {
    const [row] = await this.db
      .select()
      .from(t.temporaryPasswords)
      .where(
        and(
          eq(t.temporaryPasswords.memberId, memberId),
          isNull(t.temporaryPasswords.usedAt),
          gt(t.temporaryPasswords.expiresAt, now),
        ),
      )
      .orderBy(desc(t.temporaryPasswords.id))
      .limit(1);
    return row ?? null;
  }

  /** Uses up a temporary password; false when another request used it first or it expired. */
  async consumeTemporaryPassword(id: number, now: Date): Promise<boolean> {
    const used = await this.db
      .update(t.temporaryPasswords)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.temporaryPasswords.id, id),
          isNull(t.temporaryPasswords.usedAt),
          gt(t.temporaryPasswords.expiresAt, now),
        ),
      )
      .returning({ id: t.temporaryPasswords.id });
    return used.length === 1;
  }

  /** Deletes every temporary password of a member (a new password was set). */
  async deleteTemporaryPasswords(memberId: number): Promise<void> {
    await this.db.delete(t.temporaryPasswords).where(eq(t.temporaryPasswords.memberId, memberId));
  }

  /** Records a login attempt; resolves with its id. */
  async recordAttempt(account: string, ip: string, success: boolean, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(t.loginAttempts)
      .values({ account, ip, success, createdAt: now })
      .returning({ id: t.loginAttempts.id });
    return row!.id;
  }

  /** Marks an attempt recorded as a failure (while it was checked) as a success. */
  async markAttemptSucceeded(id: number): Promise<void> {
    await this.db.update(t.loginAttempts).set({ success: true }).where(eq(t.loginAttempts.id, id));
  }

  /** A successful login clears the account's failures (the captcha brake resets). */
  async clearAccountFailures(account: string): Promise<void> {
    await this.db
      .update(t.loginAttempts)
      .set({ cleared: true })
      .where(and(eq(t.loginAttempts.account, account), eq(t.loginAttempts.success, false)));
  }

  async countAccountFailures(account: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(t.loginAttempts)
      .where(
        and(
          eq(t.loginAttempts.account, account),
          eq(t.loginAttempts.success, false),
          eq(t.loginAttempts.cleared, false),
          gt(t.loginAttempts.createdAt, since),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** Attempts and failures from one address (recorded under any of its keys) since a time. */
  async countAddressAttempts(keys: readonly string[], since: Date) {
    const [row] = await this.db
      .select({
        total: count(),
        failures: sql<number>`count(*) filter (where ${t.loginAttempts.success} = false)`,
      })
      .from(t.loginAttempts)
      .where(and(inArray(t.loginAttempts.ip, [...keys]), gt(t.loginAttempts.createdAt, since)));
    return { total: Number(row?.total ?? 0), failures: Number(row?.failures ?? 0) };
  }

  /** The latest `last_seen_at` of the open sessions of each of `memberIds` (one grouped query). */
  async lastSeenByMember(memberIds: readonly number[]): Promise<Map<number, Date>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        memberId: t.memberSessions.memberId,
        lastSeenAt: sql<Date | string>`max(${t.memberSessions.lastSeenAt})`,
      })
      .from(t.memberSessions)
      .where(inArray(t.memberSessions.memberId, [...memberIds]))
      .groupBy(t.memberSessions.memberId);
    return new Map(rows.map((row) => [row.memberId, new Date(row.lastSeenAt)]));
  }
}
