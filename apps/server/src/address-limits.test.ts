// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The per-address limits of the SMS, registration and forgot-by-e-mail calls, each at its edge
// with the injected clock: the last allowed request, the first refused one, and the window
// sliding past the first request (one more is allowed, not two).
import { AuthLimits, AuthMessages, ErrorCodes } from '@lotusplay/api-client/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callEncrypted,
  createMember,
  envelope,
  setFlag,
  solveHumanCheck,
  usernameRegistration,
} from './testing/auth-helpers';
import { createTestServer } from './testing/test-database';

const OPS = 'address-limits-test-operator-token';
const HOUR = 3_600_000;
let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.5.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: OPS } });
  // Username registration without an SMS code: only the per-address limit is in the way.
  await setFlag(server.app, OPS, 'REGMOBVERF3', false);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts well after the previous one: rate windows are closed.
  now = new Date(now.getTime() + 24 * HOUR);
});

/**
 * Proves a limit of `limit` requests per `windowMs` from one address. `send(n)` makes the n-th
 * request (n is unique, so each can use its own number or username and no per-number limit
 * interferes); it must succeed unless the address limit refuses it.
 */
async function expectAddressLimit(
  limit: number,
  windowMs: number,
  message: string,
  send: (n: number) => Promise<LightMyRequestResponse>,
) {
  let n = 0;
  const attempt = async (expected: number, step: string) => {
    const response = await send(n++);
    expect(response.statusCode, `${step} (request ${n}): ${response.body}`).toBe(expected);
    return response;
  };
  const first = now.getTime();
  await attempt(200, 'the first request');
  // The others a minute later, so that only the first one leaves the window at its end.
  now = new Date(first + 60_000);
  for (let i = 2; i <= limit; i++) await attempt(200, i === limit ? 'the last allowed' : 'allowed');
  const refused = await attempt(429, 'the first refused');
  expect(envelope(refused)).toEqual({
    success: false,
    code: ErrorCodes.RateLimited,
    message,
    value: null,
  });
  now = new Date(first + windowMs - 1);
  await attempt(429, 'just before the window slides past the first request');
  now = new Date(first + windowMs + 1);
  await attempt(200, 'just after the window slid past the first request');
  await attempt(429, 'only one place opened');
}

describe('per-address limits', () => {
  it('SMS codes for login and forgot: smsPerAddressPerHour an hour', async () => {
    const ip = nextIp();
    await expectAddressLimit(
      AuthLimits.smsPerAddressPerHour,
      HOUR,
      AuthMessages.smsRateLimited,
      async (n) =>
        server.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/noLogin',
          remoteAddress: ip,
          payload: {
            // Registered or not, the answer and the counting are the same; both purposes count.
            mobileNum: n === 0 ? '9170000001' : `9181${String(n).padStart(6, '0')}`,
            countryDialingCode: '+63',
            purpose: n % 2 ? 'forgot' : 'login',
            ...(await solveHumanCheck(server.app)),
          },
        }),
    );
  });

  it('SMS codes for registration: smsRegisterPerAddressPerHour an hour', async () => {
    const ip = nextIp();
    // A registration code is an SMS code of the address too, so the lower limit applies.
    const limit = Math.min(
      AuthLimits.smsRegisterPerAddressPerHour,
      AuthLimits.smsPerAddressPerHour,
    );
    await expectAddressLimit(limit, HOUR, AuthMessages.smsRateLimited, async (n) =>
      server.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        payload: {
          mobileNo: `9182${String(n).padStart(6, '0')}`,
          countryDialingCode: '+63',
          registerType: 'mobile',
          ...(await solveHumanCheck(server.app)),
        },
      }),
    );
  });

  it('registrations that pass validation: registrationsPerAddressPerHour an hour', async () => {
    const ip = nextIp();
    const register = async (body: Record<string, unknown>) =>
      callEncrypted(
        server.app,
        'PUT',
        '/wps/member/register',
        usernameRegistration({ ...(await solveHumanCheck(server.app)), ...body }),
        { remoteAddress: ip },
      );
    // Refused before the limit is counted: a bad field.
    expect((await register({ username: '1bad' })).statusCode).toBe(400);
    await expectAddressLimit(
      AuthLimits.registrationsPerAddressPerHour,
      HOUR,
      AuthMessages.registerRateLimited,
      (n) => register({ username: `limitreg${n}` }),
    );
  });

  it('registrations: a taken name and an unknown invitation code count too (the limit comes before any lookup)', async () => {
    const ip = nextIp();
    const register = async (body: Record<string, unknown>) =>
      callEncrypted(
        server.app,
        'PUT',
        '/wps/member/register',
        usernameRegistration({ ...(await solveHumanCheck(server.app)), ...body }),
        { remoteAddress: ip },
      );
    const taken = await createMember(server.database);
    expect((await register({ username: taken.username })).statusCode).toBe(409);
    expect((await register({ username: 'limitcode1', affiliateCode: 'NOPE1' })).statusCode).toBe(
      400,
    );
    for (let n = 2; n < AuthLimits.registrationsPerAddressPerHour; n++) {
      expect((await register({ username: `countreg${n}` })).statusCode).toBe(200);
    }
    const refused = await register({ username: 'countregmore' });
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).message).toBe(AuthMessages.registerRateLimited);
  });

  it('forgot by e-mail: forgotEmailPerAddress per forgotEmailWindowMs', async () => {
    const ip = nextIp();
    await expectAddressLimit(
      AuthLimits.forgotEmailPerAddress,
      AuthLimits.forgotEmailWindowMs,
      AuthMessages.forgotRateLimited,
      async (n) =>
        server.app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: ip,
          payload: new URLSearchParams({
            username: `nobody${n}`,
            email: `nobody${n}@example.com`,
            ...(await solveHumanCheck(server.app)),
          }).toString(),
        }),
    );
  });

  it('counts each address on its own', async () => {
    const [crowded, other] = [nextIp(), nextIp()];
    // A different account each time: the per-account limit is not what this test counts.
    let account = 0;
    const forgot = async (ip: string) =>
      server.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip,
        payload: `username=nobody${++account}&email=nobody%40example.com&${new URLSearchParams(await solveHumanCheck(server.app))}`,
      });
    for (let i = 0; i < AuthLimits.forgotEmailPerAddress; i++) await forgot(crowded);
    expect((await forgot(crowded)).statusCode).toBe(429);
    expect((await forgot(other)).statusCode).toBe(200);
  });
});
