// The only code of the lottery module that touches the database. A bet's row and its stake's
// ledger movement commit in one transaction, which shares a hold on its draw (an advisory lock);
// a draw is settled holding it alone, so a bet either commits before the settlement (and is
// settled by it) or sees the result and is refused. A settlement is one transaction: the draw's
// result, every bet's status and win, and the winners' credit.
import type {
  LotteryBetStatus,
  LotteryPlayType,
  LotteryPrize,
} from '@lotusplay/api-client/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { retryTransaction } from '../../db/retry-transaction';
import * as t from './lottery.tables';

export type LotteryGameRow = typeof t.lotteryGames.$inferSelect;
export type LotteryGroupRow = typeof t.lotteryGroups.$inferSelect;
export type LotteryDrawRow = typeof t.lotteryDraws.$inferSelect;
export type LotteryBetRow = typeof t.lotteryBets.$inferSelect;
export type NewLotteryBet = typeof t.lotteryBets.$inferInsert;

/** A draw as a bet or a settlement finds it. */
export interface DrawKey {
  gameId: number;
  numero: string;
  drawTime: Date;
  closeTime: Date;
}

/** Filters of many members' bets (an agent's team report): placed in [since, until). */
export interface MembersBetFilter {
  memberIds: readonly number[];
  since: Date;
  until: Date;
}

/** The count and sums of bets (minor units): stakes of all, and stakes and wins of settled ones. */
export interface BetPageTotals {
  count: number;
  stake: number;
  settledStake: number;
  settledWin: number;
}

/** An OPEN bet as the settlement reads it. */
export interface OpenBet {
  id: number;
  memberId: number;
  playType: LotteryPlayType;
  numbers: string[];
  stakeMinor: number;
}

/** A member's lottery bets over a range: stakes and wins of those settled, and those placed. */
export interface MemberBetTotals {
  /** Total stakes of its bets settled (won or lost) in the range, minor units. */
  settledStake: number;
  /** What those bets paid, minor units. */
  settledWin: number;
  /** Bets placed in the range (not void). */
  placed: number;
}

/** Reads and writes the lottery tables. */
export class LotteryRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, retried from the start on a deadlock or serialisation failure. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return retryTransaction(this.db, work);
  }

  /** The groups and enabled games, in menu order. */
  async catalogue(): Promise<{ groups: LotteryGroupRow[]; games: LotteryGameRow[] }> {
    const [groups, games] = await Promise.all([
      this.db.select().from(t.lotteryGroups).orderBy(asc(t.lotteryGroups.sortOrder)),
      this.db
        .select()
        .from(t.lotteryGames)
        .where(eq(t.lotteryGames.enabled, true))
        .orderBy(asc(t.lotteryGames.sortOrder), asc(t.lotteryGames.id)),
    ]);
    return { groups, games };
  }

  /**
   * Holds the draw in `tx` until the transaction ends: a bet shares the hold (bets never wait on
   * each other), a settlement holds it alone. A transaction-level advisory lock on (game, numero)
   * (a collision of the numero's hash only makes two draws wait on each other): no row is written
   * or locked, so bets on one draw do not queue on its row.
   */
  async holdDraw(tx: Database, gameId: number, numero: string, mode: 'bet' | 'settle') {
    if (mode === 'bet') {
      await executePrepared(
        tx,
        'lottery_hold_bet',
        sql`select pg_advisory_xact_lock_shared(${gameId}::int, hashtext(${numero}))`,
      );
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(${gameId}::int, hashtext(${numero}))`);
    }
  }

  /**
   * The draw's row in `tx` for its settlement (after `holdDraw`), written when missing and locked
   * FOR UPDATE until the transaction ends.
   */
  async lockDraw(tx: Database, draw: DrawKey): Promise<LotteryDrawRow> {
    await tx.insert(t.lotteryDraws).values(draw).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(t.lotteryDraws)
      .where(and(eq(t.lotteryDraws.gameId, draw.gameId), eq(t.lotteryDraws.numero, draw.numero)))
      .for('update');
    return row!;
  }

  /** The member's bet of an idempotency key, or null. */
  async betByKey(memberId: number, idempotencyKey: string, tx: Database = this.db) {
    const [row] = await tx
      .select()
      .from(t.lotteryBets)
      .where(
        and(eq(t.lotteryBets.memberId, memberId), eq(t.lotteryBets.idempotencyKey, idempotencyKey)),
      );
    return row ?? null;
  }

  /**
   * Writes an OPEN bet in `tx` (after `holdDraw`) unless its draw has its result: null then, and
   * nothing is written. One statement, whose snapshot is taken after the hold was granted, so a
   * settlement that committed while the bet waited for it is seen.
   */
  async insertBetUnlessDrawn(
    tx: Database,
    bet: Omit<NewLotteryBet, 'id' | 'status' | 'winMinor' | 'settledAt'>,
  ): Promise<LotteryBetRow | null> {
    // The numbers are checked digits: an array literal, one parameter.
    const numbers = `{${bet.numbers.join(',')}}`;
    const written = await executePrepared<{ id: string }>(
      tx,
      'lottery_bet_insert',
      sql`
      insert into lottery_bets (member_id, game_id, numero, play_type, numbers, stake_minor,
        total_stake_minor, odds, possible_win_minor, status, placed_at, idempotency_key,
        request_hash, ledger_transaction_id)
      select ${bet.memberId}, ${bet.gameId}, ${bet.numero}, ${bet.playType}, ${numbers}::text[],
        ${bet.stakeMinor}, ${bet.totalStakeMinor}, ${bet.odds}, ${bet.possibleWinMinor}, 'OPEN',
        ${bet.placedAt.toISOString()}::timestamptz, ${bet.idempotencyKey}, ${bet.requestHash},
        ${bet.ledgerTransactionId}
      where not exists (
        select 1 from lottery_draws
        where game_id = ${bet.gameId} and numero = ${bet.numero} and prizes is not null
      )
      returning id::text as id
    `,
    );
    const [row] = written.rows;
    if (!row) return null;
    return { ...bet, id: Number(row.id), status: 'OPEN', winMinor: null, settledAt: null };
  }

  /** One page of the member's bets, newest first, and how many match. */
  async memberBets(
    filter: { memberId: number; gameId?: number; status?: LotteryBetStatus },
    limit: number,
    offset: number,
  ): Promise<{ rows: LotteryBetRow[]; total: number }> {
    const where = and(
      eq(t.lotteryBets.memberId, filter.memberId),
      filter.gameId === undefined ? undefined : eq(t.lotteryBets.gameId, filter.gameId),
      filter.status === undefined ? undefined : eq(t.lotteryBets.status, filter.status),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(t.lotteryBets)
        .where(where)
        .orderBy(desc(t.lotteryBets.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(t.lotteryBets).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** The games the member bet on, the latest bet first. */
  async recentGameIds(memberId: number, limit: number): Promise<number[]> {
    const rows = (await this.db.execute(sql`
      select game_id from lottery_bets where member_id = ${memberId}
      group by game_id order by max(id) desc limit ${limit}
    `)) as unknown as { rows: { game_id: number }[] };
    return rows.rows.map((row) => Number(row.game_id));
  }

  /** Bets per game placed since `since`, most first. */
  async betCountsSince(since: Date): Promise<{ gameId: number; bets: number }[]> {
    const rows = await this.db
      .select({ gameId: t.lotteryBets.gameId, bets: count() })
      .from(t.lotteryBets)
      .where(gte(t.lotteryBets.placedAt, since))
      .groupBy(t.lotteryBets.gameId)
      .orderBy(desc(count()));
    return rows.map((row) => ({ gameId: row.gameId, bets: Number(row.bets) }));
  }

  /** The game's drawn numeros, newest first. */
  async opened(gameId: number, limit: number): Promise<LotteryDrawRow[]> {
    return this.db
      .select()
      .from(t.lotteryDraws)
      .where(and(eq(t.lotteryDraws.gameId, gameId), isNotNull(t.lotteryDraws.prizes)))
      .orderBy(desc(t.lotteryDraws.drawTime))
      .limit(limit);
  }

  /** One draw of a game, or null when it was never written. */
  async draw(gameId: number, numero: string): Promise<LotteryDrawRow | null> {
    const [row] = await this.db
      .select()
      .from(t.lotteryDraws)
      .where(and(eq(t.lotteryDraws.gameId, gameId), eq(t.lotteryDraws.numero, numero)));
    return row ?? null;
  }

  /** The game's draws with bets still OPEN whose draw time is in [from, to] (catch-up). */
  async drawsWithOpenBets(gameId: number, from: Date, to: Date): Promise<string[]> {
    const rows = (await this.db.execute(sql`
      select distinct b.numero from lottery_bets b
      join lottery_draws d on d.game_id = b.game_id and d.numero = b.numero
      where b.game_id = ${gameId} and b.status = 'OPEN'
        and d.draw_time >= ${from.toISOString()} and d.draw_time <= ${to.toISOString()}
    `)) as unknown as { rows: { numero: string }[] };
    return rows.rows.map((row) => row.numero);
  }

  /**
   * Every OPEN bet of a draw (in `tx`: the settlement's), read as ONE JSON text (one value to
   * decode instead of a row per bet: the read of 100,000 bets is a fraction of a second).
   */
  async openBets(tx: Database, gameId: number, numero: string): Promise<OpenBet[]> {
    const result = (await tx.execute(sql`
      select coalesce(json_agg(json_build_array(id, member_id, play_type, numbers, stake_minor)), '[]')::text as bets
      from lottery_bets where game_id = ${gameId} and numero = ${numero} and status = 'OPEN'
    `)) as unknown as { rows: { bets: string }[] };
    const rows = JSON.parse(result.rows[0]!.bets) as [
      number,
      number,
      LotteryPlayType,
      string[],
      number,
    ][];
    return rows.map(([id, memberId, playType, numbers, stakeMinor]) => ({
      id,
      memberId,
      playType,
      numbers,
      stakeMinor,
    }));
  }

  /**
   * Settles a draw's OPEN bets in `tx`: the winners (ids and wins, in batches of one statement
   * each) WON with their win, then every other OPEN bet of the draw LOST with 0; then the draw's
   * result and counts. Set-based: a few statements whatever the number of bets.
   */
  async settle(
    tx: Database,
    draw: { id: number; gameId: number; numero: string },
    prizes: LotteryPrize[],
    winners: { ids: number[]; wins: number[] },
    betCount: number,
    at: Date,
  ): Promise<void> {
    const BATCH = 20_000;
    for (let start = 0; start < winners.ids.length; start += BATCH) {
      const ids = `{${winners.ids.slice(start, start + BATCH).join(',')}}`;
      const wins = `{${winners.wins.slice(start, start + BATCH).join(',')}}`;
      await tx.execute(sql`
        update lottery_bets b set status = 'WON', win_minor = x.win, settled_at = ${at.toISOString()}
        from unnest(${ids}::bigint[], ${wins}::bigint[]) as x(id, win)
        where b.id = x.id and b.status = 'OPEN'
      `);
    }
    await tx.execute(sql`
      update lottery_bets set status = 'LOST', win_minor = 0, settled_at = ${at.toISOString()}
      where game_id = ${draw.gameId} and numero = ${draw.numero} and status = 'OPEN'
    `);
    await tx
      .update(t.lotteryDraws)
      .set({ prizes, settledAt: at, betCount, winCount: winners.ids.length })
      .where(eq(t.lotteryDraws.id, draw.id));
  }

  /**
   * Per member of `memberIds`: the stakes and wins of its bets settled (won or lost) in
   * [since, until), and how many bets it placed in that range (void ones not counted); one grouped
   * query (members with neither left out).
   */
  async betTotalsByMember(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, MemberBetTotals>> {
    if (memberIds.length === 0) return new Map();
    const from = since.toISOString();
    const to = until.toISOString();
    const b = t.lotteryBets;
    const settled = sql`${b.status} in ('WON', 'LOST') and ${b.settledAt} >= ${from} and ${b.settledAt} < ${to}`;
    const placed = sql`${b.status} <> 'VOID' and ${b.placedAt} >= ${from} and ${b.placedAt} < ${to}`;
    const rows = await this.db
      .select({
        memberId: b.memberId,
        stake: sql<string | null>`sum(${b.totalStakeMinor}) filter (where ${settled})`,
        win: sql<string | null>`sum(coalesce(${b.winMinor}, 0)) filter (where ${settled})`,
        placed: sql<string>`count(*) filter (where ${placed})`,
      })
      .from(b)
      .where(and(inArray(b.memberId, [...memberIds]), sql`((${settled}) or (${placed}))`))
      .groupBy(b.memberId);
    return new Map(
      rows.map((row) => [
        row.memberId,
        {
          settledStake: Number(row.stake ?? 0),
          settledWin: Number(row.win ?? 0),
          placed: Number(row.placed ?? 0),
        },
      ]),
    );
  }
  private membersBetWhere(filter: MembersBetFilter) {
    const b = t.lotteryBets;
    return and(
      inArray(b.memberId, [...filter.memberIds]),
      gte(b.placedAt, filter.since),
      lt(b.placedAt, filter.until),
    );
  }

  /** A page of the bets of `memberIds` placed in the range, newest first (time, then id). */
  async betsOfMembers(
    filter: MembersBetFilter,
    limit: number,
    offset: number,
  ): Promise<LotteryBetRow[]> {
    if (filter.memberIds.length === 0) return [];
    const b = t.lotteryBets;
    return this.db
      .select()
      .from(b)
      .where(this.membersBetWhere(filter))
      .orderBy(desc(b.placedAt), desc(b.id))
      .limit(limit)
      .offset(offset);
  }

  /** The count and sums of every bet of `memberIds` placed in the range. */
  async betPageTotals(filter: MembersBetFilter): Promise<BetPageTotals> {
    if (filter.memberIds.length === 0) {
      return { count: 0, stake: 0, settledStake: 0, settledWin: 0 };
    }
    const b = t.lotteryBets;
    const settled = sql`${b.status} in ('WON', 'LOST')`;
    const [row] = await this.db
      .select({
        n: count(),
        stake: sql<string | null>`sum(${b.totalStakeMinor})`,
        settledStake: sql<string | null>`sum(${b.totalStakeMinor}) filter (where ${settled})`,
        settledWin: sql<string | null>`sum(coalesce(${b.winMinor}, 0)) filter (where ${settled})`,
      })
      .from(b)
      .where(this.membersBetWhere(filter));
    return {
      count: Number(row?.n ?? 0),
      stake: Number(row?.stake ?? 0),
      settledStake: Number(row?.settledStake ?? 0),
      settledWin: Number(row?.settledWin ?? 0),
    };
  }
}
