// The values both sides of the lottery calls agree on (issue 13): play types with the shape of
// their numbers, limits, error codes and messages, the prize structure of each kind of draw and
// the most a bet can pay (the server answers it, the slip shows it: issue 24, finding 7). The
// server decides every outcome; the browser checks only to save a round trip.

import type {
  LotteryBetStatus,
  LotteryKind,
  LotteryPlayType,
  LotteryPlayTypeInfo,
  LotteryPrizeTier,
  VnRegion,
} from './lottery';

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

/**
 * Bounds of the lottery requests' fields as the server's schemas check them (the service's rules
 * are tighter and answer with lottery codes). Apart from LotteryLimits, which the web client
 * imports, so that these stay out of its bundle.
 */
export const LotteryInputLimits = {
  /** `language`: any case of a code (anything else answers in EN) and `device`. */
  languageMaxLength: 8,
  deviceMaxLength: 16,
  /** A draw's numero. */
  numeroMaxLength: 32,
  /** The numbers of one bet: how many and which is the service's rule; this bounds the size. */
  numbersMaxItems: 1000,
  numberMaxLength: 16,
  /** "My bets" page numbers. */
  betsPageNoMax: 100_000,
  /** `count` of the popular and opened lists starts at 1. */
  countMin: 1,
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

/** One prize tier of a draw: how many numbers of how many digits. */
export interface LotteryPrizeTierShape {
  tier: LotteryPrizeTier;
  count: number;
  digits: number;
}

/** The game whose draws a rule is about: its kind, and for Vietnam its region. */
export interface LotteryDrawnGame {
  kind: LotteryKind;
  region?: VnRegion;
}

const VN_NORTH: readonly LotteryPrizeTierShape[] = [
  { tier: 'SPECIAL', count: 1, digits: 5 },
  { tier: 'FIRST', count: 1, digits: 5 },
  { tier: 'SECOND', count: 2, digits: 5 },
  { tier: 'THIRD', count: 6, digits: 5 },
  { tier: 'FOURTH', count: 4, digits: 4 },
  { tier: 'FIFTH', count: 6, digits: 4 },
  { tier: 'SIXTH', count: 3, digits: 3 },
  { tier: 'SEVENTH', count: 4, digits: 2 },
];

const VN_CENTRAL_SOUTH: readonly LotteryPrizeTierShape[] = [
  { tier: 'EIGHTH', count: 1, digits: 2 },
  { tier: 'SEVENTH', count: 1, digits: 3 },
  { tier: 'SIXTH', count: 3, digits: 4 },
  { tier: 'FIFTH', count: 1, digits: 4 },
  { tier: 'FOURTH', count: 7, digits: 5 },
  { tier: 'THIRD', count: 2, digits: 5 },
  { tier: 'SECOND', count: 1, digits: 5 },
  { tier: 'FIRST', count: 1, digits: 5 },
  { tier: 'SPECIAL', count: 1, digits: 6 },
];

const SEA_4D: readonly LotteryPrizeTierShape[] = [
  { tier: 'FIRST', count: 1, digits: 4 },
  { tier: 'SECOND', count: 1, digits: 4 },
  { tier: 'THIRD', count: 1, digits: 4 },
  { tier: 'STARTER', count: 10, digits: 4 },
  { tier: 'CONSOLATION', count: 10, digits: 4 },
];

const FAST: readonly LotteryPrizeTierShape[] = [{ tier: 'MAIN', count: 1, digits: 3 }];
const ELOTT: readonly LotteryPrizeTierShape[] = [{ tier: 'MAIN', count: 5, digits: 1 }];

/**
 * The prize structure of a game's draws, tiers in the order a result lists them (the server draws
 * by it; the slip's possible win is bounded by it):
 * - VN north (27 numbers): SPECIAL 1×5 digits, FIRST 1×5, SECOND 2×5, THIRD 6×5, FOURTH 4×4,
 *   FIFTH 6×4, SIXTH 3×3, SEVENTH 4×2.
 * - VN central and south (18): EIGHTH 1×2, SEVENTH 1×3, SIXTH 3×4, FIFTH 1×4, FOURTH 7×5,
 *   THIRD 2×5, SECOND 1×5, FIRST 1×5, SPECIAL 1×6.
 * - SEA 4D (23 numbers, distinct across the result): FIRST 1, SECOND 1, THIRD 1, STARTER 10,
 *   CONSOLATION 10, all of 4 digits.
 * - FAST: MAIN 1×3 digits.   ELOTT: MAIN 5 numbers of one digit (positions 1–5 in order).
 */
export function lotteryPrizeStructure(game: LotteryDrawnGame): readonly LotteryPrizeTierShape[] {
  switch (game.kind) {
    case 'VN':
      if (game.region === undefined) throw new RangeError('a Vietnam lottery needs its region');
      return game.region === 'NORTH' ? VN_NORTH : VN_CENTRAL_SOUTH;
    case 'SEA':
      return SEA_4D;
    case 'FAST':
      return FAST;
    case 'ELOTT':
      return ELOTT;
    default:
      throw new RangeError(`no such lottery kind: ${String(game.kind)}`);
  }
}

/**
 * The play types whose number pays once per prize it wins, so one number can win several times in
 * one draw: `VN_LO2` (Vietnamese "lô": once per prize ending in it). The slip says "per hit" by
 * their odds.
 */
export const LOTTERY_PER_HIT_PLAY_TYPES: readonly LotteryPlayType[] = ['VN_LO2'];

const ODDS_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Odds as hundredths, exactly ('3.5' → 350, '1.98' → 198, '70' → 7000); RangeError otherwise. */
export function lotteryOddsHundredths(odds: string): number {
  const match = ODDS_PATTERN.exec(odds);
  if (!match) throw new RangeError(`not odds: ${odds}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Hundredths of a minor unit as minor units, rounded half up (amounts are never negative): a
 * bet's win is rounded once, from stake × the sum of its odds.
 */
export function lotteryHundredthsToMinor(hundredths: number): number {
  const minor = Math.floor(hundredths / 100);
  return hundredths % 100 >= 50 ? minor + 1 : minor;
}

/**
 * What a bet pays at most (stake included), in minor units: the EXACT maximum over every result the
 * game's prize structure allows, not a bound. The server answers it as `possibleWin` and the slip
 * shows it, both through this function. `numbers` are distinct numbers of the play type (the bet's
 * rule), `stakeMinor` the stake per number, `info` the play type's odds.
 *
 * Every drawn number (a "place") wins for at most one of a bet's distinct numbers, so:
 * - `VN_LO2` pays per hit: every place of two digits or more can end in the same picked number, so
 *   the most is all of them on one number (27 × odds in the north, 18 in the central and south
 *   draws), however many numbers the bet has.
 * - `SEA_BIG`, `SEA_SMALL`: the drawn numbers are distinct, so each picked number wins at most one
 *   place; the most is the best min(numbers, places) places by their tier's odds.
 * - `ELOTT_POS`: position p draws one digit, so one number per picked position at most.
 * - `VN_DE`, `VN_3D`, `VN_4D` (the special prize's ending), `FAST_3D`, `FAST_2D`, `FAST_1D` (the one
 *   drawn number), `ELOTT_BS` (big or small): one number at most wins, once.
 */
export function lotteryPossibleWinMinor(
  game: LotteryDrawnGame,
  info: Pick<LotteryPlayTypeInfo, 'playType' | 'odds' | 'oddsByTier'>,
  numbers: readonly string[],
  stakeMinor: number,
): number {
  if (numbers.length === 0) return 0;
  const structure = lotteryPrizeStructure(game);
  const best = lotteryOddsHundredths(info.odds);
  let hundredthsPerUnit: number;
  switch (info.playType) {
    case 'VN_LO2':
      hundredthsPerUnit =
        structure.filter((shape) => shape.digits >= 2).reduce((sum, s) => sum + s.count, 0) * best;
      break;
    case 'SEA_BIG':
    case 'SEA_SMALL': {
      const byTier = info.oddsByTier;
      const places = structure
        .flatMap(({ tier, count }) => {
          const odds = byTier === undefined ? info.odds : byTier[tier];
          return new Array<number>(count).fill(
            odds === undefined ? 0 : lotteryOddsHundredths(odds),
          );
        })
        .sort((a, b) => b - a);
      hundredthsPerUnit = places.slice(0, numbers.length).reduce((sum, odds) => sum + odds, 0);
      break;
    }
    case 'ELOTT_POS':
      hundredthsPerUnit = new Set(numbers.map((number) => number.split(':')[0])).size * best;
      break;
    case 'VN_DE':
    case 'VN_3D':
    case 'VN_4D':
    case 'FAST_3D':
    case 'FAST_2D':
    case 'FAST_1D':
    case 'ELOTT_BS':
      hundredthsPerUnit = best;
      break;
    default:
      throw new RangeError(`no such play type: ${String(info.playType)}`);
  }
  return lotteryHundredthsToMinor(stakeMinor * hundredthsPerUnit);
}
