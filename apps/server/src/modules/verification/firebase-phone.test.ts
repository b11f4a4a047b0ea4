// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Firebase phone sign-in as the SMS provider, through the real routes on a fresh database: the
// brand switch, login, registration and reset by phone with an ID token, replay and wrong numbers.
import type { LoginResponse, PermissionInfo } from '@lotusplay/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callEncrypted,
  createMember,
  envelope,
  login,
  setFlag,
  solveHumanCheck,
} from '../../testing/auth-helpers';
import { createTestFirebase } from '../../testing/firebase-tokens';
import { createTestServer } from '../../testing/test-database';

const OPS = 'firebase-test-operator-token';
let now = new Date('2026-03-01T10:00:00Z');
const clock = () => now;
const firebase = createTestFirebase(clock);
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const flag = (id: string, enabled: boolean) => setFlag(server.app, OPS, id, enabled);

beforeAll(async () => {
  server = await createTestServer({
    clock,
    config: { operatorToken: OPS },
    firebase: firebase.verifier(),
  });
  await flag('FIREBASESMS3', true);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3_600_000);
});

const firebaseLogin = (mobile: string, idToken: string, ip = nextIp()) =>
  callEncrypted(
    server.app,
    'POST',
    '/wps/session/login',
    {
      type: 'firebase',
      username: mobile,
      password: '',
      firebaseIdToken: idToken,
      countryDialingCode: '+63',
    },
    { remoteAddress: ip },
  );

const permission = async () =>
  envelope<PermissionInfo>(
    await server.app.inject({ method: 'GET', url: '/wps/system/permission' }),
  ).value.info.firebase;

describe('the FIREBASESMS3 switch', () => {
  it('gives the browser the project only while the switch is on', async () => {
    expect(await permission()).toEqual(firebase.verifier().webSettings());
    await flag('FIREBASESMS3', false);
    try {
      expect(await permission()).toBeNull();
      const refused = await firebaseLogin('9170000001', firebase.token('+639170000001'));
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).message).toBe('Verification by Firebase is not enabled');
    } finally {
      await flag('FIREBASESMS3', true);
    }
  });

  it('lets the reCAPTCHA script in through the CSP', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-security-policy']).toContain(
      'https://www.google.com/recaptcha/',
    );
  });

  it('is off whatever the switch says when the server has no Firebase project', async () => {
    const plain = await createTestServer({ clock, config: { operatorToken: OPS } });
    try {
      await setFlag(plain.app, OPS, 'FIREBASESMS3', true);
      const info = envelope<PermissionInfo>(
        await plain.app.inject({ method: 'GET', url: '/wps/system/permission' }),
      ).value.info;
      expect(info.firebase).toBeNull();
      expect(
        (await plain.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }))
          .headers['content-security-policy'],
      ).not.toContain('recaptcha');
    } finally {
      await plain.close();
    }
  });
});

describe('login with a Firebase ID token', () => {
  it('logs in the member of the number, never forcing a change; the token works once', async () => {
    const who = await createMember(server.database, { mobile: true, firstLogin: true });
    const idToken = firebase.token(who.phone!);
    const response = await firebaseLogin(who.mobileNum!, idToken);
    expect(response.statusCode, response.body).toBe(200);
    const value = envelope<LoginResponse>(response).value;
    expect(value.member.account).toBe(who.username);
    expect(value.mustChangePassword).toBe(false);

    const replay = await firebaseLogin(who.mobileNum!, idToken);
    expect(replay.statusCode).toBe(401);
    expect(envelope(replay).code).toBe('LOGIN_FAILED');
  });

  it('refuses a token of another number, an old sign-in, a forged token, and garbage', async () => {
    const seconds = () => Math.floor(now.getTime() / 1000);
    for (const idToken of [
      () => firebase.token('+639170000002'),
      () => firebase.token('+639170000001', { auth_time: seconds() - 3600 }),
      () => firebase.token('+639170000001', {}, { alg: 'none' }),
      () => "' OR 1=1 --",
      () => '<img src=x onerror=alert(1)>',
    ]) {
      // A day apart, so the captcha brake (two failures per number) stays out of the way.
      now = new Date(now.getTime() + 24 * 3_600_000);
      const response = await firebaseLogin('9170000001', idToken());
      expect(response.statusCode, response.body).toBe(401);
      expect(envelope(response).message).toBe('Incorrect username or password');
    }
  });

  it('answers the unknown number exactly like a wrong token', async () => {
    const response = await firebaseLogin('9175550000', firebase.token('+639175550000'));
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('Incorrect username or password');
  });

  it('refuses an oversized token and a missing one as bad input', async () => {
    const big = await firebaseLogin('9170000001', 'x'.repeat(5000));
    expect(big.statusCode).toBe(400);
    const missing = await firebaseLogin('9170000001', '');
    expect(missing.statusCode).toBe(400);
  });
});

describe('registration and reset with a Firebase ID token', () => {
  const register = async (body: object, path: string) =>
    callEncrypted(
      server.app,
      'PUT',
      path,
      {
        password: 'Secret1234',
        confirmPassword: 'Secret1234',
        ageConfirmed: true,
        login: true,
        registerMethod: 'WEB',
        ...(await solveHumanCheck(server.app)),
        ...body,
      },
      { remoteAddress: nextIp() },
    );

  it('registers by mobile with the token instead of a code, once', async () => {
    const idToken = firebase.token('+639178880001');
    const body = {
      username: '',
      mobileNum: '9178880001',
      countryDialingCode: '+63',
      firebaseChannel: 'SMS',
      firebaseIdToken: idToken,
    };
    const response = await register(body, '/wps/member/register/mobile');
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<LoginResponse>(response).value.member.mobileNum).toBe('9178880001');

    const replay = await register(
      { ...body, mobileNum: '9178880002' },
      '/wps/member/register/mobile',
    );
    expect(envelope(replay).code).toBe('SMS_CODE_INVALID');
  });

  it('accepts the number typed with its national trunk 0 (Firebase drops it)', async () => {
    const response = await register(
      {
        username: 'fbplayer03',
        mobileNum: '09178880004',
        countryDialingCode: '+63',
        firebaseIdToken: firebase.token('+639178880004'),
      },
      '/wps/member/register/mobile',
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('registers by username with SMS verification on, and refuses a token of another number', async () => {
    await flag('REGMOBVERF3', true);
    const wrong = await register(
      {
        username: 'fbplayer02',
        mobileNum: '9178880003',
        countryDialingCode: '+63',
        firebaseIdToken: firebase.token('+639178889999'),
      },
      '/wps/member/register',
    );
    expect(envelope(wrong).code).toBe('SMS_CODE_INVALID');
    const right = await register(
      {
        username: 'fbplayer02',
        mobileNum: '9178880003',
        countryDialingCode: '+63',
        firebaseIdToken: firebase.token('+639178880003'),
      },
      '/wps/member/register',
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(envelope<LoginResponse>(right).value.member.account).toBe('fbplayer02');
  });

  it('sets a new password by phone with the token; the old password stops working', async () => {
    const who = await createMember(server.database, { mobile: true });
    const reset = async (idToken: string, newPassword = 'Fresh2026x') =>
      callEncrypted(server.app, 'POST', '/wps/member/password/verification', {
        newPassword,
        mobileNum: who.mobileNum,
        countryDialingCode: '+63',
        firebaseIdToken: idToken,
        ...(await solveHumanCheck(server.app)),
      });
    const idToken = firebase.token(who.phone!);
    const response = await reset(idToken);
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(server.app, who.username, who.password, {}, nextIp())).statusCode).toBe(
      401,
    );
    expect((await login(server.app, who.username, 'Fresh2026x', {}, nextIp())).statusCode).toBe(
      200,
    );
    expect(envelope(await reset(idToken, 'Other2026x')).code).toBe('SMS_CODE_INVALID');
    // Neither a code nor a token: refused, nothing changes.
    const none = await callEncrypted(server.app, 'POST', '/wps/member/password/verification', {
      newPassword: 'Other2026x',
      mobileNum: who.mobileNum,
      countryDialingCode: '+63',
      ...(await solveHumanCheck(server.app)),
    });
    expect(envelope(none).code).toBe('SMS_CODE_INVALID');
  });
});
