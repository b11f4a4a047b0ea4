// Contract types of the login, session, member, verification and captcha calls (SPEC.md §3, §4,
// §6, §7), derived from their schemas (`schemas/session.ts`, `member.ts`, `verification.ts`,
// `agent.ts`, `fields.ts`): the field lists and their notes are written there once. Type-only
// imports: nothing of TypeBox reaches the browser bundle. Calls marked "encrypted" send `{ data }`
// made by `encryptPayload(body)`; the server decrypts it with the same module.
import type { Static, TObject } from '@sinclair/typebox';
import type { AffiliateCheckResponseSchema } from '../schemas/agent';
import type { HumanCheckFields as HumanCheckProperties } from '../schemas/fields';
import type {
  AvatarOptionSchema,
  MemberInfoSchema,
  PlayerAvatarResponseSchema,
  SetAvatarRequestSchema,
  UnreadCountResponseSchema,
} from '../schemas/member';
import type {
  ChangePasswordRequestSchema,
  ForgotByEmailRequestSchema,
  FreePlayRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  ResetByPhoneRequestSchema,
} from '../schemas/session';
import type {
  CaptchaResponseSchema,
  SmsCodeResponseSchema,
  SmsNoLoginRequestSchema,
  SmsRegisterRequestSchema,
} from '../schemas/verification';

/** Account types of `isAgent` (SPEC.md §4): 0 member, 1/2/41/42 agents, 4 trial. */
export type AccountType = 0 | 1 | 2 | 4 | 41 | 42;

/**
 * The result of a human check, sent with registration, a login after failures, forgot password
 * and every SMS code request; the server verifies it (HUMAN_CHECK_FAILED when missing or bad).
 */
export type HumanCheckFields = Static<TObject<typeof HumanCheckProperties>>;

/** The human-check providers: proof of work by default, reCAPTCHA when the brand has its keys. */
export type HumanCheckProvider = 'altcha' | 'recaptcha';

/**
 * An ALTCHA v2 proof-of-work challenge, signed by the server (altcha-lib's Challenge). Written
 * here: the answer's schema passes `parameters` through as an open object.
 */
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
 * (a fresh, single-use challenge, or reCAPTCHA's public site key). Written here: the schema has
 * one object whose every field is optional, this is the union of the two answers.
 */
export type HumanCheckChallengeResponse =
  { provider: 'altcha'; challenge: AltchaChallenge } | { provider: 'recaptcha'; siteKey: string };

/** POST /wps/session/login (encrypted). */
export type LoginRequest = Static<typeof LoginRequestSchema>;

/**
 * How the login form identifies the user. For sms the mobile number is the username and the code
 * the password; for firebase the mobile number is the username and `firebaseIdToken` the proof.
 */
export type LoginType = LoginRequest['type'];

/** Value of every call that starts a session (login, free play, registration with auto login). */
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** POST /wps/session/login/freeplay: creates a trial account (type 4) and logs it in. */
export type FreePlayRequest = Static<typeof FreePlayRequestSchema>;

/** GET /wps/member/info (token required). */
export type MemberInfo = Static<typeof MemberInfoSchema>;

/** PUT /wps/member/register and /wps/member/register/mobile (encrypted; logs the new member in). */
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** How a registration was made; always WEB from this site. */
export type RegisterMethod = RegisterRequest['registerMethod'];

/** POST /wps/member/password (encrypted, token required). */
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** POST /wps/member/password/email (form-encoded): mails a reset to the bound address. */
export type ForgotByEmailRequest = Static<typeof ForgotByEmailRequestSchema>;

/**
 * POST /wps/member/password/verification (encrypted): sets a new password with an SMS code, or with
 * the Firebase ID token of a phone sign-in when the brand uses Firebase.
 */
export type ResetByPhoneRequest = Static<typeof ResetByPhoneRequestSchema>;

/** POST /wps/verification/sms/noLogin. */
export type SmsNoLoginRequest = Static<typeof SmsNoLoginRequestSchema>;

/** What an SMS code is for. */
export type SmsPurpose = SmsNoLoginRequest['purpose'];

/** POST /wps/verification/sms/register. */
export type SmsRegisterRequest = Static<typeof SmsRegisterRequestSchema>;

/** Value of both SMS calls: how long the code stays valid. */
export type SmsCodeResponse = Static<typeof SmsCodeResponseSchema>;

/** GET /wps/captcha: a generated captcha image. */
export type CaptchaResponse = Static<typeof CaptchaResponseSchema>;

/** GET /wps/agent/affiliate?code=&domain=. */
export type AffiliateCheckResponse = Static<typeof AffiliateCheckResponseSchema>;

/** One avatar a member may choose (MCSFE_getPlayerAvatar). */
export type AvatarOption = Static<typeof AvatarOptionSchema>;

/** GET /wps/relay/MCSFE_getPlayerAvatar (token required). */
export type PlayerAvatarResponse = Static<typeof PlayerAvatarResponseSchema>;

/** PUT /wps/member/info/icon (token required). */
export type SetAvatarRequest = Static<typeof SetAvatarRequestSchema>;

/** GET /wps/relay/CSP_unreadCount (token required). */
export type UnreadCountResponse = Static<typeof UnreadCountResponseSchema>;
