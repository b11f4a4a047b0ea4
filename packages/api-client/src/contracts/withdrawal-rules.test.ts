import { describe, expect, it } from 'vitest';
import {
  isPaymentPassword,
  proofImageType,
  WITHDRAWAL_STATUSES,
  WithdrawalErrorCodes,
  WithdrawalLimits,
  withdrawalRangeMessage,
} from './withdrawal-rules';

describe('withdrawal rules', () => {
  it('formats the range message with two decimals and comma thousands', () => {
    expect(withdrawalRangeMessage()).toBe('The amount must be between 100.00 and 50,000.00');
    expect(withdrawalRangeMessage(5, 123_456_789)).toBe(
      'The amount must be between 0.05 and 1,234,567.89',
    );
  });

  it('accepts exactly six digits as a payment password', () => {
    for (const good of ['000000', '123456', '987650']) expect(isPaymentPassword(good)).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '１２３４５６', 123456, null, '']) {
      expect(isPaymentPassword(bad)).toBe(false);
    }
  });

  it('tells png and jpeg by their bytes only', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(proofImageType(png)).toBe('image/png');
    expect(proofImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(proofImageType(new TextEncoder().encode('hello.png'))).toBeNull();
    expect(proofImageType(png.slice(0, 7))).toBeNull();
    expect(proofImageType(new Uint8Array())).toBeNull();
  });

  it('has distinct codes, six states and a body limit above the base64 of 5 MB', () => {
    const codes = Object.values(WithdrawalErrorCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(WITHDRAWAL_STATUSES).toHaveLength(6);
    expect(WithdrawalLimits.proofBase64MaxLength).toBeGreaterThanOrEqual(
      (WithdrawalLimits.proofMaxBytes * 4) / 3,
    );
    expect(WithdrawalLimits.confirmBodyLimitBytes).toBeGreaterThan(
      WithdrawalLimits.proofBase64MaxLength,
    );
  });
});
