// Contract types of the login, session, member, verification and captcha calls (SPEC.md §3, §4,
// §6, §7). Shared type-only with the server. Calls marked "encrypted" send `{ data }` made by
// `encryptPayload(body)`; the server decrypts it with the same module.

/** Account types of `isAgent` (SPEC.md §4): 0 member, 1/2/41/42 agents, 4 trial. */
export type AccountType = 0 | 1 | 2 | 4 | 41 | 42;

/**
 * The result of a human check, sent with registration, a login after failures, forgot password
 * and every SMS code request; the server verifies it (HUMAN_CHECK_FAILED when missing or bad).
 */
export interface HumanCheckFields {
  /** The provider the server named in its challenge answer (`HumanCheckProviders`). */
  humanCheckProvider?: string;
  /**
   * 'altcha': base64 of the JSON `{ challenge, solution }` (the ALTCHA payload); 'recaptcha': the
   * token of Google's widget.
   */
  humanCheckToken?: string;
}

/** The human-check providers: proof of work by default, reCAPTCHA when the brand has its keys. */
export type HumanCheckProvider = 'altcha' | 'recaptcha';

/** An ALTCHA v2 proof-of-work challenge, signed by the server (altcha-lib's Challenge). */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    /** Seconds since the epoch. */
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

/**
 * GET /wps/verification/human-check: which check the brand uses and what the browser needs for it
 * (a fresh, single-use challenge, or reCAPTCHA's public site key).
 */
export type HumanCheckChallengeResponse =
  { provider: 'altcha'; challenge: AltchaChallenge } | { provider: 'recaptcha'; siteKey: string };

/**
 * How the login form identifies the user. For sms the mobile number is the username and the code
 * the password; for firebase the mobile number is the username and `firebaseIdToken` the proof.
 */
export type LoginType = 'username' | 'sms' | 'firebase';

/** POST /wps/session/login (encrypted). */
export interface LoginRequest extends HumanCheckFields {
  username: string;
  password: string;
  type: LoginType;
  /** Dialing code of the mobile number for sms login, e.g. '+63'. */
  countryDialingCode?: string;
  /** Required once a failed login answered with `captcha: true`. */
  captcha?: string;
  captchaKey?: string;
  /** Firebase ID token of the phone sign-in (type firebase). */
  firebaseIdToken?: string;
}

/** Value of every call that starts a session (login, free play, registration with auto login). */
export interface LoginResponse {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /**
   * SPEC.md §4 forced change (session storage `cpw`): the default password, an expired password
   * with the policy on, or first login — never for sms logins.
   */
  mustChangePassword: boolean;
  /**
   * Why the change is forced when it is: the brand's default password, an expired password, or
   * first login (in that order when several hold); null otherwise.
   */
  forcedChangeReason?: 'defaultPassword' | 'expired' | 'firstLogin' | null;
  member: MemberInfo;
}

/** POST /wps/session/login/freeplay: creates a trial account (type 4) and logs it in. */
export interface FreePlayRequest {
  os: string;
  platform: 'W';
  /** `encryptPayload` of a random string. */
  nonce: string;
  gatewayVersion: 3;
}

/** GET /wps/member/info (token required). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Same as isAgent; kept under both names as the platform has them. */
  type: AccountType;
  isAgent: AccountType;
  /** Whether the member may transfer to its upline. */
  toUpline: boolean;
  clubLabel: { labelName: string; rankLevel: number } | null;
  memberLabel: { labelName: string }[];
  memberLabelColor: string | null;
  customerId: string;
  currencySymbol: string;
  unreadMessage: number;
  availablePromoCount: number;
  availablePromo: { type: 'REFERRAL' | (string & {}); enabled: boolean }[];
  avatarUrl: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
}

/** How a registration was made; always WEB from this site. */
export type RegisterMethod = 'WEB';

/** PUT /wps/member/register and /wps/member/register/mobile (encrypted; logs the new member in). */
export interface RegisterRequest extends HumanCheckFields {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  captchaKey?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  countryDialingCode?: string;
  login: true;
  registerUrl?: string;
  registerMethod: RegisterMethod;
  /** 'SMS' when the number was verified by Firebase phone sign-in. */
  firebaseChannel?: string;
  /** Firebase ID token proving the number (instead of `verificationCode`). */
  firebaseIdToken?: string;
}

/** POST /wps/member/password (encrypted, token required). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/email (form-encoded): mails a reset to the bound address. */
export interface ForgotByEmailRequest extends HumanCheckFields {
  username: string;
  email: string;
}

/**
 * POST /wps/member/password/verification (encrypted): sets a new password with an SMS code, or with
 * the Firebase ID token of a phone sign-in when the brand uses Firebase.
 */
export interface ResetByPhoneRequest extends HumanCheckFields {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode?: string;
  firebaseIdToken?: string;
}

/** What an SMS code is for. */
export type SmsPurpose = 'login' | 'forgot';

/** POST /wps/verification/sms/noLogin. */
export interface SmsNoLoginRequest extends HumanCheckFields {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
}

/** POST /wps/verification/sms/register. */
export interface SmsRegisterRequest extends HumanCheckFields {
  mobileNo: string;
  countryDialingCode: string;
  /** Username registration with sms verification, or registration by mobile number. */
  registerType: 'username' | 'mobile';
}

/** Value of both SMS calls: how long the code stays valid. */
export interface SmsCodeResponse {
  expiredMinutes: number;
}

/** GET /wps/captcha: a generated captcha image. */
export interface CaptchaResponse {
  captchaKey: string;
  /** Base64 PNG (no data: prefix). */
  image: string;
}

/** GET /wps/agent/affiliate?code=&domain=. */
export interface AffiliateCheckResponse {
  success: boolean;
}

/** One avatar a member may choose (MCSFE_getPlayerAvatar). */
export interface AvatarOption {
  id: number;
  url: string;
}

/** GET /wps/relay/MCSFE_getPlayerAvatar (token required). */
export interface PlayerAvatarResponse {
  current: AvatarOption | null;
  options: AvatarOption[];
}

/** PUT /wps/member/info/icon (token required). */
export interface SetAvatarRequest {
  avatarId: number;
}

/** GET /wps/relay/CSP_unreadCount (token required). */
export interface UnreadCountResponse {
  unreadMessage: number;
  availablePromoCount: number;
}
