// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Issue 9, finding 5: the counters keyed on the typed text, so `(917) 000-0001` and `9170000001`
// counted apart. Tried as an attacker would: every request spells the same number (E.164
// `+63…` with the brand's dialing code) or the same username differently, from a fresh address,
// to get more attempts than the limits allow. None of the spellings gets an extra attempt.
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  escalatingDelayMs,
} from '@lotusplay/api-client/contracts';
import { e164 } from '@lotusplay/api-client/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import {
  callEncrypted,
  createMember,
  envelope,
  lastSmsCode,
  login,
  askedRaisedProof,
  solveHumanCheck,
} from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.34.${Math.floor(++address / 250)}.${address % 250}`;
let waits: number[] = [];
let sequence = 0;

beforeAll(async () => {
  server = await createTestServer({
    clock: () => now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts well after the previous one: every window is closed.
  now = new Date(now.getTime() + 24 * 3_600_000);
  waits = [];
});

/** A member with a number `917 6xx xxxx` of its own (dialing code +63). */
async function memberWithNumber(): Promise<TestMember & { digits: string }> {
  const digits = `9176${String(++sequence).padStart(6, '0')}`;
  const member = await createMember(server.database, { mobile: digits, countryDialingCode: '+63' });
  return { ...member, digits };
}

/** The ways a person (or a script) may type the national number `917 6ab cdef`. */
function spellings(digits: string): string[] {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [
    digits,
    `(${a}) ${b}-${c}`,
    `${a}-${b}-${c}`,
    `0${digits}`,
    `(0${a}) ${b} ${c}`,
    `${a}.${b}.${c}`,
    ` ${a} ${b} ${c} `,
  ];
}

/** The ways of typing `username`: case, surrounding whitespace, full-width letters. */
function usernameSpellings(username: string): string[] {
  const fullWidth = [...username]
    .map((ch) => String.fromCodePoint(ch.codePointAt(0)! + 0xfee0))
    .join('');
  return [
    username,
    username.toUpperCase(),
    ` ${username} `,
    `${username[0]!.toUpperCase()}${username.slice(1)}\t`,
    fullWidth,
  ];
}

/** An SMS code request for `mobileNum` as typed, from a fresh address. */
const smsCode = async (mobileNum: string, purpose: 'login' | 'forgot' = 'login') => {
  const ip = nextIp();
  return server.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: ip,
    payload: {
      mobileNum,
      countryDialingCode: '+63',
      purpose,
      ...(await solveHumanCheck(server.app, ip)),
    },
  });
};

const smsTo = async (phone: string) =>
  (await server.database.db.select().from(t.outbox)).filter(
    (m) => m.channel === 'sms' && m.recipient === phone,
  ).length;

/** A wrong-password login as typed, from a fresh address; the wait the server put before it. */
async function wrongLogin(username: string, extra: Record<string, unknown> = {}) {
  const before = waits.length;
  const response = await login(server.app, username, 'WrongPass99', extra, nextIp());
  return { response, waited: waits.slice(before).reduce((sum, ms) => sum + ms, 0) };
}

describe('one number, however it is typed', () => {
  it('is the E.164 number of the brand dialing code for the SMS recipient', async () => {
    const victim = await memberWithNumber();
    expect(e164('+63', `(0${victim.digits.slice(0, 3)}) ${victim.digits.slice(3)}`)).toBe(
      victim.phone,
    );
    expect((await smsCode(spellings(victim.digits)[1]!)).statusCode).toBe(200);
    expect(await smsTo(victim.phone!)).toBe(1);
  });

  it('a registered number typed with its national trunk 0 is still that member', async () => {
    const member = await memberWithNumber();
    const typed = spellings(member.digits);
    // The member's login code is delivered (the lookup agrees with the counters).
    expect((await smsCode(typed[3]!)).statusCode).toBe(200);
    now = new Date(now.getTime() + 5_000);
    expect((await smsCode(typed[4]!, 'forgot')).statusCode).toBe(200);
    expect(await smsTo(member.phone!)).toBe(2);
    // Nobody registers the number a second time by typing the 0: it is taken.
    const ip = nextIp();
    const again = await server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: ip,
      payload: {
        mobileNo: typed[4],
        countryDialingCode: '+63',
        registerType: 'mobile',
        ...(await solveHumanCheck(server.app, ip)),
      },
    });
    expect(envelope(again).code).toBe(AuthErrorCodes.MobileTaken);
    expect(await smsTo(member.phone!)).toBe(2);
  });

  it('a number registered with its trunk 0 is stored without it: one row per number', async () => {
    const digits = `9176${String(++sequence).padStart(6, '0')}`;
    const ip = nextIp();
    const sms = await server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: ip,
      payload: {
        mobileNo: `0${digits}`,
        countryDialingCode: '+63',
        registerType: 'mobile',
        ...(await solveHumanCheck(server.app, ip)),
      },
    });
    expect(sms.statusCode, sms.body).toBe(200);
    const registered = await callEncrypted(
      server.app,
      'PUT',
      '/wps/member/register/mobile',
      {
        username: '',
        mobileNum: `(0${digits.slice(0, 3)}) ${digits.slice(3)}`,
        countryDialingCode: '+63',
        verificationCode: await lastSmsCode(server.database, `+63${digits}`),
        password: 'Lotus2025n',
        confirmPassword: 'Lotus2025n',
        ageConfirmed: true,
        login: true,
        registerMethod: 'WEB',
        ...(await solveHumanCheck(server.app, ip)),
      },
      { remoteAddress: ip },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const rows = (await server.database.db.select().from(t.members)).filter((row) =>
      row.mobileNum?.endsWith(digits),
    );
    expect(rows.map((row) => [row.countryDialingCode, row.mobileNum])).toEqual([['+63', digits]]);
  });

  it('SMS codes: the per-number limit counts every spelling (no extra code, no SMS bombing)', async () => {
    const victim = await memberWithNumber();
    const typed = spellings(victim.digits);
    // Within a second of a code, another spelling is still too soon: the number's limit (shared
    // by every address) asks the ordinary proof of another address for a raised one.
    expect((await smsCode(typed[0]!)).statusCode).toBe(200);
    now = new Date(now.getTime() + 500);
    const tooSoon = await smsCode(typed[1]!);
    expect(askedRaisedProof(tooSoon), tooSoon.body).toBe(true);
    // smsMaxPerWindow codes a few seconds apart, each spelled differently, then the back-off.
    for (let i = 1; i < AuthLimits.smsMaxPerWindow; i++) {
      now = new Date(now.getTime() + 5_000);
      const response = await smsCode(typed[i]!, i % 2 ? 'forgot' : 'login');
      expect(response.statusCode, `${typed[i]}: ${response.body}`).toBe(200);
    }
    for (const spelling of typed) {
      now = new Date(now.getTime() + 5_000);
      const refused = await smsCode(spelling);
      expect(askedRaisedProof(refused), `${spelling}: ${refused.body}`).toBe(true);
    }
    // The whole E.164 number in the number field is not a number of the form: refused unsent.
    now = new Date(now.getTime() + AuthLimits.smsWindowMs + AuthLimits.smsBackOffMs);
    const whole = await smsCode(victim.phone!);
    expect(whole.statusCode).toBe(400);
    expect(await smsTo(victim.phone!)).toBeLessThanOrEqual(AuthLimits.smsMaxPerWindow);
  });

  it('login failures: the captcha brake and the delay count every spelling of the number', async () => {
    const victim = await memberWithNumber();
    const typed = spellings(victim.digits);
    const byNumber = { countryDialingCode: '+63' };
    const first = await wrongLogin(typed[0]!, byNumber);
    expect(first.response.statusCode).toBe(401);
    expect(envelope(first.response).captcha).toBeFalsy();
    // The second failure, typed differently, already asks for the captcha next time.
    const second = await wrongLogin(typed[1]!, byNumber);
    expect(second.response.statusCode).toBe(401);
    expect(envelope(second.response).captcha).toBe(true);
    // Without one, every other spelling (and the SMS login of the number) is refused unchecked.
    for (const spelling of typed.slice(2)) {
      const refused = await wrongLogin(spelling, byNumber);
      expect(refused.response.statusCode, spelling).toBe(400);
      expect(envelope(refused.response).code).toBe(AuthErrorCodes.CaptchaInvalid);
    }
    const bySms = await wrongLogin(typed[3]!, { ...byNumber, type: 'sms' });
    expect(envelope(bySms.response).code).toBe(AuthErrorCodes.CaptchaInvalid);
    // And each of those counted: the account is delayed, the most for the latest.
    expect(bySms.waited).toBe(
      escalatingDelayMs(typed.length, AuthLimits.accountFailuresBeforeDelay),
    );
    expect(bySms.waited).toBeGreaterThan(0);
  });

  it('a code dies after smsMaxWrongAttempts wrong guesses, whatever spelling each guess uses', async () => {
    const victim = await memberWithNumber();
    const typed = spellings(victim.digits);
    expect((await smsCode(victim.digits, 'forgot')).statusCode).toBe(200);
    const code = await lastSmsCode(server.database, victim.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = async (mobileNum: string, verificationCode: string) =>
      callEncrypted(
        server.app,
        'POST',
        '/wps/member/password/verification',
        {
          mobileNum,
          countryDialingCode: '+63',
          verificationCode,
          newPassword: 'Taken0ver77',
          ...(await solveHumanCheck(server.app)),
        },
        { remoteAddress: nextIp() },
      );
    for (let i = 0; i < AuthLimits.smsMaxWrongAttempts; i++) {
      const guess = await reset(typed[(i % (typed.length - 1)) + 1]!, wrong);
      expect(envelope(guess).code).toBe(AuthErrorCodes.SmsCodeInvalid);
    }
    // The right code now comes too late, typed as the member's own number or not.
    expect(envelope(await reset(typed[1]!, code)).code).toBe(AuthErrorCodes.SmsCodeInvalid);
    expect(envelope(await reset(victim.digits, code)).code).toBe(AuthErrorCodes.SmsCodeInvalid);
    const old = await login(server.app, victim.username, victim.password, {}, nextIp());
    expect(old.statusCode, old.body).toBe(200);
  });
});

describe('one username, whatever its case and surrounding whitespace', () => {
  it('login failures: the captcha brake and the delay count every spelling of the username', async () => {
    const victim = await createMember(server.database);
    const typed = usernameSpellings(victim.username);
    expect((await wrongLogin(typed[0]!)).response.statusCode).toBe(401);
    const second = await wrongLogin(typed[1]!);
    expect(second.response.statusCode).toBe(401);
    expect(envelope(second.response).captcha).toBe(true);
    let waited = 0;
    for (const spelling of typed.slice(2)) {
      const refused = await wrongLogin(spelling);
      expect(refused.response.statusCode, JSON.stringify(spelling)).toBe(400);
      expect(envelope(refused.response).message).toBe(AuthMessages.captchaRequired);
      waited = refused.waited;
    }
    expect(waited).toBe(escalatingDelayMs(typed.length - 1, AuthLimits.accountFailuresBeforeDelay));
    expect(waited).toBeGreaterThan(0);
  });

  it('forgot by e-mail: the per-account limit counts every spelling of the username', async () => {
    const victim = await createMember(server.database, { email: true });
    const typed = usernameSpellings(victim.username);
    const forgot = async (username: string) => {
      const ip = nextIp();
      return server.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip,
        payload: new URLSearchParams({
          username,
          email: victim.email!,
          ...(await solveHumanCheck(server.app, ip)),
        }).toString(),
      });
    };
    for (const spelling of typed.slice(0, AuthLimits.forgotEmailPerAccount)) {
      expect((await forgot(spelling)).statusCode, JSON.stringify(spelling)).toBe(200);
    }
    // Past the account's limit, every spelling from another address needs a raised proof.
    for (const spelling of typed.slice(AuthLimits.forgotEmailPerAccount)) {
      const refused = await forgot(spelling);
      expect(askedRaisedProof(refused), JSON.stringify(spelling)).toBe(true);
    }
    const mails = (await server.database.db.select().from(t.outbox)).filter(
      (m) => m.channel === 'email' && m.recipient === victim.email,
    );
    expect(mails.length).toBeLessThanOrEqual(AuthLimits.forgotEmailPerAccount);
  });
});
