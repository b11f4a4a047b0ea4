// The only code of the games module that touches the database: the catalogue (read whole, kept in
// memory with the brand snapshot), favourites, launches, play tokens and rounds.
import type { GameType } from '@lotusplay/api-client/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './games.tables';

export type GameVendorRow = typeof t.gameVendors.$inferSelect;
export type GameRow = typeof t.games.$inferSelect;
export type GameRoundRow = typeof t.gameRounds.$inferSelect;
export type NewGameRound = typeof t.gameRounds.$inferInsert;
export type PlayTokenRow = typeof t.gamePlayTokens.$inferSelect;

/** A member's rounds over a range (count, stakes and wins, minor units) and its latest round. */
export interface MemberRoundTotals {
  count: number;
  stake: number;
  win: number;
  /** Its latest round of all time (null: none). */
  lastAt: Date | null;
}

/** The whole catalogue, in display order. */
export interface CatalogueRows {
  /** By sort order, then code. */
  vendors: GameVendorRow[];
  /** Hot first, then sort order, then id. */
  games: GameRow[];
}

/** A member's game list (favourites, recent): a page of game ids and the count. */
export interface MemberGamePage {
  ids: number[];
  total: number;
}

/** Filters of a member's rounds (the betting record). */
export interface RoundFilter {
  memberId: number;
  vendorCode?: string;
  gameType?: GameType;
  since: Date;
  until: Date;
}

/** Filters of many members' rounds (an agent's team report): created in [since, until). */
export interface MembersRoundFilter {
  memberIds: readonly number[];
  since: Date;
  until: Date;
  gameType?: GameType;
}

export class GamesRepository {
  constructor(private readonly db: Database) {}

  /** Every vendor and game (the games service keeps them with the brand snapshot). */
  async loadCatalogue(): Promise<CatalogueRows> {
    const [vendors, games] = await Promise.all([
      this.db
        .select()
        .from(t.gameVendors)
        .orderBy(asc(t.gameVendors.sortOrder), asc(t.gameVendors.code)),
      this.db
        .select()
        .from(t.games)
        .orderBy(desc(t.games.isHot), asc(t.games.sortOrder), asc(t.games.id)),
    ]);
    return { vendors, games };
  }

  /** Sets maintenance of a vendor (gameCode null) or of one game; false when there is none. */
  async setMaintenance(vendorCode: string, gameCode: string | null, on: boolean): Promise<boolean> {
    const rows =
      gameCode === null
        ? await this.db
            .update(t.gameVendors)
            .set({ maintenance: on })
            .where(eq(t.gameVendors.code, vendorCode))
            .returning({ code: t.gameVendors.code })
        : await this.db
            .update(t.games)
            .set({ maintenance: on })
            .where(and(eq(t.games.vendorCode, vendorCode), eq(t.games.gameCode, gameCode)))
            .returning({ id: t.games.id });
    return rows.length > 0;
  }

  /** Sets the hot flag of a game; false when there is none. */
  async setHot(vendorCode: string, gameCode: string, on: boolean): Promise<boolean> {
    const rows = await this.db
      .update(t.games)
      .set({ isHot: on })
      .where(and(eq(t.games.vendorCode, vendorCode), eq(t.games.gameCode, gameCode)))
      .returning({ id: t.games.id });
    return rows.length > 0;
  }

  async addFavorite(memberId: number, gameId: number): Promise<void> {
    await this.db.insert(t.gameFavorites).values({ memberId, gameId }).onConflictDoNothing();
  }

  async removeFavorite(memberId: number, gameId: number): Promise<void> {
    await this.db
      .delete(t.gameFavorites)
      .where(and(eq(t.gameFavorites.memberId, memberId), eq(t.gameFavorites.gameId, gameId)));
  }

  /** Every favourite game id of the member, newest first. */
  async favoriteIds(memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: t.gameFavorites.gameId })
      .from(t.gameFavorites)
      .where(eq(t.gameFavorites.memberId, memberId))
      .orderBy(desc(t.gameFavorites.createdAt), desc(t.gameFavorites.gameId));
    return rows.map((row) => row.id);
  }

  /** A member's favourites or recent launches, newest first, filtered by the game's vendor or type. */
  async memberGames(
    list: 'favorites' | 'recent',
    memberId: number,
    filter: { vendorCode?: string; gameType?: GameType },
    limit: number,
    offset: number,
  ): Promise<MemberGamePage> {
    const table = list === 'favorites' ? t.gameFavorites : t.gameLaunches;
    const time = list === 'favorites' ? t.gameFavorites.createdAt : t.gameLaunches.launchedAt;
    const conditions: SQL[] = [eq(table.memberId, memberId)];
    if (filter.vendorCode !== undefined) conditions.push(eq(t.games.vendorCode, filter.vendorCode));
    if (filter.gameType !== undefined) conditions.push(eq(t.games.gameType, filter.gameType));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: table.gameId })
        .from(table)
        .innerJoin(t.games, eq(t.games.id, table.gameId))
        .where(where)
        .orderBy(desc(time), desc(table.gameId))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(table)
        .innerJoin(t.games, eq(t.games.id, table.gameId))
        .where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: Number(total?.n ?? 0) };
  }

  /** Records a launch (one row per member and game; its time moves). */
  async recordLaunch(memberId: number, gameId: number, at: Date): Promise<void> {
    await this.db
      .insert(t.gameLaunches)
      .values({ memberId, gameId, launchedAt: at })
      .onConflictDoUpdate({
        target: [t.gameLaunches.memberId, t.gameLaunches.gameId],
        set: { launchedAt: at },
      });
  }

  /**
   * A launch in one statement: the member's play token (replacing the member's earlier one: one
   * token per member, so launching a game ends the game launched before), and (for a real member)
   * the recent-list row, its time moved when the member launched the game before.
   */
  async launch(
    token: typeof t.gamePlayTokens.$inferInsert & { createdAt: Date },
    recordLaunch: boolean,
  ): Promise<void> {
    if (!recordLaunch) {
      await this.db
        .insert(t.gamePlayTokens)
        .values(token)
        .onConflictDoUpdate({
          target: t.gamePlayTokens.memberId,
          set: {
            tokenHash: token.tokenHash,
            sessionId: token.sessionId,
            clientGroup: token.clientGroup,
            gameId: token.gameId,
            vendorCode: token.vendorCode,
            expiresAt: token.expiresAt,
            createdAt: token.createdAt,
          },
        });
      return;
    }
    const at = token.createdAt.toISOString();
    await this.db.execute(sql`
      with play_token as (
        insert into ${t.gamePlayTokens} (token_hash, member_id, session_id, client_group, game_id,
          vendor_code, expires_at, created_at)
        values (${token.tokenHash}, ${token.memberId}, ${token.sessionId}, ${token.clientGroup},
                ${token.gameId}, ${token.vendorCode}, ${token.expiresAt.toISOString()}::timestamptz,
                ${at}::timestamptz)
        on conflict (member_id) do update set token_hash = excluded.token_hash,
          session_id = excluded.session_id, client_group = excluded.client_group,
          game_id = excluded.game_id, vendor_code = excluded.vendor_code,
          expires_at = excluded.expires_at, created_at = excluded.created_at
      )
      insert into ${t.gameLaunches} (member_id, game_id, launched_at)
      -- After the member's latest launch, even within one millisecond of it: the recent list's
      -- order is the order of the launches.
      values (${token.memberId}, ${token.gameId}, greatest(${at}::timestamptz,
        (select max(launched_at) from ${t.gameLaunches} where member_id = ${token.memberId})
          + interval '1 microsecond'))
      on conflict (member_id, game_id) do update set launched_at = excluded.launched_at`);
  }

  /** The play token with this hash, while it has not expired. */
  async findPlayToken(tokenHash: string, now: Date): Promise<PlayTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(t.gamePlayTokens)
      .where(and(eq(t.gamePlayTokens.tokenHash, tokenHash), gt(t.gamePlayTokens.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  /** Deletes up to `limit` play tokens expired before `before`. */
  async deleteExpiredPlayTokens(before: Date, limit: number): Promise<number> {
    const stale = this.db
      .select({ hash: t.gamePlayTokens.tokenHash })
      .from(t.gamePlayTokens)
      .where(lt(t.gamePlayTokens.expiresAt, before))
      .limit(limit);
    const gone = await this.db
      .delete(t.gamePlayTokens)
      .where(sql`${t.gamePlayTokens.tokenHash} in (${stale})`)
      .returning({ hash: t.gamePlayTokens.tokenHash });
    return gone.length;
  }

  /**
   * Inserts a round (in the caller's transaction when `db` is one); a round whose (vendor, round
   * id) exists is not written again: the stored one is answered with `inserted: false`.
   */
  async insertRound(
    round: NewGameRound,
    db: Database = this.db,
  ): Promise<{ round: GameRoundRow; inserted: boolean }> {
    const [row] = await db.insert(t.gameRounds).values(round).onConflictDoNothing().returning();
    if (row) return { round: row, inserted: true };
    const existing = await this.findRound(round.vendorCode, round.roundId, db);
    if (!existing)
      throw new Error(`round ${round.vendorCode}/${round.roundId} neither written nor found`);
    return { round: existing, inserted: false };
  }

  async findRound(
    vendorCode: string,
    roundId: string,
    db: Database = this.db,
  ): Promise<GameRoundRow | null> {
    const [row] = await db
      .select()
      .from(t.gameRounds)
      .where(and(eq(t.gameRounds.vendorCode, vendorCode), eq(t.gameRounds.roundId, roundId)))
      .limit(1);
    return row ?? null;
  }

  private roundWhere(filter: RoundFilter): SQL {
    const conditions: SQL[] = [
      eq(t.gameRounds.memberId, filter.memberId),
      gte(t.gameRounds.createdAt, filter.since),
      lt(t.gameRounds.createdAt, filter.until),
    ];
    if (filter.vendorCode !== undefined) {
      conditions.push(eq(t.gameRounds.vendorCode, filter.vendorCode));
    }
    if (filter.gameType !== undefined) conditions.push(eq(t.gameRounds.gameType, filter.gameType));
    return and(...conditions)!;
  }

  /** A page of the member's rounds, newest first. */
  async memberRounds(filter: RoundFilter, limit: number, offset: number): Promise<GameRoundRow[]> {
    return this.db
      .select()
      .from(t.gameRounds)
      .where(this.roundWhere(filter))
      .orderBy(sql`${t.gameRounds.createdAt} desc nulls last`, desc(t.gameRounds.id))
      .limit(limit)
      .offset(offset);
  }

  /** Count and sums of the member's rounds over the whole filtered range. */
  async memberRoundTotals(
    filter: RoundFilter,
  ): Promise<{ count: number; stake: number; win: number }> {
    const [row] = await this.db
      .select({ n: count(), stake: sum(t.gameRounds.stake), win: sum(t.gameRounds.win) })
      .from(t.gameRounds)
      .where(this.roundWhere(filter));
    return {
      count: Number(row?.n ?? 0),
      stake: Number(row?.stake ?? 0),
      win: Number(row?.win ?? 0),
    };
  }

  /** Count and sums of the member's rounds over the filtered range, per game type. */
  async memberRoundTotalsByType(
    filter: RoundFilter,
  ): Promise<{ gameType: GameType; count: number; stake: number; win: number }[]> {
    const rows = await this.db
      .select({
        gameType: t.gameRounds.gameType,
        n: count(),
        stake: sum(t.gameRounds.stake),
        win: sum(t.gameRounds.win),
      })
      .from(t.gameRounds)
      .where(this.roundWhere(filter))
      .groupBy(t.gameRounds.gameType)
      .orderBy(asc(t.gameRounds.gameType));
    return rows.map((row) => ({
      gameType: row.gameType,
      count: Number(row.n),
      stake: Number(row.stake ?? 0),
      win: Number(row.win ?? 0),
    }));
  }

  /** The members with the most staked over [since, until), most first (ties: lower id first). */
  async topStakes(
    since: Date,
    until: Date,
    limit: number,
  ): Promise<{ memberId: number; stake: number }[]> {
    const total = sum(t.gameRounds.stake);
    const rows = await this.db
      .select({ memberId: t.gameRounds.memberId, stake: total })
      .from(t.gameRounds)
      .where(and(gte(t.gameRounds.createdAt, since), lt(t.gameRounds.createdAt, until)))
      .groupBy(t.gameRounds.memberId)
      .orderBy(desc(total), asc(t.gameRounds.memberId))
      .limit(limit);
    return rows.map((row) => ({ memberId: row.memberId, stake: Number(row.stake ?? 0) }));
  }

  /** How many members staked more than `stake` over [since, until) (a member's place is this + 1). */
  async membersStakingMore(since: Date, until: Date, stake: number): Promise<number> {
    const result = (await this.db.execute(sql`
      select count(*) as n from (
        select ${t.gameRounds.memberId} from ${t.gameRounds}
        where ${t.gameRounds.createdAt} >= ${since.toISOString()}
          and ${t.gameRounds.createdAt} < ${until.toISOString()}
        group by ${t.gameRounds.memberId}
        having sum(${t.gameRounds.stake}) > ${stake}
      ) as more`)) as unknown as { rows: { n: string | number }[] };
    const rows = result.rows;
    return Number(rows[0]?.n ?? 0);
  }

  /** The latest winning rounds (win > 0), newest first, optionally of one game type. */
  async latestWins(gameType: GameType | undefined, limit: number): Promise<GameRoundRow[]> {
    const where =
      gameType === undefined
        ? sql`${t.gameRounds.win} > 0`
        : and(sql`${t.gameRounds.win} > 0`, eq(t.gameRounds.gameType, gameType));
    return (
      this.db
        .select()
        .from(t.gameRounds)
        .where(where)
        // As the partial index game_rounds_wins is ordered (drizzle's desc() says NULLS FIRST,
        // which that index cannot give: PostgreSQL would sort every win).
        .orderBy(sql`${t.gameRounds.createdAt} desc nulls last`)
        .limit(limit)
    );
  }

  /**
   * Per member of `memberIds`: its rounds created in [since, until) (count, stakes, wins) and, of
   * all time, its latest round's time; by one grouped query (members with no round left out).
   */
  async roundTotalsByMember(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, MemberRoundTotals>> {
    if (memberIds.length === 0) return new Map();
    const inRange = sql`${t.gameRounds.createdAt} >= ${since.toISOString()} and ${t.gameRounds.createdAt} < ${until.toISOString()}`;
    const rows = await this.db
      .select({
        memberId: t.gameRounds.memberId,
        n: sql<string>`count(*) filter (where ${inRange})`,
        stake: sql<string | null>`sum(${t.gameRounds.stake}) filter (where ${inRange})`,
        win: sql<string | null>`sum(${t.gameRounds.win}) filter (where ${inRange})`,
        lastAt: sql<Date | string | null>`max(${t.gameRounds.createdAt})`,
      })
      .from(t.gameRounds)
      .where(inArray(t.gameRounds.memberId, [...memberIds]))
      .groupBy(t.gameRounds.memberId);
    return new Map(
      rows.map((row) => [
        row.memberId,
        {
          count: Number(row.n ?? 0),
          stake: Number(row.stake ?? 0),
          win: Number(row.win ?? 0),
          lastAt: row.lastAt === null ? null : new Date(row.lastAt),
        },
      ]),
    );
  }
  private membersRoundWhere(filter: MembersRoundFilter): SQL {
    const r = t.gameRounds;
    return and(
      inArray(r.memberId, [...filter.memberIds]),
      gte(r.createdAt, filter.since),
      lt(r.createdAt, filter.until),
      filter.gameType === undefined ? undefined : eq(r.gameType, filter.gameType),
    )!;
  }

  /** A page of the rounds of `memberIds` in the range, newest first (time, then id); one query. */
  async roundsOfMembers(
    filter: MembersRoundFilter,
    limit: number,
    offset: number,
  ): Promise<GameRoundRow[]> {
    if (filter.memberIds.length === 0) return [];
    return this.db
      .select()
      .from(t.gameRounds)
      .where(this.membersRoundWhere(filter))
      .orderBy(desc(t.gameRounds.createdAt), desc(t.gameRounds.id))
      .limit(limit)
      .offset(offset);
  }

  /** Count and sums (stakes, wins; minor units) of every round of `memberIds` in the range. */
  async roundTotalsOfMembers(
    filter: MembersRoundFilter,
  ): Promise<{ count: number; stake: number; win: number }> {
    if (filter.memberIds.length === 0) return { count: 0, stake: 0, win: 0 };
    const [row] = await this.db
      .select({ n: count(), stake: sum(t.gameRounds.stake), win: sum(t.gameRounds.win) })
      .from(t.gameRounds)
      .where(this.membersRoundWhere(filter));
    return {
      count: Number(row?.n ?? 0),
      stake: Number(row?.stake ?? 0),
      win: Number(row?.win ?? 0),
    };
  }
}
