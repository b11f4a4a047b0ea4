import type { LoginResponse, MemberInfo } from '@lotusplay/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from '../../db/seed-data';
import {
  callEncrypted,
  envelope,
  knownCaptcha,
  lastSmsCode,
  login,
  setFlag,
  withToken,
} from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

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

describe('login by username', () => {
  it('logs in, answers LoginResponse with member info and a working 128-bit token', async () => {
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
    const withNumber = await login(
      server.app,
      '9170000001',
      DEMO_PASSWORD,
      { countryDialingCode: '+63' },
      nextIp(),
    );
    expect(withNumber.statusCode, withNumber.body).toBe(200);
    expect(envelope<LoginResponse>(withNumber).value.member.account).toBe('demo_player');
    const otherCountry = await login(
      server.app,
      '9170000001',
      DEMO_PASSWORD,
      { countryDialingCode: '+84' },
      nextIp(),
    );
    expect(envelope(otherCountry).code).toBe('LOGIN_FAILED');
  });

  it('accepts the username in any case', async () => {
    const response = await login(server.app, 'DEMO_Player', DEMO_PASSWORD, {}, nextIp());
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown accounts and wrong passwords with the same message and similar time', async () => {
    const ip = nextIp();
    const timings: Record<string, number[]> = { unknown: [], wrong: [] };
    const bodies = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (const [kind, username] of [
        ['unknown', `nobody_${round}`],
        ['wrong', 'demo_agent'],
      ] as const) {
        now = new Date(now.getTime() + 16 * 60_000); // keep the captcha out of the way
        const started = performance.now();
        const response = await login(server.app, username, 'Wrong2025', {}, ip);
        timings[kind]!.push(performance.now() - started);
        expect(response.statusCode).toBe(401);
        const body = envelope(response);
        bodies.add(JSON.stringify({ ...body, captcha: undefined }));
        expect(body).toMatchObject({
          code: 'LOGIN_FAILED',
          message: 'Incorrect username or password',
        });
      }
    }
    expect(bodies.size).toBe(1);
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[1]!;
    const ratio = median(timings.unknown!) / median(timings.wrong!);
    // Both run one scrypt: within a factor of 2 even on a busy machine (a miss without the
    // dummy verification would be ~100× faster).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('needs an encrypted body and a valid decrypted body', async () => {
    const plain = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo_player', password: DEMO_PASSWORD, type: 'username' },
    });
    expect(plain.statusCode).toBe(400);
    expect(envelope(plain).code).toBe('BAD_REQUEST');
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
      expect(envelope(response).code).toBe('VALIDATION_ERROR');
    }
    const empty = await login(server.app, '  ', '', {}, nextIp());
    expect(envelope(empty)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please enter the username and password',
    });
  });

  it('treats SQL and HTML in the fields as plain text', async () => {
    for (const hostile of [
      "' OR '1'='1",
      "demo_player'; drop table members; --",
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
    ]) {
      now = new Date(now.getTime() + 16 * 60_000); // keep the captcha brake out of the way
      const asUsername = await login(server.app, hostile, DEMO_PASSWORD, {}, nextIp());
      expect(asUsername.statusCode).toBe(401);
      const asPassword = await login(server.app, 'demo_player', hostile, {}, nextIp());
      expect(asPassword.statusCode).toBe(401);
      expect(asPassword.body).not.toContain('<script>');
    }
    expect((await server.database.db.select().from(t.members)).length).toBeGreaterThan(3);
  });
});

describe('captcha brake and rate limit', () => {
  it('asks for a captcha after two failures for an account and then checks it', async () => {
    const ip = nextIp();
    const first = await login(server.app, 'demo_agent', 'nope1', {}, ip);
    expect(envelope(first)).toMatchObject({ code: 'LOGIN_FAILED', captcha: false });
    const second = await login(server.app, 'demo_agent', 'nope2', {}, nextIp());
    expect(envelope(second)).toMatchObject({ code: 'LOGIN_FAILED', captcha: true });
    // Even the right password needs the captcha now, from any address.
    const missing = await login(server.app, 'demo_agent', DEMO_PASSWORD, {}, nextIp());
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'Please enter the captcha',
      captcha: true,
    });
    const wrongKey = await knownCaptcha(server.database, 'ACDE', now);
    const wrong = await login(
      server.app,
      'demo_agent',
      DEMO_PASSWORD,
      { captchaKey: wrongKey, captcha: 'XXXX' },
      nextIp(),
    );
    expect(envelope(wrong).code).toBe('CAPTCHA_INVALID');
    // The captcha was used up by the wrong answer.
    const reused = await login(
      server.app,
      'demo_agent',
      DEMO_PASSWORD,
      { captchaKey: wrongKey, captcha: 'ACDE' },
      nextIp(),
    );
    expect(envelope(reused).code).toBe('CAPTCHA_INVALID');
    const key = await knownCaptcha(server.database, 'HJKM', now);
    const right = await login(
      server.app,
      'demo_agent',
      DEMO_PASSWORD,
      { captchaKey: key, captcha: 'hjkm' }, // case-insensitive
      nextIp(),
    );
    expect(right.statusCode, right.body).toBe(200);
    // Success resets the brake.
    const after = await login(server.app, 'demo_agent', DEMO_PASSWORD, {}, nextIp());
    expect(after.statusCode).toBe(200);
  });

  it('rejects an expired captcha', async () => {
    for (const pass of ['a', 'b']) await login(server.app, 'demo_agent', pass, {}, nextIp());
    const key = await knownCaptcha(server.database, 'TUVW', now);
    now = new Date(now.getTime() + 6 * 60_000);
    const response = await login(
      server.app,
      'demo_agent',
      DEMO_PASSWORD,
      { captchaKey: key, captcha: 'TUVW' },
      nextIp(),
    );
    expect(envelope(response).code).toBe('CAPTCHA_INVALID');
  });

  it('asks for a captcha after five failures from one address, whatever the account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login(server.app, `ghost_${i}`, 'x', {}, ip);
    const response = await login(server.app, 'demo_player', DEMO_PASSWORD, {}, ip);
    expect(envelope(response)).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });
    const elsewhere = await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits an address to 30 attempts per 15 minutes but never locks the account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      await callEncrypted(
        server.app,
        'POST',
        '/wps/session/login',
        { username: `flood_${i}`, password: 'x', type: 'username' },
        { remoteAddress: ip },
      );
    }
    const limited = await login(server.app, 'demo_player', DEMO_PASSWORD, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).code).toBe('RATE_LIMITED');
    // The real user, elsewhere, is not locked out.
    const real = await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp());
    expect(real.statusCode).toBe(200);
    now = new Date(now.getTime() + 16 * 60_000);
    const later = await login(server.app, 'demo_player', DEMO_PASSWORD, {}, ip);
    expect(later.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('require a bearer token and reject unknown ones', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic x' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/wps/member/info', headers });
      expect(response.statusCode).toBe(401);
      expect(envelope(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('expire after 2 h idle, slide with use, and end after 24 h at most', async () => {
    const { token } = envelope<LoginResponse>(
      await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp()),
    ).value;
    // Used every 1 h 50 min: stays alive until the 24 h absolute limit.
    const started = now.getTime();
    while (now.getTime() + 110 * 60_000 < started + 24 * 3_600_000) {
      now = new Date(now.getTime() + 110 * 60_000);
      expect((await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode).toBe(200);
    }
    now = new Date(started + 24 * 3_600_000 + 1);
    expect((await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode).toBe(401);

    const second = envelope<LoginResponse>(
      await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp()),
    ).value.token;
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect((await withToken(server.app, 'GET', '/wps/member/info', second)).statusCode).toBe(401);
  });

  it('logout deletes the session: the token stops working', async () => {
    const { token } = envelope<LoginResponse>(
      await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp()),
    ).value;
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
    const value = envelope<LoginResponse>(
      await login(server.app, 'demo_default', DEMO_DEFAULT_PASSWORD, {}, nextIp()),
    ).value;
    // Both hold; the default password is named first.
    expect(value).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: true,
      forcedChangeReason: 'defaultPassword',
    });
    // firstLogin clears the first-login flag, the default password still forces the change.
    await withToken(server.app, 'POST', '/wps/relay/firstLogin', value.token);
    const again = envelope<LoginResponse>(
      await login(server.app, 'demo_default', DEMO_DEFAULT_PASSWORD, {}, nextIp()),
    ).value;
    expect(again).toMatchObject({ firstTimeLogin: false, mustChangePassword: true });
  });

  it('flags an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const [player] = await server.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.username, 'demo_player'));
    await server.database.db
      .update(t.members)
      .set({ passwordChangedAt: new Date(now.getTime() - 91 * 86_400_000) })
      .where(eq(t.members.id, player!.id));
    try {
      const expired = envelope<LoginResponse>(
        await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp()),
      ).value;
      expect(expired).toMatchObject({
        passwordExpired: true,
        mustChangePassword: true,
        forcedChangeReason: 'expired',
      });
      await flag('PWDEXPFORCECHANGE3', false);
      const off = envelope<LoginResponse>(
        await login(server.app, 'demo_player', DEMO_PASSWORD, {}, nextIp()),
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
        payload: { mobileNum: '9170000001', countryDialingCode: '+63', purpose: 'login' },
      });
      const code = await lastSmsCode(server.database, '+639170000001');
      const sms = await callEncrypted(
        server.app,
        'POST',
        '/wps/session/login',
        { username: '9170000001', password: code, type: 'sms', countryDialingCode: '+63' },
        { remoteAddress: ip },
      );
      expect(sms.statusCode, sms.body).toBe(200);
      expect(envelope<LoginResponse>(sms).value).toMatchObject({
        passwordExpired: false,
        mustChangePassword: false,
        member: { account: 'demo_player' },
      });
    } finally {
      await server.database.db
        .update(t.members)
        .set({ passwordChangedAt: now })
        .where(eq(t.members.id, player!.id));
      await flag('PWDEXPFORCECHANGE3', true);
    }
  });
});

describe('login by sms code', () => {
  const send = (ip: string) =>
    server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: { mobileNum: '9170000002', countryDialingCode: '+63', purpose: 'login' },
    });
  const smsLogin = (code: string, ip: string) =>
    callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      { username: '9170000002', password: code, type: 'sms', countryDialingCode: '+63' },
      { remoteAddress: ip },
    );

  it('logs in once per code: a replayed code fails', async () => {
    const ip = nextIp();
    expect((await send(ip)).statusCode).toBe(200);
    const code = await lastSmsCode(server.database, '+639170000002');
    expect((await smsLogin(code, ip)).statusCode).toBe(200);
    const replay = await smsLogin(code, nextIp());
    expect(replay.statusCode).toBe(401);
    expect(envelope(replay).code).toBe('LOGIN_FAILED');
  });

  it('refuses an expired code and a wrong one with the generic message', async () => {
    const ip = nextIp();
    await send(ip);
    const code = await lastSmsCode(server.database, '+639170000002');
    const wrong = await smsLogin(code === '000000' ? '111111' : '000000', ip);
    expect(envelope(wrong)).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'Incorrect username or password',
    });
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    expect((await smsLogin(code, nextIp())).statusCode).toBe(401);
  });

  it('is refused when MOBILEVERCODELOGIN3 is off', async () => {
    await flag('MOBILEVERCODELOGIN3', false);
    try {
      const response = await smsLogin('123456', nextIp());
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
    expect(envelope(avatar).code).toBe('FORBIDDEN');
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
    for (let i = 0; i < 10; i++) expect((await freePlay(ip)).statusCode).toBe(200);
    const limited = await freePlay(ip);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).code).toBe('RATE_LIMITED');
    await flag('FREEPLAY3', false);
    try {
      const off = await freePlay(nextIp());
      expect(off.statusCode).toBe(403);
      expect(envelope(off).code).toBe('FORBIDDEN');
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
