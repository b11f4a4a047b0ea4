// What a lottery bet pays (issue 13): win(bet) = Σ over its numbers of stake × odds × hits, in
// integer minor units. Odds are applied exactly (as hundredths): 3.5 × 100 minor = 350. A fraction
// of a minor unit can only arise from a stake that is not a whole multiple of 1.00 and is rounded
// half up once per bet. possibleWin is the exact most a bet can pay on the game's prize structure
// (`lotteryPossibleWinMinor` of the contracts, which the slip uses too): VN_LO2 pays per hit, so
// its most is every two-digit ending of the draw on one number (issue 24, finding 7).
import {
  LOTTERY_NUMBER_PATTERNS,
  lotteryHundredthsToMinor,
  lotteryOddsHundredths,
  lotteryPossibleWinMinor,
} from '@lotusplay/api-client/contracts';
import type {
  LotteryDrawnGame,
  LotteryPlayType,
  LotteryPrize,
} from '@lotusplay/api-client/contracts';
import { PLAY_TYPE_RULES, playTypeInfo } from './lottery.odds';

/** What the settlement needs of a bet. */
export interface SettledBet {
  playType: LotteryPlayType;
  numbers: readonly string[];
  /** Stake per number, minor units. */
  stakeMinor: number;
}

/** The number patterns, compiled once (settling reads every number of every bet). */
const NUMBER_PATTERNS = new Map(
  Object.entries(LOTTERY_NUMBER_PATTERNS).map(([playType, pattern]) => [
    playType,
    new RegExp(pattern),
  ]),
);

/** Hundredths of winnings per unit of stake for one number of a play type. */
type NumberWin = (number: string) => number;

function hundredthsOf(playType: LotteryPlayType, tier?: string): number {
  const rule = PLAY_TYPE_RULES[playType];
  const odds =
    tier === undefined
      ? rule.odds
      : (rule.oddsByTier as Record<string, string> | undefined)?.[tier];
  return odds === undefined ? 0 : lotteryOddsHundredths(odds);
}

function tierNumbers(prizes: readonly LotteryPrize[], tier: string): string[] {
  return prizes.find((prize) => prize.tier === tier)?.numbers ?? [];
}

/** Count of each key in a list. */
function counts(keys: Iterable<string>): Map<string, number> {
  const map = new Map<string, number>();
  for (const key of keys) map.set(key, (map.get(key) ?? 0) + 1);
  return map;
}

/** The per-number win function of every play type for one result (built once per result). */
function buildCalculator(prizes: readonly LotteryPrize[]): Record<LotteryPlayType, NumberWin> {
  const all = prizes.flatMap((prize) => prize.numbers);
  const special = tierNumbers(prizes, 'SPECIAL')[0] ?? '';
  const main = tierNumbers(prizes, 'MAIN');
  const mainNumber = main[0] ?? '';
  const lastTwo = counts(all.filter((number) => number.length >= 2).map((n) => n.slice(-2)));
  // SEA: the tier each drawn number won (numbers are distinct across the result).
  const seaTier = new Map<string, string[]>();
  for (const prize of prizes) {
    for (const number of prize.numbers) {
      seaTier.set(number, [...(seaTier.get(number) ?? []), prize.tier]);
    }
  }
  const seaWin = (playType: LotteryPlayType) => (number: string) =>
    (seaTier.get(number) ?? []).reduce((sum, tier) => sum + hundredthsOf(playType, tier), 0);
  const endsWith = (drawn: string, number: string) =>
    drawn.length >= number.length && drawn.slice(-number.length) === number;
  const hit = (playType: LotteryPlayType, won: boolean) => (won ? hundredthsOf(playType) : 0);
  const digitSum = main.reduce((sum, digit) => sum + Number(digit), 0);
  return {
    VN_LO2: (number) => (lastTwo.get(number) ?? 0) * hundredthsOf('VN_LO2'),
    VN_DE: (number) => hit('VN_DE', endsWith(special, number)),
    VN_3D: (number) => hit('VN_3D', endsWith(special, number)),
    VN_4D: (number) => hit('VN_4D', endsWith(special, number)),
    SEA_BIG: seaWin('SEA_BIG'),
    SEA_SMALL: seaWin('SEA_SMALL'),
    FAST_3D: (number) => hit('FAST_3D', mainNumber === number),
    FAST_2D: (number) => hit('FAST_2D', endsWith(mainNumber, number)),
    FAST_1D: (number) => hit('FAST_1D', endsWith(mainNumber, number)),
    ELOTT_POS: (number) => {
      const position = Number(number.slice(0, 1));
      return hit('ELOTT_POS', main[position - 1] === number.slice(2));
    },
    ELOTT_BS: (number) =>
      hit('ELOTT_BS', main.length === 5 && (digitSum >= 23 ? 'BIG' : 'SMALL') === number),
  };
}

const calculators = new WeakMap<readonly LotteryPrize[], Record<LotteryPlayType, NumberWin>>();

/**
 * A function settling bets against one result: the result's lookups are built once, so settling
 * 100,000 bets costs one pass over their numbers. A number that does not fit its play type is a
 * broken bet (placing checks every number) and throws.
 */
export function winCalculator(prizes: readonly LotteryPrize[]): (bet: SettledBet) => number {
  let calculator = calculators.get(prizes);
  if (calculator === undefined) {
    calculator = buildCalculator(prizes);
    calculators.set(prizes, calculator);
  }
  const byPlayType = calculator;
  return ({ playType, numbers, stakeMinor }) => {
    if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) {
      throw new RangeError(`not a stake in minor units: ${stakeMinor}`);
    }
    const numberWin = byPlayType[playType];
    const pattern = NUMBER_PATTERNS.get(playType);
    if (numberWin === undefined || pattern === undefined) {
      throw new RangeError(`no such play type: ${String(playType)}`);
    }
    let hundredthsPerUnit = 0;
    for (const number of numbers) {
      if (!pattern.test(number)) {
        throw new RangeError(`${JSON.stringify(number)} is not a ${playType} number`);
      }
      hundredthsPerUnit += numberWin(number);
    }
    return lotteryHundredthsToMinor(stakeMinor * hundredthsPerUnit);
  };
}

/** What a bet pays back against a result (stake included; 0 when it lost), in minor units. */
export function winMinor(bet: SettledBet, prizes: readonly LotteryPrize[]): number {
  return winCalculator(prizes)(bet);
}

/**
 * The most a bet on `game` can pay (stake included), in minor units: the exact maximum over the
 * results its prize structure allows (see `lotteryPossibleWinMinor`).
 */
export function possibleWinMinor(
  game: LotteryDrawnGame,
  playType: LotteryPlayType,
  numbers: readonly string[],
  stakeMinor: number,
): number {
  return lotteryPossibleWinMinor(game, playTypeInfo(playType), numbers, stakeMinor);
}
