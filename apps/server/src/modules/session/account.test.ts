// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Registration and the password calls (the session module's AccountService) through the real
// routes on a fresh database.
import type { LoginResponse, MemberInfo } from '@lotusplay/api-client';
import { AuthErrorCodes, AuthMessages, ErrorCodes } from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_AGENT_CODE, DEMO_DEFAULT_PASSWORD } from '../../db/seed-data';
import {
  callEncrypted,
  createMember,
  envelope,
  knownCaptcha,
  lastMessage,
  lastSmsCode,
  login,
  setFlag,
  solveHumanCheck,
  withToken,
} from '../../testing/auth-helpers';
import type { TestMemberOptions } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

const OPS = 'account-test-operator-token';
let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: OPS } });
  // Username registration without SMS verification, unless a test switches it on.
  await flag('REGMOBVERF3', false);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 24 * 3_600_000);
});

const flag = (id: string, enabled: boolean) => setFlag(server.app, OPS, id, enabled);

const base = (overrides: Record<string, unknown> = {}) => ({
  username: 'newplayer1',
  password: 'Secret1234',
  confirmPassword: 'Secret1234',
  ageConfirmed: true,
  login: true,
  registerMethod: 'WEB',
  ...overrides,
});

/** A registration; an object body without a human check gets a solved one. */
const register = async (body: unknown, path = '/wps/member/register', ip = nextIp()) =>
  callEncrypted(
    server.app,
    'PUT',
    path,
    typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      !('humanCheckToken' in body)
      ? { ...(await solveHumanCheck(server.app)), ...body }
      : body,
    { remoteAddress: ip },
  );

const tokenOf = async (username: string, password: string) => {
  const response = await login(server.app, username, password, {}, nextIp());
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LoginResponse>(response).value.token;
};
/** A member of the test's own (no test logs in, fails or changes a seeded account). */
const member = (options: TestMemberOptions = {}) => createMember(server.database, options);

describe('registration by username', () => {
  it('registers, ties the member to the affiliate upline and logs in', async () => {
    const response = await register(
      base({ username: 'alice2025', email: 'alice@example.com', affiliateCode: 'demoagent' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const value = envelope<LoginResponse>(response).value;
    expect(value).toMatchObject({
      mustChangePassword: false,
      firstTimeLogin: false,
      member: { account: 'alice2025', type: 0, email: 'alice@example.com' },
    });
    const info = await withToken(server.app, 'GET', '/wps/member/info', value.token);
    expect(envelope<MemberInfo>(info).value.account).toBe('alice2025');
    const [row] = await server.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.username, 'alice2025'));
    const [agent] = await server.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.affiliateCode, DEMO_AGENT_CODE));
    expect(row!.uplineId).toBe(agent!.id);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await login(server.app, 'alice2025', 'Secret1234', {}, nextIp())).statusCode).toBe(200);
  });

  it('validates every field with the brand validators and names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'username: Input cannot be empty'],
      [{ username: '1abcdef' }, 'username: Account format is incorrect'],
      [{ username: 'abc' }, 'username: Account format is incorrect'],
      [{ username: 'a'.repeat(17) }, 'username: Account format is incorrect'],
      [{ username: "bob' OR 1=1--" }, 'username: Account format is incorrect'],
      [{ username: '<script>x</script>' }, 'username: Account format is incorrect'],
      [
        { password: 'abc', confirmPassword: 'abc' },
        'password: Please fill in your password with 6 - 20 characters',
      ],
      [
        { password: 'onlyletters', confirmPassword: 'onlyletters' },
        'password: Password format is incorrect',
      ],
      [{ confirmPassword: 'Secret124' }, 'confirmPassword: Confirmation password is not correct.'],
      [{ email: 'not-an-email' }, 'email: E-mail format is incorrect'],
      [{ email: '<b>x</b>@example.com' }, 'email: E-mail format is incorrect'],
      [
        { payeeName: 'Robert"); DROP TABLE members;--' },
        'payeeName: Real name format is incorrect',
      ],
      [{ mobileNum: '12ab' }, 'mobileNum: Please enter a valid mobile number'],
    ];
    for (const [overrides, message] of cases) {
      const response = await register(base(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(envelope(response)).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('answers 400 for wrong types, oversized fields, plain or garbage bodies, never 500', async () => {
    const bodies: unknown[] = [
      base({ username: 42 }),
      base({ password: ['Secret1234'] }),
      base({ registerMethod: 'APP' }),
      base({ login: false }),
      base({ email: `${'a'.repeat(10_241)}@example.com` }),
      base({ payeeName: 'x'.repeat(10_241) }),
      { username: 'x' },
      'string',
      null,
    ];
    for (const body of bodies) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const plain = await server.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: base(),
    });
    expect(plain.statusCode).toBe(400);
    const garbage = await server.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { data: '%%%not-base64%%%' },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses a taken username (any case) and an unknown invitation code', async () => {
    expect((await register(base({ username: 'takenname1' }))).statusCode).toBe(200);
    const taken = await register(base({ username: 'TAKENname1' }));
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).code).toBe('USERNAME_TAKEN');
    for (const code of ['NOPE1234', "x' or '1'='1", '<b>x</b>']) {
      const bad = await register(base({ username: 'codeless1', referralCode: code }));
      expect(envelope(bad)).toMatchObject({ code: 'AFFILIATE_INVALID' });
      const asAffiliate = await register(base({ username: 'codeless1', affiliateCode: code }));
      expect(envelope(asAffiliate).message).toMatch(/Invalid invitation code/);
    }
    const bad = await register(base({ username: 'codeless1', referralCode: 'NOPE1234' }));
    expect(envelope(bad).message).toBe('Invalid invitation code');
  });

  it('needs an SMS code when REGMOBVERF3 is on, and is refused when USERNAMEREG3 is off', async () => {
    await flag('REGMOBVERF3', true);
    try {
      const missing = await register(
        base({ username: 'smsuser01', mobileNum: '9175550001', countryDialingCode: '+63' }),
      );
      expect(envelope(missing).message).toBe('verificationCode: Input cannot be empty');
      const ip = nextIp();
      await server.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: ip,
        payload: {
          mobileNo: '9175550001',
          countryDialingCode: '+63',
          registerType: 'username',
          ...(await solveHumanCheck(server.app)),
        },
      });
      const code = await lastSmsCode(server.database, '+639175550001');
      const withCode = await register(
        base({
          username: 'smsuser01',
          mobileNum: '9175550001',
          countryDialingCode: '+63',
          verificationCode: code,
        }),
        '/wps/member/register',
        ip,
      );
      expect(withCode.statusCode, withCode.body).toBe(200);
    } finally {
      await flag('REGMOBVERF3', false);
    }
    await flag('USERNAMEREG3', false);
    try {
      const off = await register(base({ username: 'gated0001' }));
      expect(off.statusCode).toBe(403);
    } finally {
      await flag('USERNAMEREG3', true);
    }
  });

  it('checks the captcha when the brand enables the captcha field', async () => {
    // Plain SQL, as a brand tool might write: the version trigger tells the brand-config cache,
    // whose poll would notice within a second; refresh() makes it notice now.
    await server.database.db
      .update(t.registerValidators)
      .set({ enabled: true })
      .where(eq(t.registerValidators.key, 'captcha'));
    await server.app.brandConfig.refresh();
    try {
      const without = await register(base({ username: 'captcha01' }));
      expect(envelope(without)).toMatchObject({
        code: 'CAPTCHA_INVALID',
        message: 'Please enter the captcha',
        captcha: true,
      });
      const wrongKey = await knownCaptcha(server.database, 'ACDE', now);
      const wrong = await register(
        base({ username: 'captcha01', captcha: 'ACDF', captchaKey: wrongKey }),
      );
      expect(envelope(wrong).code).toBe('CAPTCHA_INVALID');
      const key = await knownCaptcha(server.database, 'ACDE', now);
      const right = await register(
        base({ username: 'captcha01', captcha: 'acde', captchaKey: key }),
      );
      expect(right.statusCode, right.body).toBe(200);
    } finally {
      await server.database.db
        .update(t.registerValidators)
        .set({ enabled: false })
        .where(eq(t.registerValidators.key, 'captcha'));
      await server.app.brandConfig.refresh();
    }
  });
});

describe('registration by mobile', () => {
  const sendRegisterCode = async (mobileNo: string, ip: string, registerType = 'mobile') =>
    server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: ip,
      payload: {
        mobileNo,
        countryDialingCode: '+63',
        registerType,
        ...(await solveHumanCheck(server.app)),
      },
    });

  it('derives the account name from the number when the site sends the number as username', async () => {
    const ip = nextIp();
    expect((await sendRegisterCode('9176660009', ip)).statusCode).toBe(200);
    const code = await lastSmsCode(server.database, '+639176660009');
    const body = base({
      username: '9176660009',
      mobileNum: '9176660009',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    const response = await register(body, '/wps/member/register/mobile', ip);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<LoginResponse>(response).value.member.account).toBe('m9176660009');
  });

  it('registers with the code from the outbox; the code cannot be replayed', async () => {
    const ip = nextIp();
    expect((await sendRegisterCode('9176660001', ip)).statusCode).toBe(200);
    const code = await lastSmsCode(server.database, '+639176660001');
    const body = base({
      username: '',
      mobileNum: '9176660001',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    const response = await register(body, '/wps/member/register/mobile', ip);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<LoginResponse>(response).value.member).toMatchObject({
      account: 'm9176660001',
      mobileNum: '9176660001',
      countryDialingCode: '+63',
    });
    const replay = await register(
      { ...body, username: 'another01', mobileNum: '9176660002' },
      '/wps/member/register/mobile',
    );
    expect(envelope(replay).code).toBe('SMS_CODE_INVALID');
    // The number is now taken: both the SMS call and registration say so.
    now = new Date(now.getTime() + 10_000);
    const again = await sendRegisterCode('9176660001', nextIp());
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe('MOBILE_TAKEN');
    const taken = await register({ ...body, username: 'another02' }, '/wps/member/register/mobile');
    expect(envelope(taken).code).toBe('MOBILE_TAKEN');
  });

  it('one code sent twice at the same moment registers exactly one member', async () => {
    // Two registrations (different account names) race with one code: the guarded update of the
    // code lets one through; the other is refused before it creates anything.
    for (let round = 0; round < 3; round++) {
      const mobileNum = `917667000${round}`;
      const ip = nextIp();
      expect((await sendRegisterCode(mobileNum, ip)).statusCode).toBe(200);
      const code = await lastSmsCode(server.database, `+63${mobileNum}`);
      // Human checks solved first, so that the two requests really start together.
      const checks = [await solveHumanCheck(server.app), await solveHumanCheck(server.app)];
      const answers = await Promise.all(
        ['a', 'b'].map((suffix, i) =>
          register(
            base({
              ...checks[i],
              username: `racer${round}${suffix}`,
              mobileNum,
              countryDialingCode: '+63',
              verificationCode: code,
            }),
            '/wps/member/register/mobile',
          ),
        ),
      );
      // The loser is refused either way: the code was used (both checked it at once) or, when
      // the winner had already committed before the loser looked, the number is now taken.
      const winner = answers.filter((r) => r.statusCode === 200);
      const loser = answers.filter((r) => r.statusCode !== 200);
      expect(winner, answers.map((r) => r.body).join('\n')).toHaveLength(1);
      expect(loser, answers.map((r) => r.body).join('\n')).toHaveLength(1);
      expect([
        { status: 400, code: AuthErrorCodes.SmsCodeInvalid, message: AuthMessages.smsCodeInvalid },
        { status: 409, code: AuthErrorCodes.MobileTaken, message: AuthMessages.mobileTaken },
      ]).toContainEqual({
        status: loser[0]!.statusCode,
        code: envelope(loser[0]!).code,
        message: envelope(loser[0]!).message,
      });
      const created = await server.database.db
        .select()
        .from(t.members)
        .where(eq(t.members.mobileNum, mobileNum));
      expect(created.map((m) => m.username)).toEqual([
        envelope<LoginResponse>(answers.find((r) => r.statusCode === 200)!).value.member.account,
      ]);
    }
  });

  it('refuses a wrong or missing code and a missing number', async () => {
    const ip = nextIp();
    await sendRegisterCode('9176660003', ip);
    const wrong = await register(
      base({
        username: '',
        mobileNum: '9176660003',
        countryDialingCode: '+63',
        verificationCode: '999999x',
      }),
      '/wps/member/register/mobile',
    );
    expect(envelope(wrong)).toMatchObject({
      code: 'SMS_CODE_INVALID',
      message: 'Please enter a valid verification code',
    });
    const noNumber = await register(base({ username: 'nonumber1' }), '/wps/member/register/mobile');
    expect(envelope(noNumber).message).toBe('mobileNum: Input cannot be empty');
    const badCountry = await register(
      base({ mobileNum: '9176660003', countryDialingCode: '+999', verificationCode: '123456' }),
      '/wps/member/register/mobile',
    );
    expect(envelope(badCountry).code).toBe('VALIDATION_ERROR');
  });

  it('is refused when both MOBILENUMREG3 and MOBILENUMPASSREG3 are off', async () => {
    await flag('MOBILENUMREG3', false);
    await flag('MOBILENUMPASSREG3', false);
    try {
      expect((await sendRegisterCode('9176660009', nextIp())).statusCode).toBe(403);
      const response = await register(
        base({ mobileNum: '9176660009', countryDialingCode: '+63', verificationCode: '123456' }),
        '/wps/member/register/mobile',
      );
      expect(response.statusCode).toBe(403);
    } finally {
      await flag('MOBILENUMREG3', true);
      await flag('MOBILENUMPASSREG3', true);
    }
  });

  it('with MOBILENUMPASSREG3 off, registers by the code alone and refuses a password', async () => {
    await flag('MOBILENUMPASSREG3', false);
    try {
      const ip = nextIp();
      expect((await sendRegisterCode('9176660010', ip)).statusCode).toBe(200);
      const code = await lastSmsCode(server.database, '+639176660010');
      const withPassword = await register(
        base({ mobileNum: '9176660010', countryDialingCode: '+63', verificationCode: code }),
        '/wps/member/register/mobile',
        ip,
      );
      expect(withPassword.statusCode).toBe(403);
      const response = await register(
        base({
          username: undefined,
          password: '',
          confirmPassword: '',
          mobileNum: '9176660010',
          countryDialingCode: '+63',
          verificationCode: code,
        }),
        '/wps/member/register/mobile',
        ip,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope<LoginResponse>(response).value.mustChangePassword).toBe(false);
      // No password logs in: the account has none until one is set.
      expect((await login(server.app, 'm9176660010', '', {}, nextIp())).statusCode).toBe(400);
    } finally {
      await flag('MOBILENUMPASSREG3', true);
    }
  });
});

describe('age confirmation', () => {
  const rules = (body: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: '/ops/member/accountRules',
      headers: { authorization: `Bearer ${OPS}` },
      payload: body as object,
    });

  it("refuses a registration that does not confirm the brand's minimum age, and says which", async () => {
    for (const ageConfirmed of [undefined, false]) {
      const response = await register(base({ username: 'youngster1', ageConfirmed }));
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        code: 'AGE_NOT_CONFIRMED',
        message: 'ageConfirmed: You must confirm that you are at least 18 years old',
      });
    }
    expect((await rules({ minimumAge: 21 })).statusCode).toBe(200);
    try {
      const public21 = await server.app.inject({ url: '/wps/member/accountRules' });
      expect(envelope<{ minimumAge: number }>(public21).value.minimumAge).toBe(21);
      const response = await register(base({ username: 'youngster1', ageConfirmed: 'yes' }));
      expect(response.statusCode).toBe(400);
      const refused = await register(base({ username: 'youngster1', ageConfirmed: false }));
      expect(envelope(refused).message).toContain('at least 21 years old');
      expect((await register(base({ username: 'grownup21' }))).statusCode).toBe(200);
    } finally {
      await rules({ minimumAge: 18 });
    }
    // An age out of the contract's bounds is refused by the schema.
    expect((await rules({ minimumAge: 99 })).statusCode).toBe(400);
  });
});

describe('passwords', () => {
  const change = (token: string, body: unknown) =>
    callEncrypted(server.app, 'POST', '/wps/member/password', body, { token });

  it('changes the password: old must match, new is validated, other sessions end', async () => {
    await register(base({ username: 'changer01' }));
    const token = await tokenOf('changer01', 'Secret1234');
    const other = await tokenOf('changer01', 'Secret1234');
    const wrongOld = await change(token, {
      oldPassword: 'Wrong123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(envelope(wrongOld).code).toBe('PASSWORD_INCORRECT');
    const weak = await change(token, {
      oldPassword: 'Secret1234',
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    expect(envelope(weak).code).toBe('VALIDATION_ERROR');
    expect(envelope(weak).message).toContain('newPassword:');
    const mismatch = await change(token, {
      oldPassword: 'Secret1234',
      newPassword: 'Better456',
      confirmNewPassword: 'Better457',
    });
    expect(envelope(mismatch).message).toBe(
      'confirmNewPassword: Confirmation password is not correct.',
    );
    const defaultPassword = await change(token, {
      oldPassword: 'Secret1234',
      newPassword: DEMO_DEFAULT_PASSWORD,
      confirmNewPassword: DEMO_DEFAULT_PASSWORD,
    });
    expect(envelope(defaultPassword).code).toBe('VALIDATION_ERROR');
    const plain = await server.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        oldPassword: 'Secret1234',
        newPassword: 'Better456',
        confirmNewPassword: 'Better456',
      },
    });
    expect(plain.statusCode).toBe(400);
    const done = await change(token, {
      oldPassword: 'Secret1234',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode).toBe(200);
    expect((await withToken(server.app, 'GET', '/wps/member/info', other)).statusCode).toBe(401);
    expect((await login(server.app, 'changer01', 'Secret1234', {}, nextIp())).statusCode).toBe(401);
    expect((await login(server.app, 'changer01', 'Better456', {}, nextIp())).statusCode).toBe(200);
    const unauthenticated = await callEncrypted(server.app, 'POST', '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('clears the forced change of an account with the brand default password', async () => {
    const who = await member({ password: DEMO_DEFAULT_PASSWORD, firstLogin: true });
    const first = envelope<LoginResponse>(
      await login(server.app, who.username, who.password, {}, nextIp()),
    ).value;
    expect(first.mustChangePassword).toBe(true);
    const done = await change(first.token, {
      oldPassword: DEMO_DEFAULT_PASSWORD,
      newPassword: 'Fresh2025',
      confirmNewPassword: 'Fresh2025',
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = envelope<LoginResponse>(
      await login(server.app, who.username, 'Fresh2025', {}, nextIp()),
    ).value;
    expect(after).toMatchObject({ mustChangePassword: false, firstTimeLogin: false });
  });

  it('forgot by e-mail: mails a temporary password that forces a change; same answer otherwise', async () => {
    await register(base({ username: 'forgetful1', email: 'forget@example.com' }));
    const send = async (username: string, email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextIp(),
        payload: new URLSearchParams({
          username,
          email,
          ...(await solveHumanCheck(server.app)),
        }).toString(),
      });
    const unknown = await send('nobody_at_all', 'forget@example.com');
    const mismatch = await send('forgetful1', 'other@example.com');
    const hostile = await send("x' or 1=1--", '<script>@x');
    const matched = await send('forgetful1', 'Forget@Example.com');
    const answers = [unknown, mismatch, hostile, matched].map((r) => [r.statusCode, r.body]);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(matched.statusCode).toBe(200);
    const mail = await lastMessage(server.database, 'email', 'forget@example.com');
    expect(mail?.body).toContain('temporary password');
    const temporary = /temporary password is: (\S+)/.exec(mail!.body)![1]!;
    const value = envelope<LoginResponse>(
      await login(server.app, 'forgetful1', temporary, {}, nextIp()),
    ).value;
    // A temporary password someone else chose: the first-login wording.
    expect(value).toMatchObject({ mustChangePassword: true, forcedChangeReason: 'firstLogin' });
    // Only the matching request mailed anything, and only once.
    const mails = await server.database.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.channel, 'email'));
    expect(mails.filter((m) => m.body.includes('forgetful1'))).toHaveLength(1);
    expect(mails.filter((m) => m.recipient === 'other@example.com')).toHaveLength(0);
    const tooLong = await send('x'.repeat(10_241), 'a@b.c');
    expect(tooLong.statusCode).toBe(400);
  });

  const sendForgotCode = async (mobileNum: string, purpose: 'forgot' | 'login' = 'forgot') =>
    server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: nextIp(),
      payload: {
        mobileNum,
        countryDialingCode: '+63',
        purpose,
        ...(await solveHumanCheck(server.app)),
      },
    });
  const reset = async (body: object) =>
    callEncrypted(
      server.app,
      'POST',
      '/wps/member/password/verification',
      { ...(await solveHumanCheck(server.app)), ...body },
      { remoteAddress: nextIp() },
    );

  it('sets a new password by phone with a forgot code, single use', async () => {
    const who = await member({ mobile: true });
    expect((await sendForgotCode(who.mobileNum!)).statusCode).toBe(200);
    const code = await lastSmsCode(server.database, who.phone!);
    const weak = await reset({
      newPassword: 'weak',
      mobileNum: who.mobileNum,
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect(envelope(weak).code).toBe(ErrorCodes.Validation);
    const body = {
      newPassword: 'Phone2025',
      mobileNum: who.mobileNum,
      countryDialingCode: '+63',
      verificationCode: code,
    };
    expect((await reset(body)).statusCode).toBe(200);
    const replay = await reset({ ...body, newPassword: 'Again2025' });
    expect(envelope(replay).code).toBe(AuthErrorCodes.SmsCodeInvalid);
    expect((await login(server.app, who.username, 'Phone2025', {}, nextIp())).statusCode).toBe(200);
    // A login code does not reset a password.
    now = new Date(now.getTime() + 2_000);
    expect((await sendForgotCode(who.mobileNum!, 'login')).statusCode).toBe(200);
    const loginCode = await lastSmsCode(server.database, who.phone!);
    const wrongPurpose = await reset({ ...body, verificationCode: loginCode });
    expect(envelope(wrongPurpose).code).toBe(AuthErrorCodes.SmsCodeInvalid);
  });

  it('one forgot code sent twice at the same moment sets exactly one new password', async () => {
    // Both requests find the live code before either marks it used; only the guarded update
    // (used_at is null) decides. On PostgreSQL the two run on separate connections.
    for (let round = 0; round < 3; round++) {
      const who = await member({ mobile: true });
      expect((await sendForgotCode(who.mobileNum!)).statusCode).toBe(200);
      const code = await lastSmsCode(server.database, who.phone!);
      const passwords = ['Race2025a', 'Race2025b'];
      const answers = await Promise.all(
        passwords.map((newPassword) =>
          reset({
            newPassword,
            mobileNum: who.mobileNum,
            countryDialingCode: '+63',
            verificationCode: code,
          }),
        ),
      );
      expect(
        answers.map((r) => r.statusCode).sort(),
        answers.map((r) => r.body).join('\n'),
      ).toEqual([200, 400]);
      const refused = answers.find((r) => r.statusCode === 400)!;
      expect(envelope(refused)).toMatchObject({
        code: AuthErrorCodes.SmsCodeInvalid,
        message: AuthMessages.smsCodeInvalid,
      });
      // The winner's password is the one that works.
      const winner = passwords[answers.findIndex((r) => r.statusCode === 200)]!;
      const loser = passwords.find((p) => p !== winner)!;
      expect((await login(server.app, who.username, winner, {}, nextIp())).statusCode).toBe(200);
      expect((await login(server.app, who.username, loser, {}, nextIp())).statusCode).toBe(401);
    }
  });
});
