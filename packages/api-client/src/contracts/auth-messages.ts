// The messages the server answers the auth calls with (SPEC.md §5 and §8), beside their codes in
// session-rules.ts (which re-exports them): written once, here. A module of its own, so that code
// needing only a code or a limit (the web app's first view) does not carry the messages.

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
