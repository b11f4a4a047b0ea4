import { formatMinorUnits, formatMoney, toMinorUnits } from './format-money';

describe('formatMoney', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [0, '0.00'],
    [-0, '0.00'],
    [1, '1.00'],
    [999.999, '1,000.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    [-0.004, '0.00'],
    [-0.005, '-0.01'],
    [100, '100.00'],
    [1000, '1,000.00'],
    [12345678901234.5, '12,345,678,901,234.50'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity, null, undefined])('defaults %s to 0.00', (value) => {
    expect(formatMoney(value)).toBe('0.00');
  });

  it('formats decimal strings exactly', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney(' -1,234.5 ')).toBe('-1,234.50');
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
    expect(formatMoney('.5')).toBe('0.50');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney('')).toBe('0.00');
    expect(formatMoney('.')).toBe('0.00');
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [123456, '1,234.56'],
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [-123456789, '-1,234,567.89'],
    [100, '1.00'],
  ])('%s → %s', (minor, expected) => {
    expect(formatMinorUnits(minor)).toBe(expected);
  });

  it('keeps bigint amounts exact beyond the safe integer range', () => {
    expect(formatMinorUnits(900719925474099312n)).toBe('9,007,199,254,740,993.12');
  });

  it.each([NaN, null, undefined])('defaults %s to 0.00', (value) => {
    expect(formatMinorUnits(value)).toBe('0.00');
  });
});

describe('toMinorUnits', () => {
  it('shifts decimal digits without float arithmetic', () => {
    expect(toMinorUnits(19.99)).toBe(1999n);
    expect(toMinorUnits(0.29)).toBe(29n);
    expect(toMinorUnits('1e3')).toBe(100000n);
    expect(toMinorUnits('x')).toBeNull();
  });
});
