// The demo slot: the paylines and the pays of hand-built lines, the exact RTP of both models, and
// one million simulated rounds from the server's crypto source against the configured return.
import { describe, expect, it } from 'vitest';
import { cryptoRandomInt, scriptedRandomInt, seededRandomInt } from './random';
import {
  CONFIGURED_RTP,
  DEFAULT_LINES,
  JACKPOT_MODEL,
  JACKPOT_MULTIPLIER,
  lineStatistics,
  linePay,
  linesFor,
  MAX_LINES,
  PAYLINES,
  PAYTABLE,
  REELS,
  SLOT_SYMBOLS,
  slotModelFor,
  spin,
  spinMultiplier,
  STANDARD_MODEL,
  type SlotModel,
  type SlotSymbol,
  winOf,
} from './slot-engine';

const ix = (name: SlotSymbol) => SLOT_SYMBOLS.indexOf(name);
const line = (...names: SlotSymbol[]) => names.map(ix);

/** A model whose strips are given by name (hand-built screens). */
function modelOf(jackpot: boolean, strips: SlotSymbol[][]): SlotModel {
  return { name: jackpot ? 'jackpot' : 'standard', jackpot, strips: strips.map((s) => s.map(ix)) };
}

describe('paylines', () => {
  it('has 243 distinct shapes, the 25 classic ones first, each a row per reel', () => {
    expect(PAYLINES).toHaveLength(243);
    expect(MAX_LINES).toBe(243);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(243);
    expect(PAYLINES[0]).toEqual([1, 1, 1, 1, 1]);
    expect(PAYLINES[1]).toEqual([0, 0, 0, 0, 0]);
    expect(PAYLINES[2]).toEqual([2, 2, 2, 2, 2]);
    expect(PAYLINES[3]).toEqual([0, 1, 2, 1, 0]);
    expect(PAYLINES[24]).toEqual([1, 2, 0, 2, 1]);
    for (const shape of PAYLINES) {
      expect(shape).toHaveLength(REELS);
      for (const row of shape) expect([0, 1, 2]).toContain(row);
    }
  });

  it('plays the catalogue line count, 25 when it is 0, at most 243', () => {
    expect(linesFor(9)).toBe(9);
    expect(linesFor(50)).toBe(50);
    expect(linesFor(0)).toBe(DEFAULT_LINES);
    expect(linesFor(-3)).toBe(DEFAULT_LINES);
    expect(linesFor(1024)).toBe(243);
  });
});

describe('linePay', () => {
  it('pays 3, 4 and 5 of a kind from the left, nothing for 2 or a run not from reel 1', () => {
    expect(linePay(line('BELL', 'BELL', 'BELL', 'LEMON', 'CHERRY'), false)).toBe(PAYTABLE.BELL[0]);
    expect(linePay(line('BELL', 'BELL', 'BELL', 'BELL', 'CHERRY'), false)).toBe(PAYTABLE.BELL[1]);
    expect(linePay(line('SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN'), false)).toBe(1000);
    expect(linePay(line('BELL', 'BELL', 'LEMON', 'BELL', 'BELL'), false)).toBe(0);
    expect(linePay(line('LEMON', 'BELL', 'BELL', 'BELL', 'BELL'), false)).toBe(0);
    expect(linePay(line('BLANK', 'BLANK', 'BLANK', 'BLANK', 'BLANK'), false)).toBe(0);
  });

  it('lets a wild stand for a symbol, and pays wilds alone when that pays more', () => {
    expect(linePay(line('WILD', 'LOTUS', 'WILD', 'CHERRY', 'BELL'), false)).toBe(PAYTABLE.LOTUS[0]);
    expect(linePay(line('LOTUS', 'WILD', 'WILD', 'LOTUS', 'LOTUS'), false)).toBe(PAYTABLE.LOTUS[2]);
    // Three wilds (100) beat four cherries (15).
    expect(linePay(line('WILD', 'WILD', 'WILD', 'CHERRY', 'BELL'), false)).toBe(100);
    // Five dragons with wilds (500) beat two wilds (nothing).
    expect(linePay(line('WILD', 'WILD', 'DRAGON', 'DRAGON', 'WILD'), false)).toBe(500);
    expect(linePay(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD'), false)).toBe(2500);
    // A wild does not stand for a blank.
    expect(linePay(line('WILD', 'BLANK', 'WILD', 'WILD', 'WILD'), false)).toBe(0);
  });

  it('pays the jackpot for five jackpot symbols only in a JP game, and no wild stands for one', () => {
    const five = line('JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT');
    expect(linePay(five, true)).toBe(JACKPOT_MULTIPLIER);
    expect(linePay(five, false)).toBe(0);
    expect(linePay(line('JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT', 'WILD'), true)).toBe(0);
    expect(linePay(line('WILD', 'JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT'), true)).toBe(0);
    expect(linePay(line('JACKPOT', 'JACKPOT', 'JACKPOT', 'JACKPOT', 'BELL'), true)).toBe(0);
  });
});

describe('spin', () => {
  // Reel strips of three positions: stop 0 shows rows 0, 1, 2 as listed.
  const screen = modelOf(false, [
    ['CHERRY', 'BELL', 'SEVEN'],
    ['CHERRY', 'BELL', 'LEMON'],
    ['CHERRY', 'BELL', 'SEVEN'],
    ['LEMON', 'BELL', 'CLOVER'],
    ['CLOVER', 'LEMON', 'DRAGON'],
  ]);

  it('pays each of the game’s lines on the screen the reels stopped at', () => {
    // Line 1 (middle): BELL×4 = 25; line 2 (top): CHERRY×3 = 5; line 3 (bottom): SEVEN LEMON … = 0;
    // line 4 (0,1,2,1,0): CHERRY BELL SEVEN = 0; line 5 (2,1,0,1,2): SEVEN BELL CHERRY = 0.
    const result = spin(screen, 5, 500, scriptedRandomInt([0, 0, 0, 0, 0]));
    expect(result.stops).toEqual([0, 0, 0, 0, 0]);
    expect(result.grid[0]).toEqual(['CHERRY', 'BELL', 'SEVEN']);
    expect(result.lineWins).toEqual([
      { line: 1, multiplier: 25, count: 4, symbol: 'BELL' },
      { line: 2, multiplier: 5, count: 3, symbol: 'CHERRY' },
    ]);
    expect(result.totalMultiplier).toBe(30);
    // 5 lines at 1.00 each: 30 line bets = 30.00.
    expect(result.win).toBe(3000);
    expect(result.jackpotHit).toBe(false);
  });

  it('plays only the first N lines and wraps the strip at its end', () => {
    // Stop 1 on every reel: rows show positions 1, 2, 0.
    const result = spin(screen, 1, 100, scriptedRandomInt([1, 1, 1, 1, 1]));
    expect(result.grid[0]).toEqual(['BELL', 'SEVEN', 'CHERRY']);
    // Line 1 is now the middle row: SEVEN LEMON SEVEN … = 0 (line 2's CHERRY row is not played).
    expect(result.lineWins).toEqual([]);
    expect(result.win).toBe(0);
  });

  it('marks a jackpot and pays it in a JP game', () => {
    const jp = modelOf(
      true,
      Array.from({ length: 5 }, () => ['JACKPOT', 'JACKPOT', 'JACKPOT'] as SlotSymbol[]),
    );
    const result = spin(jp, 1, 2500, scriptedRandomInt([0, 0, 0, 0, 0]));
    expect(result.jackpotHit).toBe(true);
    expect(result.win).toBe(2500 * JACKPOT_MULTIPLIER);
  });

  it('rounds the win down once, over the whole spin', () => {
    // 25 lines, stake 0.10: a 5× line pays 10 × 5 / 25 = 2 minor units; 7× pays 2.8 → 2.
    expect(winOf(10, 5, 25)).toBe(2);
    expect(winOf(10, 7, 25)).toBe(2);
    expect(winOf(2500, 37, 25)).toBe(3700);
  });

  it('answers the same multiplier from spinMultiplier as from spin', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const a = spin(JACKPOT_MODEL, 20, 2000, seededRandomInt(seed));
      const b = spinMultiplier(JACKPOT_MODEL, 20, seededRandomInt(seed));
      expect(b).toBe(a.totalMultiplier);
    }
  });
});

describe('return to player', () => {
  it('uses the jackpot model only for games classified JP', () => {
    expect(slotModelFor(['JP', 'TG'])).toBe(JACKPOT_MODEL);
    expect(slotModelFor(['AC'])).toBe(STANDARD_MODEL);
    expect(slotModelFor([])).toBe(STANDARD_MODEL);
    expect(STANDARD_MODEL.strips.flat()).not.toContain(ix('JACKPOT'));
    for (const strip of JACKPOT_MODEL.strips) {
      expect(strip.filter((s) => s === ix('JACKPOT'))).toHaveLength(1);
    }
  });

  it('is 96 % exactly (within 0.01 percentage points) in both models, by enumeration', () => {
    const standard = lineStatistics(STANDARD_MODEL);
    const jackpot = lineStatistics(JACKPOT_MODEL);
    expect(standard.numerator).toBe(25_627_310n);
    expect(standard.denominator).toBe(26_693_632n);
    expect(jackpot.numerator).toBe(28_566_530n);
    expect(jackpot.denominator).toBe(29_754_000n);
    expect(Math.abs(standard.rtp - CONFIGURED_RTP)).toBeLessThan(0.0001);
    expect(Math.abs(jackpot.rtp - CONFIGURED_RTP)).toBeLessThan(0.0001);
    // The jackpot is in the JP model’s return: about one line in 30 million, 0.034 points of it.
    expect(jackpot.jackpotRate).toBeGreaterThan(0);
    expect(jackpot.jackpotRate * JACKPOT_MULTIPLIER).toBeLessThan(0.001);
    expect(standard.jackpotRate).toBe(0);
  });

  it.each([
    ['standard', STANDARD_MODEL],
    ['jackpot', JACKPOT_MODEL],
  ] as const)(
    'measures the configured return over one million rounds of the %s model (25 lines, crypto source)',
    (_name, model) => {
      const rounds = 1_000_000;
      const lines = 25;
      const random = cryptoRandomInt();
      const stops = [0, 0, 0, 0, 0];
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        // The return of one round per unit of stake: its multiplier over the lines.
        const r = spinMultiplier(model, lines, random, stops) / lines;
        sum += r;
        squares += r * r;
      }
      const mean = sum / rounds;
      const variance = (squares - rounds * mean * mean) / (rounds - 1);
      const standardError = Math.sqrt(variance / rounds);
      const exact = lineStatistics(model).rtp;
      // Four standard errors: a correct engine fails this about once in 16,000 runs.
      const tolerance = 4 * standardError;
      console.log(
        `demo slot (${model.name}): measured RTP ${(mean * 100).toFixed(3)} % over ${rounds} rounds, ` +
          `exact ${(exact * 100).toFixed(4)} %, configured ${CONFIGURED_RTP * 100} %, ` +
          `standard error ${(standardError * 100).toFixed(3)} points, tolerance ±${(tolerance * 100).toFixed(3)}`,
      );
      expect(Math.abs(mean - exact)).toBeLessThan(tolerance);
      expect(Math.abs(mean - CONFIGURED_RTP)).toBeLessThan(tolerance + 0.0001);
      // The tolerance means something: well under a percentage point.
      expect(tolerance).toBeLessThan(0.01);
    },
  );
});
