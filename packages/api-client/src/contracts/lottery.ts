// Contract types of the lottery calls (SPEC.md §2 /lottery, /vnLottery, /seaLottery, §3 lottery,
// prize modes and lotto menu, §4 game launch and prize mode rule, §7 "Lottery"), issue 13. Shared
// with the server. Every GET carries its payload in the query string; money is a `MoneyString`;
// times are ISO date-times from the server's clock (the browser never decides when a draw closes).
//
// A lottery game has numbered draws ("numeros", e.g. `20261126-0421`): each opens for bets, closes
// `closeBeforeSeconds` before its draw time, is drawn with the server's `crypto` randomness, and
// every bet on it is settled into the ledger once. Results are immutable.
//
// The shapes of the calls are derived from their schemas (`schemas/lottery.ts`), where their fields
// are noted.
import type { Static } from '@sinclair/typebox';
import type {
  LotteryBetRequestSchema,
  LotteryBetResponseSchema,
  LotteryBetSchema,
  LotteryBetsQuerySchema,
  LotteryBetsSchema,
  LotteryCurrentSchema,
  LotteryGameListSchema,
  LotteryGameSchema,
  LotteryMenuGroupSchema,
  LotteryMenuSchema,
  LotteryNumeroSchema,
  LotteryOpenedNumeroSchema,
  LotteryOpenedSchema,
  LotteryPlayTypeInfoSchema,
  LotteryPrizeSchema,
} from '../schemas/lottery';

/** The four kinds of lottery game the platform runs. */
export type LotteryKind =
  /** Vietnam regional lotteries: north (one draw a day, 27 prizes), central and south provinces. */
  | 'VN'
  /** SEA 4D: 23 four-digit numbers a draw (first, second, third, 10 starters, 10 consolations). */
  | 'SEA'
  /** Fast lotteries: a three-digit number drawn every few minutes. */
  | 'FAST'
  /** The electronic lottery: five digits (positions 1–5) drawn every few minutes. */
  | 'ELOTT';

/** The region of a Vietnam lottery. */
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

/** Prize modes of the lottery menus (SPEC.md §3): plain, ZY, electronic and SEA. */
export type LotteryPrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** Lottery vendor codes (the lane's `vassalage`): the pages they open are in `LotteryVendors`. */
export type LotteryVendor = 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';

/**
 * The play types and what a bet's numbers are (each number is one line of the bet, staked alike):
 * - `VN_LO2`  two digits '00'–'99'; wins once per prize whose number ends in them ("per hit": one
 *             number can win several times in one draw; north 27 prizes, central and south 18).
 * - `VN_DE`   two digits; wins when the special prize ends in them.
 * - `VN_3D`   three digits '000'–'999'; wins when the special prize ends in them.
 * - `VN_4D`   four digits; wins when the special prize ends in them.
 * - `SEA_BIG` four digits; wins on any of the 23 numbers, by tier (first … consolation).
 * - `SEA_SMALL` four digits; wins on the first, second or third prize only, at higher odds.
 * - `FAST_3D` three digits; wins when the drawn number is exactly them.
 * - `FAST_2D` two digits; wins when the drawn number ends in them.
 * - `FAST_1D` one digit; wins when the drawn number ends in it.
 * - `ELOTT_POS` 'p:d' (position 1–5, digit 0–9); wins when that position drew that digit.
 * - `ELOTT_BS` 'BIG' or 'SMALL'; the sum of the five digits: 23–45 big, 0–22 small.
 */
export type LotteryPlayType =
  | 'VN_LO2'
  | 'VN_DE'
  | 'VN_3D'
  | 'VN_4D'
  | 'SEA_BIG'
  | 'SEA_SMALL'
  | 'FAST_3D'
  | 'FAST_2D'
  | 'FAST_1D'
  | 'ELOTT_POS'
  | 'ELOTT_BS';

/** A play type of a game as the menus list it. */
export type LotteryPlayTypeInfo = Static<typeof LotteryPlayTypeInfoSchema>;

/** One draw of a game, as the bettor sees it. */
export type LotteryNumero = Static<typeof LotteryNumeroSchema>;

/** OPEN takes bets; CLOSED waits for its draw; DRAWN has a result; SETTLED paid every bet. */
export type LotteryNumeroStatus = 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED';

/** One lottery game of a menu. */
export type LotteryGame = Static<typeof LotteryGameSchema>;

/** A menu group of games with its tag. */
export type LotteryMenuGroup = Static<typeof LotteryMenuGroupSchema>;

/**
 * `GET /lgw/games/game_menus?language=` (every lottery menu) and
 * `GET /lgw/vn/games/game_menu?prizeMode=&device=WEB&language=` (one prize mode's menu).
 */
export type LotteryMenuResponse = Static<typeof LotteryMenuSchema>;

/** `GET /lgw/vn/games/game_menu/recent` (token): the games the member bet on last, newest first. */
export type LotteryRecentResponse = Static<typeof LotteryGameListSchema>;

/** `GET /lgw/games/popular?count=20&prizeMode=&device=WEB&language=`: most bet on lately. */
export type LotteryPopularResponse = Static<typeof LotteryGameListSchema>;

/** Prize tiers of a result (VN: SPECIAL, FIRST … SEVENTH; SEA: FIRST … CONSOLATION; else MAIN). */
export type LotteryPrizeTier =
  | 'SPECIAL'
  | 'FIRST'
  | 'SECOND'
  | 'THIRD'
  | 'FOURTH'
  | 'FIFTH'
  | 'SIXTH'
  | 'SEVENTH'
  | 'EIGHTH'
  | 'STARTER'
  | 'CONSOLATION'
  | 'MAIN';

/** The numbers of one prize tier of a result, in draw order. */
export type LotteryPrize = Static<typeof LotteryPrizeSchema>;

/** A drawn numero with its result. */
export type LotteryOpenedNumero = Static<typeof LotteryOpenedNumeroSchema>;

/** `GET /lgw/vn/numeros/opened/game?gameCode=&count=100`: the last results, newest first. */
export type LotteryOpenedListResponse = Static<typeof LotteryOpenedSchema>;

/**
 * `GET /lotto/lgw/games/opened/numero?gameCode=`: the game's draw taking bets now (null between a
 * close and the next open) and its latest result (null before the first draw).
 */
export type LotteryCurrentNumeroResponse = Static<typeof LotteryCurrentSchema>;

/** `POST /lgw/bets` (token): one bet of one or more numbers, each staked `stake`. */
export type LotteryBetRequest = Static<typeof LotteryBetRequestSchema>;

/** OPEN until its draw is settled; then WON or LOST; VOID if the operator voided the draw. */
export type LotteryBetStatus = 'OPEN' | 'WON' | 'LOST' | 'VOID';

/** A member's bet. */
export type LotteryBet = Static<typeof LotteryBetSchema>;

/** The answer to a bet: the bet and the main wallet's balance after it. */
export type LotteryBetResponse = Static<typeof LotteryBetResponseSchema>;

/** `GET /lgw/bets?gameCode=&status=&pageNo=&pageSize=` (token): the member's bets, newest first. */
export type LotteryBetsQuery = Static<typeof LotteryBetsQuerySchema>;

/** A page of the member's bets. */
export type LotteryBetsResponse = Static<typeof LotteryBetsSchema>;

/** What a lottery page shows first (SPEC.md §3 `lottoView`). */
export type LotteryView = 'betting' | 'lobby';

/**
 * The lobby launch (SPEC.md §7): `GET /wps/game/launchGame` with these fields for a lottery vendor
 * (token). The answer's `url` is the site's own lottery page for them.
 */
export interface LotteryLaunchRequest {
  lottoArea: 'VN' | 'SEA';
  launchMode: 'LOTT';
  lottoPrizeMode: LotteryPrizeMode;
  lottoGameCode?: string;
  lottoView: LotteryView;
  device: 'WEB';
  /** Where the page's back button goes: accepted only on the brand's own hosts. */
  backUrl?: string;
  language?: string;
}
