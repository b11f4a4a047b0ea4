// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Issue 9, finding 4: registration told whether a username or number is taken with no limit (25
// of 25 probes answered USERNAME_TAKEN / MOBILE_TAKEN). Tried as an attacker would: many taken
// names and numbers from one address, through every call that answers "taken", then from many
// addresses. The server's injected sleep records the brake's waits instead of waiting for real.
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import {
  askedRaisedProof,
  callEncrypted,
  createMember,
  envelope,
  setFlag,
  solveHumanCheck,
} from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

const OPS = 'enumeration-test-operator-token';
const HOUR = 3_600_000;
let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.32.${Math.floor(++address / 250)}.${address % 250}`;
let waits: number[] = [];
let sequence = 0;
/** A fresh free username or number (no test reuses one). */
const freeName = () => `freename${++sequence}`;
const freeNumber = () => `9173${String(++sequence).padStart(6, '0')}`;

beforeAll(async () => {
  server = await createTestServer({
    clock: () => now,
    config: { operatorToken: OPS },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  // Username registration without an SMS code: only the limits stand between a probe and the answer.
  await setFlag(server.app, OPS, 'REGMOBVERF3', false);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts well after the previous one: every window (global ones too) is closed.
  now = new Date(now.getTime() + 24 * HOUR);
  waits = [];
});

const registration = {
  password: 'Secret1234',
  confirmPassword: 'Secret1234',
  ageConfirmed: true,
  login: true,
  registerMethod: 'WEB',
};

/** PUT /wps/member/register: a probe of a username. */
const probeUsername = async (username: string, ip: string) =>
  callEncrypted(
    server.app,
    'PUT',
    '/wps/member/register',
    { ...registration, ...(await solveHumanCheck(server.app, ip)), username },
    { remoteAddress: ip },
  );

/** PUT /wps/member/register/mobile with a made-up code: a probe of a number. */
const probeNumberByRegistration = async (mobileNum: string, ip: string) =>
  callEncrypted(
    server.app,
    'PUT',
    '/wps/member/register/mobile',
    {
      ...registration,
      ...(await solveHumanCheck(server.app, ip)),
      username: '',
      mobileNum,
      countryDialingCode: '+63',
      verificationCode: '123456',
    },
    { remoteAddress: ip },
  );

/** POST /wps/verification/sms/register: a probe of a number through its registration code. */
const probeNumberBySms = async (mobileNo: string, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: {
      mobileNo,
      countryDialingCode: '+63',
      registerType: 'mobile',
      ...(await solveHumanCheck(server.app, ip)),
    },
  });

const members = async (count: number, mobile = false): Promise<TestMember[]> => {
  const made: TestMember[] = [];
  for (let i = 0; i < count; i++) made.push(await createMember(server.database, { mobile }));
  return made;
};

/** The answer an attacker learns something from: 409 with the taken code. */
const isTaken = (response: LightMyRequestResponse) => response.statusCode === 409;

/** A refusal that tells nothing about the name: 429 RATE_LIMITED with a registration message. */
function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const body = envelope(response);
  expect(body.code).toBe(ErrorCodes.RateLimited);
  expect([AuthMessages.registerThrottled, AuthMessages.registerRateLimited]).toContain(
    body.message,
  );
  return body;
}

/** Inserts the events that `count` earlier requests of other addresses left in a global counter. */
async function earlierRequestsOfOthers(kind: string, count: number) {
  const rows = Array.from({ length: count }, () => ({
    kind,
    key: '*',
    createdAt: new Date(now.getTime() - 60_000),
  }));
  await server.database.db.insert(t.rateEvents).values(rows);
}

describe('probing which usernames and numbers are taken', () => {
  it('25 taken usernames from one address: only takenAnswersPerAddressPerHour are answered, then 429', async () => {
    const ip = nextIp();
    const taken = await members(25);
    const answers: LightMyRequestResponse[] = [];
    const delays: number[] = [];
    for (const member of taken) {
      const before = waits.length;
      answers.push(await probeUsername(member.username, ip));
      delays.push(waits.slice(before).reduce((sum, ms) => sum + ms, 0));
    }
    const learned = answers.filter(isTaken);
    expect(learned).toHaveLength(AuthLimits.takenAnswersPerAddressPerHour);
    // The answered ones are the first ones; every later probe is refused without an answer.
    for (const [i, answer] of answers.entries()) {
      if (i < AuthLimits.takenAnswersPerAddressPerHour) {
        expect(envelope(answer).code).toBe(AuthErrorCodes.UsernameTaken);
      } else {
        expectRefused(answer);
      }
    }
    // Slowed: the first few at once, then each probe waits longer (escalating) before the lookup.
    const free = AuthLimits.takenAnswersBeforeDelay;
    expect(delays.slice(0, free)).toEqual(Array(free).fill(0));
    expect(delays[free]).toBe(AuthLimits.delayBaseMs);
    expect(delays[free + 1]).toBe(2 * AuthLimits.delayBaseMs);
    // Refused before any lookup: a free name gets the same refusal (nothing to learn from it).
    expectRefused(await probeUsername(freeName(), ip));
  });

  it('numbers, through registration by mobile and its SMS code, share the one brake; no SMS is sent', async () => {
    const ip = nextIp();
    const taken = await members(AuthLimits.takenAnswersPerAddressPerHour + 4, true);
    const codes: string[] = [];
    for (const [i, member] of taken.entries()) {
      // A second apart, so the per-number SMS interval never decides.
      now = new Date(now.getTime() + 2_000);
      const response =
        i % 2
          ? await probeNumberBySms(member.mobileNum!, ip)
          : await probeNumberByRegistration(member.mobileNum!, ip);
      codes.push(isTaken(response) ? envelope(response).code : `${response.statusCode}`);
    }
    expect(codes).toEqual([
      ...Array(AuthLimits.takenAnswersPerAddressPerHour).fill(AuthErrorCodes.MobileTaken),
      ...Array(4).fill('429'),
    ]);
    const phones = new Set(taken.map((m) => m.phone));
    const sms = await server.database.db.select().from(t.outbox);
    expect(sms.filter((m) => phones.has(m.recipient))).toEqual([]);
  });

  it('usernames and numbers count together: switching what is probed gives no extra answers', async () => {
    const ip = nextIp();
    const half = Math.ceil(AuthLimits.takenAnswersPerAddressPerHour / 2);
    for (const member of await members(half)) {
      expect(isTaken(await probeUsername(member.username, ip))).toBe(true);
    }
    for (const member of await members(AuthLimits.takenAnswersPerAddressPerHour - half, true)) {
      expect(isTaken(await probeNumberByRegistration(member.mobileNum!, ip))).toBe(true);
    }
    const [lastName] = await members(1);
    const [lastNumber] = await members(1, true);
    expectRefused(await probeUsername(lastName!.username, ip));
    expectRefused(await probeNumberBySms(lastNumber!.mobileNum!, ip));
    expectRefused(await probeNumberByRegistration(lastNumber!.mobileNum!, ip));
  });

  it('the brake lasts the hour, then the address is answered again', async () => {
    const ip = nextIp();
    const start = now.getTime();
    for (const member of await members(AuthLimits.takenAnswersPerAddressPerHour)) {
      expect(isTaken(await probeUsername(member.username, ip))).toBe(true);
    }
    const [next] = await members(1);
    now = new Date(start + AuthLimits.addressWindowMs - 1_000);
    expectRefused(await probeUsername(next!.username, ip));
    now = new Date(start + AuthLimits.addressWindowMs + 1_000);
    expect(envelope(await probeUsername(next!.username, ip)).code).toBe(
      AuthErrorCodes.UsernameTaken,
    );
  });

  // Issue 24, finding 2: these all-address counts are shared, so reaching them refused every
  // visitor for up to an hour. Now they ask an ordinary proof for a raised one, before any lookup
  // (the same answer for a taken and a free name), and a raised proof passes them.
  it('many addresses: the taken answers of all addresses together ask for a raised proof', async () => {
    // As if other addresses had already been told "taken" all but two times this hour.
    await earlierRequestsOfOthers('taken', AuthLimits.takenAnswersGlobalPerHour - 2);
    const taken = await members(3);
    expect(envelope(await probeUsername(taken[0]!.username, nextIp())).code).toBe(
      AuthErrorCodes.UsernameTaken,
    );
    const [numberOwner] = await members(1, true);
    expect(envelope(await probeNumberBySms(numberOwner!.mobileNum!, nextIp())).code).toBe(
      AuthErrorCodes.MobileTaken,
    );
    // Fresh addresses, fresh names: asked for a raised proof before the lookup, taken or not.
    const [first, second, third] = [nextIp(), nextIp(), nextIp()];
    expect(askedRaisedProof(await probeUsername(taken[1]!.username, first))).toBe(true);
    expect(askedRaisedProof(await probeUsername(freeName(), second))).toBe(true);
    expect(askedRaisedProof(await probeNumberBySms(freeNumber(), third))).toBe(true);
    // Their next challenges are raised, and with them the calls are answered.
    expect(envelope(await probeUsername(taken[1]!.username, first)).code).toBe(
      AuthErrorCodes.UsernameTaken,
    );
    expect((await probeUsername(freeName(), second)).statusCode).toBe(200);
    expect((await probeNumberBySms(freeNumber(), third)).statusCode).toBe(200);
  });

  it('many addresses: registrations of all addresses together ask for a raised proof before any lookup', async () => {
    await earlierRequestsOfOthers('register-all', AuthLimits.registrationsGlobalPerHour - 2);
    const [member] = await members(1);
    // Both the probe of a taken name and a real registration take a place.
    expect(isTaken(await probeUsername(member!.username, nextIp()))).toBe(true);
    expect((await probeUsername(freeName(), nextIp())).statusCode).toBe(200);
    const [first, second] = [nextIp(), nextIp()];
    expect(askedRaisedProof(await probeUsername(member!.username, first))).toBe(true);
    expect(askedRaisedProof(await probeUsername(freeName(), second))).toBe(true);
    expect(isTaken(await probeUsername(member!.username, first))).toBe(true);
    expect((await probeUsername(freeName(), second)).statusCode).toBe(200);
  });

  it('many addresses: registration SMS codes of all addresses together ask for a raised proof before any lookup', async () => {
    await earlierRequestsOfOthers('sms-register-all', AuthLimits.smsRegisterGlobalPerHour - 2);
    const [owner] = await members(1, true);
    expect(envelope(await probeNumberBySms(owner!.mobileNum!, nextIp())).code).toBe(
      AuthErrorCodes.MobileTaken,
    );
    expect((await probeNumberBySms(freeNumber(), nextIp())).statusCode).toBe(200);
    for (const mobile of [owner!.mobileNum!, freeNumber()]) {
      const ip = nextIp();
      expect(askedRaisedProof(await probeNumberBySms(mobile, ip))).toBe(true);
      expect((await probeNumberBySms(mobile, ip)).statusCode).toBe(
        mobile === owner!.mobileNum ? 409 : 200,
      );
    }
  });

  it('a real person is told once that the name is taken, at once, and registers another', async () => {
    const ip = nextIp();
    const [taken] = await members(1);
    const answer = await probeUsername(taken!.username, ip);
    expect(answer.statusCode).toBe(409);
    expect(envelope(answer)).toMatchObject({
      success: false,
      code: AuthErrorCodes.UsernameTaken,
      message: AuthMessages.usernameTaken,
    });
    const [owner] = await members(1, true);
    const number = await probeNumberByRegistration(owner!.mobileNum!, ip);
    expect(envelope(number)).toMatchObject({
      code: AuthErrorCodes.MobileTaken,
      message: AuthMessages.mobileTaken,
    });
    const registered = await probeUsername(freeName(), ip);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(waits.filter((ms) => ms > 0)).toEqual([]);
  });
});
