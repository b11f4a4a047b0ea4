import { ErrorCodes } from '@lotusplay/api-client';
import { contractErrorText, formatPeriodRange, formatRate } from './contract-format';

describe('formatRate', () => {
  it.each([
    ['0.5', '0.50%'],
    ['0.50', '0.50%'],
    ['3', '3.00%'],
    ['0', '0.00%'],
    ['60.00', '60.00%'],
  ])('%s → %s', (rate, shown) => expect(formatRate(rate)).toBe(shown));
});

describe('formatPeriodRange', () => {
  it('shows a day, and longer periods as their first and last day', () => {
    expect(formatPeriodRange('D', '2026-11-27T00:00:00.000Z', '2026-11-28T00:00:00.000Z')).toBe(
      '2026-11-27',
    );
    expect(formatPeriodRange('W', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z')).toBe(
      '2026-11-16 – 2026-11-22',
    );
    expect(formatPeriodRange('H', '2026-11-16T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(
      '2026-11-16 – 2026-11-30',
    );
    expect(formatPeriodRange('M', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(
      '2026-02-01 – 2026-02-28',
    );
  });

  it('shows an hour or five minutes as a day and its times', () => {
    expect(formatPeriodRange('HOUR', '2026-11-28T11:00:00.000Z', '2026-11-28T12:00:00.000Z')).toBe(
      '2026-11-28 11:00–12:00',
    );
    expect(formatPeriodRange('M5', '2026-11-28T23:55:00.000Z', '2026-11-29T00:00:00.000Z')).toBe(
      '2026-11-28 23:55–00:00',
    );
  });

  it('shows seconds when a period does not start and end on whole minutes', () => {
    expect(formatPeriodRange('M5', '2026-11-28T11:00:00.000Z', '2026-11-28T11:00:20.000Z')).toBe(
      '2026-11-28 11:00:00–11:00:20',
    );
    expect(formatPeriodRange('M5', '2026-11-28T11:00:40.000Z', '2026-11-28T11:01:00.000Z')).toBe(
      '2026-11-28 11:00:40–11:01:00',
    );
  });

  it('shows nothing for an invalid instant', () => {
    expect(formatPeriodRange('D', 'soon', '2026-11-28T00:00:00.000Z')).toBe('');
  });
});

describe('contractErrorText', () => {
  const error = (code: string, message: string) => ({ status: 409, code, message });

  it("shows the server's message for the contract codes", () => {
    expect(contractErrorText(error('CONTRACT_LOWER_RATE', 'ends x'), 'fallback')).toBe('ends x');
    expect(contractErrorText(error(ErrorCodes.Validation, 'memberId: bad'), 'fallback')).toBe(
      'memberId: bad',
    );
  });

  it('falls back for anything else', () => {
    expect(contractErrorText(error(ErrorCodes.Internal, 'Server error'), 'fallback')).toBe(
      'fallback',
    );
    expect(contractErrorText(new Error('offline'), 'fallback')).toBe('fallback');
  });
});
