import {
  ACCOUNT_RECORD_QUICK_RANGES,
  AccountRecordLimits,
  accountRecordRangeError,
  accountRecordRangeProblem,
  addCalendarDays,
  calendarDayOf,
  isCalendarDay,
  parseLedgerKinds,
  quickDateRange,
  WalletRecordMessages,
  zonedDayStart,
} from './wallet-records-rules';

describe('quickDateRange', () => {
  const today = new Date('2026-03-05T10:00:00Z');

  it('answers the previous or next 7 or 30 days, today included, both ends inclusive', () => {
    expect(quickDateRange('last7', today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(quickDateRange('last30', today)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(quickDateRange('next7', today)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(quickDateRange('next30', today)).toEqual({ from: '2026-03-05', to: '2026-04-03' });
  });

  it('defines all four ranges, each a valid account record range', () => {
    expect(ACCOUNT_RECORD_QUICK_RANGES).toEqual(['last7', 'last30', 'next7', 'next30']);
    for (const range of ACCOUNT_RECORD_QUICK_RANGES) {
      const { from, to } = quickDateRange(range, today);
      expect(accountRecordRangeError(from, to), range).toBeNull();
    }
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(quickDateRange('last7', new Date('2026-01-02T00:00:00Z'))).toEqual({
      from: '2025-12-27',
      to: '2026-01-02',
    });
    expect(quickDateRange('next7', new Date('2028-02-26T23:59:59Z'))).toEqual({
      from: '2028-02-26',
      to: '2028-03-03',
    });
    expect(quickDateRange('last30', new Date('2028-03-01T12:00:00Z')).from).toBe('2028-02-01');
  });

  it("takes today's calendar day in the time zone (UTC by default)", () => {
    const lateUtc = new Date('2026-03-05T20:00:00Z'); // 04:00 on the 6th in Manila (UTC+8)
    expect(quickDateRange('last7', lateUtc).to).toBe('2026-03-05');
    expect(quickDateRange('last7', lateUtc, 'Asia/Manila')).toEqual({
      from: '2026-02-28',
      to: '2026-03-06',
    });
    expect(quickDateRange('next7', new Date('2026-03-05T02:00:00Z'), 'America/New_York')).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
  });

  it('refuses an invalid date or range', () => {
    expect(() => quickDateRange('last7', new Date('nope'))).toThrow(RangeError);
    expect(() => quickDateRange('last8' as never, today)).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('knows real days', () => {
    for (const day of ['2026-01-01', '2028-02-29', '2026-12-31', '1999-06-15']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of [
      '2026-13-40',
      '2026-02-29',
      '2026-00-10',
      '0001-01-01',
      '1899-12-31',
      '9999-12-31',
      '2026-1-1',
      '20260101',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
      'drop table',
      20260101,
      null,
      undefined,
    ]) {
      expect(isCalendarDay(day), String(day)).toBe(false);
    }
  });

  it('adds days and finds the day of an instant', () => {
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('9998-12-31', 1)).toThrow(RangeError);
    expect(calendarDayOf(new Date('2026-03-05T23:59:59.999Z'))).toBe('2026-03-05');
    expect(calendarDayOf(new Date('2026-03-05T16:00:00Z'), 'Asia/Manila')).toBe('2026-03-06');
  });

  it('finds the instant a day starts in a time zone, daylight saving included', () => {
    expect(zonedDayStart('2026-03-05').toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(zonedDayStart('2026-03-05', 'Asia/Manila').toISOString()).toBe(
      '2026-03-04T16:00:00.000Z',
    );
    // New York: EST (UTC-5) on 8 March 2026 at midnight, EDT (UTC-4) on the 9th.
    expect(zonedDayStart('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(zonedDayStart('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});

describe('accountRecordRangeError', () => {
  it('accepts up to the longest range, both ends included', () => {
    expect(accountRecordRangeError('2026-03-05', '2026-03-05')).toBeNull();
    const from = '2026-01-01';
    const last = addCalendarDays(from, AccountRecordLimits.maxRangeDays - 1);
    expect(accountRecordRangeError(from, last)).toBeNull();
    expect(accountRecordRangeError(from, addCalendarDays(last, 1))).toBe(
      WalletRecordMessages.rangeTooLong,
    );
  });

  it('refuses reversed ranges and bad days', () => {
    expect(accountRecordRangeError('2026-03-05', '2026-03-04')).toBe(
      WalletRecordMessages.rangeReversed,
    );
    expect(accountRecordRangeError('2026-13-40', '2026-03-04')).toBe(
      WalletRecordMessages.dateInvalid,
    );
    expect(accountRecordRangeError('2026-03-04', undefined)).toBe(WalletRecordMessages.dateInvalid);
  });
});

describe('accountRecordRangeProblem', () => {
  it('names the problem of a range, as a key for texts', () => {
    expect(accountRecordRangeProblem('2026-03-05', '2026-03-05')).toBeNull();
    expect(accountRecordRangeProblem('2026-03-05', '2026-03-04')).toBe('rangeReversed');
    expect(accountRecordRangeProblem('2026-05-10', '2026-09-01')).toBe('rangeTooLong');
    expect(accountRecordRangeProblem('2026-02-29', '2026-03-04')).toBe('rangeInvalid');
  });
});

describe('parseLedgerKinds', () => {
  it('reads one kind, a comma list, or nothing (every kind)', () => {
    expect(parseLedgerKinds(undefined)).toEqual([]);
    expect(parseLedgerKinds('')).toEqual([]);
    expect(parseLedgerKinds('deposit')).toEqual(['deposit']);
    expect(parseLedgerKinds('deposit, withdrawal,deposit')).toEqual(['deposit', 'withdrawal']);
  });

  it('refuses anything else', () => {
    for (const type of [
      'drop table',
      'DEPOSIT',
      'deposit,',
      ',',
      'deposit;withdrawal',
      'x'.repeat(201),
      42,
      ['deposit'],
    ]) {
      expect(parseLedgerKinds(type), String(type)).toBeNull();
    }
  });
});
