// The values both sides of the lottery calls agree on (issue 13): play types with the shape of
// their numbers, limits, error codes and messages. The server decides every outcome; the browser
// checks only to save a round trip.

import type { LotteryBetStatus, LotteryKind, LotteryPlayType } from './lottery';

/** The play types of each kind, the default first (SPEC.md §4: playType only when one exists). */
export const LOTTERY_PLAY_TYPES: Readonly<Record<LotteryKind, readonly LotteryPlayType[]>> = {
  VN: ['VN_LO2', 'VN_DE', 'VN_3D', 'VN_4D'],
  SEA: ['SEA_BIG', 'SEA_SMALL'],
  FAST: ['FAST_3D', 'FAST_2D', 'FAST_1D'],
  ELOTT: ['ELOTT_POS', 'ELOTT_BS'],
};

/** The pattern one number of a play type must match (see `LotteryPlayType`). */
export const LOTTERY_NUMBER_PATTERNS: Readonly<Record<LotteryPlayType, string>> = {
  VN_LO2: '^[0-9]{2}$',
  VN_DE: '^[0-9]{2}$',
  VN_3D: '^[0-9]{3}$',
  VN_4D: '^[0-9]{4}$',
  SEA_BIG: '^[0-9]{4}$',
  SEA_SMALL: '^[0-9]{4}$',
  FAST_3D: '^[0-9]{3}$',
  FAST_2D: '^[0-9]{2}$',
  FAST_1D: '^[0-9]$',
  ELOTT_POS: '^[1-5]:[0-9]$',
  ELOTT_BS: '^(BIG|SMALL)$',
};

/** Whether `number` is a number of `playType`. */
export function isLotteryNumber(playType: LotteryPlayType, number: string): boolean {
  const pattern = LOTTERY_NUMBER_PATTERNS[playType];
  return pattern !== undefined && new RegExp(pattern).test(number);
}

/** Limits of the lottery calls and pages (SPEC.md §9: popular 20, opened results 100). */
export const LotteryLimits = {
  /** Numbers in one bet. */
  maxNumbersPerBet: 100,
  /** Popular games asked for. */
  popularCount: 20,
  /** Opened results asked for. */
  openedCount: 100,
  /** Recent games kept per member. */
  recentCount: 10,
  /** Bets per page of "my bets". */
  betsPageSize: 10,
  maxBetsPageSize: 50,
  /** A game code: letters, digits and underscores. */
  gameCodePattern: '^[A-Za-z0-9_]{1,32}$',
} as const;

/** Bet statuses in the order "my bets" filters them. */
export const LOTTERY_BET_STATUSES: readonly LotteryBetStatus[] = ['OPEN', 'WON', 'LOST', 'VOID'];

/** Error codes of the lottery calls, beyond the shared `ErrorCodes` and `WalletErrorCodes`. */
export const LotteryErrorCodes = {
  /** 404: no lottery game with this code. */
  GameNotFound: 'LOTTERY_GAME_NOT_FOUND',
  /** 404: the game has no draw with this numero. */
  NumeroNotFound: 'LOTTERY_NUMERO_NOT_FOUND',
  /** 409: the draw no longer takes bets. */
  BetsClosed: 'LOTTERY_BETS_CLOSED',
  /** 400: the game has no such play type. */
  PlayTypeInvalid: 'LOTTERY_PLAY_TYPE_INVALID',
  /** 400: a number does not fit the play type, is repeated, or there are none or too many. */
  NumbersInvalid: 'LOTTERY_NUMBERS_INVALID',
  /** 400: the stake per number is outside the play type's limits. */
  StakeOutOfRange: 'LOTTERY_STAKE_OUT_OF_RANGE',
  /** 400: backUrl is not on one of the brand's hosts. */
  BackUrlInvalid: 'LOTTERY_BACK_URL_INVALID',
} as const;

export type LotteryErrorCode = (typeof LotteryErrorCodes)[keyof typeof LotteryErrorCodes];

/** The server's messages for the lottery codes (English; the pages show their own text). */
export const LotteryMessages = {
  gameNotFound: 'There is no such lottery game',
  numeroNotFound: 'There is no such draw',
  betsClosed: 'Betting on this draw has closed',
  playTypeInvalid: 'This game has no such play type',
  numbersInvalid: 'The numbers do not fit the play type',
  stakeOutOfRange: 'The stake is outside the limits of this play type',
  backUrlInvalid: 'The back address must be on this site',
} as const;
