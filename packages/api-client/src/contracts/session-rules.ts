// Values of the login, registration, verification and password calls that the server, the web
// client and the MSW handlers must agree on: error codes, the messages they answer with, and the
// limits that decide when the captcha appears or a request is refused. Written once, here; the
// server imports them at run time through `@lotusplay/api-client/contracts`.

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

// The messages the server answers with are auth-messages.ts, a module of their own that this one
// does not import or re-export: a client that needs a code of this file (the web app's first view)
// then neither carries the messages nor has them placed in its first chunk for later use.

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
