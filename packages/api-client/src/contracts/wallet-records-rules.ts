// Values of the account record and transfer-to-upline calls that the server and the web client
// must agree on: error codes, messages, limits, quick date ranges. Written once, here.
//
// Dates are calendar days `YYYY-MM-DD` in a time zone (the brand's; 'UTC' while the brand has
// none). Pure functions: `today` is always passed in, never read from a clock.
import type { LedgerKind } from './wallet';
import type { AccountRecordDateRange, AccountRecordQuickRange } from './wallet-records';
import { LEDGER_KINDS } from './wallet-rules';

/** The time zone of the account record's days while the brand has none of its own. */
export const ACCOUNT_RECORD_DEFAULT_TIME_ZONE = 'UTC';

/** Limits of the account record query. */
export const AccountRecordLimits = {
  /** Entries per page when `pageSize` is absent. */
  defaultPageSize: 10,
  maxPageSize: 100,
  /** The highest page number asked for (100 per page × 10,000 pages is a million entries). */
  maxPageNo: 10_000,
  /** The longest range: from `from` to `to`, both included, at most 90 days. */
  maxRangeDays: 90,
  /** The range when `from` is absent: `to` and the 6 days before it (the last 7 days). */
  defaultRangeDays: 7,
  /** The longest `type` value (a comma list of every kind is well below). */
  typeMaxLength: 200,
  /** The longest `from` / `to` value ('YYYY-MM-DD'). */
  dayMaxLength: 10,
} as const;

/** The quick ranges of the date filter, in display order (SPEC.md §9: previous or next 7 or 30 days). */
export const ACCOUNT_RECORD_QUICK_RANGES: readonly AccountRecordQuickRange[] = [
  'last7',
  'last30',
  'next7',
  'next30',
];

/** The quick range the account record opens with. */
export const ACCOUNT_RECORD_DEFAULT_QUICK_RANGE: AccountRecordQuickRange = 'last7';

/** Error codes of the account record and transfer-to-upline calls, beyond `WalletErrorCodes`. */
export const WalletRecordErrorCodes = {
  /** 400: the member has no upline (or it cannot receive money). */
  NoUpline: 'NO_UPLINE',
  /** 403: the member's `toUpline` flag is off: transfers to the upline are not allowed. */
  UplineTransferDisabled: 'UPLINE_TRANSFER_DISABLED',
} as const;

/** One of the account record and transfer-to-upline error codes. */
export type WalletRecordErrorCode =
  (typeof WalletRecordErrorCodes)[keyof typeof WalletRecordErrorCodes];

/**
 * The messages of the account record (400 VALIDATION_ERROR) and of the transfer to upline. The
 * date messages are also what `accountRecordRangeError` answers, for the web's date picker.
 */
export const WalletRecordMessages = {
  dateInvalid: 'Please choose valid dates (YYYY-MM-DD)',
  rangeReversed: 'The end date must not be before the start date',
  rangeTooLong: `Please choose at most ${AccountRecordLimits.maxRangeDays} days`,
  typeInvalid: `Unknown record type: choose from ${LEDGER_KINDS.join(', ')}`,
  pageNoInvalid: `The page number must be a whole number from 1 to ${AccountRecordLimits.maxPageNo}`,
  pageSizeInvalid: `The page size must be a whole number from 1 to ${AccountRecordLimits.maxPageSize}`,
  noUpline: 'You have no upline to transfer to',
  uplineTransferDisabled: 'Transfers to your upline are not enabled for this account',
} as const satisfies Record<string, string>;

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The years a calendar day may have here (a day after it must still be a 4-digit year). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9998;

/**
 * True for a real calendar day written `YYYY-MM-DD`, of the years 1900 to 9998 ('2026-02-29',
 * '2026-13-40' and '0001-01-01' are not).
 */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string' || !CALENDAR_DATE.test(text)) return false;
  const year = Number(text.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const instant = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 10) === text;
}

/** The day `days` after (or before, when negative) a calendar day: `addCalendarDays('2026-03-01', -1)` → '2026-02-28'. */
export function addCalendarDays(date: string, days: number): string {
  if (!isCalendarDay(date) || !Number.isInteger(days)) {
    throw new RangeError(
      `addCalendarDays: not a calendar day and a whole number: ${date}, ${days}`,
    );
  }
  const day = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  if (!isCalendarDay(day)) throw new RangeError(`addCalendarDays: out of range: ${date} + ${days}`);
  return day;
}

/** How many days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The calendar day of an instant in a time zone (default UTC), as `YYYY-MM-DD`. */
export function calendarDayOf(
  instant: Date,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('calendarDayOf: an invalid date');
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day starts (its midnight) in a time zone (default UTC). */
export function zonedDayStart(
  date: string,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
): Date {
  if (!isCalendarDay(date)) throw new RangeError(`zonedDayStart: not a calendar day: ${date}`);
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at the guess, then again at the result (a daylight-saving change that day).
  const first = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - zoneOffsetMs(new Date(first), timeZone));
}

/**
 * The days of a quick range, both inclusive, around `today` (its calendar day in `timeZone`,
 * default UTC): `last7` is today and the 6 days before, `last30` today and the 29 before, `next7`
 * today and the 6 days after, `next30` today and the 29 after.
 */
export function quickDateRange(
  range: AccountRecordQuickRange,
  today: Date,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
): AccountRecordDateRange {
  const day = calendarDayOf(today, timeZone);
  switch (range) {
    case 'last7':
      return { from: addCalendarDays(day, -6), to: day };
    case 'last30':
      return { from: addCalendarDays(day, -29), to: day };
    case 'next7':
      return { from: day, to: addCalendarDays(day, 6) };
    case 'next30':
      return { from: day, to: addCalendarDays(day, 29) };
    default:
      throw new RangeError(`quickDateRange: unknown range ${String(range)}`);
  }
}

/** Why a date range may not be asked for: not two calendar days, reversed, or too long. */
export type AccountRecordRangeProblem = 'rangeInvalid' | 'rangeReversed' | 'rangeTooLong';

/**
 * Why a date range may not be asked for, or null when it may: both real calendar days, `to` not
 * before `from`, at most `AccountRecordLimits.maxRangeDays` days. A key for the web's texts (a date
 * range filter checks the typed days with it before asking); `accountRecordRangeError` gives the
 * message.
 */
export function accountRecordRangeProblem(
  from: unknown,
  to: unknown,
): AccountRecordRangeProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'rangeInvalid';
  const days = calendarDaysBetween(from, to);
  if (days < 0) return 'rangeReversed';
  if (days + 1 > AccountRecordLimits.maxRangeDays) return 'rangeTooLong';
  return null;
}

const RANGE_PROBLEM_MESSAGES: Record<AccountRecordRangeProblem, string> = {
  rangeInvalid: WalletRecordMessages.dateInvalid,
  rangeReversed: WalletRecordMessages.rangeReversed,
  rangeTooLong: WalletRecordMessages.rangeTooLong,
};

/**
 * Why a date range may not be asked for (one of `WalletRecordMessages`), or null when it may (the
 * rule of `accountRecordRangeProblem`). The server answers the same message with 400
 * VALIDATION_ERROR.
 */
export function accountRecordRangeError(from: unknown, to: unknown): string | null {
  const problem = accountRecordRangeProblem(from, to);
  return problem && RANGE_PROBLEM_MESSAGES[problem];
}

/**
 * The kinds of the account record's `type` filter: absent or '' is every kind ([]), one kind or a
 * comma list of kinds (spaces around commas allowed, duplicates dropped); null when any part is
 * not a `LedgerKind` or the text is longer than `AccountRecordLimits.typeMaxLength`.
 */
export function parseLedgerKinds(type: unknown): LedgerKind[] | null {
  if (type === undefined || type === '') return [];
  if (typeof type !== 'string' || type.length > AccountRecordLimits.typeMaxLength) return null;
  const kinds = new Set<LedgerKind>();
  for (const part of type.split(',')) {
    const kind = part.trim() as LedgerKind;
    if (!LEDGER_KINDS.includes(kind)) return null;
    kinds.add(kind);
  }
  return [...kinds];
}
