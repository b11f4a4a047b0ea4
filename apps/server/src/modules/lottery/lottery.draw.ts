// The result of one lottery draw (issue 13), drawn on the server with `crypto` randomness: every
// digit uniform on 0–9 and independent of the others (SEA 4D: 23 distinct numbers, a repeat is
// drawn again). The prize structures are those of the shared design:
// - VN north (27 numbers): SPECIAL 1×5 digits, FIRST 1×5, SECOND 2×5, THIRD 6×5, FOURTH 4×4,
//   FIFTH 6×4, SIXTH 3×3, SEVENTH 4×2.
// - VN central and south (18): EIGHTH 1×2, SEVENTH 1×3, SIXTH 3×4, FIFTH 1×4, FOURTH 7×5,
//   THIRD 2×5, SECOND 1×5, FIRST 1×5, SPECIAL 1×6.
// - SEA 4D (23 distinct 4-digit numbers): FIRST 1, SECOND 1, THIRD 1, STARTER 10, CONSOLATION 10.
// - FAST: MAIN 1×3 digits.   ELOTT: MAIN 5 numbers of one digit (positions 1–5 in order).
import { randomInt as cryptoRandomInt } from 'node:crypto';
import type {
  LotteryKind,
  LotteryPrize,
  LotteryPrizeTier,
  VnRegion,
} from '@lotusplay/api-client/contracts';

/** A source of uniform integers in [0, max): `crypto.randomInt` unless a test passes its own. */
export type RandomInt = (max: number) => number;

/** A prize tier: how many numbers of how many digits. */
export interface PrizeTierShape {
  tier: LotteryPrizeTier;
  count: number;
  digits: number;
}

const VN_NORTH: readonly PrizeTierShape[] = [
  { tier: 'SPECIAL', count: 1, digits: 5 },
  { tier: 'FIRST', count: 1, digits: 5 },
  { tier: 'SECOND', count: 2, digits: 5 },
  { tier: 'THIRD', count: 6, digits: 5 },
  { tier: 'FOURTH', count: 4, digits: 4 },
  { tier: 'FIFTH', count: 6, digits: 4 },
  { tier: 'SIXTH', count: 3, digits: 3 },
  { tier: 'SEVENTH', count: 4, digits: 2 },
];

const VN_CENTRAL_SOUTH: readonly PrizeTierShape[] = [
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

const SEA_4D: readonly PrizeTierShape[] = [
  { tier: 'FIRST', count: 1, digits: 4 },
  { tier: 'SECOND', count: 1, digits: 4 },
  { tier: 'THIRD', count: 1, digits: 4 },
  { tier: 'STARTER', count: 10, digits: 4 },
  { tier: 'CONSOLATION', count: 10, digits: 4 },
];

const FAST: readonly PrizeTierShape[] = [{ tier: 'MAIN', count: 1, digits: 3 }];
const ELOTT: readonly PrizeTierShape[] = [{ tier: 'MAIN', count: 5, digits: 1 }];

/** The game a result is drawn for: its kind, and for Vietnam its region. */
export interface DrawnGame {
  kind: LotteryKind;
  region?: VnRegion;
}

/** The prize structure of a game, tiers in the order a result lists them. */
export function prizeStructure(game: DrawnGame): readonly PrizeTierShape[] {
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

function digitsOf(count: number, randomInt: RandomInt): string {
  let text = '';
  for (let i = 0; i < count; i += 1) {
    const digit = randomInt(10);
    if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
      throw new RangeError(`randomInt(10) gave ${digit}`);
    }
    text += String(digit);
  }
  return text;
}

/** Draws a result for `game`: its tiers in order, each with its numbers in draw order. */
export function drawResult(
  game: DrawnGame,
  randomInt: RandomInt = (max) => cryptoRandomInt(max),
): LotteryPrize[] {
  const structure = prizeStructure(game);
  // SEA 4D numbers are distinct across the whole result (a repeat is drawn again).
  const distinct = game.kind === 'SEA';
  const seen = new Set<string>();
  return structure.map(({ tier, count, digits }) => {
    const numbers: string[] = [];
    while (numbers.length < count) {
      const number = digitsOf(digits, randomInt);
      if (distinct) {
        if (seen.has(number)) continue;
        seen.add(number);
      }
      numbers.push(number);
    }
    return { tier, numbers };
  });
}
