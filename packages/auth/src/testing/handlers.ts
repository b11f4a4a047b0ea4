// MSW handlers for every auth call: a small in-memory model of the platform server's auth rules,
// so that component tests and stories meet the answers the real server gives. The codes,
// messages and limits come from api-client's contracts (the server reads the same values), and a
// parity test (e2e/parity) sends the same request sequences here and to a real server and
// compares status, code, message and captcha flag. Keep the order of the checks the server's.
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ageMessage,
  ErrorCodes,
  FieldMessages,
  MemberAccountErrorCodes,
  MemberAccountLimits,
  MemberAccountMessages,
  MEMBER_EVENTS_PATH,
  smsNumberRefusal,
  TRIAL_ACCOUNT_TYPE,
  ValidationMessages,
} from '@lotusplay/api-client';
import type {
  AccountType,
  AltchaChallenge,
  ChangePasswordRequest,
  HumanCheckChallengeResponse,
  HumanCheckFields,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  RegisterRequest,
  IpProofMethod,
  RegisterSetting,
  ResetByPhoneRequest,
  SetAvatarRequest,
  SmsNoLoginRequest,
  SmsRegisterRequest,
} from '@lotusplay/api-client';
import { decryptPayload, isEncryptedPayload } from '@lotusplay/api-client/crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import {
  buildRegisterSetting,
  buildWhitelabel,
  envelope,
  errorEnvelope,
} from '@lotusplay/api-client/testing';
import {
  checkField,
  fieldMessage,
  fieldProblemMessage,
  findRegisterProblem,
  isDialingCode,
  isMobileNumber,
  isSmsCode,
  normaliseMobile,
  registerValues,
} from '@lotusplay/api-client/validation';
import { http, HttpResponse } from 'msw';
import {
  buildCaptcha,
  buildLoginResponse,
  buildMemberInfo,
  buildPlayerAvatar,
  buildSmsCode,
  buildTrialLoginResponse,
  buildUnreadCount,
} from './factories';

/** The password of the handlers' demo accounts unless `password` is given (the demo seed's). */
export const DEMO_PASSWORD = 'Play2025';
/** The brand's insecure default password: logging in with it forces a change (SPEC.md §4). */
export const DEMO_DEFAULT_PASSWORD = 'abc123456';
/**
 * A sample of the server's common-password list (@zxcvbn-ts/language-common, compared without
 * case): the handlers refuse these as new passwords, as the server refuses the whole list.
 */
export const COMMON_PASSWORD_SAMPLE: readonly string[] = [
  'password1',
  'qwerty123',
  'secret123',
  'abc123456',
  'welcome1',
  'iloveyou1',
];
/** The SMS code every code request "sends" unless `smsCode` is given. */
export const DEMO_SMS_CODE = '123456';
/** The Firebase ID token the handlers accept in place of an SMS code. */
export const DEMO_FIREBASE_ID_TOKEN = 'demo-firebase-id-token';
/** The affiliate code of the demo agent. */
export const DEMO_AFFILIATE_CODE = 'DEMOAGENT';
/** A session of demo_player the handlers know from the start (the login factory's token). */
export const DEMO_SESSION_TOKEN = buildLoginResponse().token;
/** A session of the demo trial account the handlers know from the start. */
export const DEMO_TRIAL_TOKEN = buildTrialLoginResponse().token;

/** An account the handlers know. */
export interface MockAccount {
  username: string;
  /** null for an account without a usable password (trial). */
  password: string | null;
  isAgent: AccountType;
  /** National number and dialing code ('+63'), when the account has a mobile number. */
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
}

/** Answers and rules of the auth handlers. */
export interface AuthHandlerData {
  /** Answer of every successful login and registration (else built from the account). */
  login?: LoginResponse;
  /** Answer of free play. */
  freePlay?: LoginResponse;
  /** Answer of member info. */
  member?: MemberInfo;
  /** The password of the demo accounts (demo_player, demo_agent). */
  password?: string;
  /** The code every SMS request sends. */
  smsCode?: string;
  /** Login requires a captcha from the first attempt. */
  captchaRequired?: boolean;
  /** Answer text of every captcha (the image is a dummy). */
  captchaText?: string;
  /** Accounts instead of the demo accounts. */
  accounts?: MockAccount[];
  /** Usernames already taken (added as accounts without a usable password). */
  takenUsernames?: string[];
  /** Affiliate codes that exist (default: the demo agent's). */
  affiliateCodes?: string[];
  /** Registration settings whose validators and countries the handlers apply. */
  registerSetting?: RegisterSetting;
  /** Whitelabel flags over the whitelabel factory's (every flag on). */
  flags?: Record<string, boolean>;
  /** The clock of the rate windows and expiries (ms); Date.now by default. */
  now?: () => number;
  /**
   * The human check the handlers ask for: 'altcha' (default, real signed proof-of-work challenges
   * that the web client solves, verified and used up like the server does), or 'recaptcha' with
   * this site key (any token but 'bot' passes).
   */
  humanCheck?: { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };
  /** The brand's minimum age at registration (18 by default). */
  minimumAge?: number;
  /**
   * Every login starts a session from a new address that must be proved (SPEC.md §4) with one of
   * these methods: a code (the SMS code) for mobile or e-mail, 'Maria Santos' for the bank account
   * name, '654321' for the authenticator.
   */
  ipVerification?: IpProofMethod[];
}

/** The demo accounts: a member with a mobile number, an agent, the default-password account, a trial. */
export function demoAccounts(password = DEMO_PASSWORD): MockAccount[] {
  const member = buildMemberInfo();
  return [
    {
      username: member.account,
      password,
      isAgent: 0,
      mobileNum: member.mobileNum ?? '9170000001',
      countryDialingCode: '+63',
      email: 'demo_player@lotusplay.example',
    },
    {
      username: 'demo_agent',
      password,
      isAgent: 1,
      mobileNum: '9170000002',
      countryDialingCode: '+63',
    },
    { username: 'demo_default', password: DEMO_DEFAULT_PASSWORD, isAgent: 0 },
    { username: 'demo_trial', password: null, isAgent: 4 },
  ];
}

async function readBody<T>(request: Request): Promise<T | null> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text)) as T;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (isEncryptedPayload(body)) {
    try {
      return decryptPayload<T>(body.data);
    } catch {
      return null;
    }
  }
  return body as T | null;
}

const bearer = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
/** The client address: the first x-forwarded-for entry (the parity test sets it), else one browser. */
const addressOf = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'browser';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const validation = (message: string) => errorEnvelope(ErrorCodes.Validation, message, 400);
const unauthorized = () => errorEnvelope(ErrorCodes.Unauthorized, AuthMessages.notLoggedIn, 401);
const forbidden = (message: string) => errorEnvelope(ErrorCodes.Forbidden, message, 403);
const rateLimited = (message: string, code: string = ErrorCodes.RateLimited) =>
  errorEnvelope(code, message, 429);

interface Attempt {
  account: string;
  address: string;
  success: boolean;
  at: number;
  /** A later success of the account cleared this failure (it still counts for the address). */
  cleared: boolean;
}

/** How much work a passed human check proved (the server's ProofLevel). */
type ProofLevel = 'ordinary' | 'raised';

const DAY_MS = 24 * 3_600_000;

interface SmsCode {
  phone: string;
  /** The address that asked for it (its share of the number's limits). */
  address: string;
  purpose: string;
  code: string | null;
  at: number;
  expiresAt: number;
  used: boolean;
  attempts: number;
}

/** MSW handlers for every auth call; `data` changes answers and rules. */
export function createAuthHandlers(data: AuthHandlerData = {}) {
  const now = data.now ?? Date.now;
  const smsCode = data.smsCode ?? DEMO_SMS_CODE;
  const captchaText = data.captchaText ?? 'ab12';
  const flags: Record<string, boolean> = { ...buildWhitelabel().flags, ...data.flags };
  const setting = data.registerSetting ?? buildRegisterSetting();
  const rules = new Map(setting.validators.map((rule) => [rule.key, rule]));
  const affiliateCodes = (data.affiliateCodes ?? [DEMO_AFFILIATE_CODE]).map((c) => c.toLowerCase());
  const minimumAge = data.minimumAge ?? MemberAccountLimits.defaultMinimumAge;
  // Tokens whose new address is not proved yet (data.ipVerification), and their wrong answers.
  const pendingIp = new Map<string, number>();

  const accounts = new Map<string, MockAccount>();
  for (const account of data.accounts ?? demoAccounts(data.password)) {
    accounts.set(account.username.toLowerCase(), { ...account });
  }
  for (const username of data.takenUsernames ?? []) {
    accounts.set(username.toLowerCase(), { username, password: null, isAgent: 0 });
  }
  const byMobile = (dialing: string, mobile: string) =>
    [...accounts.values()].find(
      (a) => a.countryDialingCode === dialing && a.mobileNum === normaliseMobile(mobile),
    ) ?? null;

  const attempts: Attempt[] = [];
  const events: { kind: string; key: string; at: number }[] = [];
  const captchas = new Map<string, { answer: string; expiresAt: number }>();
  const codes: SmsCode[] = [];
  // Like the server, only tokens a login issued (or the demo sessions) are sessions.
  const sessions = new Map<string, string>([
    [DEMO_SESSION_TOKEN, buildMemberInfo().account],
    [DEMO_TRIAL_TOKEN, 'demo_trial'],
  ]);
  const ended = new Set<string>();
  // Sessions whose password change is due (decided at login), and wrong old passwords per session.
  const pendingChange = new Set<string>();
  const passwordFailures = new Map<string, number>();
  let captchaSerial = 0;
  const humanCheck = data.humanCheck ?? { provider: 'altcha' };
  // The mock's own signing secrets (the server keeps its secret; so does the mock).
  const humanCheckSecret = `msw-human-check-${Math.random()}`;
  const usedChallenges = new Set<string>();

  /**
   * Address groups a shared limit asked for a raised proof, and when: their challenges are marked
   * raised for AuthLimits.raisedProofForMs (the server also makes them harder; here they stay cheap).
   */
  const raisedAt = new Map<string, number>();
  /** 400 HUMAN_CHECK_FAILED asking for a raised proof; the address's next challenges are raised. */
  const requireRaisedProof = (address: string) => {
    raisedAt.set(address, now());
    return errorEnvelope(AuthErrorCodes.HumanCheckFailed, AuthMessages.humanCheckRaised, 400);
  };

  /** A challenge like the server's, cheap to solve (a few PBKDF2 tries of a few iterations). */
  const humanCheckChallenge = async (address: string): Promise<HumanCheckChallengeResponse> => {
    if (humanCheck.provider === 'recaptcha') return humanCheck;
    const marked = raisedAt.get(address);
    const raised = marked !== undefined && now() - marked < AuthLimits.raisedProofForMs;
    const expires = now() + AuthLimits.humanCheckTtlMs;
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: randomInt(1, 20),
      deriveKey,
      data: raised ? { expires, level: 'raised' } : { expires },
      hmacSignatureSecret: humanCheckSecret,
      hmacKeySignatureSecret: `${humanCheckSecret}-key`,
    });
    return { provider: 'altcha', challenge: challenge as AltchaChallenge };
  };

  /**
   * Whether the human check of a protected call holds, and at which level (null: it does not);
   * uses it up (the server's rules: a passed reCAPTCHA counts as a raised proof).
   */
  const humanCheckHolds = async (
    body: HumanCheckFields | null | undefined,
  ): Promise<ProofLevel | null> => {
    const token = text(body?.humanCheckToken).trim();
    if (!token || body?.humanCheckProvider !== humanCheck.provider) return null;
    if (humanCheck.provider === 'recaptcha') return token === 'bot' ? null : 'raised';
    let payload: { challenge: AltchaChallenge; solution: Solution };
    try {
      payload = JSON.parse(atob(token)) as typeof payload;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: humanCheckSecret,
        hmacKeySignatureSecret: `${humanCheckSecret}-key`,
      });
      if (!result.verified) return null;
    } catch {
      return null;
    }
    const expires = Number(payload.challenge.parameters.data?.expires);
    const signature = payload.challenge.signature ?? '';
    if (!(expires > now()) || usedChallenges.has(signature)) return null;
    usedChallenges.add(signature);
    return payload.challenge.parameters.data?.level === 'raised' ? 'raised' : 'ordinary';
  };
  const humanCheckFailed = (captcha?: boolean) =>
    errorEnvelope(
      AuthErrorCodes.HumanCheckFailed,
      AuthMessages.humanCheckFailed,
      400,
      captcha ? { captcha: true } : undefined,
    );

  /** Counts an event; false (and not counted) when `limit` events already fell in the window. */
  const hit = (kind: string, key: string, limit: number, windowMs: number) => {
    const since = now() - windowMs;
    const total = events.filter((e) => e.kind === kind && e.key === key && e.at > since).length;
    if (total >= limit) return false;
    events.push({ kind, key, at: now() });
    return true;
  };

  /**
   * A limit many clients share on `key` (an account), like the server's hitSharedLimit: the
   * address's own events for it past `limit` are refused ('own'); everyone's together past it ask
   * an ordinary proof for a raised one ('shared'); a raised proof passes. Records both when it passes.
   */
  const hitShared = (
    kind: string,
    key: string,
    address: string,
    level: ProofLevel,
    limit: number,
    windowMs: number,
  ): 'own' | 'shared' | null => {
    const since = now() - windowMs;
    const count = (k: string) =>
      events.filter((e) => e.kind === kind && e.key === k && e.at > since).length;
    const ownKey = `${key} ${address}`;
    if (count(ownKey) >= limit) return 'own';
    if (level !== 'raised' && count(key) >= limit) return 'shared';
    events.push({ kind, key: ownKey, at: now() }, { kind, key, at: now() });
    return null;
  };

  const takeCaptcha = (key: string | undefined, answer: string | undefined) => {
    if (
      !key ||
      !answer ||
      key.length > AuthLimits.captchaKeyMaxLength ||
      answer.length > AuthLimits.captchaAnswerMaxLength
    ) {
      return false;
    }
    const stored = captchas.get(key);
    captchas.delete(key);
    return (
      stored !== undefined &&
      stored.expiresAt > now() &&
      stored.answer.toUpperCase() === answer.trim().toUpperCase()
    );
  };

  /** Uses up the newest live code of the phone for `purpose` when `code` matches it. */
  const consumeCode = (phone: string, purpose: string, code: string | undefined) => {
    const live = codes
      .filter(
        (c) =>
          c.phone === phone &&
          c.purpose === purpose &&
          c.code !== null &&
          !c.used &&
          c.expiresAt > now() &&
          c.attempts < AuthLimits.smsMaxWrongAttempts,
      )
      .sort((a, b) => b.at - a.at)[0];
    if (!live) return false;
    const typed = (code ?? '').trim();
    if (!isSmsCode(typed) || typed !== live.code) {
      live.attempts += 1;
      return false;
    }
    live.used = true;
    return true;
  };
  const provesPhone = (
    phone: string,
    purpose: string,
    body: { verificationCode?: string; firebaseIdToken?: string },
  ) =>
    (body.firebaseIdToken ?? '').trim()
      ? body.firebaseIdToken === DEMO_FIREBASE_ID_TOKEN
      : consumeCode(phone, purpose, body.verificationCode);

  const listedCountry = (dialing: string) =>
    setting.countries.some((c) => c.countryDialingCode === dialing);
  const wrongCountry = () =>
    validation(fieldMessage('countryDialingCode', ValidationMessages.unknownCountry));
  const wrongMobile = (field: string) => validation(fieldMessage(field, FieldMessages.mobileNum));

  /** The phone checks of the SMS calls: digits within the brand's length, a listed country. */
  const checkPhone = (mobileNum: string, countryDialingCode: string) => {
    const mobile = normaliseMobile(mobileNum);
    if (!isMobileNumber(mobile, rules.get('mobileNum'))) {
      return { error: wrongMobile('mobileNum') };
    }
    const dialing = countryDialingCode.trim();
    if (!listedCountry(dialing)) return { error: wrongCountry() };
    return { mobile, dialing };
  };

  /**
   * The SMS limits of one number and one address; records the request (sent or not). Like the
   * server: the number's limits refuse (429) the address's own requests for it, and once
   * everyone's requests reach them an ordinary proof is asked for a raised one.
   */
  const requestCode = (
    phone: string,
    purpose: string,
    address: string,
    deliver: boolean,
    level: ProofLevel,
  ) => {
    const day = now() - DAY_MS;
    const everyone = codes
      .filter((c) => c.phone === phone && c.at > day)
      .sort((a, b) => b.at - a.at);
    const own = everyone.filter((c) => c.address === address);
    const refusal = smsNumberRefusal(
      own.map((c) => c.at),
      now(),
    );
    if (refusal) return rateLimited(refusal.message, refusal.code);
    if (
      level !== 'raised' &&
      smsNumberRefusal(
        everyone.map((c) => c.at),
        now(),
      )
    ) {
      return requireRaisedProof(address);
    }
    if (!hit('sms', address, AuthLimits.smsPerAddressPerHour, AuthLimits.addressWindowMs)) {
      return rateLimited(AuthMessages.smsRateLimited);
    }
    const { expiredMinutes } = buildSmsCode({ expiredMinutes: setting.smsExpiredMinutes });
    codes.push({
      phone,
      address,
      purpose,
      code: deliver ? smsCode : null,
      at: now(),
      expiresAt: now() + expiredMinutes * 60_000,
      used: false,
      attempts: 0,
    });
    return envelope({ expiredMinutes });
  };

  /** The answer of a login or registration that starts a session for `account`. */
  const startSession = (account: MockAccount, forceChange: boolean): LoginResponse => {
    const answer =
      data.login ??
      (account.username === buildMemberInfo().account
        ? buildLoginResponse()
        : buildLoginResponse({
            token: `tok-${account.username}`,
            member: {
              account: account.username,
              nickname: account.username,
              type: account.isAgent,
              isAgent: account.isAgent,
              mobileNum: account.mobileNum ?? null,
              countryDialingCode: account.countryDialingCode ?? null,
              email: account.email ?? null,
            },
          }));
    const response =
      forceChange && !answer.mustChangePassword
        ? { ...answer, mustChangePassword: true, forcedChangeReason: 'defaultPassword' as const }
        : answer;
    sessions.set(response.token, account.username.toLowerCase());
    ended.delete(response.token);
    passwordFailures.delete(response.token);
    if (response.mustChangePassword) pendingChange.add(response.token);
    else pendingChange.delete(response.token);
    return response;
  };

  /** Ends the account's sessions but `keep` (a new password was set). */
  const endSessionsOf = (account: MockAccount, keep?: string) => {
    for (const [token, username] of sessions) {
      if (username === account.username.toLowerCase() && token !== keep) ended.add(token);
    }
  };

  /** The account of a request's token; null for a missing, unknown or logged-out token. */
  const sessionOf = (request: Request): MockAccount | null => {
    const token = bearer(request);
    const username = token && !ended.has(token) ? sessions.get(token) : undefined;
    return username === undefined ? null : (accounts.get(username) ?? null);
  };

  /**
   * Like the server's guard: the account of a session whose password change is not due, else the
   * answer (401 without a session, 403 PASSWORD_CHANGE_REQUIRED while the change is due).
   */
  const activeSessionOf = (request: Request): { account: MockAccount } | { error: Response } => {
    const account = sessionOf(request);
    if (!account) return { error: unauthorized() };
    if (pendingChange.has(bearer(request) ?? '')) {
      return {
        error: errorEnvelope(
          AuthErrorCodes.PasswordChangeRequired,
          AuthMessages.passwordChangeRequired,
          403,
        ),
      };
    }
    return { account };
  };

  /** The default password and the common ones are refused as new passwords. */
  const weakPassword = (field: string, password: string) => {
    if (password === DEMO_DEFAULT_PASSWORD) {
      return validation(fieldMessage(field, ValidationMessages.defaultPassword));
    }
    if (COMMON_PASSWORD_SAMPLE.includes(password.toLowerCase())) {
      return validation(fieldMessage(field, ValidationMessages.commonPassword));
    }
    return null;
  };

  const checkNewPassword = (field: string, password: string) => {
    const rule = rules.get('password');
    const problem = rule?.enabled
      ? checkField(password, { ...rule, required: true })
      : password.trim()
        ? null
        : 'required';
    if (problem) return validation(fieldProblemMessage(field, problem, rule));
    return weakPassword(field, password);
  };

  return [
    // The member's event stream (<MemberEventStream />): open and quiet after its `ready`, until
    // the page closes it. A test that sends events answers this path itself.
    http.get(`*${MEMBER_EVENTS_PATH}`, ({ request }) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: ready\ndata: {"type":"ready"}\n\n'));
          request.signal.addEventListener('abort', () => {
            try {
              controller.close();
            } catch {
              // already closed
            }
          });
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
    http.post('*/wps/session/login/freeplay', async ({ request }) => {
      const body = await readBody<{ platform?: string; nonce?: string; gatewayVersion?: number }>(
        request,
      );
      if (!body || body.platform !== 'W' || !body.nonce || body.gatewayVersion !== 3) {
        return validation('nonce: Invalid free-play request');
      }
      if (!flags.FREEPLAY3) return forbidden(AuthMessages.freePlayDisabled);
      if (
        !hit(
          'freeplay',
          addressOf(request),
          AuthLimits.freePlayPerAddressPerHour,
          AuthLimits.addressWindowMs,
        )
      ) {
        return rateLimited(AuthMessages.freePlayRateLimited);
      }
      const answer = data.freePlay ?? buildTrialLoginResponse();
      sessions.set(answer.token, 'demo_trial');
      ended.delete(answer.token);
      return envelope(answer);
    }),

    http.post('*/wps/session/login', async ({ request }) => {
      const body = await readBody<Partial<LoginRequest>>(request);
      if (
        !body ||
        typeof body !== 'object' ||
        !['username', 'sms', 'firebase'].includes(text(body.type))
      ) {
        return validation('type: Invalid login request');
      }
      const username = text(body.username).trim();
      const byPhone = body.type === 'sms' || body.type === 'firebase';
      const secret =
        body.type === 'firebase'
          ? text(body.firebaseIdToken).trim()
          : body.type === 'sms'
            ? text(body.password).trim()
            : text(body.password);
      if (!username || !secret) return validation(AuthMessages.loginFieldsEmpty);
      const dialing = text(body.countryDialingCode).trim();
      const mobile = normaliseMobile(username);
      if (byPhone) {
        if (!isDialingCode(dialing) || !isMobileNumber(mobile)) {
          return wrongMobile('username');
        }
        if (!flags.MOBILEVERCODELOGIN3) return forbidden(AuthMessages.smsLoginDisabled);
      }
      const key = byPhone ? `sms:${dialing}${mobile}` : username.toLowerCase();
      const address = addressOf(request);
      const since = now() - AuthLimits.loginAttemptWindowMs;
      const fromAddress = attempts.filter((a) => a.address === address && a.at > since);
      const addressFailures = fromAddress.filter((a) => !a.success).length;
      if (fromAddress.length >= AuthLimits.loginAttemptsPerAddress) {
        return rateLimited(AuthMessages.loginRateLimited);
      }
      const accountFailures = attempts.filter(
        (a) => a.account === key && !a.success && !a.cleared && a.at > since,
      ).length;
      const record = (success: boolean) =>
        attempts.push({ account: key, address, success, at: now(), cleared: false });
      const captchaRequired =
        data.captchaRequired === true ||
        accountFailures >= AuthLimits.accountFailuresBeforeCaptcha ||
        addressFailures >= AuthLimits.addressFailuresBeforeCaptcha;
      if (captchaRequired && !takeCaptcha(body.captchaKey, body.captcha)) {
        record(false);
        return errorEnvelope(AuthErrorCodes.CaptchaInvalid, AuthMessages.captchaRequired, 400, {
          captcha: true,
        });
      }
      if (captchaRequired && !byPhone && !(await humanCheckHolds(body))) {
        record(false);
        return humanCheckFailed(true);
      }

      let account: MockAccount | null;
      let success: boolean;
      if (byPhone) {
        account = byMobile(dialing, mobile);
        const proven = provesPhone(`${dialing}${mobile}`, 'login', {
          verificationCode: body.type === 'sms' ? secret : undefined,
          firebaseIdToken: body.type === 'firebase' ? secret : undefined,
        });
        success = account !== null && account.isAgent !== TRIAL_ACCOUNT_TYPE && proven;
      } else {
        account =
          accounts.get(username.toLowerCase()) ??
          (isDialingCode(dialing) && isMobileNumber(mobile) ? byMobile(dialing, mobile) : null);
        success = account !== null && account.password !== null && account.password === secret;
      }
      if (!success || !account) {
        record(false);
        const captchaNext =
          data.captchaRequired === true ||
          accountFailures + 1 >= AuthLimits.accountFailuresBeforeCaptcha ||
          addressFailures + 1 >= AuthLimits.addressFailuresBeforeCaptcha;
        return errorEnvelope(AuthErrorCodes.LoginFailed, AuthMessages.loginFailed, 401, {
          captcha: captchaNext,
        });
      }
      record(true);
      // A success clears the account's failures (its captcha brake resets); the address keeps
      // counting them, so logging into one's own account does not reset an address's brake.
      for (const attempt of attempts) {
        if (attempt.account === key && !attempt.success) attempt.cleared = true;
      }
      const started = startSession(account, !byPhone && secret === DEMO_DEFAULT_PASSWORD);
      // A login from a new address waits for its proof (SPEC.md §4) when the data asks for one.
      if ((data.ipVerification ?? []).length > 0) pendingIp.set(started.token, 0);
      return envelope(started);
    }),

    http.delete('*/wps/session/logout', ({ request }) => {
      const token = bearer(request);
      if (!token || !sessionOf(request)) return unauthorized();
      ended.add(token);
      return envelope(null);
    }),

    http.get('*/wps/member/accountRules', () =>
      envelope({
        minimumAge,
        lockedProfileFields: ['payeeName', 'birthday'],
        payeeNameMustMatch: true,
        newIpVerification: (data.ipVerification ?? []).length > 0,
        ipProofMethods: data.ipVerification ?? [],
      }),
    ),
    http.get('*/wps/session/ipVerification', ({ request }) => {
      const token = bearer(request);
      if (token === null || !pendingIp.has(token)) return validation('No verification is pending');
      return envelope({
        methods: data.ipVerification ?? [],
        mobile: '****0001',
        email: 'd***@example.com',
        ip: '203.0.113.9',
      });
    }),
    http.post('*/wps/session/ipVerification/code', ({ request }) => {
      const token = bearer(request);
      if (token === null || !pendingIp.has(token)) return validation('No verification is pending');
      return envelope({ expiredMinutes: 5, sentTo: '****0001' });
    }),
    http.post('*/wps/session/ipVerification', async ({ request }) => {
      const token = bearer(request);
      if (token === null || !pendingIp.has(token)) return validation('No verification is pending');
      const body = await readBody<{ method?: string; answer?: string }>(request);
      const expected: Record<string, string> = {
        mobile: smsCode,
        email: smsCode,
        bankAccountName: 'Maria Santos',
        totp: '654321',
      };
      if (body?.answer === expected[body?.method ?? '']) {
        pendingIp.delete(token);
        return envelope(null);
      }
      const failures = pendingIp.get(token)! + 1;
      pendingIp.set(token, failures);
      if (failures >= MemberAccountLimits.ipProofWrongMax) {
        pendingIp.delete(token);
        return errorEnvelope(ErrorCodes.Unauthorized, MemberAccountMessages.ipProofsExhausted, 401);
      }
      return errorEnvelope(
        MemberAccountErrorCodes.IpProofWrong,
        MemberAccountMessages.ipProofWrong,
        400,
      );
    }),
    http.get('*/wps/member/info', ({ request }) => {
      const token = bearer(request);
      if (token !== null && pendingIp.has(token)) {
        return errorEnvelope(
          MemberAccountErrorCodes.IpVerificationRequired,
          MemberAccountMessages.ipVerificationRequired,
          403,
        );
      }
      const active = activeSessionOf(request);
      if ('error' in active) return active.error;
      const { account } = active;
      if (data.member) return envelope(data.member);
      return envelope(
        account.username === buildMemberInfo().account
          ? buildMemberInfo()
          : buildMemberInfo({
              account: account.username,
              nickname: account.username,
              type: account.isAgent,
              isAgent: account.isAgent,
            }),
      );
    }),

    ...(['username', 'mobile'] as const).map((mode) =>
      http.put(
        mode === 'mobile' ? '*/wps/member/register/mobile' : '*/wps/member/register',
        async ({ request }) => {
          const body = await readBody<Partial<RegisterRequest>>(request);
          if (!body || typeof body !== 'object') return validation('body: Invalid registration');
          if (mode === 'username' && !flags.USERNAMEREG3) {
            return forbidden(AuthMessages.usernameRegisterDisabled);
          }
          if (mode === 'mobile' && !flags.MOBILENUMREG3 && !flags.MOBILENUMPASSREG3) {
            return forbidden(AuthMessages.mobileRegisterDisabled);
          }
          const passwordless = mode === 'mobile' && !flags.MOBILENUMPASSREG3;
          if (passwordless && (text(body.password) !== '' || text(body.confirmPassword) !== '')) {
            return forbidden(MemberAccountMessages.mobilePasswordDisabled);
          }
          if (body.ageConfirmed !== true) {
            return errorEnvelope(
              MemberAccountErrorCodes.AgeNotConfirmed,
              fieldMessage(
                'ageConfirmed',
                ageMessage(MemberAccountMessages.ageNotConfirmed, minimumAge),
              ),
              400,
            );
          }
          const values = registerValues(
            passwordless
              ? { ...body, password: 'Filler2025', confirmPassword: 'Filler2025' }
              : body,
            mode,
          );
          const mobile = values.mobileNum;
          const problem = findRegisterProblem(values, rules, mode);
          if (problem) {
            return validation(fieldProblemMessage(problem.field, problem.problem, problem.rule));
          }
          if (values.password !== values.confirmPassword) {
            return validation(
              fieldMessage('confirmPassword', ValidationMessages.confirmationDiffers),
            );
          }
          const weak = weakPassword('password', values.password ?? '');
          if (weak) return weak;
          const username = (values.username ?? '').trim();
          let dialing: string | null = null;
          if (mobile) {
            const phone = checkPhone(mobile, text(body.countryDialingCode));
            if (phone.error) return phone.error;
            dialing = phone.dialing!;
          }
          const smsRequired = mode === 'mobile' || flags.REGMOBVERF3 === true;
          if (smsRequired && !mobile) {
            return validation(fieldProblemMessage('mobileNum', 'required'));
          }
          if (
            smsRequired &&
            !text(body.firebaseIdToken).trim() &&
            !text(body.verificationCode).trim()
          ) {
            return validation(fieldProblemMessage('verificationCode', 'required'));
          }
          if (!(await humanCheckHolds(body))) return humanCheckFailed();
          const code = text(body.affiliateCode).trim() || text(body.referralCode).trim();
          if (code && !affiliateCodes.includes(code.toLowerCase())) {
            return errorEnvelope(
              AuthErrorCodes.AffiliateInvalid,
              AuthMessages.affiliateInvalid,
              400,
            );
          }
          if (accounts.has(username.toLowerCase())) {
            return errorEnvelope(AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken, 409);
          }
          if (dialing && byMobile(dialing, mobile)) {
            return errorEnvelope(AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken, 409);
          }
          if (
            !hit(
              'register',
              addressOf(request),
              AuthLimits.registrationsPerAddressPerHour,
              AuthLimits.addressWindowMs,
            )
          ) {
            return rateLimited(AuthMessages.registerRateLimited);
          }
          if (rules.get('captcha')?.enabled && !takeCaptcha(body.captchaKey, body.captcha)) {
            return errorEnvelope(AuthErrorCodes.CaptchaInvalid, AuthMessages.captchaRequired, 400, {
              captcha: true,
            });
          }
          if (smsRequired && !provesPhone(`${dialing}${mobile}`, 'register', body)) {
            return errorEnvelope(AuthErrorCodes.SmsCodeInvalid, AuthMessages.smsCodeInvalid, 400);
          }
          const account: MockAccount = {
            username,
            password: values.password ?? '',
            isAgent: 0,
            ...(mobile && dialing ? { mobileNum: mobile, countryDialingCode: dialing } : {}),
            ...(values.email ? { email: values.email.trim() } : {}),
          };
          accounts.set(username.toLowerCase(), account);
          return envelope(startSession(account, false));
        },
      ),
    ),

    http.post('*/wps/member/password/email', async ({ request }) => {
      const body = await readBody<{ username?: string; email?: string } & HumanCheckFields>(
        request,
      );
      if (!text(body?.username) || !text(body?.email)) {
        return validation(fieldProblemMessage('email', 'required'));
      }
      const level = await humanCheckHolds(body);
      if (!level) return humanCheckFailed();
      if (
        !hit(
          'forgot-email',
          addressOf(request),
          AuthLimits.forgotEmailPerAddress,
          AuthLimits.forgotEmailWindowMs,
        )
      ) {
        return rateLimited(AuthMessages.forgotRateLimited);
      }
      // Shared by everyone who can type the name: spent by others, it asks for a raised proof.
      const shared = hitShared(
        'forgot-email-account',
        text(body?.username).trim().toLowerCase(),
        addressOf(request),
        level,
        AuthLimits.forgotEmailPerAccount,
        AuthLimits.forgotEmailWindowMs,
      );
      if (shared === 'own') return rateLimited(AuthMessages.forgotRateLimited);
      if (shared === 'shared') return requireRaisedProof(addressOf(request));
      return envelope(null);
    }),

    http.post('*/wps/member/password/verification', async ({ request }) => {
      const body = await readBody<Partial<ResetByPhoneRequest>>(request);
      if (!body || typeof body !== 'object') return validation('body: Invalid request');
      if (!flags.CHNGPASSVERIF3) return forbidden(AuthMessages.phoneResetDisabled);
      const mobile = normaliseMobile(text(body.mobileNum));
      if (!isMobileNumber(mobile)) return wrongMobile('mobileNum');
      const dialing = text(body.countryDialingCode).trim();
      if (!listedCountry(dialing)) return wrongCountry();
      const weak = checkNewPassword('newPassword', text(body.newPassword));
      if (weak) return weak;
      if (!(await humanCheckHolds(body))) return humanCheckFailed();
      const proven = provesPhone(`${dialing}${mobile}`, 'forgot', body);
      const account = proven ? byMobile(dialing, mobile) : null;
      if (!account || account.isAgent === TRIAL_ACCOUNT_TYPE) {
        return errorEnvelope(AuthErrorCodes.SmsCodeInvalid, AuthMessages.smsCodeInvalid, 400);
      }
      account.password = text(body.newPassword);
      endSessionsOf(account);
      return envelope(null);
    }),

    http.post('*/wps/member/password', async ({ request }) => {
      const account = sessionOf(request);
      if (!account) return unauthorized();
      if (account.isAgent === TRIAL_ACCOUNT_TYPE) return forbidden(AuthMessages.needsRealAccount);
      const body = await readBody<Partial<ChangePasswordRequest>>(request);
      if (!body || typeof body !== 'object') return validation('body: Invalid request');
      const weak = checkNewPassword('newPassword', text(body.newPassword));
      if (weak) return weak;
      if (body.newPassword !== body.confirmNewPassword) {
        return validation(
          fieldMessage('confirmNewPassword', ValidationMessages.confirmationDiffers),
        );
      }
      const token = bearer(request)!;
      if (account.password === null || body.oldPassword !== account.password) {
        // Like the server: the last allowed wrong old password ends the session.
        const failures = (passwordFailures.get(token) ?? 0) + 1;
        passwordFailures.set(token, failures);
        if (failures >= AuthLimits.changePasswordGuessesPerSession) {
          ended.add(token);
          return errorEnvelope(ErrorCodes.Unauthorized, AuthMessages.passwordGuessesExceeded, 401);
        }
        return errorEnvelope(AuthErrorCodes.PasswordIncorrect, AuthMessages.passwordIncorrect, 400);
      }
      account.password = text(body.newPassword);
      pendingChange.delete(token);
      passwordFailures.delete(token);
      endSessionsOf(account, token);
      return envelope(null);
    }),

    http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
      const body = await readBody<Partial<SmsNoLoginRequest>>(request);
      if (
        !body ||
        typeof body.mobileNum !== 'string' ||
        typeof body.countryDialingCode !== 'string' ||
        (body.purpose !== 'login' && body.purpose !== 'forgot')
      ) {
        return wrongMobile('mobileNum');
      }
      const enabled = body.purpose === 'login' ? flags.MOBILEVERCODELOGIN3 : flags.CHNGPASSVERIF3;
      if (!enabled) return forbidden(AuthMessages.verificationDisabled);
      const phone = checkPhone(body.mobileNum, body.countryDialingCode);
      if (phone.error) return phone.error;
      const level = await humanCheckHolds(body);
      if (!level) return humanCheckFailed();
      const account = byMobile(phone.dialing!, phone.mobile!);
      return requestCode(
        `${phone.dialing}${phone.mobile}`,
        body.purpose,
        addressOf(request),
        account !== null && account.isAgent !== TRIAL_ACCOUNT_TYPE,
        level,
      );
    }),

    http.post('*/wps/verification/sms/register', async ({ request }) => {
      const body = await readBody<Partial<SmsRegisterRequest>>(request);
      if (
        !body ||
        typeof body.mobileNo !== 'string' ||
        typeof body.countryDialingCode !== 'string' ||
        (body.registerType !== 'username' && body.registerType !== 'mobile')
      ) {
        return wrongMobile('mobileNo');
      }
      const enabled =
        body.registerType === 'mobile'
          ? flags.MOBILENUMREG3
          : flags.USERNAMEREG3 && flags.REGMOBVERF3;
      if (!enabled) return forbidden(AuthMessages.registrationDisabled);
      const phone = checkPhone(body.mobileNo, body.countryDialingCode);
      if (phone.error) return phone.error;
      const level = await humanCheckHolds(body);
      if (!level) return humanCheckFailed();
      const address = addressOf(request);
      if (
        !hit(
          'sms-register',
          address,
          AuthLimits.smsRegisterPerAddressPerHour,
          AuthLimits.addressWindowMs,
        )
      ) {
        return rateLimited(AuthMessages.smsRateLimited);
      }
      if (byMobile(phone.dialing!, phone.mobile!)) {
        return errorEnvelope(AuthErrorCodes.MobileTaken, AuthMessages.mobileTaken, 409);
      }
      return requestCode(`${phone.dialing}${phone.mobile}`, 'register', address, true, level);
    }),

    http.get('*/wps/verification/human-check', async ({ request }) =>
      envelope(await humanCheckChallenge(addressOf(request))),
    ),

    http.get('*/wps/captcha', ({ request }) => {
      if (!hit('captcha', addressOf(request), 1, AuthLimits.captchaRefreshMs)) {
        return rateLimited(AuthMessages.captchaTooSoon);
      }
      captchaSerial += 1;
      const captcha = buildCaptcha(
        captchaSerial === 1 ? {} : { captchaKey: `captcha-key-${captchaSerial}` },
      );
      captchas.set(captcha.captchaKey, {
        answer: captchaText,
        expiresAt: now() + AuthLimits.captchaTtlMs,
      });
      return envelope(captcha);
    }),

    http.get('*/wps/agent/affiliate', ({ request }) => {
      const code = (new URL(request.url).searchParams.get('code') ?? '').trim().toLowerCase();
      return envelope({ success: code !== '' && affiliateCodes.includes(code) });
    }),

    http.get('*/wps/relay/MCSFE_getPlayerAvatar', ({ request }) => {
      const active = activeSessionOf(request);
      return 'error' in active ? active.error : envelope(buildPlayerAvatar());
    }),

    http.put('*/wps/member/info/icon', async ({ request }) => {
      const active = activeSessionOf(request);
      if ('error' in active) return active.error;
      const { account } = active;
      if (account.isAgent === TRIAL_ACCOUNT_TYPE) return forbidden(AuthMessages.needsRealAccount);
      const body = await readBody<SetAvatarRequest>(request);
      if (!body || !Number.isInteger(body.avatarId)) {
        return validation('avatarId: Invalid avatar');
      }
      return envelope(null);
    }),

    http.get('*/wps/relay/CSP_unreadCount', ({ request }) => {
      const active = activeSessionOf(request);
      return 'error' in active ? active.error : envelope(buildUnreadCount());
    }),

    http.post('*/wps/relay/firstLogin', ({ request }) => {
      const active = activeSessionOf(request);
      return 'error' in active ? active.error : envelope(null);
    }),
  ];
}

/** The auth handlers with the demo defaults. */
export const authHandlers = createAuthHandlers();
