// How the contract pages show rates, settlement periods and refused calls.
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  calendarDayOf,
  ContractErrorCodes,
  ErrorCodes,
  isApiError,
} from '@lotusplay/api-client';
import type { SettlementPeriod } from '@lotusplay/api-client';

/**
 * The brand's time zone, in which periods start and end (SPEC.md §3). The brand has none of its
 * own yet: the server's default, as the account record's days.
 */
export const BRAND_TIME_ZONE = ACCOUNT_RECORD_DEFAULT_TIME_ZONE;

/** A rate as a percentage with two decimals: "0.5" → "0.50%", "0" → "0.00%". */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}%`;
}

/** The wall-clock time of an instant in the brand's zone: "13:05", or "13:05:20" with seconds. */
function timeOf(instant: Date, seconds: boolean): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: BRAND_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' as const } : {}),
    hourCycle: 'h23',
  }).format(instant);
}

/**
 * A settlement period [start, end) as dates in the brand's zone: a day "2026-11-27"; a week, half
 * month or month "2026-11-16 – 2026-11-22" (both days included); an hour or five minutes
 * "2026-11-28 11:00–12:00", with seconds when a bound is not on a whole minute (the real-time
 * period is the server's AGENT_REALTIME_SALARY_SECONDS: 20 s periods showed as "11:00–11:00").
 */
export function formatPeriodRange(period: SettlementPeriod, start: string, end: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  const firstDay = calendarDayOf(from, BRAND_TIME_ZONE);
  if (period === 'M5' || period === 'HOUR') {
    const seconds = from.getUTCSeconds() !== 0 || to.getUTCSeconds() !== 0;
    return `${firstDay} ${timeOf(from, seconds)}–${timeOf(to, seconds)}`;
  }
  const lastDay = calendarDayOf(new Date(to.getTime() - 1), BRAND_TIME_ZONE);
  return lastDay === firstDay ? firstDay : `${firstDay} – ${lastDay}`;
}

const CONTRACT_CODES: readonly string[] = [
  ...Object.values(ContractErrorCodes),
  ErrorCodes.Validation,
];

/**
 * The text of a refused contract call: the server's own message for the contract's codes (it names
 * the rate, the downlines, the rule), `fallback` for anything else (a network or server failure).
 */
export function contractErrorText(error: unknown, fallback: string): string {
  return isApiError(error) && CONTRACT_CODES.includes(error.code) ? error.message : fallback;
}
