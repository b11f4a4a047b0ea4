// The registration pattern rules of SPEC.md §5 as data, shared by the client's yup schemas and the
// server's validation so both judge a field the same way. Framework-free (no React, no store).
import { AuthLimits } from './auth-limits';
import { FieldMessages, ValidationMessages } from './auth-messages';
import { REGISTER_VALIDATED_FIELDS } from './session-rules';
import type { RegisterValidatedField } from './session-rules';

/** One pattern rule: a regular expression source and flags. */
export interface PatternRule {
  source: string;
  flags: string;
}

/**
 * Pattern ids 0–23 of SPEC.md §5. Id 0 checks length only (the min/max of the field config).
 * Every source is anchored; flags are 'u' so they match whole Unicode code points.
 */
export const registerPatterns: Readonly<Record<number, PatternRule>> = {
  0: { source: '^[\\s\\S]*$', flags: 'u' },
  1: { source: '^[A-Za-z][A-Za-z0-9]*$', flags: 'u' },
  2: { source: '^[\\p{Script=Han}0-9]+$', flags: 'u' },
  3: { source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$', flags: 'u' },
  4: { source: '^[A-Za-z0-9]+$', flags: 'u' },
  5: { source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', flags: 'u' },
  6: { source: '^[0-9]+$', flags: 'u' },
  7: { source: '^(?=.*[A-Z])[A-Za-z0-9]+$', flags: 'u' },
  8: { source: '^[A-Za-z ]+$', flags: 'u' },
  9: { source: '^\\S+$', flags: 'u' },
  10: { source: '^[\\p{Script=Han}\\p{P}]+$', flags: 'u' },
  11: { source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', flags: 'u' },
  12: { source: '^[A-Za-z]+( [A-Za-z]+)*$', flags: 'u' },
  13: { source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', flags: 'u' },
  14: { source: '^[\\p{Script=Latin}0-9]+$', flags: 'u' },
  15: { source: '^[\\p{Script=Hangul}]+$', flags: 'u' },
  16: { source: '^[\\p{Script=Thai}]+$', flags: 'u' },
  17: { source: '^[\\p{Script=Thai}A-Za-z ]+$', flags: 'u' },
  18: { source: '^(?=.*[A-Z])[A-Z ]+$', flags: 'u' },
  19: { source: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$', flags: 'u' },
  20: {
    source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!-/:-@\\[-`{-~])[A-Za-z0-9!-/:-@\\[-`{-~]+$',
    flags: 'u',
  },
  21: { source: '^\\S+ \\S+$', flags: 'u' },
  22: {
    source:
      '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u30FC\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A]+$',
    flags: 'u',
  },
  23: { source: '^[A-Z]+$', flags: 'u' },
};

/** The RegExp of a pattern id (id 0 and unknown ids accept anything). */
export function patternRegExp(patternId: number): RegExp {
  const rule = registerPatterns[patternId] ?? registerPatterns[0]!;
  return new RegExp(rule.source, rule.flags);
}

/**
 * Whether `value` matches an `acceptedPattern` of the field config: '*' (or empty) accepts
 * anything, otherwise the value must contain only the listed characters.
 */
export function matchesAcceptedPattern(value: string, acceptedPattern: string): boolean {
  if (!acceptedPattern || acceptedPattern === '*') return true;
  const allowed = new Set(Array.from(acceptedPattern));
  return Array.from(value).every((ch) => allowed.has(ch));
}

/** Why a value fails its field config, or null when it passes. */
export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'pattern' | null;

/** Field config as used by the checks (a subset of RegisterValidator). */
export interface FieldRule {
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  acceptedPattern: string;
}

/**
 * Checks one value against its field config exactly as the server does: empty is only a problem
 * when required; length counts Unicode code points; then the pattern id and accepted pattern.
 */
export function checkField(value: string | undefined | null, rule: FieldRule): FieldProblem {
  const text = (value ?? '').trim();
  if (!text) return rule.required ? 'required' : null;
  const length = Array.from(text).length;
  if (rule.minLength > 0 && length < rule.minLength) return 'tooShort';
  if (rule.maxLength > 0 && length > rule.maxLength) return 'tooLong';
  if (!patternRegExp(rule.patternId).test(text)) return 'pattern';
  if (!matchesAcceptedPattern(text, rule.acceptedPattern)) return 'pattern';
  return null;
}

/** A VALIDATION_ERROR message about one field, as the server words it: `<field>: <message>`. */
export function fieldMessage(field: string, message: string): string {
  return `${field}: ${message}`;
}

/**
 * The VALIDATION_ERROR message of a field that fails its check (SPEC.md §5), as the server
 * answers it: 'username: Account format is incorrect', 'email: Input cannot be empty', and for a
 * password of the wrong length with its rule 'password: Please fill in your password with 6 - 20
 * characters'. A field without a message of its own says 'Format is incorrect'.
 */
export function fieldProblemMessage(
  field: string,
  problem: Exclude<FieldProblem, null>,
  rule?: Pick<FieldRule, 'minLength' | 'maxLength'>,
): string {
  const messages: Readonly<Record<string, string>> = FieldMessages;
  let message = messages[field] ?? ValidationMessages.format;
  if (problem === 'required') message = ValidationMessages.required;
  else if (
    (field === 'password' || field === 'newPassword') &&
    (problem === 'tooShort' || problem === 'tooLong') &&
    rule
  ) {
    message = `Please fill in your password with ${rule.minLength} - ${rule.maxLength} characters`;
  }
  return fieldMessage(field, message);
}

/** Whether a typed SMS code has the form of one: exactly `AuthLimits.smsCodeDigits` digits. */
export function isSmsCode(value: string): boolean {
  return value.length === AuthLimits.smsCodeDigits && /^\d+$/.test(value);
}

/** Strips spaces, dashes, dots and brackets from a national number: the one normal form. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/[\s\-.()]/g, '');
}

/**
 * A number in E.164 form, `+<dialing code><national number without its trunk 0>`
 * ('+63', '(0917) 000-0001' → '+639170000001'): the one key of a number for every counter, limit
 * and SMS code, however it was typed.
 */
export function e164(countryDialingCode: string, mobile: string): string {
  return `${countryDialingCode.trim()}${normaliseMobile(mobile).replace(/^0+/, '')}`;
}

/**
 * The key of a typed username for counters and limits: Unicode NFKC, trimmed, lower-cased, so
 * 'Alice ', 'ALICE' and full-width 'Ａｌｉｃｅ' count as one account.
 */
export function accountKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** A dialing code as the country list sends it: '+' and one to four digits ('+63'). */
export function isDialingCode(value: string): boolean {
  return /^\+\d{1,4}$/.test(value);
}

/**
 * Whether a national number in its normal form is a mobile number: digits only, as many as the
 * brand's mobileNum validator allows when it is enabled, else 4 to 20.
 */
export function isMobileNumber(
  mobile: string,
  rule?: { enabled: boolean; minLength: number; maxLength: number },
): boolean {
  const [min, max] = rule?.enabled ? [rule.minLength, rule.maxLength] : [4, 20];
  return /^\d+$/.test(mobile) && mobile.length >= min && mobile.length <= max;
}

/** Which registration call: by username, or by mobile number. */
export type RegisterMode = 'username' | 'mobile';

/**
 * The values of a registration that the server validates: each field as text, the mobile number
 * in its normal form, and — registering by mobile with no username, or the number as the
 * username — the account name derived from the number (`m<number>`).
 */
export function registerValues(
  body: Partial<Record<RegisterValidatedField, unknown>>,
  mode: RegisterMode,
): Record<RegisterValidatedField, string> {
  const values = Object.fromEntries(
    REGISTER_VALIDATED_FIELDS.map((field) => {
      const value = body[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<RegisterValidatedField, string>;
  values.mobileNum = normaliseMobile(values.mobileNum);
  const given = values.username.trim();
  if (
    mode === 'mobile' &&
    values.mobileNum &&
    (!given || normaliseMobile(given) === values.mobileNum)
  ) {
    values.username = `m${values.mobileNum}`;
  }
  return values;
}

/** A registration field that fails its rule. */
export interface RegisterProblem {
  field: RegisterValidatedField;
  problem: Exclude<FieldProblem, null>;
  /** The brand validator that failed, when the field has an enabled one. */
  rule?: FieldRule;
}

/**
 * The first registration field (in REGISTER_VALIDATED_FIELDS order) that fails: username,
 * password and its confirmation are always required, and the number when registering by mobile;
 * a field with an enabled brand validator is checked against it. Null when all pass.
 */
export function findRegisterProblem(
  values: Record<RegisterValidatedField, string>,
  validators: ReadonlyMap<string, FieldRule & { enabled: boolean }>,
  mode: RegisterMode,
): RegisterProblem | null {
  for (const field of REGISTER_VALIDATED_FIELDS) {
    const rule = validators.get(field);
    const required =
      (field === 'mobileNum' && mode === 'mobile') ||
      field === 'username' ||
      field === 'password' ||
      field === 'confirmPassword';
    if (!rule?.enabled) {
      if (required && !values[field].trim()) return { field, problem: 'required' };
      continue;
    }
    const problem = checkField(values[field], { ...rule, required: rule.required || required });
    if (problem) return { field, problem, rule };
  }
  return null;
}
