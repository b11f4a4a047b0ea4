// JSON schemas of the member, session and verification values (serialisation and OpenAPI) and of
// the decrypted request bodies. Every string has a length bound: oversized input is a 400.
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableString = { type: ['string', 'null'] } as const;
const accountType = { type: 'integer', enum: [0, 1, 2, 4, 41, 42] } as const;

/** MemberInfo. */
export const memberInfoValue = {
  $id: 'MemberInfo',
  type: 'object',
  required: ['id', 'account', 'nickname', 'type', 'isAgent', 'customerId'],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    nickname: { type: 'string' },
    type: accountType,
    isAgent: accountType,
    toUpline: { type: 'boolean' },
    clubLabel: {
      type: ['object', 'null'],
      properties: { labelName: { type: 'string' }, rankLevel: { type: 'integer' } },
    },
    memberLabel: {
      type: 'array',
      items: { type: 'object', properties: { labelName: { type: 'string' } } },
    },
    memberLabelColor: nullableString,
    customerId: { type: 'string' },
    currencySymbol: { type: 'string' },
    unreadMessage: { type: 'integer' },
    availablePromoCount: { type: 'integer' },
    availablePromo: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, enabled: { type: 'boolean' } },
      },
    },
    avatarUrl: nullableString,
    mobileNum: nullableString,
    countryDialingCode: nullableString,
    email: nullableString,
  },
} as const;

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

/** Schemas registered once with app.addSchema. */
export const sharedMemberSchemas = [memberInfoValue, loginResponseValue];

/** A value of null (calls that answer nothing). */
export const nullValue = { type: 'null' } as const;

const humanCheck = {
  humanCheckProvider: str(64),
  humanCheckToken: str(4096),
} as const;

/** Decrypted LoginRequest. */
export const loginBody = {
  type: 'object',
  required: ['username', 'password', 'type'],
  properties: {
    username: str(128),
    password: str(256),
    type: { type: 'string', enum: ['username', 'sms', 'firebase'] },
    countryDialingCode: str(8),
    captcha: str(16),
    captchaKey: str(64),
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
    captcha: str(16),
    captchaKey: str(64),
    verificationCode: str(255),
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
  properties: { username: str(128), email: str(256) },
} as const;

/** Decrypted ResetByPhoneRequest. */
export const resetByPhoneBody = {
  type: 'object',
  required: ['newPassword', 'mobileNum', 'countryDialingCode'],
  properties: {
    newPassword: str(256),
    mobileNum: str(32),
    countryDialingCode: str(8),
    verificationCode: str(255),
    firebaseIdToken: str(4096),
  },
} as const;

/** SetAvatarRequest. */
export const setAvatarBody = {
  type: 'object',
  required: ['avatarId'],
  properties: { avatarId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const avatarOption = {
  type: 'object',
  properties: { id: { type: 'integer' }, url: { type: 'string' } },
} as const;

/** PlayerAvatarResponse. */
export const playerAvatarValue = {
  type: 'object',
  properties: {
    current: { anyOf: [avatarOption, { type: 'null' }] },
    options: { type: 'array', items: avatarOption },
  },
} as const;

/** UnreadCountResponse. */
export const unreadCountValue = {
  type: 'object',
  properties: { unreadMessage: { type: 'integer' }, availablePromoCount: { type: 'integer' } },
} as const;

/** AffiliateCheckResponse. */
export const affiliateValue = {
  type: 'object',
  properties: { success: { type: 'boolean' } },
} as const;

/** SmsNoLoginRequest. */
export const smsNoLoginBody = {
  type: 'object',
  required: ['mobileNum', 'countryDialingCode', 'purpose'],
  properties: {
    mobileNum: str(32),
    countryDialingCode: str(8),
    purpose: { type: 'string', enum: ['login', 'forgot'] },
    ...humanCheck,
  },
} as const;

/** SmsRegisterRequest. */
export const smsRegisterBody = {
  type: 'object',
  required: ['mobileNo', 'countryDialingCode', 'registerType'],
  properties: {
    mobileNo: str(32),
    countryDialingCode: str(8),
    registerType: { type: 'string', enum: ['username', 'mobile'] },
    ...humanCheck,
  },
} as const;

/** SmsCodeResponse. */
export const smsCodeValue = {
  type: 'object',
  properties: { expiredMinutes: { type: 'integer' } },
} as const;

/** CaptchaResponse. */
export const captchaValue = {
  type: 'object',
  properties: { captchaKey: { type: 'string' }, image: { type: 'string' } },
} as const;
