import {
  FIREBASE_ERROR_MESSAGES,
  FirebasePhoneAuthError,
  firebaseErrorMessageKey,
  toFirebasePhoneAuthError,
} from './firebase-errors';

describe('firebaseErrorMessageKey', () => {
  it.each([
    ['auth/invalid-phone-number', 'phoneInvalidNumber', 'Invalid phone number format.'],
    ['auth/missing-phone-number', 'phoneMissingNumber', 'Please enter a valid phone number.'],
    [
      'auth/too-many-requests',
      'tooManyRequests',
      'Too many requests, please try again after 5 minutes.',
    ],
    ['auth/invalid-verification-code', 'phoneInvalidCode', 'Verification code is not valid'],
    ['auth/missing-verification-code', 'phoneMissingCode', 'Verification code is missing'],
    [
      'auth/quota-exceeded',
      'phoneQuotaExceeded',
      'Quota not sufficient, please contact customer service.',
    ],
    [
      'auth/operation-not-allowed',
      'phoneOperationNotAllowed',
      'Not enabled function, please contact customer service.',
    ],
    ['auth/code-expired', 'phoneCodeExpired', 'Verification code has expired, please send again.'],
    ['auth/popup-closed-by-user', 'phonePopupClosed', 'Login failure. Please try again.'],
  ] as const)('maps %s to %s with the SPEC text', (code, key, english) => {
    expect(firebaseErrorMessageKey(code)).toBe(key);
    expect(FIREBASE_ERROR_MESSAGES[key]).toBe(english);
  });

  it('maps the reCAPTCHA failure to its own key', () => {
    expect(firebaseErrorMessageKey('auth/captcha-check-failed')).toBe('phoneCaptchaFailed');
    expect(FIREBASE_ERROR_MESSAGES.phoneCaptchaFailed).toMatch(/reCAPTCHA/);
  });

  it('accepts the code without its auth/ prefix', () => {
    expect(firebaseErrorMessageKey('code-expired')).toBe('phoneCodeExpired');
  });

  it.each([
    'auth/network-request-failed',
    'unknown',
    '',
    null,
    undefined,
    'toString',
    'auth/__proto__',
  ])('maps %s to the unknown error', (code) => {
    expect(firebaseErrorMessageKey(code)).toBe('unknownError');
  });

  it('has an English text for every key, all different', () => {
    const texts = Object.values(FIREBASE_ERROR_MESSAGES);
    expect(texts).toHaveLength(11);
    expect(new Set(texts).size).toBe(texts.length);
    expect(FIREBASE_ERROR_MESSAGES.unknownError).toBe('Unknown error');
  });
});

describe('toFirebasePhoneAuthError', () => {
  it('keeps the Firebase code and the original error', () => {
    const original = Object.assign(new Error('Firebase: Error (auth/code-expired).'), {
      code: 'auth/code-expired',
    });
    const wrapped = toFirebasePhoneAuthError(original);
    expect(wrapped).toBeInstanceOf(FirebasePhoneAuthError);
    expect(wrapped.code).toBe('auth/code-expired');
    expect(wrapped.messageKey).toBe('phoneCodeExpired');
    expect(wrapped.message).toBe('Verification code has expired, please send again.');
    expect(wrapped.cause).toBe(original);
  });

  it('treats anything without a code as unknown', () => {
    const wrapped = toFirebasePhoneAuthError(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    expect(wrapped.code).toBe('unknown');
    expect(wrapped.messageKey).toBe('unknownError');
    expect(toFirebasePhoneAuthError({ code: 42 }).code).toBe('unknown');
  });

  it('returns an existing FirebasePhoneAuthError unchanged', () => {
    const error = new FirebasePhoneAuthError('auth/quota-exceeded');
    expect(toFirebasePhoneAuthError(error)).toBe(error);
  });
});
