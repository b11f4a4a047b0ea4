// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The human check behind the image captcha (finding 3 of issue 9), tried as an attacker would:
// no token, a forged one, an expired one, a replayed one, one of another provider, all refused on
// every protected call; a solved one accepted. reCAPTCHA when the brand has its keys, verified by
// a server-side POST to a siteverify address (here a local HTTP server).
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HumanCheckChallengeResponse, SmsCodeResponse } from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  HumanCheckProviders,
} from '@lotusplay/api-client/contracts';
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createServer } from '../../app';
import type { LotusPlayServer } from '../../app';
import {
  callEncrypted,
  createMember,
  envelope,
  knownCaptcha,
  login,
  setFlag,
  solveHumanCheck,
} from '../../testing/auth-helpers';
import { createTestServer, testPasswordHasher, testProofOfWork } from '../../testing/test-database';
import { altchaToken, parseAltchaToken, proofOfWork } from './human-check';

let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
let mobileSequence = 0;
const nextMobile = () => `9190${String(++mobileSequence).padStart(6, '0')}`;
let nameSequence = 0;
const nextName = () => `hc${++nameSequence}user${randomInt(100, 999)}`;

const OPS = 'human-check-test-operator-token';
/** Username registration without SMS verification (the seed has it on). */
const withoutSmsVerification = (app: LotusPlayServer) => setFlag(app, OPS, 'REGMOBVERF3', false);

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: OPS } });
  await withoutSmsVerification(server.app);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3_600_000);
});

const challenge = async (app = server.app) => {
  const response = await app.inject({ method: 'GET', url: '/wps/verification/human-check' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return envelope<HumanCheckChallengeResponse>(response).value;
};

const registerBody = (fields: object = {}) => {
  const username = nextName();
  return {
    username,
    password: 'Lotus2025x',
    confirmPassword: 'Lotus2025x',
    ageConfirmed: true,
    login: true,
    registerMethod: 'WEB',
    ...fields,
  };
};
const register = (fields: object = {}, ip = nextIp(), app = server.app) =>
  callEncrypted(app, 'PUT', '/wps/member/register', registerBody(fields), { remoteAddress: ip });

const smsRegister = (fields: object = {}, ip = nextIp()) =>
  server.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: {
      mobileNo: nextMobile(),
      countryDialingCode: '+63',
      registerType: 'mobile',
      ...fields,
    },
  });

const refused = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    code: AuthErrorCodes.HumanCheckFailed,
    message: AuthMessages.humanCheckFailed,
  });
};

describe('GET /wps/verification/human-check', () => {
  it('answers a signed, expiring proof-of-work challenge and never the secret', async () => {
    const answer = await challenge();
    expect(answer.provider).toBe(HumanCheckProviders.Altcha);
    if (answer.provider !== 'altcha') return;
    expect(answer.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.challenge.parameters).toMatchObject({
      algorithm: proofOfWork.algorithm,
      cost: testProofOfWork.cost,
    });
    expect(answer.challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.challenge.parameters.data?.expires).toBe(
      now.getTime() + AuthLimits.humanCheckTtlMs,
    );
    // The secret was generated once and kept in the database; nothing of it goes out.
    const secrets = await server.database.db.select().from(t.serverSecrets);
    expect(secrets).toHaveLength(1);
    expect(JSON.stringify(answer)).not.toContain(secrets[0]!.value);
    const again = await challenge();
    expect(again).not.toEqual(answer);
    expect(await server.database.db.select().from(t.serverSecrets)).toEqual(secrets);
  });

  it('is solved at the production difficulty well under a second (one core of this machine)', async () => {
    const production = await createTestServer({
      config: { operatorToken: OPS, humanCheck: { proofOfWork } },
    });
    try {
      await withoutSmsVerification(production.app);
      const answer = await challenge(production.app);
      if (answer.provider !== 'altcha') throw new Error('altcha expected');
      expect(answer.challenge.parameters.cost).toBe(proofOfWork.cost);
      const started = performance.now();
      const solution = await solveChallenge({ challenge: answer.challenge, deriveKey });
      const took = performance.now() - started;
      expect(solution).not.toBeNull();
      expect(solution!.counter).toBeGreaterThanOrEqual(proofOfWork.counterMin);
      expect(solution!.counter).toBeLessThanOrEqual(proofOfWork.counterMax);
      expect(took).toBeLessThan(1_000);
      const response = await register(
        {
          humanCheckProvider: 'altcha',
          humanCheckToken: altchaToken(answer.challenge, solution!),
        },
        nextIp(),
        production.app,
      );
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('a registration', () => {
  it('is accepted with a solved check', async () => {
    const response = await register(await solveHumanCheck(server.app));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is refused without a check, with an empty one, or with a token of another provider', async () => {
    refused(await register());
    refused(await register({ humanCheckProvider: 'altcha', humanCheckToken: '' }));
    refused(await register({ humanCheckProvider: 'altcha', humanCheckToken: 'not base64 json' }));
    const solved = await solveHumanCheck(server.app);
    refused(await register({ ...solved, humanCheckProvider: 'recaptcha' }));
    refused(await register({ humanCheckToken: solved.humanCheckToken }));
    // Nothing was created by the refused attempts.
    expect((await register(solved)).statusCode).toBe(200);
  });

  it('is refused with a forged challenge: own secret, changed parameters, wrong solution', async () => {
    // A challenge the attacker signed with a secret of their own, trivially easy.
    const own = await createChallenge({
      algorithm: proofOfWork.algorithm,
      cost: 1,
      counter: 1,
      deriveKey,
      data: { expires: now.getTime() + 60_000 },
      hmacSignatureSecret: 'attacker',
      hmacKeySignatureSecret: 'attacker-key',
    });
    const ownSolution = await solveChallenge({ challenge: own, deriveKey });
    refused(
      await register({
        humanCheckProvider: 'altcha',
        humanCheckToken: altchaToken(own, ownSolution!),
      }),
    );

    // The server's challenge with easier parameters, a later expiry, or someone else's answer.
    const solved = await solveHumanCheck(server.app);
    const payload = parseAltchaToken(solved.humanCheckToken)!;
    const tampered = [
      { ...payload.challenge.parameters, cost: 1 },
      { ...payload.challenge.parameters, data: { expires: now.getTime() + 86_400_000 } },
    ];
    for (const parameters of tampered) {
      refused(
        await register({
          humanCheckProvider: 'altcha',
          humanCheckToken: altchaToken({ ...payload.challenge, parameters }, payload.solution),
        }),
      );
    }
    const fresh = await challenge();
    if (fresh.provider !== 'altcha') throw new Error('altcha expected');
    refused(
      await register({
        humanCheckProvider: 'altcha',
        humanCheckToken: altchaToken(fresh.challenge, payload.solution),
      }),
    );
    refused(
      await register({
        humanCheckProvider: 'altcha',
        humanCheckToken: altchaToken(fresh.challenge, {
          counter: payload.solution.counter,
          derivedKey: '00'.repeat(32),
        }),
      }),
    );
    // The untouched original still works: none of the forgeries used it up.
    expect((await register(solved)).statusCode).toBe(200);
  });

  it('is refused with an expired check', async () => {
    const solved = await solveHumanCheck(server.app);
    now = new Date(now.getTime() + AuthLimits.humanCheckTtlMs + 1);
    refused(await register(solved));
  });

  it('is refused with a replayed check, also by another server process on the same database', async () => {
    const solved = await solveHumanCheck(server.app);
    expect((await register(solved)).statusCode).toBe(200);
    refused(await register(solved));
    // A second process: nothing is remembered in memory, the database refuses the replay.
    const other = await createServer({
      db: server.database.db,
      passwordHasher: testPasswordHasher,
      sleep: async () => undefined,
      clock: () => now,
      config: { humanCheck: { proofOfWork: testProofOfWork } },
    });
    try {
      refused(await register(solved, nextIp(), other));
      // …and a check solved for the other process works on this one (one shared secret).
      const fromOther = await solveHumanCheck(other);
      expect((await register(fromOther)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is refused when two requests race with one check: exactly one wins', async () => {
    const solved = await solveHumanCheck(server.app);
    const answers = await Promise.all([register(solved), register(solved), register(solved)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((r) => r.statusCode !== 200)) refused(answer);
  });
});

describe('the other protected calls', () => {
  it('refuses every SMS code request without a check, sends with one', async () => {
    refused(await smsRegister());
    const ok = await smsRegister(await solveHumanCheck(server.app));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(envelope<SmsCodeResponse>(ok).value.expiredMinutes).toBeGreaterThan(0);

    const member = await createMember(server.database, { mobile: true });
    const noLogin = (fields: object) =>
      server.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: nextIp(),
        payload: {
          mobileNum: member.mobileNum,
          countryDialingCode: '+63',
          purpose: 'forgot',
          ...fields,
        },
      });
    refused(await noLogin({}));
    const solved = await solveHumanCheck(server.app);
    expect((await noLogin(solved)).statusCode).toBe(200);
    now = new Date(now.getTime() + AuthLimits.smsMinIntervalMs);
    refused(await noLogin(solved));
  });

  it('refuses forgot by e-mail and the reset by phone without a check', async () => {
    const member = await createMember(server.database, { email: true, mobile: true });
    const forgot = (fields: object) =>
      server.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: nextIp(),
        payload: { username: member.username, email: member.email, ...fields },
      });
    refused(await forgot({}));
    expect((await forgot(await solveHumanCheck(server.app))).statusCode).toBe(200);

    const reset = (fields: object) =>
      callEncrypted(
        server.app,
        'POST',
        '/wps/member/password/verification',
        {
          newPassword: 'Brandnew2025',
          mobileNum: member.mobileNum,
          countryDialingCode: '+63',
          verificationCode: '123456',
          ...fields,
        },
        { remoteAddress: nextIp() },
      );
    refused(await reset({}));
    // With a check, the (wrong) code is what is refused.
    const withCheck = await reset(await solveHumanCheck(server.app));
    expect(envelope(withCheck).code).toBe(AuthErrorCodes.SmsCodeInvalid);
  });

  it('asks a login for the check once the captcha is required, and keeps the captcha flag', async () => {
    const member = await createMember(server.database);
    const ip = nextIp();
    for (let i = 0; i < AuthLimits.accountFailuresBeforeCaptcha; i++) {
      const wrong = await login(server.app, member.username, 'Wrong2025x', {}, ip);
      expect(envelope(wrong).code).toBe(AuthErrorCodes.LoginFailed);
    }
    const captcha = async () => ({
      captcha: 'ACDE',
      captchaKey: await knownCaptcha(server.database, 'ACDE', now),
    });
    const without = await login(server.app, member.username, member.password, await captcha(), ip);
    refused(without);
    expect(envelope(without).captcha).toBe(true);
    const solved = await solveHumanCheck(server.app);
    const right = await login(
      server.app,
      member.username,
      member.password,
      { ...(await captcha()), ...solved },
      ip,
    );
    expect(right.statusCode, right.body).toBe(200);
  });

  it('does not ask a first login for it (no failures yet)', async () => {
    const member = await createMember(server.database);
    const response = await login(server.app, member.username, member.password, {}, nextIp());
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('reCAPTCHA, when the brand has its keys', () => {
  const posts: URLSearchParams[] = [];
  let siteverify: ReturnType<typeof createHttpServer>;
  let recaptchaServer: Awaited<ReturnType<typeof createTestServer>>;

  beforeAll(async () => {
    // Google's siteverify, as far as this server uses it: a form POST, a JSON answer.
    siteverify = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        posts.push(form);
        const success = form.get('secret') === 'brand-secret' && form.get('response') === 'human';
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(
            success
              ? { success: true, hostname: 'localhost' }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const { port } = siteverify.address() as AddressInfo;
    recaptchaServer = await createTestServer({
      clock: () => now,
      config: {
        operatorToken: OPS,
        humanCheck: { recaptchaVerifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify` },
      },
    });
    await withoutSmsVerification(recaptchaServer.app);
    await recaptchaServer.database.db
      .update(t.brand)
      .set({ recaptchaSiteKey: 'brand-site-key', recaptchaSecretKey: 'brand-secret' });
    await recaptchaServer.app.brandConfig.refresh();
  });
  afterAll(async () => {
    await recaptchaServer?.close();
    await new Promise((resolve) => siteverify?.close(resolve));
  });

  it('names reCAPTCHA and its site key, never the secret', async () => {
    const answer = await challenge(recaptchaServer.app);
    expect(answer).toEqual({ provider: 'recaptcha', siteKey: 'brand-site-key' });
  });

  it("lets Google's script in through the CSP only while the brand uses reCAPTCHA", async () => {
    const csp = async (app: LotusPlayServer) =>
      String(
        (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers[
          'content-security-policy'
        ],
      );
    expect(await csp(recaptchaServer.app)).toContain('https://www.google.com/recaptcha/');
    expect(await csp(server.app)).not.toContain('recaptcha');
  });

  it('verifies the token on the server: accepted when Google says so, refused otherwise', async () => {
    const ok = await register(
      { humanCheckProvider: 'recaptcha', humanCheckToken: 'human' },
      '10.9.200.1',
      recaptchaServer.app,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const sent = posts.at(-1)!;
    expect(sent.get('secret')).toBe('brand-secret');
    expect(sent.get('response')).toBe('human');
    expect(sent.get('remoteip')).toBe('10.9.200.1');

    const before = posts.length;
    refused(
      await register(
        { humanCheckProvider: 'recaptcha', humanCheckToken: 'bot' },
        nextIp(),
        recaptchaServer.app,
      ),
    );
    expect(posts.length).toBe(before + 1);
    // No token, or a proof-of-work token: refused without asking Google.
    refused(await register({}, nextIp(), recaptchaServer.app));
    const pow = await solveHumanCheck(server.app);
    refused(await register(pow, nextIp(), recaptchaServer.app));
    expect(posts.length).toBe(before + 1);
  });
});
