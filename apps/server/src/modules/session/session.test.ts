// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
import { randomBytes, scryptSync } from 'node:crypto';
import type { LoginResponse, MemberInfo } from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '../../db/seed-data';
import type { ScryptCost } from '../../lib/password';
import { onScryptDerivation } from '../../lib/password';
import {
  callEncrypted,
  createMember,
  envelope,
  knownCaptcha,
  lastSmsCode,
  login,
  setFlag,
  solveHumanCheck,
  withToken,
} from '../../testing/auth-helpers';
import type { TestMemberOptions } from '../../testing/auth-helpers';
import { createTestServer, testPasswordHasher } from '../../testing/test-database';

const OPS = 'session-test-operator-token';
let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
/** A fresh client address per test, so per-address counters do not leak between tests. */
const nextIp = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: OPS } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts well after the previous one: rate windows are closed.
  now = new Date(now.getTime() + 24 * 3_600_000);
});

const flag = (id: string, enabled: boolean) => setFlag(server.app, OPS, id, enabled);
/** A member of the test's own (no test logs in, fails or changes a seeded account). */
const member = (options: TestMemberOptions = {}) => createMember(server.database, options);
/** Logs `who` in from a fresh address and returns the token. */
const tokenOf = async (who: { username: string; password: string }) => {
  const response = await login(server.app, who.username, who.password, {}, nextIp());
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LoginResponse>(response).value.token;
};

describe('login by username', () => {
  it('logs in, answers LoginResponse with member info and a working 128-bit token', async () => {
    // The seeded player, for its labels and upline; logging in changes nothing of it.
    const response = await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp());
    expect(response.statusCode, response.body).toBe(200);
    const value = envelope<LoginResponse>(response).value;
    expect(value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
      member: {
        account: 'demo_player',
        type: 0,
        isAgent: 0,
        toUpline: true,
        clubLabel: { labelName: 'Bronze', rankLevel: 1 },
        memberLabel: [{ labelName: 'New' }],
        currencySymbol: '¥',
        unreadMessage: 0,
        availablePromoCount: 0,
      },
    });
    expect(Buffer.from(value.token, 'base64url')).toHaveLength(16);
    const stored = await server.database.db.select().from(t.memberSessions);
    expect(stored.some((s) => s.tokenHash === value.token)).toBe(false);
    const info = await withToken(server.app, 'GET', '/wps/member/info', value.token);
    expect(envelope<MemberInfo>(info).value.account).toBe('demo_player');
  });

  it('accepts a registered mobile number with its dialing code instead of the username', async () => {
    const who = await member({ mobile: true });
    const withNumber = await login(
      server.app,
      who.mobileNum!,
      who.password,
      { countryDialingCode: '+63' },
      nextIp(),
    );
    expect(withNumber.statusCode, withNumber.body).toBe(200);
    expect(envelope<LoginResponse>(withNumber).value.member.account).toBe(who.username);
    const otherCountry = await login(
      server.app,
      who.mobileNum!,
      who.password,
      { countryDialingCode: '+84' },
      nextIp(),
    );
    expect(envelope(otherCountry).code).toBe(AuthErrorCodes.LoginFailed);
  });

  it('accepts the username in any case', async () => {
    const who = await member();
    const response = await login(
      server.app,
      who.username.toUpperCase(),
      who.password,
      {},
      nextIp(),
    );
    expect(response.statusCode).toBe(200);
  });

  it('runs exactly one scrypt at the configured cost for every kind of login, and fails alike', async () => {
    // Equal work instead of equal wall-clock time (which a busy machine blurs): every password
    // login derives one scrypt key at the configured cost, whether or not the account exists or
    // has a usable password. `pnpm bench:login-timing` measures the time itself.
    const cheapSalt = randomBytes(16);
    // Half the configured N: below the cost, so never checked.
    const cheapN = testPasswordHasher.cost.N / 2;
    const cheapKey = scryptSync('Cheap2025', cheapSalt, 64, { N: cheapN, r: 8, p: 1 });
    const [right, wrong, legacy, unusable] = await Promise.all([
      member(),
      member(),
      member({
        password: 'Cheap2025',
        passwordHash: [
          'scrypt',
          cheapN,
          8,
          1,
          cheapSalt.toString('base64'),
          cheapKey.toString('base64'),
        ].join('$'),
      }),
      member({ passwordHash: '!unusable$nothing-matches' }),
    ]);
    const trial = envelope<LoginResponse>(
      await server.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        remoteAddress: nextIp(),
        payload: { os: 'Linux', platform: 'W', nonce: 'U2FsdGVkX1+abc', gatewayVersion: 3 },
      }),
    ).value.member.account;
    const cases = [
      ['unknown account', `nobody_${randomBytes(3).toString('hex')}`, 'Wrong2025', 401],
      ['wrong password', wrong.username, 'Wrong2025', 401],
      ['hash below the configured cost, right password', legacy.username, 'Cheap2025', 401],
      ['unusable password', unusable.username, '!unusable$nothing-matches', 401],
      ['trial account', trial, 'Wrong2025', 401],
      ['right password', right.username, right.password, 200],
    ] as const;
    const failures = new Set<string>();
    for (const [kind, username, password, status] of cases) {
      const derivations: ScryptCost[] = [];
      const stop = onScryptDerivation((cost) => derivations.push(cost));
      let response;
      try {
        response = await login(server.app, username, password, {}, nextIp());
      } finally {
        stop();
      }
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(status);
      expect(derivations, kind).toEqual([testPasswordHasher.cost]);
      if (status === 401) failures.add(response.body);
    }
    // One answer for every failure: nothing tells the accounts apart.
    expect([...failures]).toHaveLength(1);
    expect(JSON.parse([...failures][0]!)).toEqual({
      success: false,
      code: AuthErrorCodes.LoginFailed,
      message: AuthMessages.loginFailed,
      value: null,
      captcha: false,
    });
  });

  it('needs an encrypted body and a valid decrypted body', async () => {
    const plain = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo_player', password: DEMO_PASSWORD, type: 'username' },
    });
    expect(plain.statusCode).toBe(400);
    expect(envelope(plain).code).toBe(ErrorCodes.BadRequest);
    for (const data of ['garbage', '', 'U2FsdGVkX1+AAAAAAAAAAA==', 'x'.repeat(70_000)]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { data },
      });
      expect(response.statusCode, data.slice(0, 20)).toBe(400);
    }
    const cases: unknown[] = [
      { username: 'demo_player', password: DEMO_PASSWORD },
      { username: ['demo_player'], password: DEMO_PASSWORD, type: 'username' },
      { username: 'demo_player', password: 12345678, type: 'username' },
      { username: 'demo_player', password: DEMO_PASSWORD, type: 'admin' },
      { username: 'x'.repeat(10_241), password: DEMO_PASSWORD, type: 'username' },
      { username: 'demo_player', password: 'y'.repeat(10_241), type: 'username' },
      'demo_player',
      [1, 2, 3],
      null,
    ];
    for (const body of cases) {
      const response = await callEncrypted(server.app, 'POST', '/wps/session/login', body, {
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    const empty = await login(server.app, '  ', '', {}, nextIp());
    expect(envelope(empty)).toMatchObject({
      code: ErrorCodes.Validation,
      message: AuthMessages.loginFieldsEmpty,
    });
  });

  it('treats SQL and HTML in the fields as plain text', async () => {
    const who = await member();
    for (const hostile of [
      "' OR '1'='1",
      `${who.username}'; drop table members; --`,
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
    ]) {
      now = new Date(now.getTime() + AuthLimits.loginAttemptWindowMs + 60_000); // no captcha brake
      const asUsername = await login(server.app, hostile, who.password, {}, nextIp());
      expect(asUsername.statusCode).toBe(401);
      const asPassword = await login(server.app, who.username, hostile, {}, nextIp());
      expect(asPassword.statusCode).toBe(401);
      expect(asPassword.body).not.toContain('<script>');
    }
    expect((await server.database.db.select().from(t.members)).length).toBeGreaterThan(3);
    expect((await login(server.app, who.username, who.password, {}, nextIp())).statusCode).toBe(
      200,
    );
  });
});

describe('captcha brake and rate limit', () => {
  it('asks for a captcha after two failures for an account and then checks it', async () => {
    expect(AuthLimits.accountFailuresBeforeCaptcha).toBe(2);
    const who = await member();
    const first = await login(server.app, who.username, 'nope1', {}, nextIp());
    expect(envelope(first)).toMatchObject({ code: AuthErrorCodes.LoginFailed, captcha: false });
    const second = await login(server.app, who.username, 'nope2', {}, nextIp());
    expect(envelope(second)).toMatchObject({ code: AuthErrorCodes.LoginFailed, captcha: true });
    // Even the right password needs the captcha now, from any address.
    const missing = await login(server.app, who.username, who.password, {}, nextIp());
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({
      code: AuthErrorCodes.CaptchaInvalid,
      message: AuthMessages.captchaRequired,
      captcha: true,
    });
    const wrongKey = await knownCaptcha(server.database, 'ACDE', now);
    const wrong = await login(
      server.app,
      who.username,
      who.password,
      { captchaKey: wrongKey, captcha: 'XXXX' },
      nextIp(),
    );
    expect(envelope(wrong).code).toBe(AuthErrorCodes.CaptchaInvalid);
    // The captcha was used up by the wrong answer.
    const reused = await login(
      server.app,
      who.username,
      who.password,
      { captchaKey: wrongKey, captcha: 'ACDE' },
      nextIp(),
    );
    expect(envelope(reused).code).toBe(AuthErrorCodes.CaptchaInvalid);
    const key = await knownCaptcha(server.database, 'HJKM', now);
    const right = await login(
      server.app,
      who.username,
      who.password,
      // Case-insensitive; behind the captcha the human check (human-check.test.ts).
      { captchaKey: key, captcha: 'hjkm', ...(await solveHumanCheck(server.app)) },
      nextIp(),
    );
    expect(right.statusCode, right.body).toBe(200);
    // Success resets the brake.
    const after = await login(server.app, who.username, who.password, {}, nextIp());
    expect(after.statusCode).toBe(200);
  });

  it('rejects an expired captcha', async () => {
    const who = await member();
    for (const pass of ['a', 'b']) await login(server.app, who.username, pass, {}, nextIp());
    const key = await knownCaptcha(server.database, 'TUVW', now);
    now = new Date(now.getTime() + AuthLimits.captchaTtlMs + 60_000);
    const response = await login(
      server.app,
      who.username,
      who.password,
      { captchaKey: key, captcha: 'TUVW' },
      nextIp(),
    );
    expect(envelope(response).code).toBe(AuthErrorCodes.CaptchaInvalid);
  });

  it('asks for a captcha after five failures from one address, whatever the account', async () => {
    const who = await member();
    const ip = nextIp();
    for (let i = 0; i < AuthLimits.addressFailuresBeforeCaptcha; i++) {
      await login(server.app, `ghost_${i}`, 'x', {}, ip);
    }
    const response = await login(server.app, who.username, who.password, {}, ip);
    expect(envelope(response)).toMatchObject({
      code: AuthErrorCodes.CaptchaInvalid,
      captcha: true,
    });
    const elsewhere = await login(server.app, who.username, who.password, {}, nextIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits an address to 30 attempts per 15 minutes but never locks the account', async () => {
    const who = await member();
    const ip = nextIp();
    for (let i = 0; i < AuthLimits.loginAttemptsPerAddress; i++) {
      await callEncrypted(
        server.app,
        'POST',
        '/wps/session/login',
        { username: `flood_${i}`, password: 'x', type: 'username' },
        { remoteAddress: ip },
      );
    }
    const limited = await login(server.app, who.username, who.password, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited)).toMatchObject({
      code: ErrorCodes.RateLimited,
      message: AuthMessages.loginRateLimited,
    });
    // The real user, elsewhere, is not locked out.
    const real = await login(server.app, who.username, who.password, {}, nextIp());
    expect(real.statusCode).toBe(200);
    now = new Date(now.getTime() + AuthLimits.loginAttemptWindowMs + 60_000);
    const later = await login(server.app, who.username, who.password, {}, ip);
    expect(later.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('require a bearer token and reject unknown ones', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic x' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/wps/member/info', headers });
      expect(response.statusCode).toBe(401);
      expect(envelope(response)).toMatchObject({
        code: ErrorCodes.Unauthorized,
        message: AuthMessages.notLoggedIn,
      });
    }
  });

  it('expire after 2 h idle, slide with use, and end after 24 h at most', async () => {
    const who = await member();
    const token = await tokenOf(who);
    // Used every 1 h 50 min: stays alive until the 24 h absolute limit.
    const step = AuthLimits.sessionIdleMs - 10 * 60_000;
    const started = now.getTime();
    while (now.getTime() + step < started + AuthLimits.sessionAbsoluteMs) {
      now = new Date(now.getTime() + step);
      expect((await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode).toBe(200);
    }
    now = new Date(started + AuthLimits.sessionAbsoluteMs + 1);
    expect((await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode).toBe(401);

    const second = await tokenOf(who);
    now = new Date(now.getTime() + AuthLimits.sessionIdleMs);
    expect((await withToken(server.app, 'GET', '/wps/member/info', second)).statusCode).toBe(401);
  });

  it('logout deletes the session: the token stops working', async () => {
    const token = await tokenOf(await member());
    const out = await withToken(server.app, 'DELETE', '/wps/session/logout', token);
    expect(out.statusCode).toBe(200);
    expect(envelope(out)).toMatchObject({ success: true, value: null });
    expect((await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode).toBe(401);
    expect((await withToken(server.app, 'DELETE', '/wps/session/logout', token)).statusCode).toBe(
      401,
    );
  });
});

describe('forced password change (SPEC.md §4)', () => {
  it('flags the brand default password and the first login', async () => {
    const who = await member({ password: DEMO_DEFAULT_PASSWORD, firstLogin: true });
    const value = envelope<LoginResponse>(
      await login(server.app, who.username, who.password, {}, nextIp()),
    ).value;
    // Both hold; the default password is named first.
    expect(value).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: true,
      forcedChangeReason: 'defaultPassword',
    });
    // The first-login action cannot clear the flag: only a new password does.
    await withToken(server.app, 'POST', '/wps/relay/firstLogin', value.token);
    const again = envelope<LoginResponse>(
      await login(server.app, who.username, who.password, {}, nextIp()),
    ).value;
    expect(again).toMatchObject({ firstTimeLogin: true, mustChangePassword: true });
  });

  it('flags the first login of an account whose password someone else chose', async () => {
    const who = await member({ firstLogin: true });
    const value = envelope<LoginResponse>(
      await login(server.app, who.username, who.password, {}, nextIp()),
    ).value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: true,
      forcedChangeReason: 'firstLogin',
    });
  });

  it('flags an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const who = await member({
      mobile: true,
      passwordChangedAt: new Date(now.getTime() - 91 * 86_400_000),
    });
    try {
      const expired = envelope<LoginResponse>(
        await login(server.app, who.username, who.password, {}, nextIp()),
      ).value;
      expect(expired).toMatchObject({
        passwordExpired: true,
        mustChangePassword: true,
        forcedChangeReason: 'expired',
      });
      await flag('PWDEXPFORCECHANGE3', false);
      const off = envelope<LoginResponse>(
        await login(server.app, who.username, who.password, {}, nextIp()),
      ).value;
      expect(off).toMatchObject({
        passwordExpired: false,
        mustChangePassword: false,
        forcedChangeReason: null,
      });
      await flag('PWDEXPFORCECHANGE3', true);

      // Never for sms logins.
      const ip = nextIp();
      await server.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: ip,
        payload: {
          mobileNum: who.mobileNum,
          countryDialingCode: '+63',
          purpose: 'login',
          ...(await solveHumanCheck(server.app)),
        },
      });
      const code = await lastSmsCode(server.database, who.phone!);
      const sms = await callEncrypted(
        server.app,
        'POST',
        '/wps/session/login',
        { username: who.mobileNum, password: code, type: 'sms', countryDialingCode: '+63' },
        { remoteAddress: ip },
      );
      expect(sms.statusCode, sms.body).toBe(200);
      expect(envelope<LoginResponse>(sms).value).toMatchObject({
        passwordExpired: false,
        mustChangePassword: false,
        member: { account: who.username },
      });
    } finally {
      await flag('PWDEXPFORCECHANGE3', true);
    }
  });
});

describe('login by sms code', () => {
  const send = async (mobileNum: string, ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: {
        mobileNum,
        countryDialingCode: '+63',
        purpose: 'login',
        ...(await solveHumanCheck(server.app)),
      },
    });
  const smsLogin = (mobileNum: string, code: string, ip: string) =>
    callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      { username: mobileNum, password: code, type: 'sms', countryDialingCode: '+63' },
      { remoteAddress: ip },
    );

  it('logs in once per code: a replayed code fails', async () => {
    const who = await member({ mobile: true });
    const ip = nextIp();
    expect((await send(who.mobileNum!, ip)).statusCode).toBe(200);
    const code = await lastSmsCode(server.database, who.phone!);
    expect((await smsLogin(who.mobileNum!, code, ip)).statusCode).toBe(200);
    const replay = await smsLogin(who.mobileNum!, code, nextIp());
    expect(replay.statusCode).toBe(401);
    expect(envelope(replay).code).toBe(AuthErrorCodes.LoginFailed);
  });

  it('one code sent twice at the same moment logs in exactly once', async () => {
    // Both requests read the live code before either marks it used; only the guarded update
    // (used_at is null) decides. On PostgreSQL the two run on separate connections.
    for (let round = 0; round < 3; round++) {
      const who = await member({ mobile: true });
      const ip = nextIp();
      expect((await send(who.mobileNum!, ip)).statusCode).toBe(200);
      const code = await lastSmsCode(server.database, who.phone!);
      const answers = await Promise.all([
        smsLogin(who.mobileNum!, code, nextIp()),
        smsLogin(who.mobileNum!, code, nextIp()),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 401]);
      const refused = answers.find((r) => r.statusCode === 401)!;
      expect(envelope(refused)).toMatchObject({
        code: AuthErrorCodes.LoginFailed,
        message: AuthMessages.loginFailed,
      });
    }
  });

  it('refuses an expired code and a wrong one with the generic message', async () => {
    const who = await member({ mobile: true });
    const ip = nextIp();
    await send(who.mobileNum!, ip);
    const code = await lastSmsCode(server.database, who.phone!);
    const wrong = await smsLogin(who.mobileNum!, code === '000000' ? '111111' : '000000', ip);
    expect(envelope(wrong)).toMatchObject({
      code: AuthErrorCodes.LoginFailed,
      message: AuthMessages.loginFailed,
    });
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    expect((await smsLogin(who.mobileNum!, code, nextIp())).statusCode).toBe(401);
  });

  it('is refused when MOBILEVERCODELOGIN3 is off', async () => {
    await flag('MOBILEVERCODELOGIN3', false);
    try {
      const response = await smsLogin('9170000002', '123456', nextIp());
      expect(response.statusCode).toBe(403);
    } finally {
      await flag('MOBILEVERCODELOGIN3', true);
    }
  });
});

describe('free play', () => {
  const freePlay = (ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: ip,
      payload: { os: 'Linux', platform: 'W', nonce: 'U2FsdGVkX1+abc', gatewayVersion: 3 },
    });

  it('creates a trial account that may read its info and log out but not act as a member', async () => {
    const response = await freePlay(nextIp());
    expect(response.statusCode, response.body).toBe(200);
    const value = envelope<LoginResponse>(response).value;
    expect(value.member).toMatchObject({ type: 4, isAgent: 4 });
    expect(value.member.account).toMatch(/^trial_[a-z0-9]{8}$/);
    expect(value.mustChangePassword).toBe(false);
    const info = await withToken(server.app, 'GET', '/wps/member/info', value.token);
    expect(info.statusCode).toBe(200);
    const avatar = await withToken(server.app, 'PUT', '/wps/member/info/icon', value.token, {
      avatarId: 1,
    });
    expect(avatar.statusCode).toBe(403);
    expect(envelope(avatar).code).toBe(ErrorCodes.Forbidden);
    const password = await callEncrypted(
      server.app,
      'POST',
      '/wps/member/password',
      { oldPassword: '', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
      { token: value.token },
    );
    expect(password.statusCode).toBe(403);
    // Trial accounts have no usable password.
    const byPassword = await login(server.app, value.member.account, '', {}, nextIp());
    expect(byPassword.statusCode).toBe(400);
    const guess = await login(server.app, value.member.account, '!unusable', {}, nextIp());
    expect(guess.statusCode).toBe(401);
    expect(
      (await withToken(server.app, 'DELETE', '/wps/session/logout', value.token)).statusCode,
    ).toBe(200);
  });

  it('is rate-limited per address and refused when FREEPLAY3 is off', async () => {
    const ip = nextIp();
    for (let i = 0; i < AuthLimits.freePlayPerAddressPerHour; i++) {
      expect((await freePlay(ip)).statusCode).toBe(200);
    }
    const limited = await freePlay(ip);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).code).toBe(ErrorCodes.RateLimited);
    await flag('FREEPLAY3', false);
    try {
      const off = await freePlay(nextIp());
      expect(off.statusCode).toBe(403);
      expect(envelope(off).code).toBe(ErrorCodes.Forbidden);
    } finally {
      await flag('FREEPLAY3', true);
    }
  });

  it('deletes free-play accounts two days after creation, never the seeded demo trial', async () => {
    const first = envelope<LoginResponse>(await freePlay(nextIp())).value.member.account;
    const trials = async () =>
      (await server.database.db.select().from(t.members))
        .filter((m) => m.isAgent === 4)
        .map((m) => m.username);
    expect(await trials()).toContain(first);
    now = new Date(now.getTime() + 47 * 3_600_000);
    const second = envelope<LoginResponse>(await freePlay(nextIp())).value.member.account;
    expect(await trials()).toEqual(expect.arrayContaining([first, second]));
    now = new Date(now.getTime() + 2 * 3_600_000);
    await freePlay(nextIp());
    const left = await trials();
    expect(left).not.toContain(first);
    expect(left).toEqual(expect.arrayContaining([second, 'demo_trial']));
  });

  it('rejects wrong field types', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'X', gatewayVersion: '3' },
    });
    expect(response.statusCode).toBe(400);
  });
});
