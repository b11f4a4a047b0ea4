// The result of one lottery draw (issue 13), drawn on the server with `crypto` randomness: every
// digit uniform on 0–9 and independent of the others (SEA 4D: 23 distinct numbers, a repeat is
// drawn again). The prize structures are the contracts' (`lotteryPrizeStructure`: the slip's
// possible win is bounded by the same tiers).
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { lotteryPrizeStructure } from '@lotusplay/api-client/contracts';
import type { LotteryDrawnGame, LotteryPrize } from '@lotusplay/api-client/contracts';

/** A source of uniform integers in [0, max): `crypto.randomInt` unless a test passes its own. */
export type RandomInt = (max: number) => number;

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
  game: LotteryDrawnGame,
  randomInt: RandomInt = (max) => cryptoRandomInt(max),
): LotteryPrize[] {
  const structure = lotteryPrizeStructure(game);
  // SEA 4D numbers are distinct across the whole result (a repeat is drawn again): the possible
  // win of the contracts counts on it.
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
