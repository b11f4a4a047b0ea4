// Money is formatted from exact decimal digits, never through float arithmetic, so 1.005 shows as
// 1.01 and minor units never drift. Rounding is half away from zero.

const ZERO = '0.00';
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats integer minor units (cents): 123456 → '1,234.56', -5 → '-0.05'. Exactly 2 decimals,
 * comma thousands. A non-integer number is rounded to the nearest unit; NaN, ±Infinity, null and
 * undefined → '0.00'. Pass a bigint for amounts beyond Number.MAX_SAFE_INTEGER.
 */
export function formatMinorUnits(minor: number | bigint | null | undefined): string {
  let units: bigint;
  if (typeof minor === 'bigint') units = minor;
  else if (typeof minor === 'number' && Number.isFinite(minor)) units = BigInt(Math.round(minor));
  else return ZERO;
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = groupThousands((abs / 100n).toString());
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative && abs !== 0n ? '-' : ''}${whole}.${cents}`;
}

/**
 * Converts a decimal (number in major units, or a decimal string) to integer minor units by decimal
 * digit shifting; null when it is not a finite decimal.
 */
export function toMinorUnits(value: number | string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // String(number) is the shortest decimal that round-trips, i.e. what a person typed.
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', intPart = '', fracPart = '', exponent = '0'] = match;
  if (intPart === '' && fracPart === '') return null;
  const digits = `${intPart}${fracPart}`;
  // Position of the decimal point inside `digits` once the value is multiplied by 100.
  const point = intPart.length + Number(exponent) + 2;
  if (!Number.isFinite(point) || point > 400) return null;
  let whole: bigint;
  let roundDigit: string;
  if (point <= 0) {
    whole = 0n;
    roundDigit = point === 0 ? (digits[0] ?? '0') : '0';
  } else {
    whole = BigInt(digits.slice(0, point).padEnd(point, '0') || '0');
    roundDigit = digits[point] ?? '0';
  }
  if (roundDigit >= '5') whole += 1n;
  return sign === '-' ? -whole : whole;
}

/**
 * Formats an amount in major units (SPEC.md §9): exactly 2 decimals, comma thousands separators,
 * half-up rounding (1234567.891 → '1,234,567.89', -1234.5 → '-1,234.50'). Accepts a number or a
 * decimal string (server amounts may arrive as strings, e.g. '1,234.5'). The default is 0: NaN,
 * ±Infinity, null, undefined and anything unparsable format as '0.00'.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const minor = toMinorUnits(value);
  return minor === null ? ZERO : formatMinorUnits(minor);
}
