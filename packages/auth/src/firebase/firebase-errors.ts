// Firebase phone-auth failures shown to the user (SPEC.md §8). The SDK reports `auth/<name>` codes;
// the forms translate them through keys of the `auth` i18n namespace.

/** Keys of the `auth` i18n namespace used for Firebase phone-auth failures. */
export type FirebaseErrorMessageKey =
  | 'phoneInvalidNumber'
  | 'phoneMissingNumber'
  | 'tooManyRequests'
  | 'unknownError'
  | 'phoneInvalidCode'
  | 'phoneMissingCode'
  | 'phoneCaptchaFailed'
  | 'phoneQuotaExceeded'
  | 'phoneOperationNotAllowed'
  | 'phoneCodeExpired'
  | 'phonePopupClosed';

const KEY_BY_CODE: Readonly<Record<string, FirebaseErrorMessageKey>> = {
  'invalid-phone-number': 'phoneInvalidNumber',
  'missing-phone-number': 'phoneMissingNumber',
  'too-many-requests': 'tooManyRequests',
  'invalid-verification-code': 'phoneInvalidCode',
  'missing-verification-code': 'phoneMissingCode',
  'captcha-check-failed': 'phoneCaptchaFailed',
  'quota-exceeded': 'phoneQuotaExceeded',
  'operation-not-allowed': 'phoneOperationNotAllowed',
  'code-expired': 'phoneCodeExpired',
  'popup-closed-by-user': 'phonePopupClosed',
};

/**
 * The English text of every Firebase error key (SPEC.md §8): the source for the `auth` namespace
 * of the EN locale, and a `defaultValue` when a translation is missing.
 */
export const FIREBASE_ERROR_MESSAGES: Readonly<Record<FirebaseErrorMessageKey, string>> = {
  phoneInvalidNumber: 'Invalid phone number format.',
  phoneMissingNumber: 'Please enter a valid phone number.',
  tooManyRequests: 'Too many requests, please try again after 5 minutes.',
  unknownError: 'Unknown error',
  phoneInvalidCode: 'Verification code is not valid',
  phoneMissingCode: 'Verification code is missing',
  phoneCaptchaFailed:
    'The reCAPTCHA check failed: the input was not valid or this domain is not allowed.',
  phoneQuotaExceeded: 'Quota not sufficient, please contact customer service.',
  phoneOperationNotAllowed: 'Not enabled function, please contact customer service.',
  phoneCodeExpired: 'Verification code has expired, please send again.',
  phonePopupClosed: 'Login failure. Please try again.',
};

/** Maps a Firebase error code (`auth/invalid-phone-number` or bare `invalid-phone-number`) to its i18n key; anything else is the unknown error. */
export function firebaseErrorMessageKey(code: string | null | undefined): FirebaseErrorMessageKey {
  if (!code) return 'unknownError';
  const name = code.startsWith('auth/') ? code.slice('auth/'.length) : code;
  return Object.hasOwn(KEY_BY_CODE, name) ? KEY_BY_CODE[name]! : 'unknownError';
}

/** A Firebase phone-auth failure with its Firebase code and the i18n key the form shows. */
export class FirebasePhoneAuthError extends Error {
  /** The Firebase code, e.g. `auth/invalid-phone-number` (`unknown` when there was none). */
  readonly code: string;
  /** Key of the `auth` i18n namespace describing the failure. */
  readonly messageKey: FirebaseErrorMessageKey;

  constructor(code: string, options?: { cause?: unknown }) {
    const messageKey = firebaseErrorMessageKey(code);
    super(FIREBASE_ERROR_MESSAGES[messageKey], options);
    this.name = 'FirebasePhoneAuthError';
    this.code = code;
    this.messageKey = messageKey;
  }
}

/** Wraps anything a Firebase call threw into a {@link FirebasePhoneAuthError} (kept as is when it already is one). */
export function toFirebasePhoneAuthError(error: unknown): FirebasePhoneAuthError {
  if (error instanceof FirebasePhoneAuthError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : 'unknown';
  return new FirebasePhoneAuthError(code, { cause: error });
}
