// Readers of the ops command line's arguments, shared by every group so that the same kind of
// value is checked (and refused with exit 2) the same way everywhere.
import { readFileSync } from 'node:fs';
import type { OpsClient } from './ops-command';

/** `on` → true, `off` → false, else a usage error naming `what`. */
export function onOff(client: OpsClient, value: string | undefined, what: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw client.usage(`${what} must be "on" or "off"`);
}

/** An ISO date-time option as the server's ISO string (undefined when left out). */
export function isoDate(
  client: OpsClient,
  value: string | undefined,
  name: string,
): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw client.usage(`--${name} must be an ISO date-time, got "${value}"`);
  return date.toISOString();
}

/** A comma-separated list option (`CN,US`), trimmed, without empty items. */
export const commaList = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A whole number of up to 8 digits (no sign), else a usage error naming `what`. */
export function whole(client: OpsClient, value: string | undefined, what: string): number {
  if (!value || !/^\d{1,8}$/.test(value)) throw client.usage(`${what} needs a whole number`);
  return Number(value);
}

/** `--last N`: a number from 1 to `max` (`fallback` when left out), as the query string value. */
export function lastCount(
  client: OpsClient,
  value: string | undefined,
  fallback: number,
  max: number,
): string {
  const last = value ?? String(fallback);
  if (!/^\d{1,3}$/.test(last) || Number(last) < 1 || Number(last) > max) {
    throw client.usage(`--last must be a number from 1 to ${max}`);
  }
  return last;
}

/** The option descriptions every group uses, so that one name means one thing everywhere. */
export const OptionText = {
  last: (fallback: number, max: number) =>
    `how many of the latest to show (1 to ${max}, default ${fallback})`,
  note: 'a note kept with the decision',
  key: 'idempotency key: the same key again moves the money once at most (one is made up and printed when left out)',
  lang: 'language code (EN, …)',
  order: 'position in the list (a whole number)',
  start: 'start, an ISO date-time',
  end: 'end, an ISO date-time',
  reason: 'why (kept in the record)',
  file: 'a JSON file with the whole request body',
} as const;

/** The JSON body in `--file`; a file that cannot be read or parsed is a usage error. */
export function jsonFile<T>(client: OpsClient, file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw client.usage(`--file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
