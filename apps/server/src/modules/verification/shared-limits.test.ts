// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Issue 24, finding 2: one attacker could spend limits meant for everyone. 25 addresses × 10
// registrations of a taken name tripped the all-address brake and every new visitor got 429 for up
// to an hour; per-address limits keyed on the exact address, so one IPv6 /64 was an unlimited
// supply of addresses; and requests for someone's number kept its login and reset codes refused.
// Now per-address limits key on the address group (lib/ip.ts), and a limit many clients share asks
// for a raised proof of work instead of refusing: the visitor and the owner still get through.
import type { HumanCheckChallengeResponse, LoginResponse } from '@lotusplay/api-client';
import { AuthErrorCodes, AuthLimits, AuthMessages } from '@lotusplay/api-client/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import {
  askedRaisedProof,
  callEncrypted,
  createMember,
  envelope,
  lastSmsCode,
  setFlag,
  solveHumanCheck,
  usernameRegistration,
} from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

const OPS = 'shared-limits-test-operator-token';
const HOUR = 3_600_000;
let now = new Date('2025-07-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let sequence = 0;

beforeAll(async () => {
  server = await createTestServer({
    clock: () => now,
    config: { operatorToken: OPS },
    sleep: async () => undefined,
  });
  // Registration by username without an SMS code: only the limits stand before the answer.
  await setFlag(server.app, OPS, 'REGMOBVERF3', false);
});
afterAll(async () => {
  await server?.close();
});

/** Moves the clock on; every test starts a day after the last (every window is closed). */
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const challengeFor = async (ip: string) =>
  envelope<HumanCheckChallengeResponse>(
    await server.app.inject({
      method: 'GET',
      url: '/wps/verification/human-check',
      remoteAddress: ip,
    }),
  ).value;

const register = async (username: string, ip: string) =>
  callEncrypted(
    server.app,
    'PUT',
    '/wps/member/register',
    usernameRegistration({ ...(await solveHumanCheck(server.app, ip)), username }),
    { remoteAddress: ip },
  );

const setBrand = async (body: object) => {
  const response = await server.app.inject({
    method: 'PUT',
    url: '/ops/brand',
    headers: { authorization: `Bearer ${OPS}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('registration: one attacker cannot shut it for everyone', () => {
  it('many addresses failing on a taken name: a fresh visitor still registers, after a raised proof', async () => {
    later(24 * HOUR);
    const taken = await createMember(server.database);
    // The attacker's first addresses: all of one IPv6 /64, which counts as one client.
    const answers: number[] = [];
    for (let i = 1; i <= AuthLimits.takenAnswersPerAddressPerHour + 2; i++) {
      answers.push((await register(taken.username, `2001:db8:66:1::${i.toString(16)}`)).statusCode);
    }
    expect(answers).toEqual([
      ...Array<number>(AuthLimits.takenAnswersPerAddressPerHour).fill(409),
      429,
      429,
    ]);
    // The rest of its addresses, one /64 each, each told "taken" as often as its own limit allows,
    // until all addresses together reached the hour's limit (as rows, for speed).
    const groups = Math.ceil(
      (AuthLimits.takenAnswersGlobalPerHour - AuthLimits.takenAnswersPerAddressPerHour) /
        AuthLimits.takenAnswersPerAddressPerHour,
    );
    const rows = [];
    for (let g = 2; g < groups + 2; g++) {
      for (let i = 0; i < AuthLimits.takenAnswersPerAddressPerHour; i++) {
        const createdAt = new Date(now.getTime() - 60_000);
        rows.push({ kind: 'taken', key: `2001:db8:66:${g.toString(16)}::/64`, createdAt });
        rows.push({ kind: 'taken', key: '*', createdAt });
      }
    }
    await server.database.db.insert(t.rateEvents).values(rows);

    // A new visitor: its ordinary proof is not refused 429 but asked for a raised one…
    const visitor = '203.0.113.50';
    const first = await register(`visitor${++sequence}`, visitor);
    expect(askedRaisedProof(first), first.body).toBe(true);
    // …its next challenge is raised (signed as such, more work)…
    const challenge = await challengeFor(visitor);
    expect(challenge.provider === 'altcha' && challenge.challenge.parameters.data).toMatchObject({
      level: 'raised',
    });
    // …and with its answer (the web client retries once by itself) the visitor registers.
    const registered = await register(`visitor${sequence}`, visitor);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(envelope<LoginResponse>(registered).value.token).toBeTruthy();
    // Others who have not been asked still get the ordinary challenge.
    const other = await challengeFor('203.0.113.51');
    expect(other.provider === 'altcha' && other.challenge.parameters.data).not.toMatchObject({
      level: 'raised',
    });
    // The attacker's /64 stays refused by its own limit, whatever address of it asks.
    expect((await register(taken.username, '2001:db8:66:1:ffff::1')).statusCode).toBe(429);
  });
});

describe('per-address limits key on the address group', () => {
  const captcha = (ip: string) =>
    server.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });

  it('the addresses of one IPv6 /64 share one limit; the brand may set the prefix; exact-address rows still count', async () => {
    later(24 * HOUR);
    // The captcha refresh: one a second per address.
    expect((await captcha('2001:db8:7:1::1')).statusCode).toBe(200);
    expect((await captcha('2001:db8:7:1:abcd::2')).statusCode).toBe(429);
    expect((await captcha('2001:db8:7:2::1')).statusCode).toBe(200);
    // IPv4, however it arrives, is one address.
    expect((await captcha('198.51.100.7')).statusCode).toBe(200);
    expect((await captcha('::ffff:198.51.100.7')).statusCode).toBe(429);

    // A brand that hands /48s to its customers groups by /48 (counts start again under the new
    // keys: a change of prefix is a change of what one client is).
    later(AuthLimits.captchaRefreshMs);
    await setBrand({ ipv6GroupPrefix: 48 });
    try {
      expect((await captcha('2001:db8:7:3::1')).statusCode).toBe(200);
      expect((await captcha('2001:db8:7:4::1')).statusCode).toBe(429);
      expect((await captcha('2001:db8:8:3::1')).statusCode).toBe(200);
      // A row an earlier server wrote under the exact address still counts for that address.
      later(AuthLimits.captchaRefreshMs);
      await server.database.db
        .insert(t.rateEvents)
        .values({ kind: 'captcha', key: '2001:db8:9::5', createdAt: now });
      expect((await captcha('2001:db8:9::5')).statusCode).toBe(429);
      expect((await captcha('2001:db8:a::5')).statusCode).toBe(200);
    } finally {
      await setBrand({ ipv6GroupPrefix: AuthLimits.ipv6GroupPrefix });
    }

    // Login attempts are recorded under the group too.
    const ip = '2001:db8:8:1::42';
    await callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      { username: `nobody${++sequence}`, password: 'Wrong12345', type: 'username' },
      { remoteAddress: ip },
    );
    const [attempt] = await server.database.db
      .select()
      .from(t.loginAttempts)
      .where(eq(t.loginAttempts.account, `nobody${sequence}`));
    expect(attempt?.ip).toBe('2001:db8:8:1::/64');
  });
});

describe("a number's codes: others' requests never keep the owner from one", () => {
  let address = 0;
  /** A fresh attacker address, each in its own /64. */
  const attackerIp = () => `2001:db8:bad:${(++address).toString(16)}::1`;

  const code = async (member: TestMember, ip: string, purpose: 'login' | 'forgot' = 'login') =>
    server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: ip,
      payload: {
        mobileNum: member.mobileNum,
        countryDialingCode: member.countryDialingCode,
        purpose,
        ...(await solveHumanCheck(server.app, ip)),
      },
    });

  /** A code request as the web client makes it: asked for a raised proof, it retries once. */
  const clientCode = async (member: TestMember, ip: string, purpose?: 'login' | 'forgot') => {
    const response = await code(member, ip, purpose);
    return askedRaisedProof(response) ? code(member, ip, purpose) : response;
  };

  const expectRefused = (response: LightMyRequestResponse, message: string) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(envelope(response)).toMatchObject({ code: AuthErrorCodes.SmsRateLimited, message });
  };

  it('the owner gets a login and a reset code after an attacker used up the number, and logs in', async () => {
    later(24 * HOUR);
    const owner = await createMember(server.database, { mobile: true });
    // The attacker spends the number's budget from several addresses, a few seconds apart.
    for (let i = 0; i < AuthLimits.smsMaxPerWindow; i++) {
      later(5_000);
      expect((await code(owner, attackerIp())).statusCode).toBe(200);
    }
    // More ordinary requests are asked for a raised proof, from anywhere (nothing is sent).
    later(5_000);
    expect(askedRaisedProof(await code(owner, attackerIp()))).toBe(true);
    const before = await lastSmsCode(server.database, owner.phone!);

    // The owner, on their own address: asked for a raised proof, answers it, gets a code.
    later(5_000);
    const home = '192.0.2.10';
    expect(askedRaisedProof(await code(owner, home))).toBe(true);
    const sent = await code(owner, home);
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = await lastSmsCode(server.database, owner.phone!);
    expect(mine).not.toBe(before);
    const loggedIn = await callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      {
        username: owner.mobileNum,
        password: mine,
        type: 'sms',
        countryDialingCode: owner.countryDialingCode,
      },
      { remoteAddress: home },
    );
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    // And a reset code the same way, a little later.
    later(5_000);
    expect((await clientCode(owner, home, 'forgot')).statusCode).toBe(200);
  });

  it('an attacker paying raised proofs is held to its own share of the number, and the owner is not', async () => {
    later(24 * HOUR);
    const owner = await createMember(server.database, { mobile: true });
    const attacker = attackerIp();
    const sent: number[] = [];
    // One request every three minutes: never the back-off, so the day's hard cap is what stops it.
    for (let i = 0; i < AuthLimits.smsPerNumberPerDay; i++) {
      later(3 * 60_000);
      sent.push((await clientCode(owner, attacker)).statusCode);
    }
    expect(sent).toEqual(Array<number>(AuthLimits.smsPerNumberPerDay).fill(200));
    later(3 * 60_000);
    expectRefused(await clientCode(owner, attacker), AuthMessages.smsDailyCap);
    // Back-to-back from its own address: the second within a second is refused as before.
    const second = attackerIp();
    expect((await clientCode(owner, second)).statusCode).toBe(200);
    const tooSoon = await clientCode(owner, second);
    expect(tooSoon.statusCode).toBe(429);
    expect(envelope(tooSoon).message).toBe(AuthMessages.smsTooSoon);
    // The owner still gets a code.
    later(AuthLimits.smsMinIntervalMs);
    expect((await clientCode(owner, '192.0.2.20')).statusCode).toBe(200);
  });
});
