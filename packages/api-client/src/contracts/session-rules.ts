// Values of the login, registration, verification and password calls that the server, the web
// client and the MSW handlers must agree on: error codes, the messages they answer with, and the
// limits that decide when the captcha appears or a request is refused. Written once, here; the
// server imports them at run time through `@lotusplay/api-client/contracts`.

import { ErrorCodes } from './envelope';
import type { AccountType, HumanCheckProvider } from './session';

/** Every account type of `isAgent` (SPEC.md §4): 0 member, 1/2/41/42 agents, 4 trial. */
export const ACCOUNT_TYPES: readonly AccountType[] = [0, 1, 2, 4, 41, 42];

/** The account types that are agents (SPEC.md §4). */
export const AGENT_ACCOUNT_TYPES: readonly AccountType[] = [1, 2, 41, 42];

/** The trial (free play) account type: it may look around, never change the account. */
export const TRIAL_ACCOUNT_TYPE = 4 satisfies AccountType;

/** Error codes of the auth calls, beyond the shared `ErrorCodes`. */
export const AuthErrorCodes = {
  LoginFailed: 'LOGIN_FAILED',
  /**
   * 403: the right credentials of an account the operator has locked
   * (`AuthMessages.accountLocked`); its sessions ended with the lock, and no new one starts until
   * it is unlocked.
   */
  AccountLocked: 'ACCOUNT_LOCKED',
  CaptchaInvalid: 'CAPTCHA_INVALID',
  UsernameTaken: 'USERNAME_TAKEN',
  MobileTaken: 'MOBILE_TAKEN',
  SmsCodeInvalid: 'SMS_CODE_INVALID',
  SmsRateLimited: 'SMS_RATE_LIMITED',
  AffiliateInvalid: 'AFFILIATE_INVALID',
  PasswordIncorrect: 'PASSWORD_INCORRECT',
  /**
   * 403: the session must change its password first (default, expired or temporary password,
   * first login). Until it does, only the password change and logout are answered.
   */
  PasswordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /**
   * 400: the human check of registration, a login after failures, forgot password or an SMS code
   * request is missing, forged, expired, used before or of another provider
   * (`AuthMessages.humanCheckFailed`). The client answers its own failed check with it too. Also
   * when a limit many clients share is reached and the call needs a raised proof of work
   * (`AuthMessages.humanCheckRaised`): the next challenge the address fetches is raised, so the
   * client's one retry with a fresh answer passes.
   */
  HumanCheckFailed: 'HUMAN_CHECK_FAILED',
  /**
   * 429: the brand's daily SMS budget (all numbers, or the number's country) is used up; no code
   * is sent until the rolling day frees some (`AuthMessages.smsBudgetReached`).
   */
  SmsBudgetReached: 'SMS_BUDGET_REACHED',
} as const;

/** The human-check providers (`HumanCheckFields.humanCheckProvider`). */
export const HumanCheckProviders = {
  /** Self-hosted proof of work (ALTCHA): the default, works offline. */
  Altcha: 'altcha',
  /** Google reCAPTCHA, when the brand has configured its site and secret keys. */
  Recaptcha: 'recaptcha',
} as const satisfies Record<string, HumanCheckProvider>;

/** One of the auth error codes. */
export type AuthErrorCode = (typeof AuthErrorCodes)[keyof typeof AuthErrorCodes];

/** The messages the server answers the auth codes with (SPEC.md §5 and §8 where it gives one). */
export const AuthMessages = {
  /** Every failed login: unknown account, wrong password, wrong code (no account enumeration). */
  loginFailed: 'Incorrect username or password',
  /** 403 ACCOUNT_LOCKED: the operator locked the account (answered to its right credentials). */
  accountLocked: 'This account is locked. Please contact customer service.',
  captchaRequired: 'Please enter the captcha',
  loginFieldsEmpty: 'Please enter the username and password',
  smsCodeInvalid: 'Please enter a valid verification code',
  usernameTaken: 'This username is already taken',
  mobileTaken: 'This mobile number is already registered',
  affiliateInvalid: 'Invalid invitation code',
  passwordIncorrect: 'The old password is not correct',
  /** 403 PASSWORD_CHANGE_REQUIRED: any call but the password change and logout while it is due. */
  passwordChangeRequired: 'Please change your password before continuing',
  /** 401 UNAUTHORIZED: too many wrong old passwords in one session; the session has ended. */
  passwordGuessesExceeded:
    'Too many wrong passwords: you have been logged out, please log in again',
  /** SPEC.md §8: a missing, expired or revoked session token. */
  notLoggedIn: 'You are not logged in, please login',
  /** SPEC.md §8: too many SMS codes for one number. */
  smsBackOff: 'Too many requests, please try again after 5 minutes.',
  /** SMS_RATE_LIMITED: AuthLimits.smsPerNumberPerDay codes for the number today. */
  smsDailyCap: 'Too many verification codes for this number today, please try again tomorrow',
  loginRateLimited: 'Too many login attempts from this address, please try again later',
  smsRateLimited: 'Too many verification codes requested from this address, please try again later',
  registerRateLimited: 'Too many registrations from this address, please try again later',
  /**
   * 429 RATE_LIMITED: registration (or its SMS code) refused before any name or number is looked
   * up: too many attempts from all addresses together, or too many taken names or numbers asked.
   */
  registerThrottled: 'Too many registration attempts, please try again later',
  /** 429 SMS_BUDGET_REACHED: the brand's daily SMS budget, overall or for the country, is used up. */
  smsBudgetReached:
    'Verification codes cannot be sent right now, please try again later or contact customer service',
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
  /** A Firebase ID token sent while the brand does not use Firebase (VALIDATION_ERROR). */
  firebaseDisabled: 'Verification by Firebase is not enabled',
  /** HUMAN_CHECK_FAILED: the human check is missing or not valid (server and client). */
  humanCheckFailed: 'Please complete verification first',
  /**
   * HUMAN_CHECK_FAILED: a limit many clients share is reached (registrations or taken answers of
   * all addresses, a number's codes): the call passes with a raised proof of work instead.
   */
  humanCheckRaised: 'Many requests are arriving right now: please complete a longer verification',
} as const;

/**
 * SPEC.md §5: the message of a field whose value has the wrong format or length. A VALIDATION_ERROR
 * names the field first, `<field>: <message>` (`fieldProblemMessage` of the validation entry).
 * The web client shows the translated text of the same messages (packages/i18n, namespace auth).
 */
export const FieldMessages = {
  username: 'Account format is incorrect',
  password: 'Password format is incorrect',
  confirmPassword: 'Password format is incorrect',
  newPassword: 'Password format is incorrect',
  payeeName: 'Real name format is incorrect',
  email: 'E-mail format is incorrect',
  mobileNum: 'Please enter a valid mobile number',
  qqNum: 'Phone number format is incorrect',
  whatsapp: 'Phone number format is incorrect',
  line: 'Phone number format is incorrect',
  verificationCode: AuthMessages.smsCodeInvalid,
  affiliateCode: AuthMessages.affiliateInvalid,
  captcha: AuthMessages.captchaRequired,
} as const;

/** The other messages of VALIDATION_ERROR answers about one field (SPEC.md §5). */
export const ValidationMessages = {
  /** A required field left empty. */
  required: 'Input cannot be empty',
  /** A field whose format is wrong and that has no message of its own in FieldMessages. */
  format: 'Format is incorrect',
  /** A password confirmation that differs (confirmPassword, confirmNewPassword). */
  confirmationDiffers: 'Confirmation password is not correct.',
  /** A new password that is the brand's default password. */
  defaultPassword: 'The default password cannot be used',
  /** A new password on the well-known common-password list (@zxcvbn-ts/language-common). */
  commonPassword: 'This password is too common, please choose a less common one',
  /** A dialing code the brand's country list does not have. */
  unknownCountry: 'Please select a valid country code',
  /** An avatar id no avatar has. */
  unknownAvatar: 'No such avatar',
} as const;

/**
 * The optional registration fields a brand may switch on (an enabled validator of
 * RegisterSetting shows the field), in the order the form shows them (SPEC.md §5).
 */
export const REGISTER_OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
  'paymentPassword',
] as const;

/** One of the optional registration fields. */
export type RegisterOptionalField = (typeof REGISTER_OPTIONAL_FIELDS)[number];

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
  /**
   * A limit that many clients share (all addresses together, one number's codes, one account's
   * forgot-by-e-mail) never refuses a call outright once reached: the call needs a raised proof of
   * work instead, this many times the expected work of the ordinary one (server human-check.ts),
   * and passes with it. An address group asked for one gets raised challenges for
   * `raisedProofForMs`.
   */
  raisedProofFactor: 10,
  raisedProofForMs: 10 * MINUTE,
  /** Failed logins are counted within this window (captcha brake and per-address limit). */
  loginAttemptWindowMs: 15 * MINUTE,
  /** Failed logins of one account before every further login of it needs the captcha. */
  accountFailuresBeforeCaptcha: 2,
  /** Failed logins from one address before every further login from it needs the captcha. */
  addressFailuresBeforeCaptcha: 5,
  /** Login attempts (right or wrong) from one address per window. */
  loginAttemptsPerAddress: 30,
  /** The window of every `…PerAddressPerHour` limit. */
  addressWindowMs: HOUR,
  /**
   * How an address is grouped for every per-address limit (server lib/ip.ts `addressGroup`): an
   * IPv4 address counts alone; an IPv6 address counts with every address sharing its first
   * `ipv6GroupPrefix` bits (one customer's /64 is one client, however many addresses it uses).
   * A brand may set another prefix between the bounds (brand.ipv6_group_prefix).
   */
  ipv6GroupPrefix: 64,
  ipv6GroupPrefixMin: 48,
  ipv6GroupPrefixMax: 128,
  /** SMS codes requested from one address per hour, whatever their purpose (registration too). */
  smsPerAddressPerHour: 30,
  /** SMS codes for registration from one address per hour (they count for the limit above too). */
  smsRegisterPerAddressPerHour: 30,
  /**
   * Registrations (that pass validation) from one address per hour, counted before the username
   * or number is looked up: a probe costs the same whether the name is taken or free.
   */
  registrationsPerAddressPerHour: 20,
  /** Registrations from all addresses together per hour, counted before any lookup too. */
  registrationsGlobalPerHour: 600,
  /** SMS codes for registration from all addresses together per hour (before any lookup). */
  smsRegisterGlobalPerHour: 600,
  /**
   * Answers that a username or number is taken (USERNAME_TAKEN, MOBILE_TAKEN of registration and
   * of its SMS code) per address per hour: once reached, the address is refused (429) before any
   * lookup. The first `takenAnswersBeforeDelay` are answered at once; each further registration
   * attempt of the address waits `escalatingDelayMs` first.
   */
  takenAnswersPerAddressPerHour: 10,
  /** Taken answers of all addresses together per hour; once reached, refused before any lookup. */
  takenAnswersGlobalPerHour: 200,
  takenAnswersBeforeDelay: 3,
  /**
   * Failed logins of one account (the typed username or number, normalised: `accountKey`,
   * `e164`) within `loginAttemptWindowMs` that are answered at once; every further login of the
   * account, from any address and whether or not it exists, waits `escalatingDelayMs` first
   * (captcha or not). A right password after the wait still logs in.
   */
  accountFailuresBeforeDelay: 3,
  /** The first delay of an escalating brake; it doubles with each further failure up to the cap. */
  delayBaseMs: 1_000,
  delayMaxMs: 30_000,
  /** Forgot-by-e-mail requests from one address per window. */
  forgotEmailPerAddress: 10,
  forgotEmailWindowMs: 15 * MINUTE,
  /** Forgot-by-e-mail requests for one account (`accountKey` of the username) per window, from anywhere. */
  forgotEmailPerAccount: 3,
  /** Wrong old passwords of a password change in one session; the last one ends the session. */
  changePasswordGuessesPerSession: 5,
  /** Free-play trial accounts from one address per hour. */
  freePlayPerAddressPerHour: 10,
  /** SPEC.md §9: SMS requests and captcha refreshes at most once a second. */
  smsMinIntervalMs: 1_000,
  captchaRefreshMs: 1_000,
  /** SMS codes for one number per window before the 5-minute back-off of SPEC.md §9. */
  smsMaxPerWindow: 5,
  smsWindowMs: 10 * MINUTE,
  smsBackOffMs: 5 * MINUTE,
  /**
   * The hard cap of codes per number a rolling day, like the limits above counted twice: on the
   * requester's address group's own requests for the number (past it: 429), and on every
   * address's (past it: an ordinary proof is asked for a raised one, which passes). Codes
   * requested by others never deny the owner a code; the brand's daily budgets bound the bill
   * across groups.
   */
  smsPerNumberPerDay: 10,
  /** Wrong tries that use up an SMS code. */
  smsMaxWrongAttempts: 5,
  /** Digits of an SMS code (`isSmsCode` of the validation entry). */
  smsCodeDigits: 6,
  /** SPEC.md §5: the verification-code field takes 0 to this many characters. */
  verificationCodeMaxLength: 255,
  /** How long a proof-of-work challenge may be answered (single use). */
  humanCheckTtlMs: 5 * MINUTE,
  /** How long a captcha may be answered. */
  captchaTtlMs: 5 * MINUTE,
  /** The longest captcha key and answer a request may carry. */
  captchaKeyMaxLength: 64,
  captchaAnswerMaxLength: 16,
  /** A session ends after this long without a call, and after the absolute limit whatever happens. */
  sessionIdleMs: 2 * HOUR,
  sessionAbsoluteMs: 24 * HOUR,
} as const;

/**
 * The wait before an attempt after `count` earlier failures (or taken answers) when the first
 * `free` of them cost nothing: 0, …, 0, then `delayBaseMs`, doubling, at most `delayMaxMs`.
 */
export function escalatingDelayMs(count: number, free: number): number {
  if (count < free) return 0;
  const steps = Math.min(count - free, 16);
  return Math.min(AuthLimits.delayBaseMs * 2 ** steps, AuthLimits.delayMaxMs);
}

/**
 * Whether a number's SMS limits refuse one more code, given the times (ms, latest first) of the
 * codes asked for it within the last day: too soon after the latest, the back-off after a full
 * window, or the day's cap. The server applies it to an address group's own requests for the
 * number (refused: 429) and to everyone's (reached: a raised proof of work is asked instead).
 */
export function smsNumberRefusal(
  times: readonly number[],
  now: number,
): { code: string; message: string } | null {
  const latest = times[0];
  if (latest === undefined) return null;
  if (now - latest < AuthLimits.smsMinIntervalMs) {
    return { code: ErrorCodes.RateLimited, message: AuthMessages.smsTooSoon };
  }
  const inWindow = times.filter((time) => now - time < AuthLimits.smsWindowMs).length;
  if (inWindow >= AuthLimits.smsMaxPerWindow && now - latest < AuthLimits.smsBackOffMs) {
    return { code: AuthErrorCodes.SmsRateLimited, message: AuthMessages.smsBackOff };
  }
  if (times.length >= AuthLimits.smsPerNumberPerDay) {
    return { code: AuthErrorCodes.SmsRateLimited, message: AuthMessages.smsDailyCap };
  }
  return null;
}
