// Values of the login, registration, verification and password calls that the server, the web
// client and the MSW handlers must agree on: error codes, the messages they answer with, and the
// limits that decide when the captcha appears or a request is refused. Written once, here; the
// server imports them at run time through `@lotusplay/api-client/contracts`.

/** Error codes of the auth calls, beyond the shared `ErrorCodes`. */
export const AuthErrorCodes = {
  LoginFailed: 'LOGIN_FAILED',
  CaptchaInvalid: 'CAPTCHA_INVALID',
  UsernameTaken: 'USERNAME_TAKEN',
  MobileTaken: 'MOBILE_TAKEN',
  SmsCodeInvalid: 'SMS_CODE_INVALID',
  SmsRateLimited: 'SMS_RATE_LIMITED',
  AffiliateInvalid: 'AFFILIATE_INVALID',
  PasswordIncorrect: 'PASSWORD_INCORRECT',
  /** Produced by the client when its human check (reCAPTCHA or similar) fails; never by the server. */
  HumanCheckFailed: 'HUMAN_CHECK_FAILED',
} as const;

/** One of the auth error codes. */
export type AuthErrorCode = (typeof AuthErrorCodes)[keyof typeof AuthErrorCodes];

/** The messages the server answers the auth codes with (SPEC.md §5 and §8 where it gives one). */
export const AuthMessages = {
  /** Every failed login: unknown account, wrong password, wrong code (no account enumeration). */
  loginFailed: 'Incorrect username or password',
  captchaRequired: 'Please enter the captcha',
  loginFieldsEmpty: 'Please enter the username and password',
  smsCodeInvalid: 'Please enter a valid verification code',
  usernameTaken: 'This username is already taken',
  mobileTaken: 'This mobile number is already registered',
  affiliateInvalid: 'Invalid invitation code',
  passwordIncorrect: 'The old password is not correct',
  /** SPEC.md §8: a missing, expired or revoked session token. */
  notLoggedIn: 'You are not logged in, please login',
  /** SPEC.md §8: too many SMS codes for one number. */
  smsBackOff: 'Too many requests, please try again after 5 minutes.',
  loginRateLimited: 'Too many login attempts from this address, please try again later',
  smsRateLimited: 'Too many verification codes requested from this address, please try again later',
  registerRateLimited: 'Too many registrations from this address, please try again later',
  forgotRateLimited: 'Too many requests, please try again later',
  freePlayRateLimited: 'Too many trial accounts from this address, please try again later',
  /** SPEC.md §9: SMS requests and captcha refreshes at most once a second. */
  smsTooSoon: 'Please wait a second before requesting another code',
  captchaTooSoon: 'Please wait a second before refreshing the captcha',
  /** A trial account (type 4) on a member-only call. */
  needsRealAccount: 'This needs a real account, not a trial account',
  /** A call the brand's whitelabel flags switch off (403 FORBIDDEN). */
  smsLoginDisabled: 'Login by SMS code is not enabled',
  freePlayDisabled: 'Free play is not enabled',
  usernameRegisterDisabled: 'Registration by username is not enabled',
  mobileRegisterDisabled: 'Registration by mobile number is not enabled',
  phoneResetDisabled: 'Password reset by phone is not enabled',
  verificationDisabled: 'This verification is not enabled',
  registrationDisabled: 'This registration is not enabled',
} as const;

/**
 * The registration fields the server checks against their brand validator when it is enabled
 * (RegisterSetting.validators), in the order it checks them.
 */
export const REGISTER_VALIDATED_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

/** One of the registration fields the server validates. */
export type RegisterValidatedField = (typeof REGISTER_VALIDATED_FIELDS)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the auth calls. Per-address limits count the requests of one client address within
 * a sliding window; the request that would exceed the limit is answered 429 and not counted.
 */
export const AuthLimits = {
  /** Failed logins are counted within this window (captcha brake and per-address limit). */
  loginAttemptWindowMs: 15 * MINUTE,
  /** Failed logins of one account before every further login of it needs the captcha. */
  accountFailuresBeforeCaptcha: 2,
  /** Failed logins from one address before every further login from it needs the captcha. */
  addressFailuresBeforeCaptcha: 5,
  /** Login attempts (right or wrong) from one address per window. */
  loginAttemptsPerAddress: 30,
  /** SMS codes requested from one address per hour, whatever their purpose (registration too). */
  smsPerAddressPerHour: 30,
  /** SMS codes for registration from one address per hour (they count for the limit above too). */
  smsRegisterPerAddressPerHour: 30,
  /** Registrations (that pass validation) from one address per hour. */
  registrationsPerAddressPerHour: 20,
  /** Forgot-by-e-mail requests from one address per window. */
  forgotEmailPerAddress: 10,
  forgotEmailWindowMs: 15 * MINUTE,
  /** Free-play trial accounts from one address per hour. */
  freePlayPerAddressPerHour: 10,
  /** SPEC.md §9: SMS requests and captcha refreshes at most once a second. */
  smsMinIntervalMs: 1_000,
  captchaRefreshMs: 1_000,
  /** SMS codes for one number per window before the 5-minute back-off of SPEC.md §9. */
  smsMaxPerWindow: 5,
  smsWindowMs: 10 * MINUTE,
  smsBackOffMs: 5 * MINUTE,
  /** Wrong tries that use up an SMS code. */
  smsMaxWrongAttempts: 5,
  /** How long a captcha may be answered. */
  captchaTtlMs: 5 * MINUTE,
  /** A session ends after this long without a call, and after the absolute limit whatever happens. */
  sessionIdleMs: 2 * HOUR,
  sessionAbsoluteMs: 24 * HOUR,
} as const;
