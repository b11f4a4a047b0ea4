import { describe, expect, it } from 'vitest';
import { DEPOSIT_ORDER_STATUSES, depositRangeMessage, DepositErrorCodes } from './deposit-rules';

describe('deposit rules', () => {
  it('formats the range message with two decimals and comma thousands', () => {
    expect(depositRangeMessage(10_000, 5_000_000)).toBe(
      'The amount must be between 100.00 and 50,000.00',
    );
    expect(depositRangeMessage(1_000, 500_000)).toBe(
      'The amount must be between 10.00 and 5,000.00',
    );
    expect(depositRangeMessage(5, 100_000_000_000)).toBe(
      'The amount must be between 0.05 and 1,000,000,000.00',
    );
  });

  it('has three order states and distinct codes', () => {
    expect(DEPOSIT_ORDER_STATUSES).toEqual(['pending', 'completed', 'rejected']);
    const codes = Object.values(DepositErrorCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
