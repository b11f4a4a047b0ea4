// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Issue 9, finding 3 (part): escalating per-account delays after repeated wrong passwords,
// independent of the captcha, tried as an attacker would: a right captcha and a fresh address
// for every guess. The server's injected sleep records each wait instead of waiting for real.
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  escalatingDelayMs,
} from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMember,
  envelope,
  knownCaptcha,
  login,
  solveHumanCheck,
} from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.31.${Math.floor(++address / 250)}.${address % 250}`;

/** Every wait the server asked for, in order; `gate` (when set) holds a wait until released. */
let waits: number[] = [];
let gate: Promise<void> | null = null;

beforeAll(async () => {
  server = await createTestServer({
    clock: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      if (gate) await gate;
    },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts well after the previous one: failure windows are closed.
  now = new Date(now.getTime() + 24 * 3_600_000);
  waits = [];
  gate = null;
});

/**
 * One login of `username` from a fresh address, always with a right captcha and a solved human
 * check (what a determined attacker pays for), and the wait the server put in front of it.
 */
async function attempt(username: string, password: string) {
  const ip = nextIp();
  const captchaKey = await knownCaptcha(server.database, 'RIGHT', now);
  const before = waits.length;
  const response = await login(
    server.app,
    username,
    password,
    { captchaKey, captcha: 'right', ...(await solveHumanCheck(server.app, ip)) },
    ip,
  );
  // The wait of this login: the one sleep its handling asked for (0 when none was due).
  const asked = waits.slice(before).filter((ms) => ms > 0);
  return { response, waited: asked.reduce((sum, ms) => sum + ms, 0) };
}

const expected = (failures: number) =>
  escalatingDelayMs(failures, AuthLimits.accountFailuresBeforeDelay);

describe('escalating per-account login delays', () => {
  it('delays every guess after the free ones, growing, capped, with a right captcha from new addresses', async () => {
    const victim = await createMember(server.database);
    const guesses = AuthLimits.accountFailuresBeforeDelay + 8;
    const delays: number[] = [];
    for (let failures = 0; failures < guesses; failures++) {
      const { response, waited } = await attempt(victim.username, `Wrong${failures}guess`);
      expect(response.statusCode, response.body).toBe(401);
      expect(envelope(response).code).toBe(AuthErrorCodes.LoginFailed);
      delays.push(waited);
    }
    // The free ones are answered at once, then base, doubling, up to the cap.
    const free = AuthLimits.accountFailuresBeforeDelay;
    expect(delays.slice(0, free)).toEqual(Array(free).fill(0));
    expect(delays[free]).toBe(AuthLimits.delayBaseMs);
    expect(delays[free + 1]).toBe(2 * AuthLimits.delayBaseMs);
    for (let i = free + 1; i < guesses; i++) {
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    }
    expect(delays.at(-1)).toBe(AuthLimits.delayMaxMs);
    expect(Math.max(...delays)).toBe(AuthLimits.delayMaxMs);
    expect(delays).toEqual(delays.map((_, failures) => expected(failures)));
  });

  it('holds the answer until the delay is over (the guess is not checked before)', async () => {
    const victim = await createMember(server.database);
    for (let i = 0; i < AuthLimits.accountFailuresBeforeDelay; i++) {
      expect((await attempt(victim.username, `Wrong${i}guess`)).response.statusCode).toBe(401);
    }
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    let settled = false;
    const asked = waits.length;
    const pending = attempt(victim.username, victim.password).then((result) => {
      settled = true;
      return result;
    });
    // Long enough for every query of the login to have run, were it not waiting.
    for (let i = 0; i < 100 && waits.length === asked; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waits.filter((ms) => ms > 0)).toEqual([AuthLimits.delayBaseMs]);
    expect(settled).toBe(false);
    release();
    const { response } = await pending;
    // A right password after the wait still logs in.
    expect(response.statusCode, response.body).toBe(200);
  });

  it('guesses sent all at once count each other: parallel requests do not share one short wait', async () => {
    const victim = await createMember(server.database);
    const free = AuthLimits.accountFailuresBeforeDelay;
    for (let i = 0; i < free; i++) await attempt(victim.username, `Wrong${i}guess`);
    const burst = 5;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) => attempt(victim.username, `Burst${i}guess`)),
    );
    const delays = results.map((r) => r.waited).sort((a, b) => a - b);
    // However the requests interleave, the n-th of them waits at least as long as the n-th
    // guess sent one by one would.
    const oneByOne = Array.from({ length: burst }, (_, i) => expected(free + i));
    for (const [i, delay] of delays.entries()) expect(delay).toBeGreaterThanOrEqual(oneByOne[i]!);
  });

  it('is per account: another account, from the same address, is not delayed', async () => {
    const victim = await createMember(server.database);
    const bystander = await createMember(server.database);
    for (let i = 0; i < AuthLimits.accountFailuresBeforeDelay + 2; i++) {
      await attempt(victim.username, `Wrong${i}guess`);
    }
    expect((await attempt(victim.username, 'WrongAgain1')).waited).toBeGreaterThan(0);
    const other = await attempt(bystander.username, bystander.password);
    expect(other.response.statusCode, other.response.body).toBe(200);
    expect(other.waited).toBe(0);
    expect((await attempt(bystander.username, 'Wrong1guess')).waited).toBe(0);
  });

  it('a successful login resets the delay', async () => {
    const member = await createMember(server.database);
    for (let i = 0; i < AuthLimits.accountFailuresBeforeDelay + 2; i++) {
      await attempt(member.username, `Wrong${i}guess`);
    }
    const success = await attempt(member.username, member.password);
    expect(success.response.statusCode, success.response.body).toBe(200);
    expect(success.waited).toBe(expected(AuthLimits.accountFailuresBeforeDelay + 2));
    // The failures are forgotten: the next wrong password is answered at once again.
    const next = await attempt(member.username, 'Wrong9guess');
    expect(next.response.statusCode).toBe(401);
    expect(next.waited).toBe(0);
  });

  it('delays unknown accounts the same way (the delay reveals nothing)', async () => {
    const delays: number[] = [];
    for (let i = 0; i <= AuthLimits.accountFailuresBeforeDelay; i++) {
      delays.push((await attempt('nosuchmember', `Wrong${i}guess`)).waited);
    }
    expect(delays.at(-1)).toBe(AuthLimits.delayBaseMs);
  });

  it('the failures leave the window after loginAttemptWindowMs', async () => {
    const member: TestMember = await createMember(server.database);
    for (let i = 0; i < AuthLimits.accountFailuresBeforeDelay + 1; i++) {
      await attempt(member.username, `Wrong${i}guess`);
    }
    now = new Date(now.getTime() + AuthLimits.loginAttemptWindowMs + 1);
    const later = await attempt(member.username, member.password);
    expect(later.response.statusCode, later.response.body).toBe(200);
    expect(later.waited).toBe(0);
  });

  it('a wrong captcha does not skip the delay', async () => {
    const victim = await createMember(server.database);
    for (let i = 0; i < AuthLimits.accountFailuresBeforeDelay; i++) {
      await attempt(victim.username, `Wrong${i}guess`);
    }
    const before = waits.length;
    const response = await login(
      server.app,
      victim.username,
      'Wrong9guess',
      { captchaKey: 'nope', captcha: 'nope' },
      nextIp(),
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(AuthMessages.captchaRequired);
    expect(waits.slice(before).filter((ms) => ms > 0)).toEqual([AuthLimits.delayBaseMs]);
  });
});
