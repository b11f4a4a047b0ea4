// Tables of the games module (issue 11): the catalogue (vendors and games), a member's favourites
// and recent launches, the play tokens of launched games, and the rounds played (immutable, like
// the ledger: migration 0015 refuses an UPDATE or DELETE of a round). Money is integer minor units
// in `bigint` columns read as JS numbers, as in the wallet module.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameClassify, GameType, VendorLaunchMode } from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';
import { memberSessions } from '../session/session.tables';

/**
 * The game vendors (one card of a lane each). `code` is the vendor's code (the "vassalage");
 * `accountTypeId` the merchant wallet it plays on. A SPORTS vendor with `isEsports` is listed in
 * the ESPORTS lane.
 */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  gameType: text('game_type').$type<GameType>().notNull(),
  accountTypeId: text('account_type_id').notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  isGame: text('is_game').$type<VendorLaunchMode>().notNull().default('GAME'),
  /** The game launched when the vendor card itself is launched. */
  gameCode: text('game_code').notNull().default(''),
  defaultPlayType: text('default_play_type'),
  iconPath: text('icon_path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  maintenance: boolean('maintenance').notNull().default(false),
  isEsports: boolean('is_esports').notNull().default(false),
});

/** The games: `id` is the nodeId. `searchName` is every language's name, lower-cased, joined. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    gameCode: text('game_code').notNull(),
    /** Name per language code (EN always present). */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    searchName: text('search_name').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    classify: text('classify')
      .array()
      .$type<GameClassify[]>()
      .notNull()
      .default(sql`'{}'`),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    lineNum: integer('line_num').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    imagePath: text('image_path').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_vendor_code').on(t.vendorCode, t.gameCode),
    index('games_type_order').on(t.gameType, t.isHot, t.sortOrder),
    index('games_vendor_order').on(t.vendorCode, t.isHot, t.sortOrder),
  ],
);

// A free-play trial account is deleted after a day (MemberRepository.deleteFreePlayTrialsBefore):
// its favourites, launches and play tokens go with it. Rounds are immutable and keep their member.

/** A member's favourite games. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_favorites_member_time').on(t.memberId, t.createdAt),
  ],
);

/** A member's launches: one row per member and game, its time moved on each launch. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_launches_member_time').on(t.memberId, t.launchedAt),
  ],
);

/**
 * The play token of a launched game (only its SHA-256 is kept), bound to what launched it (issue
 * 24): the member session (it goes with the session: logout, the operator ending the member's
 * sessions, a password change elsewhere, an idle or expired session) and the client's address
 * group (`clientGroup`, GamesService.findPlayToken). One per member: a new launch replaces it.
 */
export const gamePlayTokens = pgTable(
  'game_play_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => memberSessions.id, { onDelete: 'cascade' }),
    /** The launching request's address group: an IPv4 address, an IPv6 /64 (`addressGroup`). */
    clientGroup: text('client_group').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorCode: text('vendor_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_play_tokens_expiry').on(t.expiresAt),
    uniqueIndex('game_play_tokens_member').on(t.memberId),
    index('game_play_tokens_session').on(t.sessionId),
  ],
);

/**
 * One round of play: immutable (triggers of migration 0015), written with its ledger movement in
 * one transaction; the vendor's round id is unique per vendor (a retry finds the stored round).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round').on(t.vendorCode, t.roundId),
    index('game_rounds_member_time').on(t.memberId, t.createdAt.desc()),
    index('game_rounds_wins')
      .on(t.createdAt.desc())
      .where(sql`${t.win} > 0`),
  ],
);
