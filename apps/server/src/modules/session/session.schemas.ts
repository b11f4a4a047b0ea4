// JSON schemas of the session calls: LoginResponse (registered once, referenced by $id) and the
// decrypted bodies of login, free play, registration and the password calls. Every string has a
// length bound: oversized input is a 400.
import { AuthLimits } from '@lotusplay/api-client/contracts';
import { humanCheck, str } from '../../lib/schemas';

const captcha = {
  captcha: str(AuthLimits.captchaAnswerMaxLength),
  captchaKey: str(AuthLimits.captchaKeyMaxLength),
} as const;
const verificationCode = str(AuthLimits.verificationCodeMaxLength);

/** LoginResponse. */
export const loginResponseValue = {
  $id: 'LoginResponse',
  type: 'object',
  required: ['token', 'firstTimeLogin', 'passwordExpired', 'mustChangePassword', 'member'],
  properties: {
    token: { type: 'string' },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    mustChangePassword: { type: 'boolean' },
    forcedChangeReason: {
      type: ['string', 'null'],
      enum: ['defaultPassword', 'expired', 'firstLogin', null],
    },
    member: { $ref: 'MemberInfo#' },
  },
} as const;

/** Schemas registered once with app.addSchema (LoginResponse refers to the member's MemberInfo). */
export const sharedSessionSchemas = [loginResponseValue];

/** Decrypted LoginRequest. */
export const loginBody = {
  type: 'object',
  required: ['username', 'password', 'type'],
  properties: {
    username: str(128),
    password: str(256),
    type: { type: 'string', enum: ['username', 'sms', 'firebase'] },
    countryDialingCode: str(8),
    ...captcha,
    firebaseIdToken: str(4096),
    ...humanCheck,
  },
} as const;

/** FreePlayRequest (every field optional: SPEC.md §7 calls it "no payload"). */
export const freePlayBody = {
  type: 'object',
  properties: {
    os: str(64),
    platform: { type: 'string', enum: ['W'] },
    nonce: str(4096),
    gatewayVersion: { type: 'integer', enum: [3] },
  },
} as const;

/** Decrypted RegisterRequest. */
export const registerBody = {
  type: 'object',
  required: ['password', 'confirmPassword', 'registerMethod'],
  properties: {
    username: str(128),
    password: str(256),
    confirmPassword: str(256),
    payeeName: str(256),
    email: str(256),
    qqNum: str(64),
    mobileNum: str(32),
    recommenderId: str(64),
    ...captcha,
    verificationCode,
    affiliateCode: str(64),
    paymentPassword: str(64),
    line: str(128),
    whatsapp: str(64),
    facebook: str(256),
    wechat: str(128),
    idNumber: str(64),
    referralCode: str(64),
    domain: str(256),
    countryDialingCode: str(8),
    login: { type: 'boolean', enum: [true] },
    registerUrl: str(2048),
    registerMethod: { type: 'string', enum: ['WEB'] },
    firebaseChannel: str(64),
    firebaseIdToken: str(4096),
    ...humanCheck,
  },
} as const;

/** Decrypted ChangePasswordRequest. */
export const changePasswordBody = {
  type: 'object',
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: {
    oldPassword: str(256),
    newPassword: str(256),
    confirmNewPassword: str(256),
  },
} as const;

/** ForgotByEmailRequest (form-encoded). */
export const forgotByEmailBody = {
  type: 'object',
  required: ['username', 'email'],
  properties: { username: str(128), email: str(256), ...humanCheck },
} as const;

/** Decrypted ResetByPhoneRequest. */
export const resetByPhoneBody = {
  type: 'object',
  required: ['newPassword', 'mobileNum', 'countryDialingCode'],
  properties: {
    newPassword: str(256),
    mobileNum: str(32),
    countryDialingCode: str(8),
    verificationCode,
    firebaseIdToken: str(4096),
    ...humanCheck,
  },
} as const;
