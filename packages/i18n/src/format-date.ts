// Dates are formatted by shifting the instant by the wanted UTC offset and reading UTC fields, so
// one code path serves "the visitor's local time" and "an explicit offset" (used by tests and by
// screens that must show a fixed zone).

/** Something that denotes an instant: a Date, epoch milliseconds or an ISO-8601 string. */
export type DateInput = Date | number | string;

/** Options of the date formatters. */
export interface DateFormatOptions {
  /**
   * Minutes east of UTC to format in (e.g. 480 for GMT+08:00). Default: the runtime's local offset
   * at that instant.
   */
  offsetMinutes?: number;
}

function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The local UTC offset in minutes east of UTC at `date` (so GMT+08:00 → 480). */
export function localOffsetMinutes(date: Date = new Date()): number {
  // getTimezoneOffset is minutes *west* of UTC; `|| 0` turns -0 into 0.
  return -date.getTimezoneOffset() || 0;
}

function parts(date: Date, offsetMinutes: number) {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return {
    date: `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`,
  };
}

/** 'GMT+08:00', 'GMT-03:30', 'GMT+00:00' for an offset in minutes east of UTC. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(offsetMinutes));
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' (SPEC.md notice times); '' for a missing or invalid date. */
export function formatDateTime(
  input: DateInput | null | undefined,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return '';
  const p = parts(date, options.offsetMinutes ?? localOffsetMinutes(date));
  return `${p.date} ${p.time}`;
}

/** 'YYYY-MM-DD'; '' for a missing or invalid date. */
export function formatDate(
  input: DateInput | null | undefined,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return '';
  return parts(date, options.offsetMinutes ?? localOffsetMinutes(date)).date;
}

/**
 * The footer clock: 'YYYY-MM-DD HH:mm:ss GMT+08:00' in the local zone (or `offsetMinutes`), the
 * offset being the one in force at that instant. '' for an invalid date.
 */
export function formatClock(
  input: DateInput = new Date(),
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return '';
  const offset = options.offsetMinutes ?? localOffsetMinutes(date);
  const p = parts(date, offset);
  return `${p.date} ${p.time} ${formatGmtOffset(offset)}`;
}
