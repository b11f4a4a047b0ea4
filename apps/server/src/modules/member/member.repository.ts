// The only code of the member module that touches the database: member accounts, avatars,
// messages and promotions, payment password attempts, and the operator's locks.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './member.tables';

/** A member row as stored. */
export type MemberRow = typeof t.members.$inferSelect;
/** What creating a member needs. */
export type NewMember = typeof t.members.$inferInsert;
/** One lock or unlock of a member by the operator, as stored. */
export type MemberLockEventRow = typeof t.memberLockEvents.$inferSelect;

/** A member of an upline tree (`MemberRepository.downlineTree`), at its level below the root. */
export interface TreeMemberRow {
  id: number;
  uplineId: number;
  /** 1: a direct downline of the root. */
  level: number;
  username: string;
  nickname: string;
  isAgent: number;
  createdAt: Date;
  lockedAt: Date | null;
}

/** The PostgreSQL error of a unique violation, with the constraint that was violated. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unique') : null;
}

/** Reads and writes member accounts and what hangs off them. */
export class MemberRepository {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<MemberRow | null> {
    const [row] = await this.db.select().from(t.members).where(eq(t.members.id, id)).limit(1);
    return row ?? null;
  }

  /** Usernames are unique regardless of case. */
  async findByUsername(username: string): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(t.members)
      .where(sql`lower(${t.members.username}) = ${username.toLowerCase()}`)
      .limit(1);
    return row ?? null;
  }

  /**
   * The member of a number, stored with or without its national trunk 0: `09170000001` and
   * `9170000001` are one E.164 number (`phoneKey`), as for every counter and SMS code.
   */
  async findByMobile(countryDialingCode: string, mobileNum: string): Promise<MemberRow | null> {
    const national = mobileNum.replace(/^0+/, '');
    const [row] = await this.db
      .select()
      .from(t.members)
      .where(
        and(
          eq(t.members.countryDialingCode, countryDialingCode),
          inArray(t.members.mobileNum, [national, `0${national}`]),
        ),
      )
      .orderBy(asc(t.members.id))
      .limit(1);
    return row ?? null;
  }

  /** The member owning an affiliate / referral code (codes compare upper-case). */
  async findByAffiliateCode(code: string): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(t.members)
      .where(eq(t.members.affiliateCode, code.toUpperCase()))
      .limit(1);
    return row ?? null;
  }

  /**
   * Deletes up to `limit` free-play trial accounts created before `before` (their sessions, at most
   * 24 h long, are over). The seeded demo trial account is not a free-play one and stays.
   * Returns how many went.
   */
  async deleteFreePlayTrialsBefore(before: Date, limit: number): Promise<number> {
    const stale = this.db
      .select({ id: t.members.id })
      .from(t.members)
      .where(
        and(
          eq(t.members.isAgent, 4),
          eq(t.members.registerMethod, 'FREEPLAY'),
          lt(t.members.createdAt, before),
        ),
      )
      .limit(limit);
    const gone = await this.db
      .delete(t.members)
      .where(inArray(t.members.id, stale))
      .returning({ id: t.members.id });
    return gone.length;
  }

  async insert(member: NewMember): Promise<MemberRow> {
    const [row] = await this.db.insert(t.members).values(member).returning();
    return row!;
  }

  async updatePassword(
    id: number,
    passwordHash: string,
    passwordChangedAt: Date,
    firstLogin: boolean,
  ): Promise<void> {
    await this.db
      .update(t.members)
      .set({ passwordHash, passwordChangedAt, firstLogin })
      .where(eq(t.members.id, id));
  }

  /** Sets the club label (name and rank level; null clears it). False: no such member. */
  /**
   * Gives the member `code` as its affiliate / referral code when it has none; answers the code it
   * has afterwards (null: no such member). A code taken by another member throws (unique index).
   */
  async setAffiliateCodeIfNone(id: number, code: string): Promise<string | null> {
    await this.db
      .update(t.members)
      .set({ affiliateCode: code })
      .where(and(eq(t.members.id, id), isNull(t.members.affiliateCode)));
    const [row] = await this.db
      .select({ code: t.members.affiliateCode })
      .from(t.members)
      .where(eq(t.members.id, id));
    return row?.code ?? null;
  }

  /** A page of the members whose upline is `uplineId` (not itself), newest first, and their number. */
  async downlines(
    uplineId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const where = and(eq(t.members.uplineId, uplineId), sql`${t.members.id} <> ${uplineId}`);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(t.members)
        .where(where)
        .orderBy(desc(t.members.createdAt), desc(t.members.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(t.members).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async updateClubRank(
    id: number,
    clubLabelName: string | null,
    clubRankLevel: number | null,
  ): Promise<boolean> {
    const rows = await this.db
      .update(t.members)
      .set({ clubLabelName, clubRankLevel })
      .where(eq(t.members.id, id))
      .returning({ id: t.members.id });
    return rows.length > 0;
  }

  async setAvatar(id: number, avatarId: number): Promise<void> {
    await this.db.update(t.members).set({ avatarId }).where(eq(t.members.id, id));
  }

  listAvatars() {
    return this.db
      .select({ id: t.avatars.id, url: t.avatars.url })
      .from(t.avatars)
      .orderBy(asc(t.avatars.sortOrder), asc(t.avatars.id));
  }

  async findAvatar(id: number): Promise<{ id: number; url: string } | null> {
    const [row] = await this.db
      .select({ id: t.avatars.id, url: t.avatars.url })
      .from(t.avatars)
      .where(eq(t.avatars.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Promotions offered to the member, not claimed and not expired. */
  async countAvailablePromotions(memberId: number, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(t.memberPromotions)
      .where(
        and(
          eq(t.memberPromotions.memberId, memberId),
          isNull(t.memberPromotions.claimedAt),
          or(isNull(t.memberPromotions.expiresAt), gt(t.memberPromotions.expiresAt, now)),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** Sets the payment password's hash. */
  async setPaymentPasswordHash(id: number, hash: string): Promise<void> {
    await this.db.update(t.members).set({ paymentPasswordHash: hash }).where(eq(t.members.id, id));
  }

  /**
   * Replaces the payment password's hash with `next` (the same password at another cost) only
   * while it is still `current`: a payment password changed since it was read is never undone.
   */
  async replacePaymentPasswordHash(id: number, current: string, next: string): Promise<void> {
    await this.db
      .update(t.members)
      .set({ paymentPasswordHash: next })
      .where(and(eq(t.members.id, id), eq(t.members.paymentPasswordHash, current)));
  }

  /**
   * Records one payment (or login) password attempt of a member as wrong before it is checked,
   * unless the member already has `max` wrong ones after `since`: then nothing is recorded and it
   * resolves with null. Otherwise it resolves with how many there are now, this one counted. The
   * member's row is locked (FOR UPDATE) while it counts and records, so attempts sent at once, on
   * one process or several, are counted one after another: exactly the first `max` are let through.
   */
  async recordPaymentPasswordAttempt(
    memberId: number,
    at: Date,
    since: Date,
    max: number,
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: t.members.id })
        .from(t.members)
        .where(eq(t.members.id, memberId))
        .for('update');
      const [row] = await tx
        .select({ n: count() })
        .from(t.paymentPasswordFailures)
        .where(
          and(
            eq(t.paymentPasswordFailures.memberId, memberId),
            gt(t.paymentPasswordFailures.at, since),
          ),
        );
      const before = Number(row?.n ?? 0);
      if (before >= max) return null;
      await tx.insert(t.paymentPasswordFailures).values({ memberId, at });
      return before + 1;
    });
  }

  /** Forgets a member's wrong payment passwords (a right one was given). */
  async clearPaymentPasswordFailures(memberId: number): Promise<void> {
    await this.db
      .delete(t.paymentPasswordFailures)
      .where(eq(t.paymentPasswordFailures.memberId, memberId));
  }

  /**
   * Locks (`locked`, since `event.at`) or unlocks a member and records the event, in one
   * transaction, only when that changes its state; resolves with whether it did. Calls sent at
   * once change it once: the second one's UPDATE waits for the first and then matches no row.
   */
  async setLocked(
    memberId: number,
    locked: boolean,
    event: { reason: string; actor: string; at: Date },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(t.members)
        .set({ lockedAt: locked ? event.at : null })
        .where(
          and(
            eq(t.members.id, memberId),
            locked ? isNull(t.members.lockedAt) : isNotNull(t.members.lockedAt),
          ),
        )
        .returning({ id: t.members.id });
      if (changed.length === 0) return false;
      await tx.insert(t.memberLockEvents).values({ memberId, locked, ...event });
      return true;
    });
  }

  /** The member's latest `last` lock and unlock events, newest first. */
  lockEvents(memberId: number, last: number): Promise<MemberLockEventRow[]> {
    return this.db
      .select()
      .from(t.memberLockEvents)
      .where(eq(t.memberLockEvents.memberId, memberId))
      .orderBy(desc(t.memberLockEvents.id))
      .limit(last);
  }

  /**
   * Every member below `rootId` in the upline tree (level 1: its direct downlines), by one
   * recursive query over `upline_id`. A member is never its own ancestor here: a cycle of uplines
   * stops where it would come back, and the walk stops at `maxDepth` levels.
   */
  async downlineTree(rootId: number, maxDepth: number): Promise<TreeMemberRow[]> {
    const result = (await this.db.execute(sql`
      with recursive tree(id, level, path) as (
        select m.id, 1, array[${rootId}::int, m.id]
        from members m
        where m.upline_id = ${rootId} and m.id <> ${rootId}
        union all
        select m.id, tree.level + 1, tree.path || m.id
        from members m
        join tree on m.upline_id = tree.id
        where tree.level < ${maxDepth} and not (m.id = any(tree.path))
      )
      select m.id, m.upline_id, tree.level, m.username, m.nickname, m.is_agent, m.created_at,
        m.locked_at
      from tree join members m on m.id = tree.id
    `)) as unknown as {
      rows: {
        id: number;
        upline_id: number;
        level: number;
        username: string;
        nickname: string;
        is_agent: number;
        created_at: Date | string;
        locked_at: Date | string | null;
      }[];
    };
    return result.rows.map((row) => ({
      id: Number(row.id),
      uplineId: Number(row.upline_id),
      level: Number(row.level),
      username: row.username,
      nickname: row.nickname,
      isAgent: Number(row.is_agent),
      createdAt: new Date(row.created_at),
      lockedAt: row.locked_at === null ? null : new Date(row.locked_at),
    }));
  }

  /**
   * How many levels below `rootId` the member `memberId` is (1: a direct downline), or null when
   * it is not in `rootId`'s tree within `maxDepth` levels (or is `rootId` itself). One recursive
   * query that walks up from the member, at most `maxDepth` steps: its cost does not grow with the
   * size of the tree, as a walk down from the root's would. A cycle of uplines is cut off.
   */
  async levelBelow(rootId: number, memberId: number, maxDepth: number): Promise<number | null> {
    const result = (await this.db.execute(sql`
      with recursive up(id, upline_id, level, path) as (
        select m.id, m.upline_id, 0, array[m.id]
        from members m
        where m.id = ${memberId} and m.id <> ${rootId}
        union all
        select m.id, m.upline_id, up.level + 1, up.path || m.id
        from members m
        join up on m.id = up.upline_id
        where up.level < ${maxDepth} and up.id <> ${rootId} and not (m.id = any(up.path))
      )
      select level from up where id = ${rootId} limit 1
    `)) as unknown as { rows: { level: number }[] };
    const row = result.rows[0];
    return row ? Number(row.level) : null;
  }

  /**
   * The upline links of `rootIds` and of every member below them, at most `maxDepth` levels down
   * (a cycle of uplines cut off): member id → upline id (null: none). One recursive query.
   */
  async downlineLinks(
    rootIds: readonly number[],
    maxDepth: number,
  ): Promise<Map<number, number | null>> {
    if (rootIds.length === 0) return new Map();
    const roots = sql.join(
      rootIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const result = (await this.db.execute(sql`
      with recursive tree(id, depth) as (
        select m.id, 0 from members m where m.id in (${roots})
        union
        select m.id, tree.depth + 1
        from members m join tree on m.upline_id = tree.id
        where tree.depth < ${maxDepth} and m.id <> tree.id
      )
      select distinct m.id, m.upline_id from tree join members m on m.id = tree.id
    `)) as unknown as { rows: { id: number; upline_id: number | null }[] };
    return new Map(
      result.rows.map((row) => [
        Number(row.id),
        row.upline_id === null ? null : Number(row.upline_id),
      ]),
    );
  }

  /** Usernames of `ids` (ids that do not exist are left out). */
  async usernames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: t.members.id, username: t.members.username })
      .from(t.members)
      .where(inArray(t.members.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.username]));
  }
}
