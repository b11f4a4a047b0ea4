// The pure lottery engine (issue 13): the prize structures, the draws' distribution over many
// draws, the odds and limits, the settlement of every play type against hand-computed results,
// and the schedule (numeros, day boundaries, close times). No database.
//
// Distribution tolerance: every frequency table is tested with Pearson's chi-square against the
// uniform distribution, at a false-alarm probability of 1e-6 per table (critical value by the
// Wilson–Hilferty approximation, within 0.3 % of the exact quantile and above it, so conservative).
// A fair generator fails a table about once in a million runs; the same test fed a generator that
// favours one digit by a tenth fails (checked below), so the tolerance is tight enough to mean
// something.
import type { LotteryPlayType, LotteryPrize } from '@lotusplay/api-client/contracts';
import {
  LOTTERY_PLAY_TYPES,
  lotteryOddsHundredths as oddsHundredths,
  lotteryPrizeStructure as prizeStructure,
} from '@lotusplay/api-client/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawResult, type RandomInt } from './lottery.draw';
import { PLAY_TYPE_RULES, playTypeInfo } from './lottery.odds';
import {
  dailySchedule,
  drawOf,
  drawsBetween,
  fastSchedule,
  nextOpenDraw,
  type DrawSchedule,
} from './lottery.schedule';
import { possibleWinMinor, winCalculator, winMinor } from './lottery.settle-math';

/** z of a one-sided normal tail of 1e-6. */
const Z_1E6 = 4.753_424;

/** The chi-square value exceeded with probability ~1e-6 (Wilson–Hilferty). */
function chiSquareCritical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z_1E6 * Math.sqrt(a)) ** 3;
}

/** Pearson's chi-square of observed counts against equal expected counts. */
function chiSquareUniform(observed: readonly number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const expected = total / observed.length;
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

function expectUniform(observed: readonly number[], what: string): void {
  const statistic = chiSquareUniform(observed);
  const critical = chiSquareCritical(observed.length - 1);
  expect(
    statistic,
    `${what}: chi-square ${statistic.toFixed(1)} vs ${critical.toFixed(1)}`,
  ).toBeLessThan(critical);
}

/** A deterministic generator (tests of shape only): a linear congruential sequence. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (max) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * max);
  };
}

describe('prize structures', () => {
  const shape = (prizes: LotteryPrize[]) =>
    prizes.map(({ tier, numbers }) => [tier, numbers.length, numbers[0]?.length]);

  it('VN north: 27 numbers in 8 tiers, special first', () => {
    const prizes = drawResult({ kind: 'VN', region: 'NORTH' });
    expect(shape(prizes)).toEqual([
      ['SPECIAL', 1, 5],
      ['FIRST', 1, 5],
      ['SECOND', 2, 5],
      ['THIRD', 6, 5],
      ['FOURTH', 4, 4],
      ['FIFTH', 6, 4],
      ['SIXTH', 3, 3],
      ['SEVENTH', 4, 2],
    ]);
    expect(prizes.flatMap((p) => p.numbers)).toHaveLength(27);
  });

  it.each(['CENTRAL', 'SOUTH'] as const)('VN %s: 18 numbers in 9 tiers, special last', (region) => {
    const prizes = drawResult({ kind: 'VN', region });
    expect(shape(prizes)).toEqual([
      ['EIGHTH', 1, 2],
      ['SEVENTH', 1, 3],
      ['SIXTH', 3, 4],
      ['FIFTH', 1, 4],
      ['FOURTH', 7, 5],
      ['THIRD', 2, 5],
      ['SECOND', 1, 5],
      ['FIRST', 1, 5],
      ['SPECIAL', 1, 6],
    ]);
    expect(prizes.flatMap((p) => p.numbers)).toHaveLength(18);
  });

  it('SEA 4D: 23 distinct four-digit numbers (first, second, third, 10 starters, 10 consolations)', () => {
    for (let i = 0; i < 200; i += 1) {
      const prizes = drawResult({ kind: 'SEA' });
      expect(shape(prizes)).toEqual([
        ['FIRST', 1, 4],
        ['SECOND', 1, 4],
        ['THIRD', 1, 4],
        ['STARTER', 10, 4],
        ['CONSOLATION', 10, 4],
      ]);
      const all = prizes.flatMap((p) => p.numbers);
      expect(new Set(all).size).toBe(23);
    }
  });

  it('SEA 4D draws a repeated number again', () => {
    // Each number comes out twice in a row (0000, 0000, 0001, 0001, …): the repeats are dropped.
    let call = 0;
    const repeating: RandomInt = () => {
      const numberIndex = Math.floor(call / 8);
      const digit = call % 4;
      call += 1;
      return Number(String(numberIndex).padStart(4, '0')[digit]);
    };
    const all = drawResult({ kind: 'SEA' }, repeating).flatMap((p) => p.numbers);
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => String(i).padStart(4, '0')));
  });

  it('FAST: one three-digit number; ELOTT: five one-digit numbers', () => {
    expect(shape(drawResult({ kind: 'FAST' }))).toEqual([['MAIN', 1, 3]]);
    expect(shape(drawResult({ kind: 'ELOTT' }))).toEqual([['MAIN', 5, 1]]);
  });

  it('every number is made of digits', () => {
    for (const game of [
      { kind: 'VN', region: 'NORTH' },
      { kind: 'VN', region: 'SOUTH' },
      { kind: 'SEA' },
      { kind: 'FAST' },
      { kind: 'ELOTT' },
    ] as const) {
      for (const number of drawResult(game).flatMap((p) => p.numbers)) {
        expect(number).toMatch(/^[0-9]+$/);
      }
    }
  });

  it('refuses a Vietnam game without a region and a generator out of range', () => {
    expect(() => drawResult({ kind: 'VN' })).toThrow(RangeError);
    expect(() => drawResult({ kind: 'FAST' }, () => 10)).toThrow(RangeError);
    expect(prizeStructure({ kind: 'VN', region: 'CENTRAL' })).toBe(
      prizeStructure({ kind: 'VN', region: 'SOUTH' }),
    );
  });
});

describe('draw distribution (crypto randomness, chi-square at 1e-6)', () => {
  it('VN north: every digit, every digit position of the special prize, every last two digits', () => {
    const draws = 3000;
    const digits = new Array<number>(10).fill(0);
    const specialPositions = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    const lastTwo = new Array<number>(100).fill(0);
    for (let i = 0; i < draws; i += 1) {
      const prizes = drawResult({ kind: 'VN', region: 'NORTH' });
      for (const number of prizes.flatMap((p) => p.numbers)) {
        for (const digit of number) digits[Number(digit)]! += 1;
        lastTwo[Number(number.slice(-2))]! += 1;
      }
      [...prizes[0]!.numbers[0]!].forEach((digit, position) => {
        specialPositions[position]![Number(digit)]! += 1;
      });
    }
    expect(digits.reduce((a, b) => a + b)).toBe(draws * 107);
    expectUniform(digits, 'digits');
    specialPositions.forEach((counts, position) =>
      expectUniform(counts, `special digit ${position + 1}`),
    );
    // VN_LO2's odds assume each of the 100 endings is equally likely on each of the 27 prizes.
    expectUniform(lastTwo, 'last two digits');
  });

  it('VN south: digits and the special prize last two digits (VN_DE)', () => {
    const digits = new Array<number>(10).fill(0);
    const specialEnding = new Array<number>(100).fill(0);
    for (let i = 0; i < 20_000; i += 1) {
      const prizes = drawResult({ kind: 'VN', region: 'SOUTH' });
      for (const number of prizes.flatMap((p) => p.numbers)) {
        for (const digit of number) digits[Number(digit)]! += 1;
      }
      specialEnding[Number(prizes.at(-1)!.numbers[0]!.slice(-2))]! += 1;
    }
    expectUniform(digits, 'digits');
    expectUniform(specialEnding, 'special prize ending');
  });

  it('SEA 4D: each number of 0000–9999 and each digit position, distinct within a draw', () => {
    const draws = 5000;
    const numbers = new Array<number>(10_000).fill(0);
    const positions = Array.from({ length: 4 }, () => new Array<number>(10).fill(0));
    const first = new Array<number>(10).fill(0);
    for (let i = 0; i < draws; i += 1) {
      const prizes = drawResult({ kind: 'SEA' });
      for (const number of prizes.flatMap((p) => p.numbers)) {
        numbers[Number(number)]! += 1;
        [...number].forEach((digit, position) => (positions[position]![Number(digit)]! += 1));
      }
      first[Number(prizes[0]!.numbers[0]![3])]! += 1;
    }
    // Drawing without repeats inside a draw changes each number's chance by under 1/10,000.
    expectUniform(numbers, 'SEA numbers');
    positions.forEach((counts, position) => expectUniform(counts, `SEA digit ${position + 1}`));
    expectUniform(first, 'SEA first prize last digit');
  });

  it('FAST: each of the 1,000 numbers', () => {
    const counts = new Array<number>(1000).fill(0);
    for (let i = 0; i < 100_000; i += 1)
      counts[Number(drawResult({ kind: 'FAST' })[0]!.numbers[0])]! += 1;
    expectUniform(counts, 'FAST numbers');
  });

  it('ELOTT: each position uniform, BIG and SMALL each half (within 5 sigma)', () => {
    const draws = 40_000;
    const positions = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    let big = 0;
    for (let i = 0; i < draws; i += 1) {
      const main = drawResult({ kind: 'ELOTT' })[0]!.numbers;
      main.forEach((digit, position) => (positions[position]![Number(digit)]! += 1));
      if (main.reduce((sum, digit) => sum + Number(digit), 0) >= 23) big += 1;
    }
    positions.forEach((counts, position) =>
      expectUniform(counts, `ELOTT position ${position + 1}`),
    );
    // The sum of five uniform digits is symmetric about 22.5: P(BIG) = 1/2 exactly.
    const sigma = Math.sqrt(draws * 0.25);
    expect(Math.abs(big - draws / 2)).toBeLessThan(5 * sigma);
  });

  it('the tolerance catches a generator favouring one digit by a tenth', () => {
    let call = 0;
    // Every 10th draw of a digit returns 7 instead: 7 comes out ~19 % of the time, not 10 %.
    const biased: RandomInt = (max) => {
      call += 1;
      return call % 10 === 0 ? 7 : Math.floor(Math.random() * max);
    };
    const digits = new Array<number>(10).fill(0);
    for (let i = 0; i < 3000; i += 1) {
      for (const number of drawResult({ kind: 'VN', region: 'NORTH' }, biased).flatMap(
        (p) => p.numbers,
      )) {
        for (const digit of number) digits[Number(digit)]! += 1;
      }
    }
    expect(chiSquareUniform(digits)).toBeGreaterThan(chiSquareCritical(9));
  });
});

describe('odds and stake limits', () => {
  it('the odds of the design, exactly', () => {
    const odds = Object.fromEntries(
      Object.entries(PLAY_TYPE_RULES).map(([playType, rule]) => [playType, rule.odds]),
    );
    expect(odds).toEqual({
      VN_LO2: '3.5',
      VN_DE: '70',
      VN_3D: '600',
      VN_4D: '5000',
      SEA_BIG: '2500',
      SEA_SMALL: '3500',
      FAST_3D: '900',
      FAST_2D: '90',
      FAST_1D: '9',
      ELOTT_POS: '9.8',
      ELOTT_BS: '1.98',
    });
    expect(PLAY_TYPE_RULES.SEA_BIG.oddsByTier).toEqual({
      FIRST: '2500',
      SECOND: '1000',
      THIRD: '500',
      STARTER: '180',
      CONSOLATION: '60',
    });
    expect(PLAY_TYPE_RULES.SEA_SMALL.oddsByTier).toEqual({
      FIRST: '3500',
      SECOND: '2000',
      THIRD: '1000',
    });
    expect([oddsHundredths('3.5'), oddsHundredths('1.98'), oddsHundredths('70')]).toEqual([
      350, 198, 7000,
    ]);
    expect(() => oddsHundredths('1.234')).toThrow(RangeError);
  });

  it('every play type of every kind has a rule; limits 1.00–5,000.00, high odds up to 1,000.00', () => {
    for (const playType of Object.values(LOTTERY_PLAY_TYPES).flat()) {
      const info = playTypeInfo(playType);
      expect(info.minStake).toBe('1.00');
      expect(info.maxStake).toBe(
        ['VN_4D', 'VN_3D', 'FAST_3D'].includes(playType) ? '1000.00' : '5000.00',
      );
      expect(info.odds).toBe(PLAY_TYPE_RULES[playType].odds);
    }
    expect(playTypeInfo('SEA_SMALL').oddsByTier).toEqual({
      FIRST: '3500',
      SECOND: '2000',
      THIRD: '1000',
    });
    expect(playTypeInfo('VN_LO2')).not.toHaveProperty('oddsByTier');
  });
});

// Hand-made results for the settlement cases.
const NORTH: LotteryPrize[] = [
  { tier: 'SPECIAL', numbers: ['12345'] },
  { tier: 'FIRST', numbers: ['67890'] },
  { tier: 'SECOND', numbers: ['11145', '22245'] },
  { tier: 'THIRD', numbers: ['33333', '44444', '55555', '66645', '77777', '88888'] },
  { tier: 'FOURTH', numbers: ['1234', '5678', '9045', '0000'] },
  { tier: 'FIFTH', numbers: ['1111', '2222', '3333', '4444', '5555', '6666'] },
  { tier: 'SIXTH', numbers: ['123', '456', '789'] },
  { tier: 'SEVENTH', numbers: ['45', '01', '99', '45'] },
];
const SOUTH: LotteryPrize[] = [
  { tier: 'EIGHTH', numbers: ['56'] },
  { tier: 'SEVENTH', numbers: ['156'] },
  { tier: 'SIXTH', numbers: ['1000', '2000', '3001'] },
  { tier: 'FIFTH', numbers: ['4002'] },
  { tier: 'FOURTH', numbers: ['10003', '10004', '10005', '10006', '10007', '10008', '10009'] },
  { tier: 'THIRD', numbers: ['20010', '20011'] },
  { tier: 'SECOND', numbers: ['30012'] },
  { tier: 'FIRST', numbers: ['40013'] },
  { tier: 'SPECIAL', numbers: ['123456'] },
];
const SEA: LotteryPrize[] = [
  { tier: 'FIRST', numbers: ['1234'] },
  { tier: 'SECOND', numbers: ['5678'] },
  { tier: 'THIRD', numbers: ['9012'] },
  {
    tier: 'STARTER',
    numbers: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  },
  {
    tier: 'CONSOLATION',
    numbers: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'],
  },
];
const FAST: LotteryPrize[] = [{ tier: 'MAIN', numbers: ['507'] }];
const elott = (...digits: number[]): LotteryPrize[] => [
  { tier: 'MAIN', numbers: digits.map(String) },
];

const win = (
  playType: LotteryPlayType,
  numbers: string[],
  stakeMinor: number,
  prizes: LotteryPrize[],
) => winMinor({ playType, numbers, stakeMinor }, prizes);

describe('settlement math, hand-computed', () => {
  it('VN_LO2 pays 3.5 per prize ending in the two digits, several hits counted', () => {
    // '45' ends 12345, 11145, 22245, 66645, 9045 and the seventh prize twice: 7 hits.
    expect(win('VN_LO2', ['45'], 100, NORTH)).toBe(7 * 350);
    // '33' ends 33333 and 3333; '00' ends 0000; '02' nothing.
    expect(win('VN_LO2', ['33'], 100, NORTH)).toBe(2 * 350);
    expect(win('VN_LO2', ['00'], 100, NORTH)).toBe(350);
    expect(win('VN_LO2', ['02'], 100, NORTH)).toBe(0);
    // Three numbers at 10.00 each: (7 + 2 + 0) × 3.5 × 1000.
    expect(win('VN_LO2', ['45', '33', '02'], 1000, NORTH)).toBe(31_500);
    // South: 56 ends the eighth prize, the seventh (156) and the special (123456).
    expect(win('VN_LO2', ['56'], 200, SOUTH)).toBe(3 * 3.5 * 200);
  });

  it('VN_DE, VN_3D, VN_4D: the special prize ends in the digits', () => {
    expect(win('VN_DE', ['45'], 200, NORTH)).toBe(14_000);
    expect(win('VN_DE', ['44', '99'], 200, NORTH)).toBe(0); // 99 is a seventh prize, not the special
    expect(win('VN_3D', ['345'], 150, NORTH)).toBe(90_000);
    expect(win('VN_3D', ['245', '123'], 150, NORTH)).toBe(0); // 123 is the sixth prize
    expect(win('VN_4D', ['2345'], 100, NORTH)).toBe(500_000);
    expect(win('VN_4D', ['1234'], 100, NORTH)).toBe(0); // a fourth prize
    expect(win('VN_DE', ['56'], 100, SOUTH)).toBe(7000);
    expect(win('VN_3D', ['456', '156'], 100, SOUTH)).toBe(60_000);
    expect(win('VN_4D', ['3456', '2345'], 100, SOUTH)).toBe(500_000);
  });

  it('SEA_BIG pays by tier; SEA_SMALL only the first three, at higher odds', () => {
    const numbers = ['1234', '5678', '9012', '0001', '1001', '7777'];
    // 2500 + 1000 + 500 + 180 + 60 + 0 = 4240 per unit.
    expect(win('SEA_BIG', numbers, 100, SEA)).toBe(424_000);
    expect(win('SEA_BIG', ['0010'], 250, SEA)).toBe(180 * 250);
    expect(win('SEA_BIG', ['1010'], 250, SEA)).toBe(60 * 250);
    // 3500 + 2000 + 1000; starters and consolations do not count.
    expect(win('SEA_SMALL', numbers, 100, SEA)).toBe(650_000);
    expect(win('SEA_SMALL', ['0001', '1001'], 100, SEA)).toBe(0);
    expect(win('SEA_BIG', ['4321'], 100, SEA)).toBe(0);
  });

  it('FAST: exact three digits 900, last two 90, last one 9', () => {
    expect(win('FAST_3D', ['507'], 100, FAST)).toBe(90_000);
    expect(win('FAST_3D', ['570', '057'], 100, FAST)).toBe(0);
    expect(win('FAST_2D', ['07', '50'], 100, FAST)).toBe(9000);
    expect(win('FAST_1D', ['7', '0', '5'], 300, FAST)).toBe(2700);
  });

  it('ELOTT_POS: position p drew digit d, 9.8', () => {
    const prizes = elott(9, 9, 4, 0, 1);
    expect(win('ELOTT_POS', ['1:9', '2:9', '3:9'], 100, prizes)).toBe(1960);
    expect(win('ELOTT_POS', ['4:0', '5:1'], 105, prizes)).toBe(2 * 1029);
    expect(win('ELOTT_POS', ['5:9'], 100, prizes)).toBe(0);
  });

  it('ELOTT_BS: a sum of 23 is BIG, 22 is SMALL, 1.98', () => {
    expect(win('ELOTT_BS', ['BIG'], 100, elott(9, 9, 4, 0, 1))).toBe(198); // 23
    expect(win('ELOTT_BS', ['SMALL'], 100, elott(9, 9, 4, 0, 1))).toBe(0);
    expect(win('ELOTT_BS', ['SMALL'], 100, elott(9, 9, 3, 0, 1))).toBe(198); // 22
    expect(win('ELOTT_BS', ['BIG'], 100, elott(9, 9, 3, 0, 1))).toBe(0);
    expect(win('ELOTT_BS', ['SMALL'], 100, elott(0, 0, 0, 0, 0))).toBe(198);
    expect(win('ELOTT_BS', ['BIG'], 100, elott(9, 9, 9, 9, 9))).toBe(198);
    // Both sides of one bet: exactly one wins.
    expect(win('ELOTT_BS', ['BIG', 'SMALL'], 500, elott(5, 5, 5, 5, 3))).toBe(990);
  });

  it('rounds a fraction of a minor unit half up, once per bet', () => {
    expect(win('VN_LO2', ['00'], 101, NORTH)).toBe(354); // 353.5
    expect(win('ELOTT_BS', ['BIG'], 101, elott(9, 9, 9, 9, 9))).toBe(200); // 199.98
    expect(win('ELOTT_BS', ['BIG'], 125, elott(9, 9, 9, 9, 9))).toBe(248); // 247.5
    expect(win('ELOTT_BS', ['BIG'], 124, elott(9, 9, 9, 9, 9))).toBe(246); // 245.52
    // Two hits of 3.5 × 1.01 = 7.07, not twice 3.54.
    expect(win('VN_LO2', ['33'], 101, NORTH)).toBe(707);
  });

  it('the largest bet stays an exact integer', () => {
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    // Every one of the 27 prizes ends in exactly one of the 100 endings.
    expect(win('VN_LO2', all, 500_000, NORTH)).toBe(27 * 350 * 5000);
    expect(win('VN_4D', ['2345'], 100_000, NORTH)).toBe(500_000_000);
  });

  it('refuses a number that does not fit its play type, a bad stake, an unknown play type', () => {
    expect(() => win('VN_LO2', ['5'], 100, NORTH)).toThrow(RangeError);
    expect(() => win('FAST_1D', ['07'], 100, FAST)).toThrow(RangeError);
    expect(() => win('ELOTT_POS', ['6:1'], 100, elott(1, 2, 3, 4, 5))).toThrow(RangeError);
    expect(() => win('ELOTT_BS', ['big'], 100, elott(1, 2, 3, 4, 5))).toThrow(RangeError);
    expect(() => win('VN_DE', ['45'], 1.5, NORTH)).toThrow(RangeError);
    expect(() => win('NOPE' as LotteryPlayType, ['45'], 100, NORTH)).toThrow(RangeError);
  });

  it('possibleWin: the exact most a bet can pay on its game, per hit where it pays per hit', () => {
    const north = { kind: 'VN', region: 'NORTH' } as const;
    const south = { kind: 'VN', region: 'SOUTH' } as const;
    // VN_LO2 pays per hit: all 27 (north) or 18 (south) prizes can end in one picked number.
    expect(possibleWinMinor(north, 'VN_LO2', ['45', '33'], 100)).toBe(27 * 350);
    expect(possibleWinMinor(south, 'VN_LO2', ['45'], 101)).toBe(6363); // 18 × 3.535
    expect(possibleWinMinor(north, 'VN_LO2', [], 100)).toBe(0);
    // One number at most wins, once: the special prize's ending, the one fast number, big or small.
    expect(possibleWinMinor(north, 'VN_DE', ['45', '33', '01'], 100)).toBe(7000);
    expect(possibleWinMinor(south, 'VN_4D', ['1234', '5678'], 100)).toBe(500_000);
    expect(possibleWinMinor({ kind: 'FAST' }, 'FAST_3D', ['123'], 100_000)).toBe(90_000_000);
    expect(possibleWinMinor({ kind: 'FAST' }, 'FAST_2D', ['12', '34', '56'], 250)).toBe(22_500);
    expect(possibleWinMinor({ kind: 'ELOTT' }, 'ELOTT_BS', ['BIG', 'SMALL'], 100)).toBe(198);
    expect(possibleWinMinor({ kind: 'ELOTT' }, 'ELOTT_BS', ['BIG'], 101)).toBe(200);
    // One number per position.
    expect(possibleWinMinor({ kind: 'ELOTT' }, 'ELOTT_POS', ['1:0', '1:1', '3:9'], 100)).toBe(1960);
    // SEA: distinct drawn numbers, so the best places by tier, one per picked number.
    const sea = { kind: 'SEA' } as const;
    expect(possibleWinMinor(sea, 'SEA_BIG', ['1234', '5678', '0001'], 100)).toBe(400_000);
    expect(possibleWinMinor(sea, 'SEA_BIG', ['1234', '5678', '0001', '0002'], 100)).toBe(418_000);
    const every23 = Array.from({ length: 30 }, (_, i) => String(i).padStart(4, '0'));
    expect(possibleWinMinor(sea, 'SEA_BIG', every23, 100)).toBe(640_000);
    expect(possibleWinMinor(sea, 'SEA_SMALL', ['1234'], 100)).toBe(350_000);
    expect(possibleWinMinor(sea, 'SEA_SMALL', every23, 100)).toBe(650_000);
  });

  it('possibleWin covers repeated hits: [24, 23, 02] at 2.00 × 3.5 with 23 twice paid 28.00 (issue 24)', () => {
    // 23 ends the sixth prize's 123 and a seventh; 24 and 02 end one seventh each: 4 hits.
    const prizes: LotteryPrize[] = NORTH.map((prize) =>
      prize.tier === 'SEVENTH' ? { tier: 'SEVENTH', numbers: ['24', '23', '99', '02'] } : prize,
    );
    const numbers = ['24', '23', '02'];
    expect(win('VN_LO2', numbers, 200, prizes)).toBe(2800);
    // It answered 21.00 (one hit per number); the most is every prize ending in one of them.
    expect(possibleWinMinor({ kind: 'VN', region: 'NORTH' }, 'VN_LO2', numbers, 200)).toBe(18_900);
  });
});

describe('settlement math on random results', () => {
  const games = [
    { kind: 'VN', region: 'NORTH' },
    { kind: 'VN', region: 'CENTRAL' },
    { kind: 'SEA' },
    { kind: 'FAST' },
    { kind: 'ELOTT' },
  ] as const;
  const everyNumber: Record<LotteryPlayType, string[]> = {
    VN_LO2: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
    VN_DE: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
    VN_3D: Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
    VN_4D: Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')),
    SEA_BIG: Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')),
    SEA_SMALL: Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')),
    FAST_3D: Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
    FAST_2D: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
    FAST_1D: Array.from({ length: 10 }, (_, i) => String(i)),
    ELOTT_POS: Array.from({ length: 50 }, (_, i) => `${Math.floor(i / 10) + 1}:${i % 10}`),
    ELOTT_BS: ['BIG', 'SMALL'],
  };
  // Staking every possible number once pays exactly the occurrences the result has (hundredths
  // of a unit per unit staked).
  const occurrences: Record<LotteryPlayType, (prizes: LotteryPrize[]) => number> = {
    VN_LO2: (prizes) => prizes.flatMap((p) => p.numbers).length * 350,
    VN_DE: () => 7000,
    VN_3D: () => 60_000,
    VN_4D: () => 500_000,
    SEA_BIG: () => (2500 + 1000 + 500 + 10 * 180 + 10 * 60) * 100,
    SEA_SMALL: () => (3500 + 2000 + 1000) * 100,
    FAST_3D: () => 90_000,
    FAST_2D: () => 9000,
    FAST_1D: () => 900,
    ELOTT_POS: () => 5 * 980,
    ELOTT_BS: () => 198,
  };

  it('staking every number of a play type pays each winning occurrence once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 50 }),
        (seed, units) => {
          for (const game of games) {
            const prizes = drawResult(game, seeded(seed));
            const settle = winCalculator(prizes);
            for (const playType of LOTTERY_PLAY_TYPES[game.kind]) {
              const paid = settle({
                playType,
                numbers: everyNumber[playType],
                stakeMinor: units * 100,
              });
              expect(paid).toBe(occurrences[playType](prizes) * units);
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a single number never pays more than possibleWin', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        for (const game of games) {
          const prizes = drawResult(game, seeded(seed));
          for (const playType of LOTTERY_PLAY_TYPES[game.kind]) {
            for (const number of everyNumber[playType].slice(0, 200)) {
              expect(win(playType, [number], 100, prizes)).toBeLessThanOrEqual(
                possibleWinMinor(game, playType, [number], 100),
              );
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  // Results made to hit: every digit drawn from the first few (SEA: at least 3, for 23 distinct
  // numbers), so endings repeat and bets on numbers of those digits hit often.
  const fewDigits = (seed: number, digits: number): RandomInt => {
    const next = seeded(seed);
    return (max) => (max === 10 ? next(digits) : next(max));
  };
  const ofDigits = (number: string, digits: number) =>
    [...number.replace(/^[1-5]:/, '')].every((d) => !/\d/.test(d) || Number(d) < digits);

  it('no bet is ever paid more than its possibleWin, on random results and bets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 100, max: 500_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 100 }),
        (seed, digits, stakeMinor, picks) => {
          for (const game of games) {
            const used = game.kind === 'SEA' ? Math.max(digits, 3) : digits;
            const prizes = drawResult(game, fewDigits(seed, used));
            for (const playType of LOTTERY_PLAY_TYPES[game.kind]) {
              const pool = everyNumber[playType].filter((number) => ofDigits(number, used));
              const numbers = [...new Set(picks.map((pick) => pool[pick % pool.length]!))];
              expect(
                win(playType, numbers, stakeMinor, prizes),
                `${playType} ${numbers.join(',')}`,
              ).toBeLessThanOrEqual(possibleWinMinor(game, playType, numbers, stakeMinor));
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('possibleWin is attained: a result of zeros pays it to the bet on every number of zeros', () => {
    for (const game of games.filter(({ kind }) => kind !== 'SEA')) {
      const prizes = drawResult(game, () => 0);
      for (const playType of LOTTERY_PLAY_TYPES[game.kind]) {
        const numbers = everyNumber[playType].filter((number) => ofDigits(number, 1));
        expect(win(playType, numbers, 150, prizes), playType).toBe(
          possibleWinMinor(game, playType, numbers, 150),
        );
      }
    }
    // SEA: the first, second, third and a starter prize.
    expect(win('SEA_BIG', ['1234', '5678', '9012', '0001'], 100, SEA)).toBe(
      possibleWinMinor({ kind: 'SEA' }, 'SEA_BIG', ['1234', '5678', '9012', '0001'], 100),
    );
  });
});

describe('schedule', () => {
  const north = dailySchedule(11, 15);
  const at = (iso: string) => new Date(iso);

  it('a daily game: the numero is the draw day, index 1; bets close 15 minutes before', () => {
    expect(nextOpenDraw(north, at('2026-11-26T10:59:59.999Z'))).toEqual({
      numero: '20261126-0001',
      drawTime: at('2026-11-26T11:15:00Z'),
      closeTime: at('2026-11-26T11:00:00Z'),
    });
    // At the close itself the draw no longer takes bets: the next one does.
    expect(nextOpenDraw(north, at('2026-11-26T11:00:00Z')).numero).toBe('20261127-0001');
    expect(nextOpenDraw(north, at('2026-11-26T23:59:59Z')).numero).toBe('20261127-0001');
    expect(nextOpenDraw(north, at('2026-12-31T12:00:00Z')).numero).toBe('20270101-0001');
    expect(drawOf(north, '20261126-0001')?.drawTime).toEqual(at('2026-11-26T11:15:00Z'));
    expect(drawOf(north, '20261126-0002')).toBeNull();
  });

  it('a fast game: draws from midnight UTC numbered 0001 …, bets close min(10, interval/4) before', () => {
    const fast = fastSchedule(120);
    expect(fast.closeBeforeSeconds).toBe(10);
    expect(fastSchedule(30).closeBeforeSeconds).toBe(7);
    expect(drawOf(fast, '20261126-0001')).toEqual({
      numero: '20261126-0001',
      drawTime: at('2026-11-26T00:00:00Z'),
      closeTime: at('2026-11-25T23:59:50Z'),
    });
    expect(drawOf(fast, '20261126-0720')?.drawTime).toEqual(at('2026-11-26T23:58:00Z'));
    expect(drawOf(fast, '20261126-0721')).toBeNull(); // that is 20261127-0001
    expect(nextOpenDraw(fast, at('2026-11-26T00:00:00Z')).numero).toBe('20261126-0002');
    expect(nextOpenDraw(fast, at('2026-11-26T00:01:49.999Z')).numero).toBe('20261126-0002');
    expect(nextOpenDraw(fast, at('2026-11-26T00:01:50Z')).numero).toBe('20261126-0003');
    expect(nextOpenDraw(fast, at('2026-11-26T23:57:50Z')).numero).toBe('20261127-0001');
  });

  it('an interval that does not divide the day: indexes restart at 0001 each UTC day', () => {
    const odd: DrawSchedule = { intervalSeconds: 7, offsetSeconds: 3, closeBeforeSeconds: 1 };
    const draws = drawsBetween(odd, at('2026-11-26T23:58:00Z'), at('2026-11-27T00:02:00Z'));
    expect(draws.length).toBeGreaterThan(30);
    let previous: { day: string; index: number } | null = null;
    for (const draw of draws) {
      const [day, index] = [draw.numero.slice(0, 8), Number(draw.numero.slice(9))];
      const drawDay = draw.drawTime.toISOString().slice(0, 10).replaceAll('-', '');
      expect(day).toBe(drawDay);
      if (previous !== null) {
        expect(index).toBe(previous.day === day ? previous.index + 1 : 1);
      }
      previous = { day, index };
      expect(drawOf(odd, draw.numero)).toEqual(draw);
      expect(draw.closeTime.getTime()).toBe(draw.drawTime.getTime() - 1000);
      expect((draw.drawTime.getTime() / 1000 - 3) % 7).toBe(0);
    }
    expect(draws.some((draw) => draw.numero === '20261127-0001')).toBe(true);
    // 12,343 draws on 2026-11-27 (86,400 / 7 rounded one way or the other): 5-digit indexes.
    const lastOfDay = drawsBetween(odd, at('2026-11-27T23:59:30Z'), at('2026-11-28T00:00:00Z')).at(
      -1,
    )!;
    expect(drawOf(odd, lastOfDay.numero)).toEqual(lastOfDay);
    expect(Number(lastOfDay.numero.slice(9))).toBeGreaterThan(9999);
  });

  it('drawsBetween takes draw times in (from, to]', () => {
    const fast = fastSchedule(120);
    const numeros = (from: string, to: string) =>
      drawsBetween(fast, at(from), at(to)).map((draw) => draw.numero);
    expect(numeros('2026-11-26T00:00:00Z', '2026-11-26T00:06:00Z')).toEqual([
      '20261126-0002',
      '20261126-0003',
      '20261126-0004',
    ]);
    expect(numeros('2026-11-26T00:00:00Z', '2026-11-26T00:01:59.999Z')).toEqual([]);
    expect(numeros('2026-11-26T00:06:00Z', '2026-11-26T00:00:00Z')).toEqual([]);
    expect(
      drawsBetween(north, at('2026-11-25T11:15:00Z'), at('2026-11-27T11:15:00Z')),
    ).toHaveLength(2);
  });

  it('refuses numeros that are not the schedule’s', () => {
    const fast = fastSchedule(120);
    for (const numero of [
      '',
      'x',
      '20261126-001',
      '20261126-00001', // one spelling per draw
      '20261126-0000',
      '20261131-0001', // no 31 November
      '20260229-0001', // 2026 is not a leap year
      '2026112-00001',
      '20261126_0001',
      ' 20261126-0001',
      '20261126-0001 ',
    ]) {
      expect(drawOf(fast, numero), numero).toBeNull();
    }
    expect(drawOf(fast, '20280229-0001')?.drawTime).toEqual(at('2028-02-29T00:00:00Z'));
    expect(drawOf(fast, 42 as unknown as string)).toBeNull();
  });

  it('an offset beyond a day names the same draws', () => {
    const shifted: DrawSchedule = { ...north, offsetSeconds: north.offsetSeconds + 86_400 * 3 };
    const now = at('2026-11-26T08:00:00Z');
    expect(nextOpenDraw(shifted, now)).toEqual(nextOpenDraw(north, now));
  });

  it('refuses a schedule that cannot work', () => {
    const now = at('2026-11-26T08:00:00Z');
    expect(() =>
      nextOpenDraw({ intervalSeconds: 0, offsetSeconds: 0, closeBeforeSeconds: 0 }, now),
    ).toThrow(RangeError);
    expect(() =>
      nextOpenDraw({ intervalSeconds: 60, offsetSeconds: 0, closeBeforeSeconds: 60 }, now),
    ).toThrow(RangeError);
    expect(() =>
      drawOf({ intervalSeconds: 1.5, offsetSeconds: 0, closeBeforeSeconds: 0 }, '20261126-0001'),
    ).toThrow(RangeError);
  });
});
