import { depositRangeMessage } from './deposit-rules';
import { formatMoneyText, toMoneyString, parseMoney, WalletLimits } from './wallet-rules';
import { withdrawalRangeMessage } from './withdrawal-rules';

describe('parseMoney', () => {
  it('reads plain decimal strings with at most two decimals into minor units', () => {
    expect(parseMoney('12.34')).toBe(1234);
    expect(parseMoney('5')).toBe(500);
    expect(parseMoney('0.5')).toBe(50);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('100.10')).toBe(10010);
    expect(parseMoney('1000000000.00')).toBe(WalletLimits.maxAmountMinor);
    expect(parseMoney('1000000000')).toBe(WalletLimits.maxAmountMinor);
  });

  it.each([
    '',
    '0',
    '0.0',
    '0.00',
    '0.001',
    '1.234',
    ' 1',
    '1 ',
    '1,000',
    '1e3',
    '1E3',
    '0x10',
    '-1',
    '+1',
    '-0.01',
    'NaN',
    'Infinity',
    '1.',
    '.5',
    '01',
    '00.50',
    '1_000',
    '１２',
    '1000000000.01',
    '99999999999999999999',
    '9'.repeat(400),
  ])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('refuses anything but a string', () => {
    for (const value of [1, 12.34, 0, -1, NaN, Infinity, 1e3, null, undefined, true, {}, [], 10n]) {
      expect(parseMoney(value)).toBeNull();
    }
  });

  it('takes a lower maximum', () => {
    expect(parseMoney('10.00', 1000)).toBe(1000);
    expect(parseMoney('10.01', 1000)).toBeNull();
  });
});

describe('toMoneyString', () => {
  it('writes exactly two decimals, a sign when negative, no separators', () => {
    expect(toMoneyString(0)).toBe('0.00');
    expect(toMoneyString(1)).toBe('0.01');
    expect(toMoneyString(1234)).toBe('12.34');
    expect(toMoneyString(-5)).toBe('-0.05');
    expect(toMoneyString(123456789)).toBe('1234567.89');
    expect(toMoneyString(WalletLimits.maxBalanceMinor)).toBe('100000000000.00');
  });

  it('reads back what it wrote', () => {
    for (const minor of [1, 9, 10, 99, 100, 101, 1234, 100000, WalletLimits.maxAmountMinor]) {
      expect(parseMoney(toMoneyString(minor))).toBe(minor);
    }
  });

  it('throws on a non-integer', () => {
    expect(() => toMoneyString(1.5)).toThrow(RangeError);
    expect(() => toMoneyString(NaN)).toThrow(RangeError);
  });
});

describe('formatMoneyText', () => {
  it('writes two decimals, comma thousands and a sign when negative', () => {
    expect(formatMoneyText(0)).toBe('0.00');
    expect(formatMoneyText(1)).toBe('0.01');
    expect(formatMoneyText(-5)).toBe('-0.05');
    expect(formatMoneyText(99999)).toBe('999.99');
    expect(formatMoneyText(100000)).toBe('1,000.00');
    expect(formatMoneyText(1234500)).toBe('12,345.00');
    expect(formatMoneyText(-123456789)).toBe('-1,234,567.89');
    expect(formatMoneyText(WalletLimits.maxBalanceMinor)).toBe('100,000,000,000.00');
  });

  it('is the money text of the deposit and withdrawal range messages', () => {
    expect(depositRangeMessage(10000, 5000000)).toBe(
      'The amount must be between 100.00 and 50,000.00',
    );
    expect(withdrawalRangeMessage(10000, 5000000)).toBe(
      'The amount must be between 100.00 and 50,000.00',
    );
  });
});
