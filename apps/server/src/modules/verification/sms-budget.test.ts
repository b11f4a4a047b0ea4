// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Issue 9, finding 7: every SMS costs money, and the per-number and per-address limits alone let
// many numbers and many addresses run up the bill. Tried as an attacker would: codes to many
// numbers, each from its own address, until the brand's daily budgets (overall, per country, and
// a country's own budget in sms_country_budgets) stop them; the operator is told once.
import { AuthErrorCodes, AuthMessages } from '@lotusplay/api-client/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createMember, envelope, solveHumanCheck } from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

const OPS = 'sms-budget-test-operator-token';
const DAY = 24 * 3_600_000;
let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
let address = 0;
const nextIp = () => `10.33.${Math.floor(++address / 250)}.${address % 250}`;
let sequence = 0;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: OPS } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every test starts two days after the previous one: the rolling day of every budget is over.
  now = new Date(now.getTime() + 2 * DAY);
});

/** Sets the brand's budgets in the database, as an operator's SQL would, and reloads them. */
async function budgets(daily: number, country: number, countries: Record<string, number> = {}) {
  await server.database.db.update(t.brand).set({
    smsDailyBudget: daily,
    smsCountryDailyBudget: country,
    smsCountryBudgets: countries,
  });
  await server.app.brandConfig.refresh();
}

/** A registered member with a number of `dialing`'s country (codes are delivered to it). */
const registered = (dialing = '+63') =>
  createMember(server.database, { mobile: true, countryDialingCode: dialing });

/** An SMS login code for `member`, from a fresh address a few seconds later. */
async function codeFor(member: TestMember, purpose: 'login' | 'forgot' = 'login') {
  now = new Date(now.getTime() + 5_000);
  const ip = nextIp();
  return server.app.inject({
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
}

/** A registration code for a free number of `dialing`'s country. */
async function registerCode(dialing = '+63') {
  now = new Date(now.getTime() + 5_000);
  const ip = nextIp();
  const mobileNo = `9174${String(++sequence).padStart(6, '0')}`;
  const response = await server.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: {
      mobileNo,
      countryDialingCode: dialing,
      registerType: 'mobile',
      ...(await solveHumanCheck(server.app, ip)),
    },
  });
  return { response, phone: `${dialing}${mobileNo}` };
}

/** An SMS code request for a number nobody registered (nothing is delivered). */
async function unknownNumber(dialing = '+63') {
  return codeFor({
    id: 0,
    username: '',
    password: '',
    mobileNum: `9175${String(++sequence).padStart(6, '0')}`,
    countryDialingCode: dialing,
    phone: null,
    email: null,
  });
}

const smsTo = async (phone: string) =>
  (await server.database.db.select().from(t.outbox)).filter(
    (m) => m.channel === 'sms' && m.recipient === phone,
  );

/** The operator's notices since the test began, as `GET /ops/outbox?channel=ops` lists them. */
async function notices(since: Date) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/ops/outbox?channel=ops&last=100',
    headers: { authorization: `Bearer ${OPS}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  const messages =
    envelope<{ to: string; subject: string; body: string; createdAt: string }[]>(response).value;
  return messages.filter((m) => new Date(m.createdAt) >= since);
}

function expectBudgetReached(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(envelope(response)).toMatchObject({
    success: false,
    code: AuthErrorCodes.SmsBudgetReached,
    message: AuthMessages.smsBudgetReached,
  });
}

describe('SMS budgets', () => {
  it('stop codes at the overall daily budget, across countries and purposes; the operator is told once', async () => {
    const start = now;
    await budgets(3, 100);
    const first = [await registered('+63'), await registered('+84')];
    expect((await codeFor(first[0]!)).statusCode).toBe(200);
    expect((await codeFor(first[1]!, 'forgot')).statusCode).toBe(200);
    expect((await registerCode('+66')).response.statusCode).toBe(200);
    // The budget is spent: more numbers, countries and addresses get nothing.
    const refused = [await registered('+63'), await registered('+84'), await registered('+62')];
    for (const member of refused) expectBudgetReached(await codeFor(member));
    const late = await registerCode('+60');
    expectBudgetReached(late.response);
    for (const member of refused) expect(await smsTo(member.phone!)).toEqual([]);
    expect(await smsTo(late.phone)).toEqual([]);
    // One notice for the operator, not one per refused request.
    const told = await notices(start);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: 'operator' });
    expect(told[0]!.subject).toContain('overall');
    expect(told[0]!.body).toContain('3');
    // The rolling day frees the budget.
    now = new Date(now.getTime() + DAY);
    expect((await codeFor(refused[0]!)).statusCode).toBe(200);
    expect(await smsTo(refused[0]!.phone!)).toHaveLength(1);
  });

  it('stop codes to one country at its budget; other countries still get theirs', async () => {
    const start = now;
    await budgets(100, 2);
    for (let i = 0; i < 2; i++)
      expect((await codeFor(await registered('+63'))).statusCode).toBe(200);
    const refused = [await registered('+63'), await registered('+63')];
    for (const member of refused) expectBudgetReached(await codeFor(member));
    expectBudgetReached((await registerCode('+63')).response);
    for (const member of refused) expect(await smsTo(member.phone!)).toEqual([]);
    // Another country is not affected.
    const elsewhere = await registered('+84');
    expect((await codeFor(elsewhere)).statusCode).toBe(200);
    expect(await smsTo(elsewhere.phone!)).toHaveLength(1);
    expect((await registerCode('+84')).response.statusCode).toBe(200);
    const told = await notices(start);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toContain('country +63');
  });

  it("a country's own budget in sms_country_budgets replaces the per-country default", async () => {
    const start = now;
    await budgets(100, 1, { '+63': 3 });
    for (let i = 0; i < 3; i++)
      expect((await codeFor(await registered('+63'))).statusCode).toBe(200);
    expectBudgetReached(await codeFor(await registered('+63')));
    // Countries without their own budget keep the default of one.
    expect((await codeFor(await registered('+84'))).statusCode).toBe(200);
    expectBudgetReached(await codeFor(await registered('+84')));
    expect((await codeFor(await registered('+66'))).statusCode).toBe(200);
    const told = await notices(start);
    expect(told.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining('country +63'),
      expect.stringContaining('country +84'),
    ]);
  });

  it('unknown numbers spend nothing, but are refused the same way once the budget is spent', async () => {
    await budgets(2, 100);
    for (let i = 0; i < 5; i++) expect((await unknownNumber()).statusCode).toBe(200);
    expect((await codeFor(await registered())).statusCode).toBe(200);
    expect((await codeFor(await registered())).statusCode).toBe(200);
    // Spent: a registered and an unknown number get the same refusal (nothing to learn from it).
    expectBudgetReached(await codeFor(await registered()));
    expectBudgetReached(await unknownNumber());
  });

  it('a new rolling day with the budget spent again tells the operator again', async () => {
    const start = now;
    await budgets(1, 100);
    expect((await codeFor(await registered())).statusCode).toBe(200);
    expectBudgetReached(await codeFor(await registered()));
    expectBudgetReached(await codeFor(await registered()));
    expect(await notices(start)).toHaveLength(1);
    now = new Date(now.getTime() + DAY);
    expect((await codeFor(await registered())).statusCode).toBe(200);
    expectBudgetReached(await codeFor(await registered()));
    expect(await notices(start)).toHaveLength(2);
  });
});
