import {
  formatClock,
  formatDate,
  formatDateTime,
  formatGmtOffset,
  localOffsetMinutes,
} from './format-date';

// 2025-03-04T05:06:07Z, chosen so every field needs zero padding.
const instant = Date.UTC(2025, 2, 4, 5, 6, 7);

describe('date formatting with explicit offsets', () => {
  it('formats date-time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(instant, { offsetMinutes: 0 })).toBe('2025-03-04 05:06:07');
    expect(formatDateTime(new Date(instant), { offsetMinutes: 480 })).toBe('2025-03-04 13:06:07');
    expect(formatDateTime('2025-03-04T05:06:07Z', { offsetMinutes: -360 })).toBe(
      '2025-03-03 23:06:07',
    );
  });

  it('crosses year boundaries with the offset', () => {
    expect(formatDateTime(Date.UTC(2024, 11, 31, 20, 0, 0), { offsetMinutes: 480 })).toBe(
      '2025-01-01 04:00:00',
    );
    expect(formatDate(Date.UTC(2024, 11, 31, 20, 0, 0), { offsetMinutes: 480 })).toBe('2025-01-01');
  });

  it('formats the clock with the GMT offset', () => {
    expect(formatClock(instant, { offsetMinutes: 480 })).toBe('2025-03-04 13:06:07 GMT+08:00');
    expect(formatClock(instant, { offsetMinutes: -210 })).toBe('2025-03-04 01:36:07 GMT-03:30');
    expect(formatClock(instant, { offsetMinutes: 0 })).toBe('2025-03-04 05:06:07 GMT+00:00');
    expect(formatClock(instant, { offsetMinutes: 345 })).toBe('2025-03-04 10:51:07 GMT+05:45');
  });

  it.each([
    [480, 'GMT+08:00'],
    [-300, 'GMT-05:00'],
    [0, 'GMT+00:00'],
    [-30, 'GMT-00:30'],
  ])('formats offset %s as %s', (offset, expected) => {
    expect(formatGmtOffset(offset)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a date', NaN])('returns an empty string for %s', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
  });
});

describe('date formatting in the local zone', () => {
  it('uses the runtime offset in force at that instant', () => {
    const date = new Date(instant);
    const offset = -date.getTimezoneOffset() || 0;
    expect(localOffsetMinutes(date)).toBe(offset);
    expect(formatDateTime(date)).toBe(formatDateTime(date, { offsetMinutes: offset }));
    expect(formatClock(date)).toBe(formatClock(date, { offsetMinutes: offset }));
    // Reading the local getters directly gives the same wall-clock time.
    const p = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(date)).toBe(
      `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`,
    );
  });

  it('defaults the clock to now', () => {
    vi.useFakeTimers({ now: instant });
    try {
      expect(formatClock()).toBe(formatClock(instant));
    } finally {
      vi.useRealTimers();
    }
  });
});
