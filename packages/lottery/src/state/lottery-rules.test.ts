import type { GameVendorResponse } from '@lotusplay/api-client/contracts';
import { buildLotteryGame, buildPlayTypeInfo } from '../testing/factories';
import {
  allNumbersOf,
  initialPlayType,
  msUntil,
  paysPerHit,
  pickerShapeOf,
  prizeModeOf,
  randomNumber,
  slipTotals,
  textKey,
} from './lottery-rules';

const lanes = (...vendors: string[]): GameVendorResponse => ({
  lanes: [
    {
      title: 'ELOTT',
      cards: vendors.map((vassalage) => ({ vassalage }) as never),
    },
  ],
});

describe('lottery rules', () => {
  it('chooses the prize mode by SPEC.md §4 (ELOTT lane with TCG_LOTTO_VN or LOTT)', () => {
    expect(prizeModeOf('lottery', lanes('LOTT'))).toBe('Elott');
    expect(prizeModeOf('vnLottery', lanes('ELOTT', 'TCG_LOTTO_VN'))).toBe('Elott');
    expect(prizeModeOf('lottery', lanes('ELOTT'))).toBe('Lott');
    expect(prizeModeOf('lottery', undefined)).toBe('Lott');
    expect(
      prizeModeOf('lottery', {
        lanes: [{ title: 'LOTT', cards: [{ vassalage: 'LOTT' } as never] }],
      }),
    ).toBe('Lott');
    expect(prizeModeOf('seaLottery', lanes('LOTT'))).toBe('SEA');
  });

  it('opens on the asked play type when the game has it, else its default', () => {
    const fast = buildLotteryGame({
      gameCode: 'FAST_3D',
      kind: 'FAST',
      defaultPlayType: 'FAST_3D',
      playTypes: ['FAST_1D', 'FAST_3D', 'FAST_2D'].map((p) => buildPlayTypeInfo(p as never)),
    });
    expect(initialPlayType(fast, 'FAST_2D')).toBe('FAST_2D');
    expect(initialPlayType(fast, 'VN_LO2')).toBe('FAST_3D');
    expect(initialPlayType(fast, null)).toBe('FAST_3D');
    expect(initialPlayType({ ...fast, defaultPlayType: null }, 'nope')).toBe('FAST_3D');
    expect(initialPlayType({ ...fast, defaultPlayType: null, playTypes: [] }, null)).toBeNull();
  });

  it('fits the picker to the play type', () => {
    expect(pickerShapeOf('VN_LO2')).toEqual({ kind: 'grid', digits: 2 });
    expect(pickerShapeOf('FAST_1D')).toEqual({ kind: 'grid', digits: 1 });
    expect(pickerShapeOf('SEA_BIG')).toEqual({ kind: 'input', digits: 4 });
    expect(pickerShapeOf('ELOTT_POS')).toEqual({ kind: 'positions' });
    expect(allNumbersOf('VN_DE')).toHaveLength(100);
    expect(allNumbersOf('ELOTT_POS')).toHaveLength(50);
    expect(allNumbersOf('ELOTT_BS')).toEqual(['BIG', 'SMALL']);
    expect(allNumbersOf('VN_4D')).toBeNull();
  });

  it('picks random numbers that fit and are not taken', () => {
    for (let i = 0; i < 50; i += 1) expect(randomNumber('VN_4D', [])).toMatch(/^\d{4}$/);
    expect(randomNumber('ELOTT_BS', ['BIG'])).toBe('SMALL');
    expect(randomNumber('ELOTT_BS', ['BIG', 'SMALL'])).toBeNull();
    expect(randomNumber('ELOTT_POS', [])).toMatch(/^[1-5]:\d$/);
  });

  it('totals the slip in minor units; the possible win is the most the draw can pay', () => {
    const north = buildLotteryGame({ kind: 'VN', region: 'NORTH' });
    // VN_LO2 pays per hit: all 27 northern prizes can end in one of the numbers.
    expect(slipTotals(north, buildPlayTypeInfo('VN_LO2'), ['12', '34'], 1000)).toEqual({
      totalMinor: 2000,
      possibleWinMinor: 94_500,
    });
    // The slip: [24, 23, 02] at 2.00 showed 21.00 and paid 28.00 (23 came up twice).
    expect(
      slipTotals(north, buildPlayTypeInfo('VN_LO2'), ['24', '23', '02'], 200).possibleWinMinor,
    ).toBe(18_900);
    expect(
      slipTotals(
        buildLotteryGame({ kind: 'VN', region: 'SOUTH' }),
        buildPlayTypeInfo('VN_LO2'),
        ['24'],
        100,
      ).possibleWinMinor,
    ).toBe(6300);
    expect(slipTotals(north, buildPlayTypeInfo('VN_DE'), ['12', '34'], 1000)).toEqual({
      totalMinor: 2000,
      possibleWinMinor: 70_000,
    });
    const elott = buildLotteryGame({ kind: 'ELOTT' });
    expect(slipTotals(elott, buildPlayTypeInfo('ELOTT_BS'), ['BIG'], 333)).toEqual({
      totalMinor: 333,
      possibleWinMinor: 659,
    });
    const sea = buildLotteryGame({ kind: 'SEA' });
    expect(slipTotals(sea, buildPlayTypeInfo('SEA_BIG'), ['1234', '5678', '0001'], 100)).toEqual({
      totalMinor: 300,
      possibleWinMinor: 400_000,
    });
    expect(slipTotals(north, buildPlayTypeInfo('VN_LO2'), [], 100)).toEqual({
      totalMinor: 0,
      possibleWinMinor: 0,
    });
  });

  it('says which play types pay per hit', () => {
    expect(paysPerHit('VN_LO2')).toBe(true);
    expect(paysPerHit('VN_DE')).toBe(false);
    expect(paysPerHit('SEA_BIG')).toBe(false);
  });

  it('counts down on the server clock', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(msUntil('2026-11-26T10:01:00Z', 0, now)).toBe(60_000);
    // The browser is 30 s behind the server: 30 s are left, not 60.
    expect(msUntil('2026-11-26T10:01:00Z', 30_000, now)).toBe(30_000);
  });

  it('names the text keys of codes', () => {
    expect(textKey('playType', 'VN_LO2')).toBe('playTypeVnLo2');
    expect(textKey('tier', 'CONSOLATION')).toBe('tierConsolation');
    expect(textKey('status', 'WON')).toBe('statusWon');
  });
});
