// Message keys of SPEC.md §5 and §8 (namespace `authForms`, which loads with the forms; the gate
// warnings and the session-ended notice stay in `auth`, bundled with each language), the
// per-pattern hints, and the mapping of server error codes and phone-auth error codes to text.
import { AuthErrorCodes, ErrorCodes } from '@lotusplay/api-client';
import type { ApiError, FieldRule } from '@lotusplay/api-client';
import { firebaseErrorMessageKey } from '../firebase/firebase-errors';

/** The translate function the builders need (adapt an i18next `t` with toTranslate). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Adapts any i18next `t` (whose overloaded TFunction type does not fit a plain signature) to
 * Translate, turning whatever it returns into a string.
 */
export function toTranslate(t: (...args: never[]) => unknown): Translate {
  const call = t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
  return (key, options) => String(call(key, options));
}

/** Highest pattern id of SPEC.md §5. */
export const MAX_PATTERN_ID = 23;

/**
 * The length part of a hint: "6 - 16", one number when min equals max, "6+" without a maximum,
 * "1 - 16" without a minimum, "1+" without either.
 */
export function lengthRange(minLength: number, maxLength: number): string {
  const min = Math.max(0, minLength);
  const max = Math.max(0, maxLength);
  if (min > 0 && max > 0) return min === max ? String(min) : `${min} - ${max}`;
  if (min > 0) return `${min}+`;
  if (max > 0) return `1 - ${max}`;
  return '1+';
}

/** The hint of a field config: the text of its pattern id with min and max substituted. */
export function fieldHint(
  validator: Pick<FieldRule, 'minLength' | 'maxLength' | 'patternId'>,
  t: Translate,
): string {
  const id =
    Number.isInteger(validator.patternId) &&
    validator.patternId >= 0 &&
    validator.patternId <= MAX_PATTERN_ID
      ? validator.patternId
      : 0;
  return t(`authForms:hintPattern${id}`, {
    range: lengthRange(validator.minLength, validator.maxLength),
  });
}

const keyByCode: Readonly<Record<string, string>> = {
  [AuthErrorCodes.LoginFailed]: 'authForms:loginFailed',
  [AuthErrorCodes.CaptchaInvalid]: 'authForms:enterCaptcha',
  [AuthErrorCodes.UsernameTaken]: 'authForms:usernameTaken',
  [AuthErrorCodes.MobileTaken]: 'authForms:mobileTaken',
  [AuthErrorCodes.SmsCodeInvalid]: 'authForms:invalidCode',
  [AuthErrorCodes.SmsRateLimited]: 'authForms:tooManyRequests',
  [AuthErrorCodes.AffiliateInvalid]: 'authForms:invitationCodeIncorrect',
  [AuthErrorCodes.PasswordIncorrect]: 'authForms:passwordIncorrect',
  [AuthErrorCodes.HumanCheckFailed]: 'authForms:completeVerification',
  [ErrorCodes.Unauthorized]: 'auth:notLoggedIn',
  [ErrorCodes.Forbidden]: 'auth:needTrueAccount',
  [ErrorCodes.RateLimited]: 'authForms:rateLimited',
  [ErrorCodes.Network]: 'authForms:networkAbnormal',
  [ErrorCodes.Timeout]: 'authForms:pageTimeout',
  [ErrorCodes.Internal]: 'authForms:unknownError',
  [ErrorCodes.Parse]: 'authForms:unknownError',
};

/**
 * The text to show for a failed auth call: the translated message of its code where SPEC.md
 * gives one, else the server's own message (validation details name the field), else
 * 'Unknown error'.
 */
export function authErrorMessage(error: ApiError | null | undefined, t: Translate): string {
  if (!error) return t('authForms:unknownError');
  const key = keyByCode[error.code];
  if (key) return t(key);
  return error.message.trim() ? error.message : t('authForms:unknownError');
}

/** The SPEC.md §8 message of a phone-auth (Firebase) error code, with or without 'auth/'. */
export function phoneAuthErrorMessage(code: string | null | undefined, t: Translate): string {
  return t(`authForms:${firebaseErrorMessageKey(code)}`);
}
