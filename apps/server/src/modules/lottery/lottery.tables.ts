// Tables of the lottery module (issue 13): the menu groups and games (with their draw schedules),
// the draws of each game (a result is written once, with the settlement of every bet on it, and
// never changed), and the members' bets. Money is integer minor units in `bigint` columns read as
// JS numbers, as in the wallet module.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  LotteryBetStatus,
  LotteryKind,
  LotteryPlayType,
  LotteryPrize,
  LotteryVendor,
  VnRegion,
} from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';

/** A menu group (`gameGroupCode`) with its name in every language. */
export const lotteryGroups = pgTable('lottery_groups', {
  tag: text('tag').primaryKey(),
  /** The lotto menu's tag (`accountTypeName`). */
  vendor: text('vendor').$type<LotteryVendor>().notNull(),
  /** Name per language code (EN always present). */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A lottery game. `id` is the gameId; `code` the stable gameCode. Its draws are at
 * `k × interval_seconds + offset_seconds` after the Unix epoch; bets close `close_before_seconds`
 * earlier. A `fast` game's interval may be overridden by the server's configuration.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('lottery_games_code'),
    kind: text('kind').$type<LotteryKind>().notNull(),
    region: text('region').$type<VnRegion>(),
    vendor: text('vendor').$type<LotteryVendor>().notNull(),
    groupTag: text('group_tag')
      .notNull()
      .references(() => lotteryGroups.tag),
    /** Name per language code (EN always present). */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    fast: boolean('fast').notNull().default(false),
    intervalSeconds: integer('interval_seconds').notNull(),
    offsetSeconds: integer('offset_seconds').notNull().default(0),
    closeBeforeSeconds: integer('close_before_seconds').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('lottery_games_kind', sql`${t.kind} in ('VN', 'SEA', 'FAST', 'ELOTT')`),
    check(
      'lottery_games_schedule',
      sql`${t.intervalSeconds} > 0 and ${t.offsetSeconds} >= 0 and ${t.closeBeforeSeconds} >= 0 and ${t.closeBeforeSeconds} < ${t.intervalSeconds}`,
    ),
  ],
);

/**
 * A draw of a game, written when it is first bet on or drawn. `prizes` and `settled_at` are written
 * once, together, in the transaction that settles every bet of the draw; the check below keeps
 * them together, and the service never writes a draw that has a result.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numero: text('numero').notNull(),
    drawTime: timestamp('draw_time', { withTimezone: true }).notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }).notNull(),
    prizes: jsonb('prizes').$type<LotteryPrize[]>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** How many bets the settlement settled and how many won (for the operator). */
    betCount: integer('bet_count').notNull().default(0),
    winCount: integer('win_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_numero').on(t.gameId, t.numero),
    index('lottery_draws_game_drawn')
      .on(t.gameId, t.drawTime)
      .where(sql`${t.prizes} is not null`),
    check('lottery_draws_result', sql`(${t.prizes} is null) = (${t.settledAt} is null)`),
  ],
);

/** A member's bet: `numbers` each staked `stake_minor`; OPEN until its draw is settled. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numero: text('numero').notNull(),
    playType: text('play_type').$type<LotteryPlayType>().notNull(),
    numbers: text('numbers').array().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    totalStakeMinor: bigint('total_stake_minor', { mode: 'number' }).notNull(),
    odds: text('odds').notNull(),
    possibleWinMinor: bigint('possible_win_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<LotteryBetStatus>().notNull().default('OPEN'),
    winMinor: bigint('win_minor', { mode: 'number' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ledger transaction that took the stake. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_bets_member_key').on(t.memberId, t.idempotencyKey),
    index('lottery_bets_member').on(t.memberId, t.id),
    index('lottery_bets_open_draw')
      .on(t.gameId, t.numero)
      .where(sql`${t.status} = 'OPEN'`),
    index('lottery_bets_placed').on(t.placedAt),
    check('lottery_bets_status', sql`${t.status} in ('OPEN', 'WON', 'LOST', 'VOID')`),
    check(
      'lottery_bets_money',
      sql`${t.stakeMinor} > 0 and ${t.totalStakeMinor} > 0 and (${t.winMinor} is null or ${t.winMinor} >= 0)`,
    ),
    check('lottery_bets_settled', sql`(${t.status} = 'OPEN') = (${t.settledAt} is null)`),
  ],
);
