// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { runOps } from '../../ops-cli';
import { createMember, envelope, login, withToken } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';
import { OPERATOR_TOKEN_FILE } from './operator.service';

const TOKEN = 'fixed-operator-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
const tokenDirs: string[] = [];

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: TOKEN } });
});
afterAll(async () => {
  await server?.close();
  for (const dir of tokenDirs) rmSync(dir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs `username` in (from its own address) and returns the token. */
async function sessionOf(username: string, address: string, password = DEMO_PASSWORD) {
  const response = await login(server.app, username, password, {}, address);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ token: string }>(response).value.token;
}

/** Calls an operator route with the fixed token; fails loudly unless it answers 200. */
async function operate(method: 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await server.app.inject({ method, url, headers: auth(TOKEN), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Puts the switches the file's tests change back to the seeded brand's. */
async function restoreSwitches() {
  await operate('PUT', '/ops/maintenance', { enabled: false });
  await operate('PUT', '/ops/region', { enabled: false });
  for (const moduleId of ['REGISTRATION', 'FREEPLAY3', 'MOBILEVERCODELOGIN3']) {
    await operate('PUT', `/ops/whitelabel/${moduleId}`, { enabled: true });
  }
  await operate('PUT', '/ops/brand', {
    redirectToLogin: false,
    tempPasswordMinutes: 30,
    passwordExpiryDays: 90,
    smsDailyBudget: 2000,
    smsCountryDailyBudget: 500,
    smsCountryBudgets: { '+63': null, '+66': null, '+84': null },
    ipv6GroupPrefix: 64,
    recaptchaSiteKey: '',
    recaptchaSecretKey: '',
  });
}

/** A folder holding an operator-token file whose token this database stores (hashed). */
async function storedTokenDir(): Promise<{ dir: string; token: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'lotusplay-ops-'));
  tokenDirs.push(dir);
  // A second app on the same database without a fixed token writes and stores the token.
  const { createServer } = await import('../../app');
  const app = await createServer({ db: server.database.db });
  try {
    return { dir, token: (await app.operatorService.ensureToken(dir)).token };
  } finally {
    await app.close();
  }
}

/** The status code of GET /wps/member/info with `token`. */
async function memberInfoStatus(token: string): Promise<number> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: auth(token),
  });
  return response.statusCode;
}

describe('operator routes', () => {
  it('require a bearer token', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/ops/status' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', value: null });
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/ops/status',
      headers: auth('nope'),
    });
    expect(wrong.statusCode).toBe(401);
    const unauthenticatedChange = await server.app.inject({
      method: 'PUT',
      url: '/ops/maintenance',
      payload: { enabled: true },
    });
    expect(unauthenticatedChange.statusCode).toBe(401);
    const status = await server.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value.status).toBe(0);
  });

  it('report the current switches', async () => {
    await restoreSwitches();
    await operate('PUT', '/ops/whitelabel/DIRECTREG3', { enabled: false });
    const response = await server.app.inject({
      method: 'GET',
      url: '/ops/status',
      headers: auth(TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      maintenance: { enabled: false, active: false },
      regionRestriction: { enabled: false },
      brand: { merchantCode: 'LOTUSDEMO', redirectToLogin: false },
      flags: { FREEPLAY3: true, DIRECTREG3: false },
    });
    await operate('PUT', '/ops/whitelabel/DIRECTREG3', { enabled: true });
  });

  it('switch a whitelabel flag, visible in /whitelabel, and 404 for an unknown module', async () => {
    onTestFinished(restoreSwitches);
    const off = await server.app.inject({
      method: 'PUT',
      url: '/ops/whitelabel/FREEPLAY3',
      headers: auth(TOKEN),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const whitelabel = await server.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(whitelabel.json().value.flags.FREEPLAY3).toBe(false);
    const parentOff = await server.app.inject({
      method: 'PUT',
      url: '/ops/whitelabel/REGISTRATION',
      headers: auth(TOKEN),
      payload: { enabled: false },
    });
    expect(parentOff.json().value.flags.DIRECTREG3).toBe(false);
    const unknown = await server.app.inject({
      method: 'PUT',
      url: '/ops/whitelabel/NOPE3',
      headers: auth(TOKEN),
      payload: { enabled: false },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it("end every session of a member, and only that member's", async () => {
    const member = await createMember(server.database);
    const bystander = await createMember(server.database);
    const first = await sessionOf(member.username, '203.0.113.11', member.password);
    const second = await sessionOf(member.username, '203.0.113.12', member.password);
    const other = await sessionOf(bystander.username, '203.0.113.13', bystander.password);
    expect(await memberInfoStatus(first)).toBe(200);

    const unauthenticated = await server.app.inject({
      method: 'DELETE',
      url: `/ops/members/${member.username}/sessions`,
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(await memberInfoStatus(first)).toBe(200);

    const ended = await server.app.inject({
      method: 'DELETE',
      url: `/ops/members/${member.username.toUpperCase()}/sessions`,
      headers: auth(TOKEN),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      success: true,
      value: { username: member.username.toUpperCase(), ended: 2 },
    });
    for (const token of [first, second]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: auth(token),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(await memberInfoStatus(other)).toBe(200);

    const again = await server.app.inject({
      method: 'DELETE',
      url: `/ops/members/${member.username}/sessions`,
      headers: auth(TOKEN),
    });
    expect(again.json().value).toEqual({ username: member.username, ended: 0 });
    const unknown = await server.app.inject({
      method: 'DELETE',
      url: '/ops/members/nobody_here/sessions',
      headers: auth(TOKEN),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('validate their bodies', async () => {
    const cases = [
      ['/ops/maintenance', { enabled: 'yes' }, 'body.enabled'],
      ['/ops/maintenance', { enabled: true, endTime: 'tomorrow' }, 'body.endTime'],
      ['/ops/maintenance', { enabled: true, message: 'x'.repeat(501) }, 'body.message'],
      ['/ops/region', { enabled: true, countries: ['CHN'] }, 'body.countries'],
      ['/ops/brand', {}, 'body'],
      ['/ops/brand', { smsDailyBudget: -1 }, 'body.smsDailyBudget'],
      ['/ops/brand', { tempPasswordMinutes: 0 }, 'body.tempPasswordMinutes'],
      ['/ops/brand', { smsCountryBudgets: { '63': 5 } }, 'body.smsCountryBudgets'],
      ['/ops/brand', { smsCountryBudgets: { '+63': 1.5 } }, 'body.smsCountryBudgets'],
      ['/ops/brand', { ipv6GroupPrefix: 32 }, 'body.ipv6GroupPrefix'],
      ['/ops/brand', { ipv6GroupPrefix: 129 }, 'body.ipv6GroupPrefix'],
      ['/ops/brand', { recaptchaSiteKey: 'site-only' }, 'body.recaptchaSiteKey'],
      ['/ops/brand', { recaptchaSiteKey: 'a', recaptchaSecretKey: '' }, 'body.recaptchaSiteKey'],
      ['/ops/brand', { recaptchaSiteKey: '<script>', recaptchaSecretKey: 'b' }, 'recaptchaSiteKey'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const response = await server.app.inject({
        method: 'PUT',
        url,
        headers: auth(TOKEN),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().message).toContain(field);
    }
  });

  it('change the brand security settings, which the calls follow at once', async () => {
    onTestFinished(restoreSwitches);
    const status = async () =>
      (await server.app.inject({ method: 'GET', url: '/ops/status', headers: auth(TOKEN) })).json()
        .value.security;
    expect(await status()).toEqual({
      tempPasswordMinutes: 30,
      passwordExpiryDays: 90,
      smsDailyBudget: 2000,
      smsCountryDailyBudget: 500,
      smsCountryBudgets: {},
      ipv6GroupPrefix: 64,
      humanCheck: 'altcha',
      recaptchaSiteKey: '',
    });
    await operate('PUT', '/ops/brand', {
      tempPasswordMinutes: 15,
      smsDailyBudget: 100,
      smsCountryBudgets: { '+63': 80, '+84': 10 },
    });
    // Country budgets merge: one code changed, one removed, the others kept.
    await operate('PUT', '/ops/brand', { smsCountryBudgets: { '+63': 40, '+84': null, '+66': 5 } });
    expect(await status()).toMatchObject({
      tempPasswordMinutes: 15,
      smsDailyBudget: 100,
      smsCountryBudgets: { '+63': 40, '+66': 5 },
    });
    const challenge = async () =>
      (await server.app.inject({ method: 'GET', url: '/wps/verification/human-check' })).json()
        .value;
    expect((await challenge()).provider).toBe('altcha');
    await operate('PUT', '/ops/brand', {
      recaptchaSiteKey: 'site-key-1',
      recaptchaSecretKey: 'secret-key-1',
    });
    await server.app.brandConfig.refresh();
    expect(await challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
    const shown = await server.app.inject({
      method: 'GET',
      url: '/ops/status',
      headers: auth(TOKEN),
    });
    expect(shown.body).not.toContain('secret-key-1');
    await operate('PUT', '/ops/brand', { recaptchaSiteKey: '', recaptchaSecretKey: '' });
    await server.app.brandConfig.refresh();
    expect((await challenge()).provider).toBe('altcha');
  });

  it("adjust a member's main wallet through the ledger, once per key, never below zero", async () => {
    const member = await createMember(server.database);
    const token = await sessionOf(member.username, '203.0.113.31', member.password);
    const adjust = (payload: object, username = member.username) =>
      server.app.inject({
        method: 'POST',
        url: `/ops/members/${username}/adjustments`,
        headers: auth(TOKEN),
        payload,
      });
    const balance = async () =>
      (await withToken(server.app, 'GET', '/wps/v2/wallets/balance', token)).json().value
        .sumBalance;

    const credit = await adjust({
      amount: '100',
      reason: 'welcome',
      idempotencyKey: 'adj-key-001',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().value).toMatchObject({
      username: member.username,
      amount: '100.00',
      sumBalance: '100.00',
    });
    // A retry (the operator's answer was lost) moves nothing more and answers the same.
    const retry = await adjust({ amount: '100', reason: 'welcome', idempotencyKey: 'adj-key-001' });
    expect(retry.json().value).toEqual(credit.json().value);
    expect(await balance()).toBe('100.00');
    const conflict = await adjust({
      amount: '5',
      reason: 'welcome',
      idempotencyKey: 'adj-key-001',
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const debit = await adjust({ amount: '-30.50', reason: 'fix', idempotencyKey: 'adj-key-002' });
    expect(debit.json().value).toMatchObject({ amount: '-30.50', sumBalance: '69.50' });
    const overdraw = await adjust({ amount: '-69.51', reason: 'x', idempotencyKey: 'adj-key-003' });
    expect(overdraw.statusCode).toBe(400);
    expect(overdraw.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance()).toBe('69.50');

    for (const amount of ['0', '-0', '12.345', '1e3', 'abc', '+5', '--5', ' 5', '5,00', '-']) {
      const bad = await adjust({ amount, reason: 'x', idempotencyKey: 'adj-key-bad1' });
      expect(bad.statusCode, amount).toBe(400);
    }
    const blank = await adjust({ amount: '1', reason: '   ', idempotencyKey: 'adj-key-004' });
    expect(blank.statusCode).toBe(400);
    const unknown = await adjust(
      { amount: '1', reason: 'x', idempotencyKey: 'adj-key-005' },
      'nobody_here',
    );
    expect(unknown.statusCode).toBe(404);
    const trial = await createMember(server.database, { isAgent: 4 });
    const refused = await adjust(
      { amount: '1', reason: 'x', idempotencyKey: 'adj-key-006' },
      trial.username,
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/ops/members/${member.username}/adjustments`,
      payload: { amount: '1', reason: 'x', idempotencyKey: 'adj-key-007' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await balance()).toBe('69.50');
  });

  it('switch between a single wallet and one per game vendor', async () => {
    const member = await createMember(server.database);
    const token = await sessionOf(member.username, '203.0.113.32', member.password);
    const isSingle = async () =>
      (await withToken(server.app, 'GET', '/wps/relay/GCS_merchantWallet', token)).json().value
        .isSingle;
    try {
      await operate('PUT', '/ops/wallet', { singleWallet: true });
      expect(await isSingle()).toBe(true);
    } finally {
      await operate('PUT', '/ops/wallet', { singleWallet: false });
    }
    expect(await isSingle()).toBe(false);
  });

  it('generate, store hashed and reuse a token file when OPERATOR_TOKEN is not set', async () => {
    // A second app on the same database without a fixed token: the stored token must work.
    const dataDir = mkdtempSync(join(tmpdir(), 'lotusplay-ops-'));
    tokenDirs.push(dataDir);
    const { createServer } = await import('../../app');
    const app = await createServer({ db: server.database.db });
    try {
      const first = await app.operatorService.ensureToken(dataDir);
      const file = join(dataDir, OPERATOR_TOKEN_FILE);
      expect(first.file).toBe(file);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.token);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = await app.operatorService.ensureToken(dataDir);
      expect(again.token).toBe(first.token);
      const ok = await app.inject({
        method: 'GET',
        url: '/ops/status',
        headers: auth(first.token),
      });
      expect(ok.statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/ops/status', headers: auth(TOKEN) })).statusCode,
      ).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('ops command', () => {
  let url: string;
  let out: string[];
  let err: string[];
  const io = (dataDir = '/nonexistent-lotusplay-data') => ({
    env: { DATA_DIR: dataDir } as NodeJS.ProcessEnv,
    fetch: globalThis.fetch,
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
  });

  beforeAll(async () => {
    url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const run = async (...args: string[]) => {
    out = [];
    err = [];
    return runOps([...args, '--url', url, '--token', TOKEN], io());
  };

  it('switches maintenance on and off, visible in /status', async () => {
    onTestFinished(restoreSwitches);
    expect(
      await run('maintenance', 'on', '--end', '2099-01-01T00:00:00Z', '--message', 'Upgrading'),
    ).toBe(0);
    expect(out.join('\n')).toContain('maintenance: on');
    let status = (await server.app.inject({ method: 'GET', url: '/wps/system/status' })).json()
      .value;
    expect(status).toMatchObject({
      status: 1,
      maintenance: { endTime: '2099-01-01T00:00:00.000Z', message: 'Upgrading' },
    });
    expect(await run('maintenance', 'off')).toBe(0);
    status = (await server.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.status).toBe(0);
  });

  it('switches region restriction for given countries or for all', async () => {
    onTestFinished(restoreSwitches);
    expect(await run('region', 'on', '--countries', 'CN,US', '--message', 'Blocked')).toBe(0);
    const cn = await server.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '1.0.2.1',
    });
    expect(cn.json().value).toMatchObject({
      status: 2,
      regionRestriction: { ip: '1.0.2.1', message: 'Blocked' },
    });
    const local = await server.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(local.json().value.status).toBe(0);
    expect(await run('region', 'on')).toBe(0);
    expect(
      (await server.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status,
    ).toBe(2);
    expect(await run('region', 'off')).toBe(0);
    expect(
      (await server.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status,
    ).toBe(0);
  });

  it('switches flags and the redirect-to-login brand option', async () => {
    onTestFinished(restoreSwitches);
    await operate('PUT', '/ops/whitelabel/FREEPLAY3', { enabled: false });
    expect(await run('flag', 'FREEPLAY3', 'on')).toBe(0);
    expect(await run('flag', 'MOBILEVERCODELOGIN3', 'off')).toBe(0);
    const flags = (await server.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json()
      .value.flags;
    expect(flags).toMatchObject({ FREEPLAY3: true, MOBILEVERCODELOGIN3: false });
    expect(await run('brand', 'redirect-to-login', 'on')).toBe(0);
    const permission = (
      await server.app.inject({ method: 'GET', url: '/wps/system/permission' })
    ).json().value;
    expect(permission.info.redirectToLogin).toBe(true);
    expect(await run('status')).toBe(0);
    expect(out.join('\n')).toContain('redirect-to-login on');
  });

  it('sets the brand security settings and shows them in status', async () => {
    onTestFinished(restoreSwitches);
    expect(await run('brand', 'sms-daily-budget', '1500')).toBe(0);
    expect(await run('brand', 'sms-country-budget', '+63', '700')).toBe(0);
    expect(await run('brand', 'temp-password-minutes', '20')).toBe(0);
    expect(await run('brand', 'ipv6-group-prefix', '56')).toBe(0);
    expect(await run('brand', 'recaptcha', 'site-key-2', 'secret-key-2')).toBe(0);
    expect(out.join('\n')).toContain(
      'security:    temp-password-minutes 20, password-expiry-days 90, sms-daily-budget 1500, sms-country-daily-budget 500 (+63 700), ipv6-group-prefix 56, human check reCAPTCHA (site key site-key-2)',
    );
    expect(out.join('\n')).not.toContain('secret-key-2');
    expect(await run('brand', 'sms-country-budget', '+63', 'default')).toBe(0);
    expect(await run('brand', 'recaptcha', 'off')).toBe(0);
    expect(out.join('\n')).toContain(
      'sms-country-daily-budget 500, ipv6-group-prefix 56, human check proof of work',
    );
    expect(await run('brand', 'sms-country-budget', '63', '5')).toBe(2);
    expect(err.join('\n')).toContain('sms-country-budget needs a dialing code such as +63');
    expect(await run('brand', 'sms-daily-budget', 'lots')).toBe(2);
    expect(await run('brand', 'recaptcha', 'only-site-key')).toBe(2);
    expect(await run('brand', 'temp-password-minutes', '0')).toBe(1);
    expect(err.join('\n')).toContain('VALIDATION_ERROR');
  });

  it("adjusts a member's balance and switches the single wallet", async () => {
    const member = await createMember(server.database);
    const credit = ['wallet', 'adjust', member.username, '25.00', '--reason', 'goodwill'];
    expect(await run(...credit, '--key', 'cli-key-0001')).toBe(0);
    expect(out.join('\n')).toMatch(
      new RegExp(
        `^Adjusted ${member.username} by 25\\.00 \\(transaction #\\d+, key cli-key-0001\\): balance 25\\.00$`,
      ),
    );
    // The same command again (say, after a time-out) moves nothing more.
    expect(await run(...credit, '--key', 'cli-key-0001')).toBe(0);
    expect(out.join('\n')).toContain('balance 25.00');
    expect(await run('wallet', 'adjust', member.username, '-5', '--reason', 'fix')).toBe(0);
    expect(out.join('\n')).toMatch(/by -5\.00 .*key ops-[0-9a-f-]{36}\): balance 20\.00$/);
    expect(await run('wallet', 'adjust', member.username, '5')).toBe(2);
    expect(err.join('\n')).toContain('wallet adjust needs --reason');
    expect(await run('wallet', 'adjust', member.username, '5.001', '--reason', 'x')).toBe(2);
    expect(await run('wallet', 'adjust', member.username, '-500', '--reason', 'x')).toBe(1);
    expect(err.join('\n')).toContain('INSUFFICIENT_BALANCE');
    expect(await run('wallet', 'single', 'on')).toBe(0);
    expect(out).toEqual(['Single wallet: on']);
    expect(await run('wallet', 'single', 'off')).toBe(0);
    expect(out).toEqual(['Single wallet: off']);
  });

  it('ends the sessions of a member, and fails on an unknown one or a missing username', async () => {
    const member = await createMember(server.database);
    const token = await sessionOf(member.username, '203.0.113.21', member.password);
    expect(await run('sessions', 'end', member.username)).toBe(0);
    expect(out).toEqual([`Ended 1 session of ${member.username}`]);
    expect(await memberInfoStatus(token)).toBe(401);
    expect(await run('sessions', 'end', member.username)).toBe(0);
    expect(out).toEqual([`Ended 0 sessions of ${member.username}`]);
    expect(await run('sessions', 'end', 'nobody_here')).toBe(1);
    expect(err.join('\n')).toContain('NOT_FOUND');
    expect(await run('sessions', 'end')).toBe(2);
    expect(err.join('\n')).toContain('sessions end needs a username');
    expect(await run('sessions', 'stop', member.username)).toBe(2);
  });

  it('reads the token from <DATA_DIR>/operator-token', async () => {
    const { dir } = await storedTokenDir();
    out = [];
    err = [];
    expect(await runOps(['status', '--url', url], io(dir))).toBe(0);
    expect(out.join('\n')).toContain('maintenance');
  });

  it('fails clearly on a wrong token, a bad command or an unreachable server', async () => {
    out = [];
    err = [];
    expect(await runOps(['status', '--url', url, '--token', 'wrong'], io())).toBe(1);
    expect(err.join('\n')).toContain('UNAUTHORIZED');
    expect(await run('maintenance', 'maybe')).toBe(2);
    expect(await run('fly')).toBe(2);
    expect(await runOps(['status', '--url', 'http://127.0.0.1:9', '--token', TOKEN], io())).toBe(3);
    expect(err.join('\n')).toContain('Cannot reach the server');
  });
});
