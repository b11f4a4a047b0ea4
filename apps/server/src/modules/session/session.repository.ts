// The only code of the session module that touches the database: sessions and login attempts.
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from '../../db/schema';

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

  async recordAttempt(account: string, ip: string, success: boolean, now: Date): Promise<void> {
    await this.db.insert(t.loginAttempts).values({ account, ip, success, createdAt: now });
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

  /** Attempts and failures from one address since a time. */
  async countAddressAttempts(ip: string, since: Date) {
    const [row] = await this.db
      .select({
        total: count(),
        failures: sql<number>`count(*) filter (where ${t.loginAttempts.success} = false)`,
      })
      .from(t.loginAttempts)
      .where(and(eq(t.loginAttempts.ip, ip), gt(t.loginAttempts.createdAt, since)));
    return { total: Number(row?.total ?? 0), failures: Number(row?.failures ?? 0) };
  }
}
