// MSW handlers for every auth call, behaving like the server in the ways the client depends on:
// encrypted bodies are decrypted, the password and captcha are checked, calls needing a session
// answer 401 without a Bearer token, and each error uses the code and message of the contract.
import { decryptPayload, isEncryptedPayload } from '@lotusplay/api-client/crypto';
import type {
  ChangePasswordRequest,
  FreePlayRequest,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  RegisterRequest,
  ResetByPhoneRequest,
  SetAvatarRequest,
  SmsNoLoginRequest,
  SmsRegisterRequest,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { http } from 'msw';
import {
  buildCaptcha,
  buildLoginResponse,
  buildMemberInfo,
  buildPlayerAvatar,
  buildSmsCode,
  buildTrialLoginResponse,
  buildUnreadCount,
} from './factories';

/** The password every handler accepts unless `password` is given (the demo seed's). */
export const DEMO_PASSWORD = 'Play2025';
/** The SMS code the handlers accept unless `smsCode` is given. */
export const DEMO_SMS_CODE = '123456';
/** The Firebase ID token the handlers accept in place of an SMS code. */
export const DEMO_FIREBASE_ID_TOKEN = 'demo-firebase-id-token';

/** Answers and rules of the auth handlers. */
export interface AuthHandlerData {
  /** Answer of login and registration. */
  login?: LoginResponse;
  /** Answer of free play. */
  freePlay?: LoginResponse;
  /** Answer of member info. */
  member?: MemberInfo;
  /** The one correct password. */
  password?: string;
  /** The one correct SMS code. */
  smsCode?: string;
  /** Login requires a captcha from the first attempt. */
  captchaRequired?: boolean;
  /** Answer text of the captcha (the image is a dummy). */
  captchaText?: string;
  /** Usernames already taken. */
  takenUsernames?: string[];
  /** Affiliate codes that exist. */
  affiliateCodes?: string[];
}

async function readBody<T>(request: Request): Promise<T | null> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await request.text())) as T;
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  return (isEncryptedPayload(body) ? decryptPayload<T>(body.data) : body) as T | null;
}

const hasToken = (request: Request) =>
  /^Bearer \S+/.test(request.headers.get('authorization') ?? '');
const unauthorized = () => errorEnvelope('UNAUTHORIZED', 'Please log in', 401);

/** MSW handlers for every auth call; `data` changes answers and rules. */
export function createAuthHandlers(data: AuthHandlerData = {}) {
  const password = data.password ?? DEMO_PASSWORD;
  const smsCode = data.smsCode ?? DEMO_SMS_CODE;
  const captchaText = data.captchaText ?? 'ab12';
  const captcha = buildCaptcha();
  let failedLogins = 0;
  // A phone is proven by the SMS code or, with Firebase, by its ID token.
  const provesPhone = (body: { verificationCode?: string; firebaseIdToken?: string }) =>
    body.firebaseIdToken !== undefined
      ? body.firebaseIdToken === DEMO_FIREBASE_ID_TOKEN
      : body.verificationCode === smsCode;
  const captchaNeeded = () => data.captchaRequired === true || failedLogins >= 3;

  return [
    http.post('*/wps/session/login/freeplay', async ({ request }) => {
      const body = await readBody<FreePlayRequest>(request);
      if (!body || body.platform !== 'W' || !body.nonce || body.gatewayVersion !== 3) {
        return errorEnvelope('VALIDATION_ERROR', 'nonce: Invalid free-play request', 400);
      }
      return envelope(data.freePlay ?? buildTrialLoginResponse());
    }),
    http.post('*/wps/session/login', async ({ request }) => {
      const body = await readBody<LoginRequest>(request);
      const secret = body?.type === 'firebase' ? body.firebaseIdToken : body?.password;
      if (!body?.username?.trim() || !secret) {
        return errorEnvelope('VALIDATION_ERROR', 'username: Input cannot be empty', 400);
      }
      if (
        captchaNeeded() &&
        (body.captcha !== captchaText || body.captchaKey !== captcha.captchaKey)
      ) {
        return errorEnvelope('CAPTCHA_INVALID', 'Please enter the captcha', 400, { captcha: true });
      }
      const expected =
        body.type === 'firebase'
          ? DEMO_FIREBASE_ID_TOKEN
          : body.type === 'sms'
            ? smsCode
            : password;
      if (secret !== expected) {
        failedLogins += 1;
        return errorEnvelope('LOGIN_FAILED', 'Incorrect username or password', 401, {
          captcha: captchaNeeded(),
        });
      }
      failedLogins = 0;
      return envelope(data.login ?? buildLoginResponse());
    }),
    http.delete('*/wps/session/logout', ({ request }) =>
      hasToken(request) ? envelope(null) : unauthorized(),
    ),
    http.get('*/wps/member/info', ({ request }) =>
      hasToken(request) ? envelope(data.member ?? buildMemberInfo()) : unauthorized(),
    ),
    ...(['*/wps/member/register', '*/wps/member/register/mobile'] as const).map((path) =>
      http.put(path, async ({ request }) => {
        const body = await readBody<RegisterRequest>(request);
        if (!body?.password || body.password !== body.confirmPassword) {
          return errorEnvelope(
            'VALIDATION_ERROR',
            'confirmPassword: Incorrect confirmation input',
            400,
          );
        }
        if (path.endsWith('/mobile') && !provesPhone(body)) {
          return errorEnvelope('SMS_CODE_INVALID', 'Please enter a valid verification code', 400);
        }
        if ((data.takenUsernames ?? []).includes(body.username)) {
          return errorEnvelope('USERNAME_TAKEN', 'Username is already taken', 409);
        }
        if (body.affiliateCode && !(data.affiliateCodes ?? []).includes(body.affiliateCode)) {
          return errorEnvelope('AFFILIATE_INVALID', 'Invalid invitation code', 400);
        }
        return envelope(
          data.login ??
            buildLoginResponse({ member: { account: body.username, nickname: body.username } }),
        );
      }),
    ),
    http.post('*/wps/member/password/email', async ({ request }) => {
      const body = await readBody<{ username?: string; email?: string }>(request);
      if (!body?.username || !body.email) {
        return errorEnvelope('VALIDATION_ERROR', 'email: Input cannot be empty', 400);
      }
      return envelope(null);
    }),
    http.post('*/wps/member/password/verification', async ({ request }) => {
      const body = await readBody<ResetByPhoneRequest>(request);
      if (!body || !provesPhone(body)) {
        return errorEnvelope('SMS_CODE_INVALID', 'Please enter a valid verification code', 400);
      }
      return envelope(null);
    }),
    http.post('*/wps/member/password', async ({ request }) => {
      if (!hasToken(request)) return unauthorized();
      const body = await readBody<ChangePasswordRequest>(request);
      if (!body || body.oldPassword !== password) {
        return errorEnvelope('PASSWORD_INCORRECT', 'The old password is incorrect', 400);
      }
      if (body.newPassword !== body.confirmNewPassword) {
        return errorEnvelope(
          'VALIDATION_ERROR',
          'confirmNewPassword: Incorrect confirmation input',
          400,
        );
      }
      return envelope(null);
    }),
    http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
      const body = await readBody<SmsNoLoginRequest>(request);
      if (!body?.mobileNum || !/^\d+$/.test(body.mobileNum)) {
        return errorEnvelope(
          'VALIDATION_ERROR',
          'mobileNum: Please enter a valid mobile number',
          400,
        );
      }
      return envelope(buildSmsCode());
    }),
    http.post('*/wps/verification/sms/register', async ({ request }) => {
      const body = await readBody<SmsRegisterRequest>(request);
      if (!body?.mobileNo || !/^\d+$/.test(body.mobileNo)) {
        return errorEnvelope(
          'VALIDATION_ERROR',
          'mobileNo: Please enter a valid mobile number',
          400,
        );
      }
      return envelope(buildSmsCode());
    }),
    http.get('*/wps/captcha', () => envelope(captcha)),
    http.get('*/wps/agent/affiliate', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      return envelope({ success: (data.affiliateCodes ?? []).includes(code) });
    }),
    http.get('*/wps/relay/MCSFE_getPlayerAvatar', ({ request }) =>
      hasToken(request) ? envelope(buildPlayerAvatar()) : unauthorized(),
    ),
    http.put('*/wps/member/info/icon', async ({ request }) => {
      if (!hasToken(request)) return unauthorized();
      const body = await readBody<SetAvatarRequest>(request);
      if (!body || !Number.isInteger(body.avatarId)) {
        return errorEnvelope('VALIDATION_ERROR', 'avatarId: Invalid avatar', 400);
      }
      return envelope(null);
    }),
    http.get('*/wps/relay/CSP_unreadCount', ({ request }) =>
      hasToken(request) ? envelope(buildUnreadCount()) : unauthorized(),
    ),
    http.post('*/wps/relay/firstLogin', ({ request }) =>
      hasToken(request) ? envelope(null) : unauthorized(),
    ),
  ];
}

/** The auth handlers with the demo defaults. */
export const authHandlers = createAuthHandlers();
