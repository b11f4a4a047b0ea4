// Databases: PGlite — My account (issue 27) through the real routes on a fresh database: profile,
// contacts with codes, bank accounts, the authenticator, login history and the new-address check
// of a login (SPEC.md §4), each with bad and hostile input (another member's ids, wrong and
// replayed codes, oversized fields).
import type {
  BankAccount,
  BankAccountsResponse,
  IpVerificationState,
  LoginHistoryResponse,
  MemberProfileResponse,
  TotpEnableResponse,
  TotpSetupResponse,
} from '@lotusplay/api-client/contracts';
import type { LoginResponse } from '@lotusplay/api-client';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMember,
  envelope,
  lastMessage,
  lastSmsCode,
  login,
} from '../../testing/auth-helpers';
import type { TestMember, TestMemberOptions } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

const OPS = 'member-account-test-operator-token';
let now = new Date('2026-03-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: OPS } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // A minute apart: authenticator codes of one test never share a step with the next's.
  now = new Date(now.getTime() + 3_600_000);
});

const member = (options: TestMemberOptions = {}) => createMember(server.database, options);
const tokenOf = async (m: TestMember, ip = nextIp()) => {
  const response = await login(server.app, m.username, m.password, {}, ip);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LoginResponse>(response).value.token;
};
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  ip?: string,
) =>
  server.app.inject({
    method,
    url,
    payload,
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}` },
  });
const rules = (body: object) =>
  server.app.inject({
    method: 'PUT',
    url: '/ops/member/accountRules',
    headers: { authorization: `Bearer ${OPS}` },
    payload: body,
  });
const totpCode = (secret: string, at = now) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe('profile', () => {
  it('answers the fields of SPEC.md §3 with their rules and saves them', async () => {
    const m = await member({ email: true });
    const token = await tokenOf(m);
    const first = envelope<MemberProfileResponse>(await call(token, 'GET', '/wps/member/profile'));
    expect(Object.keys(first.value.values)).toEqual([
      'nickname',
      'payeeName',
      'email',
      'mobileNum',
      'telegram',
      'zalo',
      'whatsapp',
      'birthday',
      'address',
      'nationality',
      'occupation',
      'incomeSource',
      'birthPlace',
    ]);
    expect(first.value.values.email).toBe(m.email);
    expect(first.value.rules.find((r) => r.key === 'birthday')).toMatchObject({ patternId: 11 });
    const saved = await call(token, 'PUT', '/wps/member/profile', {
      nickname: 'Lucky Star',
      payeeName: 'Juan Dela Cruz',
      birthday: '1990-04-12',
      zalo: '0912345678',
      occupation: 'Engineer',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const value = envelope<MemberProfileResponse>(saved).value;
    expect(value.values).toMatchObject({
      nickname: 'Lucky Star',
      payeeName: 'Juan Dela Cruz',
      birthday: '1990-04-12',
      occupation: 'Engineer',
    });
    // Real name and birthday lock once set (the demo brand's rule).
    expect(value.locked).toEqual(['payeeName', 'birthday']);
    const info = envelope<{ nickname: string }>(await call(token, 'GET', '/wps/member/info'));
    expect(info.value.nickname).toBe('Lucky Star');
  });

  it("checks each field with the brand's pattern id and refuses locked, under-age and unknown fields", async () => {
    const token = await tokenOf(await member());
    const refused = async (body: object, status: number, text: string | RegExp) => {
      const response = await call(token, 'PUT', '/wps/member/profile', body);
      expect(response.statusCode, response.body).toBe(status);
      expect(envelope(response).message).toMatch(text);
    };
    await refused({ birthday: '12-04-1990' }, 400, /^birthday: /);
    await refused({ birthday: '2015-01-01' }, 400, 'birthday: You must be at least 18 years old');
    await refused({ birthday: '1990-02-30' }, 400, /^birthday: /);
    await refused({ zalo: 'not-digits' }, 400, /^zalo: /);
    await refused({ nickname: '' }, 400, 'nickname: Input cannot be empty');
    await refused({ nickname: 'x'.repeat(201) }, 400, /nickname/);
    // Contacts change only with a code, and fields the profile does not have are not taken.
    await call(token, 'PUT', '/wps/member/profile', { email: 'me@example.com', isAgent: 1 });
    const after = envelope<MemberProfileResponse>(await call(token, 'GET', '/wps/member/profile'));
    expect(after.value.values.email).toBeNull();
    expect(
      envelope<{ isAgent: number }>(await call(token, 'GET', '/wps/member/info')).value.isAgent,
    ).toBe(0);
    expect(
      (await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Ana Reyes' })).statusCode,
    ).toBe(200);
    await refused(
      { payeeName: 'Someone Else' },
      400,
      'payeeName: This field cannot be changed once set, please contact customer service',
    );
    // The same value again is no change; an operator who unlocks it lets the member change it.
    expect(
      (await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Ana Reyes' })).statusCode,
    ).toBe(200);
    await rules({ lockedProfileFields: [] });
    try {
      expect(
        (await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Ana M Reyes' })).statusCode,
      ).toBe(200);
    } finally {
      await rules({ lockedProfileFields: ['payeeName', 'birthday'] });
    }
  });

  it('is for real members only: no token 401, trial 403', async () => {
    expect((await server.app.inject({ url: '/wps/member/profile' })).statusCode).toBe(401);
    const trial = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      remoteAddress: nextIp(),
    });
    const token = envelope<LoginResponse>(trial).value.token;
    expect((await call(token, 'GET', '/wps/member/profile')).statusCode).toBe(403);
  });
});

describe('contacts', () => {
  it('binds a new e-mail and a new mobile number only with the code sent to each', async () => {
    const m = await member();
    const token = await tokenOf(m);
    const ip = nextIp();
    const sent = await call(
      token,
      'POST',
      '/wps/member/contact/code',
      { channel: 'email', email: 'bound@example.com' },
      ip,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(envelope(sent).value).toEqual({ expiredMinutes: 5, sentTo: 'b***@example.com' });
    const code = /\b(\d{6})\b/.exec(
      (await lastMessage(server.database, 'email', 'bound@example.com'))!.body,
    )![1]!;
    const wrong = await call(token, 'POST', '/wps/member/contact', {
      channel: 'email',
      email: 'bound@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).code).toBe('CODE_INVALID');
    // A code for one address does not bind another.
    const other = await call(token, 'POST', '/wps/member/contact', {
      channel: 'email',
      email: 'other@example.com',
      code,
    });
    expect(other.statusCode).toBe(400);
    const bound = await call(token, 'POST', '/wps/member/contact', {
      channel: 'email',
      email: 'bound@example.com',
      code,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    // Used once: a replay is refused.
    expect(
      (
        await call(token, 'POST', '/wps/member/contact', {
          channel: 'email',
          email: 'bound@example.com',
          code,
        })
      ).statusCode,
    ).toBe(400);

    const mobile = { channel: 'mobile', mobileNum: '9175551234', countryDialingCode: '+63' };
    expect((await call(token, 'POST', '/wps/member/contact/code', mobile, ip)).statusCode).toBe(
      200,
    );
    const sms = await lastSmsCode(server.database, '+639175551234');
    expect(
      (await call(token, 'POST', '/wps/member/contact', { ...mobile, code: sms })).statusCode,
    ).toBe(200);
    const profile = envelope<MemberProfileResponse>(
      await call(token, 'GET', '/wps/member/profile'),
    ).value;
    expect(profile.values).toMatchObject({ email: 'bound@example.com', mobileNum: '9175551234' });
    expect(profile.countryDialingCode).toBe('+63');
  });

  it("refuses another member's number (409), bad numbers and e-mails, and an unknown country", async () => {
    const owner = await member({ mobile: true });
    const token = await tokenOf(await member());
    const taken = { channel: 'mobile', mobileNum: owner.mobileNum!, countryDialingCode: '+63' };
    expect(
      (await call(token, 'POST', '/wps/member/contact/code', taken, nextIp())).statusCode,
    ).toBe(200);
    const code = await lastSmsCode(server.database, owner.phone!);
    const response = await call(token, 'POST', '/wps/member/contact', { ...taken, code });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).code).toBe('CONTACT_TAKEN');
    for (const body of [
      { channel: 'mobile', mobileNum: 'abc', countryDialingCode: '+63' },
      { channel: 'mobile', mobileNum: '9175550000', countryDialingCode: '+999' },
      { channel: 'email', email: 'not-an-email' },
      { channel: 'fax', email: 'x@example.com' },
    ]) {
      expect(
        (await call(token, 'POST', '/wps/member/contact/code', body, nextIp())).statusCode,
      ).toBe(400);
    }
  });
});

describe('bank accounts', () => {
  const add = (token: string, body: object) =>
    call(token, 'POST', '/wps/member/bankAccounts', body);

  it('needs the real name first and the holder name to match it; masks the number', async () => {
    const token = await tokenOf(await member());
    const account = {
      bankCode: 'BDO',
      accountName: 'Maria Santos',
      accountNumber: '1234 5678 9012',
    };
    const noName = await add(token, account);
    expect(envelope(noName).code).toBe('REAL_NAME_REQUIRED');
    await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Maria Santos' });
    const mismatch = await add(token, { ...account, accountName: 'Pedro Santos' });
    expect(mismatch.statusCode).toBe(400);
    expect(envelope(mismatch).code).toBe('BANK_NAME_MISMATCH');
    const added = await add(token, { ...account, accountName: '  maria   SANTOS ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(envelope<BankAccount>(added).value).toMatchObject({
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountNumber: '**** 9012',
    });
    const duplicate = await add(token, account);
    expect(duplicate.statusCode).toBe(409);
    const list = envelope<BankAccountsResponse>(
      await call(token, 'GET', '/wps/member/bankAccounts'),
    ).value;
    expect(list).toMatchObject({ nameMustMatch: true, realName: 'Maria Santos', max: 5 });
    expect(list.accounts).toHaveLength(1);
    expect(list.banks.map((b) => b.code)).toContain('GCASH');
    // Never the full number in any answer.
    expect(JSON.stringify(list)).not.toContain('123456789012');
  });

  it('refuses unknown banks, bad numbers, a sixth account and deleting another member’s', async () => {
    const owner = await tokenOf(await member());
    await call(owner, 'PUT', '/wps/member/profile', { payeeName: 'Lito Cruz' });
    for (const body of [
      { bankCode: 'NOPE', accountName: 'Lito Cruz', accountNumber: '1234567890' },
      { bankCode: 'BPI', accountName: 'Lito Cruz', accountNumber: '12ab' },
      { bankCode: 'BPI', accountName: 'Lito Cruz', accountNumber: '12345' },
      { bankCode: 'BPI', accountName: '', accountNumber: '1234567890' },
      { bankCode: 'BPI', accountName: 'Lito Cruz' },
    ]) {
      expect((await add(owner, body)).statusCode).toBe(400);
    }
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await add(owner, {
        bankCode: 'BPI',
        accountName: 'Lito Cruz',
        accountNumber: `99900011${i}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(envelope<BankAccount>(response).value.id);
    }
    const sixth = await add(owner, {
      bankCode: 'BPI',
      accountName: 'Lito Cruz',
      accountNumber: '999000119',
    });
    expect(envelope(sixth).code).toBe('BANK_ACCOUNT_LIMIT');
    const intruder = await tokenOf(await member());
    const stolen = await call(intruder, 'DELETE', `/wps/member/bankAccounts/${ids[0]}`);
    expect(stolen.statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/wps/member/bankAccounts/abc')).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', `/wps/member/bankAccounts/${ids[0]}`)).statusCode).toBe(
      200,
    );
    expect((await call(owner, 'DELETE', `/wps/member/bankAccounts/${ids[0]}`)).statusCode).toBe(
      404,
    );
    const list = envelope<BankAccountsResponse>(
      await call(owner, 'GET', '/wps/member/bankAccounts'),
    ).value;
    expect(list.accounts).toHaveLength(4);
  });
});

describe('authenticator', () => {
  it('sets up with the login password, turns on with a code, refuses replays, and turns off', async () => {
    const m = await member();
    const token = await tokenOf(m);
    const wrongPassword = await call(token, 'POST', '/wps/member/totp/setup', {
      loginPassword: 'nope',
    });
    expect(envelope(wrongPassword).code).toBe('LOGIN_PASSWORD_WRONG');
    const setup = envelope<TotpSetupResponse>(
      await call(token, 'POST', '/wps/member/totp/setup', { loginPassword: m.password }),
    ).value;
    expect(setup.uri).toMatch(
      new RegExp(`^otpauth://totp/.*${m.username}.*secret=${setup.secret}`),
    );
    expect(
      envelope(await call(token, 'POST', '/wps/member/totp/enable', { code: '000000' })).code,
    ).toBe('TOTP_INVALID');
    const code = await totpCode(setup.secret);
    const enabled = await call(token, 'POST', '/wps/member/totp/enable', { code });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = envelope<TotpEnableResponse>(enabled).value;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(envelope(await call(token, 'GET', '/wps/member/totp')).value).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Already on: a second set-up is refused.
    expect(
      envelope(await call(token, 'POST', '/wps/member/totp/setup', { loginPassword: m.password }))
        .code,
    ).toBe('TOTP_STATE');
    // The code that turned it on is spent: replaying it to turn it off is refused.
    const replay = await call(token, 'POST', '/wps/member/totp/disable', {
      loginPassword: m.password,
      code,
    });
    expect(envelope(replay).code).toBe('TOTP_INVALID');
    // A recovery code works once.
    const recovery = recoveryCodes[0]!;
    now = new Date(now.getTime() + 60_000);
    const off = await call(token, 'POST', '/wps/member/totp/disable', {
      loginPassword: m.password,
      code: recovery,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(envelope(await call(token, 'GET', '/wps/member/totp')).value).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
  });
});

describe('new-address check and login history', () => {
  beforeAll(async () => {
    expect((await rules({ newIpVerification: true })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await rules({ newIpVerification: false });
  });

  it('asks a login from a new address for a proof before the session is usable, then remembers it', async () => {
    const m = await member({ email: true });
    const home = nextIp();
    await tokenOf(m, home); // the first address is trusted
    const away = nextIp();
    const token = await tokenOf(m, away);
    const blocked = await call(token, 'GET', '/wps/member/info');
    expect(blocked.statusCode).toBe(403);
    expect(envelope(blocked).code).toBe('IP_VERIFICATION_REQUIRED');
    // Nothing else passes either: not the balance, not a password change.
    expect((await call(token, 'GET', '/wps/v2/wallets/balance')).statusCode).toBe(403);
    const state = envelope<IpVerificationState>(
      await call(token, 'GET', '/wps/session/ipVerification', undefined, away),
    ).value;
    expect(state.methods).toEqual(['email']);
    expect(state.email).toMatch(/^t\*\*\*@example\.com$/);
    // A method the member cannot use is refused, without sending anything.
    expect(
      (await call(token, 'POST', '/wps/session/ipVerification/code', { method: 'mobile' }, away))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(token, 'POST', '/wps/session/ipVerification/code', { method: 'email' }, away))
        .statusCode,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec(
      (await lastMessage(server.database, 'email', m.email!))!.body,
    )![1]!;
    const wrong = await call(
      token,
      'POST',
      '/wps/session/ipVerification',
      { method: 'email', answer: code === '123456' ? '654321' : '123456' },
      away,
    );
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).code).toBe('IP_PROOF_WRONG');
    const right = await call(
      token,
      'POST',
      '/wps/session/ipVerification',
      { method: 'email', answer: code },
      away,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect((await call(token, 'GET', '/wps/member/info')).statusCode).toBe(200);
    // No longer pending: the proof calls refuse.
    expect((await call(token, 'GET', '/wps/session/ipVerification')).statusCode).toBe(400);
    // The address is remembered: the next login from it is usable at once.
    const again = await tokenOf(m, away);
    expect((await call(again, 'GET', '/wps/member/info')).statusCode).toBe(200);
    const history = envelope<LoginHistoryResponse>(
      await call(again, 'GET', '/wps/member/loginHistory'),
    ).value;
    expect(history.total).toBe(3);
    expect(history.entries.map((e) => [e.ip, e.newAddress, e.verified, e.method])).toEqual([
      [away, false, true, null],
      [away, true, true, 'email'],
      [home, false, true, null],
    ]);
    expect(history.entries[0]!.country).toBe('PH');
  });

  it('counts wrong proofs as failed logins and ends the session after the last', async () => {
    const m = await member({ email: true });
    await tokenOf(m, nextIp());
    const away = nextIp();
    const token = await tokenOf(m, away);
    await call(await tokenOf(m, away), 'GET', '/wps/member/info'); // another pending session
    for (let i = 1; i < 5; i++) {
      const wrong = await call(
        token,
        'POST',
        '/wps/session/ipVerification',
        { method: 'email', answer: '000000' },
        away,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const last = await call(
      token,
      'POST',
      '/wps/session/ipVerification',
      { method: 'email', answer: '000000' },
      away,
    );
    expect(last.statusCode).toBe(401);
    expect((await call(token, 'GET', '/wps/session/ipVerification')).statusCode).toBe(401);
    // The failures count toward the account's login brake: the next login asks for the captcha.
    const next = await login(server.app, m.username, m.password, {}, nextIp());
    expect(envelope(next).captcha).toBe(true);
  });

  it('accepts a bank account name or an authenticator code (once), never another member’s', async () => {
    const m = await member();
    const home = nextIp();
    const token = await tokenOf(m, home);
    await call(token, 'PUT', '/wps/member/profile', { payeeName: 'Rosa Lim' });
    await call(token, 'POST', '/wps/member/bankAccounts', {
      bankCode: 'BDO',
      accountName: 'Rosa Lim',
      accountNumber: '5550001111',
    });
    const setup = envelope<TotpSetupResponse>(
      await call(token, 'POST', '/wps/member/totp/setup', { loginPassword: m.password }),
    ).value;
    await call(token, 'POST', '/wps/member/totp/enable', { code: await totpCode(setup.secret) });

    const away = nextIp();
    const pending = await tokenOf(m, away);
    const state = envelope<IpVerificationState>(
      await call(pending, 'GET', '/wps/session/ipVerification'),
    ).value;
    expect(state.methods).toEqual(['bankAccountName', 'totp']);
    // Another member's bank account name proves nothing.
    const other = await tokenOf(await member());
    await call(other, 'PUT', '/wps/member/profile', { payeeName: 'Ben Go' });
    await call(other, 'POST', '/wps/member/bankAccounts', {
      bankCode: 'BDO',
      accountName: 'Ben Go',
      accountNumber: '5550002222',
    });
    expect(
      (
        await call(
          pending,
          'POST',
          '/wps/session/ipVerification',
          { method: 'bankAccountName', answer: 'Ben Go' },
          away,
        )
      ).statusCode,
    ).toBe(400);
    now = new Date(now.getTime() + 60_000);
    const code = await totpCode(setup.secret);
    expect(
      (
        await call(
          pending,
          'POST',
          '/wps/session/ipVerification',
          { method: 'totp', answer: code },
          away,
        )
      ).statusCode,
    ).toBe(200);
    // The same code at another new address is a replay.
    const third = nextIp();
    const replayed = await tokenOf(m, third);
    expect(
      (
        await call(
          replayed,
          'POST',
          '/wps/session/ipVerification',
          { method: 'totp', answer: code },
          third,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          replayed,
          'POST',
          '/wps/session/ipVerification',
          { method: 'bankAccountName', answer: ' rosa  lim ' },
          third,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('does not ask a member who has nothing to prove with, nor when the brand turns it off', async () => {
    const m = await member();
    await tokenOf(m, nextIp());
    const token = await tokenOf(m, nextIp());
    expect((await call(token, 'GET', '/wps/member/info')).statusCode).toBe(200);
    const history = envelope<LoginHistoryResponse>(
      await call(token, 'GET', '/wps/member/loginHistory?pageSize=1'),
    ).value;
    expect(history).toMatchObject({ total: 2, pageSize: 1 });
    expect(history.entries[0]).toMatchObject({ newAddress: true, verified: false });
    expect((await call(token, 'GET', '/wps/member/loginHistory?pageSize=500')).statusCode).toBe(
      400,
    );
  });
});
