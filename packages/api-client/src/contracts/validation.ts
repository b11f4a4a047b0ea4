// The registration pattern rules of SPEC.md §5 as data, shared by the client's yup schemas and the
// server's validation so both judge a field the same way. Framework-free (no React, no store).

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
