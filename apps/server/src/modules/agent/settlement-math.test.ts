// The arithmetic of agent contracts against hand-computed cases: the bounds of every settlement
// period at its edges (month ends, February of a leap year, the semimonthly halves, a Monday, the
// brand's time zone), the tier a team reaches, and each holder's due along a chain of contracts.
import { describe, expect, it } from 'vitest';
import type { SettlementPeriod } from '@lotusplay/api-client/contracts';
import {
  completedPeriods,
  computeDues,
  parseRate,
  periodAt,
  rateText,
  tierRate,
} from './settlement-math';
import type { MemberPlay } from './settlement-math';

const iso = (period: SettlementPeriod, at: string, zone = 'UTC', slot = 300) => {
  const { start, end } = periodAt(period, new Date(at), zone, slot);
  return [start.toISOString(), end.toISOString()];
};

describe('periods', () => {
  it('five-minute slots and hours', () => {
    expect(iso('M5', '2026-11-27T10:04:59.999Z')).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T10:05:00.000Z',
    ]);
    expect(iso('M5', '2026-11-27T10:05:00.000Z')[0]).toBe('2026-11-27T10:05:00.000Z');
    // The test knob's shorter slot.
    expect(iso('M5', '2026-11-27T10:00:25Z', 'UTC', 20)).toEqual([
      '2026-11-27T10:00:20.000Z',
      '2026-11-27T10:00:40.000Z',
    ]);
    expect(iso('HOUR', '2026-11-27T10:59:59Z')).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T11:00:00.000Z',
    ]);
    // A half-hour time zone: hours run from :30 UTC.
    expect(iso('HOUR', '2026-11-27T10:10:00Z', 'Asia/Kolkata')).toEqual([
      '2026-11-27T09:30:00.000Z',
      '2026-11-27T10:30:00.000Z',
    ]);
  });

  it("days in the brand's time zone", () => {
    expect(iso('D', '2026-11-27T23:59:59Z')).toEqual([
      '2026-11-27T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
    // Manila is UTC+8: 16:00 UTC is already the next day there.
    expect(iso('D', '2026-11-27T16:00:00Z', 'Asia/Manila')).toEqual([
      '2026-11-27T16:00:00.000Z',
      '2026-11-28T16:00:00.000Z',
    ]);
    expect(iso('D', '2026-11-27T15:59:59Z', 'Asia/Manila')[0]).toBe('2026-11-26T16:00:00.000Z');
  });

  it('weeks from Monday', () => {
    // 2026-11-30 is a Monday; Sunday the 29th belongs to the week before.
    expect(iso('W', '2026-11-29T23:00:00Z')).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(iso('W', '2026-11-30T00:00:00Z')[0]).toBe('2026-11-30T00:00:00.000Z');
  });

  it('semimonthly halves and months, across month and year ends', () => {
    expect(iso('H', '2026-11-15T23:59:59Z')).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
    ]);
    expect(iso('H', '2026-11-16T00:00:00Z')).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    // February of a leap year: the second half has 14 days.
    expect(iso('H', '2028-02-29T12:00:00Z')).toEqual([
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(iso('M', '2026-12-31T23:59:59Z')).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(iso('M', '2027-01-01T00:00:00Z')[0]).toBe('2027-01-01T00:00:00.000Z');
    // A month in Manila starts at 16:00 UTC of the day before.
    expect(iso('M', '2026-11-30T17:00:00Z', 'Asia/Manila')).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
  });

  it('completed periods: newest first, none that has not ended', () => {
    const periods = completedPeriods('H', new Date('2026-12-03T00:00:00Z'), 3);
    expect(periods.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['2026-11-16T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
      ['2026-11-01T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
      ['2026-10-16T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ]);
    // At a period's first instant the one before it has just completed.
    const [last] = completedPeriods('D', new Date('2026-11-28T00:00:00Z'), 1);
    expect(last!.end.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });
});

describe('rates and tiers', () => {
  it('reads and writes percentages in basis points', () => {
    expect(parseRate('0.5')).toBe(50);
    expect(parseRate('0.50')).toBe(50);
    expect(parseRate('20')).toBe(2_000);
    expect(parseRate('1.05')).toBe(105);
    expect(parseRate('1.005')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('abc')).toBeNull();
    expect(rateText(50)).toBe('0.50');
    expect(rateText(2_000)).toBe('20.00');
  });

  it('the highest tier reached by both valid bets and active members', () => {
    const tiers = [
      { minValidBet: 0, minActiveMembers: 1, rateBp: 50 },
      { minValidBet: 1_000_000, minActiveMembers: 5, rateBp: 100 },
    ];
    expect(tierRate(tiers, 0, 0)).toBe(0);
    expect(tierRate(tiers, 5_000_000, 4)).toBe(50);
    expect(tierRate(tiers, 999_999, 9)).toBe(50);
    expect(tierRate(tiers, 1_000_000, 5)).toBe(100);
  });
});

describe('dues along a chain of contracts', () => {
  // top ── a ─┬─ b ── c
  //           └─ d
  // top holds 1.00 %, a 0.60 %, c 0.30 %; b and d hold none.
  const uplines = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 2],
  ]);
  const tier = (rateBp: number) => [{ minValidBet: 0, minActiveMembers: 1, rateBp }];
  const contracts = [
    { contractId: 11, holderId: 1, tiers: tier(100) },
    { contractId: 12, holderId: 2, tiers: tier(60) },
    { contractId: 14, holderId: 4, tiers: tier(30) },
  ];
  const play = (validBet: number, profitLoss: number): MemberPlay => ({
    validBet,
    profitLoss,
    active: true,
  });

  it('salaries: each keeps its rate on its team minus what the holders below it earn', () => {
    // Valid bets: top 100.00, a 0, b 500.00, c 1,000.00, d 333.33.
    const figures = new Map([
      [1, play(10_000, -10_000)],
      [3, play(50_000, 20_000)],
      [4, play(100_000, -60_000)],
      [5, play(33_333, -33_333)],
    ]);
    const dues = computeDues('dailySalary', contracts, uplines, figures);
    const by = new Map(dues.map((due) => [due.holderId, due]));
    // c: team = c = 1,000.00 × 0.30 % = 3.00.
    expect(by.get(4)).toMatchObject({
      teamValidBet: 100_000,
      activeMembers: 1,
      gross: 300,
      deducted: 0,
      amount: 300,
    });
    // a: team = a, b, c, d = 1,833.33 × 0.60 % = 10.99998 → 10.99; minus c's 3.00 = 7.99.
    expect(by.get(2)).toMatchObject({
      teamValidBet: 183_333,
      activeMembers: 3,
      gross: 1_099,
      deducted: 300,
      amount: 799,
    });
    // top: 1,933.33 × 1.00 % = 19.3333 → 19.33; minus a's 10.99 = 8.34.
    expect(by.get(1)).toMatchObject({
      teamValidBet: 193_333,
      activeMembers: 4,
      gross: 1_933,
      deducted: 1_099,
      amount: 834,
    });
    // The house pays the top's gross, split along the chain.
    expect(dues.reduce((sum, due) => sum + due.amount, 0)).toBe(1_933);
  });

  it("dividends: a share of the team's net loss; nothing when the team won", () => {
    const figures = new Map([
      [3, play(50_000, 20_000)], // b won 200.00
      [4, play(100_000, -60_000)], // c lost 600.00
      [5, play(33_333, -33_333)], // d lost 333.33
    ]);
    const dividends = [
      { contractId: 11, holderId: 1, tiers: tier(3_000) },
      { contractId: 12, holderId: 2, tiers: tier(2_000) },
      { contractId: 14, holderId: 4, tiers: tier(1_000) },
    ];
    const by = new Map(
      computeDues('dividend', dividends, uplines, figures).map((d) => [d.holderId, d]),
    );
    // c: lost 600.00 × 10 % = 60.00.
    expect(by.get(4)).toMatchObject({ teamProfitLoss: -60_000, gross: 6_000, amount: 6_000 });
    // a: team lost 733.33 × 20 % = 146.666 → 146.66; minus 60.00 = 86.66.
    expect(by.get(2)).toMatchObject({
      teamProfitLoss: -73_333,
      gross: 14_666,
      deducted: 6_000,
      amount: 8_666,
    });
    // top: the same team × 30 % = 219.999 → 219.99; minus 146.66 = 73.33.
    expect(by.get(1)).toMatchObject({ gross: 21_999, deducted: 14_666, amount: 7_333 });
    // A team that won: no dividend.
    const won = computeDues('dividend', dividends, uplines, new Map([[4, play(10_000, 5_000)]]));
    expect(won.every((due) => due.amount === 0 && due.gross === 0)).toBe(true);
  });

  it('never pays below 0, and a team below every tier earns nothing', () => {
    // a's tier needs 3 active members; it has 1, so its gross is 0 while c's is not.
    const strict = [
      { contractId: 12, holderId: 2, tiers: [{ minValidBet: 0, minActiveMembers: 3, rateBp: 60 }] },
      { contractId: 14, holderId: 4, tiers: tier(30) },
    ];
    const dues = computeDues('dailySalary', strict, uplines, new Map([[4, play(100_000, 0)]]));
    const by = new Map(dues.map((due) => [due.holderId, due]));
    expect(by.get(2)).toMatchObject({ rateBp: 0, gross: 0, deducted: 300, amount: 0 });
    expect(by.get(4)).toMatchObject({ amount: 300 });
  });

  it('a cycle of uplines ends the walk', () => {
    const cycle = new Map<number, number | null>([
      [1, 2],
      [2, 1],
    ]);
    const dues = computeDues(
      'dailySalary',
      [{ contractId: 1, holderId: 1, tiers: tier(100) }],
      cycle,
      new Map([[2, play(10_000, 0)]]),
      10,
    );
    expect(dues[0]).toMatchObject({ teamValidBet: 10_000, gross: 100 });
  });
});
