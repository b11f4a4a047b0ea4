// Databases: PGlite — the rules of the referral page (invite friends). Members register for real
// with the referrer's code (PUT /wps/member/register), deposits are approved through the operator
// (so the wallet's own event arrives), and the reward is read back from the ledger. Hostile input:
// another member's referrals (never shown, no member id taken), a self-referral (the referrer's own
// e-mail), replayed and concurrent deposit events (one payout), a trial account, bad rules.
import type {
  BonusDetailsResponse,
  DepositOrder,
  LoginResponse,
  ReferralResponse,
  ReferralRule,
} from '@lotusplay/api-client/contracts';
import { LoyaltyPaths, ReferralPaths } from '@lotusplay/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import {
  callEncrypted,
  envelope,
  setFlag,
  solveHumanCheck,
  usernameRegistration,
  withToken,
} from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember, trialLogin } from '../../testing/wallet-kit';
import { isSelfReferral, maskReferredName } from './referral.service';

const OPS = 'referral-test-operator-token';
let server: TestServer;
const ops = opsCaller(() => server.app, OPS);
const commands = new OpsCommands(OPS);
const nextIp = addressSource(61);
const key = keySource('referral-key');
let sequence = 0;

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPS } });
  await setFlag(server.app, OPS, 'REGMOBVERF3', false);
  await commands.listen(server.app);
}, 60_000);
afterAll(async () => server?.close());

async function referral(who: { token: string }, query = ''): Promise<ReferralResponse> {
  const response = await withToken(
    server.app,
    'GET',
    `${ReferralPaths.referral}${query}`,
    who.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ReferralResponse>(response).value;
}

/** Registers a new member with `code` (and `fields`); answers its id, name and token. */
async function registerWith(code: string, fields: Record<string, unknown> = {}) {
  sequence += 1;
  const username = `ref${sequence}${Math.random().toString(36).slice(2, 7)}`.slice(0, 16);
  const response = await callEncrypted(
    server.app,
    'PUT',
    '/wps/member/register',
    {
      ...(await solveHumanCheck(server.app)),
      ...usernameRegistration({ username, referralCode: code, ...fields }),
    },
    { remoteAddress: nextIp() },
  );
  expect(response.statusCode, response.body).toBe(200);
  const value = envelope<LoginResponse>(response).value;
  return { id: value.member.id, username, token: value.token };
}

/** A deposit of `amount` by the member, approved by the operator; waits for its event's work. */
async function deposit(who: { token: string }, amount: string): Promise<string> {
  const created = await withToken(server.app, 'POST', '/wps/relay/DEPOSIT_create', who.token, {
    channelCode: 'BANK',
    amount,
    idempotencyKey: key(),
  });
  expect(created.statusCode, created.body).toBe(200);
  const { orderNo } = envelope<DepositOrder>(created).value;
  const approved = await ops('POST', `/ops/deposits/${orderNo}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  await server.app.depositService.credited.settled();
  return orderNo;
}

/** The referral bonuses the ledger paid `memberId`. */
const referralBonuses = (memberId: number) =>
  server.database.db
    .select()
    .from(t.ledgerTransactions)
    .where(
      and(eq(t.ledgerTransactions.memberId, memberId), eq(t.ledgerTransactions.kind, 'bonus')),
    );

async function setRule(rule: { enabled: boolean; minFirstDeposit: string; reward: string }) {
  const response = await ops('PUT', '/ops/referral/rule', rule);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ReferralRule>(response).value;
}

describe('the referral page', () => {
  it('gives the member a referral code once, which registration accepts', async () => {
    const a = await loggedInMember(server, nextIp());
    // MemberInfo offers the referral promotion to every real account (the side bar's shortcut).
    const info = await withToken(server.app, 'GET', '/wps/member/info', a.token);
    expect(envelope<{ availablePromo: unknown[] }>(info).value.availablePromo).toContainEqual({
      type: 'REFERRAL',
      enabled: true,
    });
    const first = await referral(a);
    expect(first.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first).toMatchObject({ invited: 0, rewarded: 0, earned: '0.00', list: [], total: 0 });
    expect((await referral(a)).referralCode).toBe(first.referralCode);
    // Registration takes it as typed in any case.
    const b = await registerWith(first.referralCode.toLowerCase());
    const [row] = await server.database.db.select().from(t.members).where(eq(t.members.id, b.id));
    expect(row!.uplineId).toBe(a.id);
  });

  it("lists the members registered with the code, names masked, and never another member's", async () => {
    const a = await loggedInMember(server, nextIp());
    const other = await loggedInMember(server, nextIp());
    const { referralCode } = await referral(a);
    const b = await registerWith(referralCode);
    const c = await registerWith(referralCode);
    const page = await referral(a);
    expect(page).toMatchObject({ invited: 2, total: 2, totalPages: 1 });
    expect(page.list.map((m) => m.username)).toEqual([
      maskReferredName(c.username),
      maskReferredName(b.username),
    ]);
    expect(page.list[0]).toMatchObject({ status: 'registered', firstDeposit: null, reward: null });
    expect(JSON.stringify(page)).not.toContain(b.username);
    // Another member sees its own (none), whatever it sends.
    expect(await referral(other)).toMatchObject({ invited: 0, list: [] });
    // A member id or code in the query is not taken (dropped): the answer stays the asker's own.
    for (const query of [`?memberId=${a.id}`, `?referralCode=${referralCode}`]) {
      expect(await referral(other, query), query).toMatchObject({ invited: 0, list: [] });
    }
    const bad = await withToken(
      server.app,
      'GET',
      `${ReferralPaths.referral}?pageSize=0`,
      other.token,
    );
    expect(bad.statusCode).toBe(400);
    // The referred member's own page lists nobody (it brought no one) and has a code of its own.
    const own = await referral(b);
    expect(own.invited).toBe(0);
    expect(own.referralCode).not.toBe(referralCode);
    // Paging.
    expect((await referral(a, '?pageSize=1&pageNo=2')).list.map((m) => m.username)).toEqual([
      maskReferredName(b.username),
    ]);
  });

  it('is for members only: 401 without a session, 403 for a trial account', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: ReferralPaths.referral })).statusCode,
    ).toBe(401);
    const trial = await trialLogin(server, nextIp());
    expect(trial.member.availablePromo).toContainEqual({ type: 'REFERRAL', enabled: false });
    const refused = await withToken(server.app, 'GET', ReferralPaths.referral, trial.token);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the referral reward', () => {
  it('pays the referrer once when a referred member first deposits at least the minimum', async () => {
    await commands.run('referral', 'set', '--min-deposit', '100.00', '--reward', '8.88');
    expect(commands.out).toEqual([
      "Referral rule on: a referred member's first deposit of at least 100.00 pays the referrer 8.88",
    ]);
    const a = await loggedInMember(server, nextIp());
    const { referralCode, rule } = await referral(a);
    expect(rule).toEqual({ enabled: true, minFirstDeposit: '100.00', reward: '8.88' });
    const b = await registerWith(referralCode);
    const orderNo = await deposit(b, '150.00');
    // A later deposit pays nothing more.
    await deposit(b, '500.00');
    // Replayed and concurrent events of the same deposit (and of another) pay nothing more.
    const event = { memberId: b.id, orderNo, amount: 15_000 };
    for (let i = 0; i < 3; i += 1) server.app.depositService.credited.emit(event);
    server.app.depositService.credited.emit({ ...event, orderNo: 'D-OTHER' });
    await server.app.depositService.credited.settled();
    const paid = await referralBonuses(a.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.reference).toBe(`referral ${maskReferredName(b.username)} first deposit`);
    const page = await referral(a);
    expect(page).toMatchObject({ invited: 1, rewarded: 1, earned: '8.88' });
    expect(page.list[0]).toMatchObject({
      status: 'rewarded',
      firstDeposit: '150.00',
      reward: '8.88',
    });
    // The bonus reached the referrer's balance; the referred member got nothing from it.
    const balance = await withToken(server.app, 'GET', '/wps/v2/wallets/balance', a.token);
    expect(balance.body).toContain('8.88');
    expect(await referralBonuses(b.id)).toHaveLength(0);
    // Bonus details lists it as a referral bonus.
    const bonuses = await withToken(server.app, 'GET', LoyaltyPaths.bonusDetails, a.token);
    expect(envelope<BonusDetailsResponse>(bonuses).value.list).toMatchObject([
      { source: 'referral', amount: '8.88' },
    ]);
  });

  it('pays once when two first deposits of a referred member arrive at the same time', async () => {
    await setRule({ enabled: true, minFirstDeposit: '10.00', reward: '5.00' });
    const a = await loggedInMember(server, nextIp());
    const b = await registerWith((await referral(a)).referralCode);
    const events = ['D-RACE-1', 'D-RACE-2', 'D-RACE-3'].map((orderNo) => ({
      memberId: b.id,
      orderNo,
      amount: 2_000,
    }));
    for (const event of events) server.app.depositService.credited.emit(event);
    await server.app.depositService.credited.settled();
    expect(await referralBonuses(a.id)).toHaveLength(1);
    const stored = await server.database.db
      .select()
      .from(t.referralFirstDeposits)
      .where(eq(t.referralFirstDeposits.memberId, b.id));
    expect(stored).toHaveLength(1);
    expect((await referral(a)).earned).toBe('5.00');
  });

  it('pays nothing for a first deposit below the minimum, nor for a later one above it', async () => {
    await setRule({ enabled: true, minFirstDeposit: '200.00', reward: '8.88' });
    const a = await loggedInMember(server, nextIp());
    const b = await registerWith((await referral(a)).referralCode);
    await deposit(b, '150.00');
    await deposit(b, '300.00');
    expect(await referralBonuses(a.id)).toHaveLength(0);
    expect((await referral(a)).list[0]).toMatchObject({
      status: 'notQualified',
      firstDeposit: '150.00',
      reward: null,
    });
  });

  it('pays nothing while the rule is off', async () => {
    await commands.run('referral', 'off');
    expect(commands.out).toEqual(['Referral rule off: referrals pay nothing']);
    const a = await loggedInMember(server, nextIp());
    const b = await registerWith((await referral(a)).referralCode);
    await deposit(b, '500.00');
    expect(await referralBonuses(a.id)).toHaveLength(0);
    expect((await referral(a)).rule.enabled).toBe(false);
  });

  it("refuses a self-referral: an account with the referrer's own e-mail is paid nothing", async () => {
    await setRule({ enabled: true, minFirstDeposit: '0', reward: '8.88' });
    const email = `self${Math.random().toString(36).slice(2, 8)}@example.com`;
    const a = await loggedInMember(server, nextIp(), { email });
    const b = await registerWith((await referral(a)).referralCode, { email: email.toUpperCase() });
    await deposit(b, '100.00');
    expect(await referralBonuses(a.id)).toHaveLength(0);
    expect((await referral(a)).list[0]).toMatchObject({ status: 'refused', reward: null });
  });

  it('knows a self-referral by id, e-mail or mobile number', () => {
    const row = (fields: object) =>
      ({ id: 1, email: null, mobileNum: null, countryDialingCode: null, ...fields }) as Parameters<
        typeof isSelfReferral
      >[0];
    expect(isSelfReferral(row({ id: 1 }), row({ id: 1 }))).toBe(true);
    expect(isSelfReferral(row({ email: 'A@x.io' }), row({ id: 2, email: ' a@X.io ' }))).toBe(true);
    const mobile = { mobileNum: '9170000001', countryDialingCode: '+63' };
    expect(isSelfReferral(row(mobile), row({ id: 2, ...mobile }))).toBe(true);
    expect(isSelfReferral(row(mobile), row({ id: 2, ...mobile, countryDialingCode: '+84' }))).toBe(
      false,
    );
    expect(isSelfReferral(row({}), row({ id: 2 }))).toBe(false);
  });
});

describe("the operator's referral rule", () => {
  it('is shown and set with the operator token only; bad amounts are 400', async () => {
    expect((await ops('GET', '/ops/referral/rule', undefined, 'wrong-token')).statusCode).toBe(401);
    expect(
      (
        await ops(
          'PUT',
          '/ops/referral/rule',
          { enabled: false, minFirstDeposit: '0', reward: '0' },
          'x',
        )
      ).statusCode,
    ).toBe(401);
    for (const body of [
      { enabled: true, minFirstDeposit: '10.00', reward: '0' },
      { enabled: true, minFirstDeposit: '-1', reward: '5.00' },
      { enabled: true, minFirstDeposit: '10.00', reward: '1.234' },
      { enabled: true, minFirstDeposit: '10.00', reward: 'abc' },
      { enabled: 'yes', minFirstDeposit: '10.00', reward: '5.00' },
    ]) {
      expect((await ops('PUT', '/ops/referral/rule', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    await setRule({ enabled: true, minFirstDeposit: '20.00', reward: '3.00' });
    await commands.run('referral', 'show');
    expect(commands.out).toEqual([
      "Referral rule on: a referred member's first deposit of at least 20.00 pays the referrer 3.00",
    ]);
    expect(await commands.run('referral', 'set')).not.toBe(0);
  });
});
