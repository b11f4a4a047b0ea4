import { describe, expect, it } from 'vitest';
import type { LotteryPlayTypeInfo } from './lottery';
import {
  LOTTERY_PER_HIT_PLAY_TYPES,
  lotteryHundredthsToMinor,
  lotteryOddsHundredths,
  lotteryPossibleWinMinor,
  lotteryPrizeStructure,
} from './lottery-rules';

const places = (game: Parameters<typeof lotteryPrizeStructure>[0]) =>
  lotteryPrizeStructure(game).reduce((sum, tier) => sum + tier.count, 0);

const info = (
  playType: LotteryPlayTypeInfo['playType'],
  odds: string,
  oddsByTier?: LotteryPlayTypeInfo['oddsByTier'],
) => (oddsByTier ? { playType, odds, oddsByTier } : { playType, odds });

describe('lottery rules', () => {
  it('knows the prize structure of every kind of draw', () => {
    expect(places({ kind: 'VN', region: 'NORTH' })).toBe(27);
    expect(places({ kind: 'VN', region: 'CENTRAL' })).toBe(18);
    expect(places({ kind: 'VN', region: 'SOUTH' })).toBe(18);
    expect(places({ kind: 'SEA' })).toBe(23);
    expect(lotteryPrizeStructure({ kind: 'FAST' })).toEqual([
      { tier: 'MAIN', count: 1, digits: 3 },
    ]);
    expect(lotteryPrizeStructure({ kind: 'ELOTT' })).toEqual([
      { tier: 'MAIN', count: 5, digits: 1 },
    ]);
    expect(() => lotteryPrizeStructure({ kind: 'VN' })).toThrow(RangeError);
  });

  it('reads odds exactly and rounds hundredths half up', () => {
    expect([lotteryOddsHundredths('3.5'), lotteryOddsHundredths('1.98')]).toEqual([350, 198]);
    expect(lotteryOddsHundredths('5000')).toBe(500_000);
    expect(() => lotteryOddsHundredths('1.234')).toThrow(RangeError);
    expect(() => lotteryOddsHundredths('-1')).toThrow(RangeError);
    expect([lotteryHundredthsToMinor(35_349), lotteryHundredthsToMinor(35_350)]).toEqual([
      353, 354,
    ]);
  });

  it('the possible win of a per-hit play type counts every prize of the draw on its numbers', () => {
    expect(LOTTERY_PER_HIT_PLAY_TYPES).toEqual(['VN_LO2']);
    const lo = info('VN_LO2', '3.5');
    // The slip: [24, 23, 02] at 2.00 × 3.5 showed 21.00 and paid 28.00.
    const north = { kind: 'VN', region: 'NORTH' } as const;
    expect(lotteryPossibleWinMinor(north, lo, ['24', '23', '02'], 200)).toBe(27 * 700);
    expect(lotteryPossibleWinMinor({ kind: 'VN', region: 'CENTRAL' }, lo, ['24'], 200)).toBe(
      18 * 700,
    );
    expect(lotteryPossibleWinMinor(north, lo, [], 200)).toBe(0);
  });

  it('the possible win of the other play types: each drawn number wins for one number at most', () => {
    const north = { kind: 'VN', region: 'NORTH' } as const;
    expect(lotteryPossibleWinMinor(north, info('VN_DE', '70'), ['01', '02'], 100)).toBe(7000);
    expect(lotteryPossibleWinMinor({ kind: 'FAST' }, info('FAST_1D', '9'), ['1', '2'], 100)).toBe(
      900,
    );
    const elott = { kind: 'ELOTT' } as const;
    expect(
      lotteryPossibleWinMinor(elott, info('ELOTT_POS', '9.8'), ['1:1', '1:2', '5:0'], 100),
    ).toBe(1960);
    expect(lotteryPossibleWinMinor(elott, info('ELOTT_BS', '1.98'), ['BIG', 'SMALL'], 101)).toBe(
      200,
    );
    const big = info('SEA_BIG', '2500', {
      FIRST: '2500',
      SECOND: '1000',
      THIRD: '500',
      STARTER: '180',
      CONSOLATION: '60',
    });
    const sea = { kind: 'SEA' } as const;
    expect(lotteryPossibleWinMinor(sea, big, ['0001', '0002'], 100)).toBe(350_000);
    const many = Array.from({ length: 40 }, (_, i) => String(i).padStart(4, '0'));
    expect(lotteryPossibleWinMinor(sea, big, many, 100)).toBe(640_000);
    const small = info('SEA_SMALL', '3500', { FIRST: '3500', SECOND: '2000', THIRD: '1000' });
    expect(lotteryPossibleWinMinor(sea, small, many, 100)).toBe(650_000);
  });
});
