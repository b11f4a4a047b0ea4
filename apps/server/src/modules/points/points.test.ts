// Databases: PGlite and PostgreSQL — concurrent conversions that must never go below 0 (row locks).
// The points mall against a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): every call,
// the refusals, idempotent replays, concurrent conversions that never go below 0, rejected
// redemptions refunded, the points ledger and the money ledger balanced, hostile goods stripped.
import type {
  ConvertPointResponse,
  PointBalanceResponse,
  PointConfigResponse,
  PointRedemption,
  PointRewardResponse,
  RedeemPointListResponse,
  RedeemPointResponse,
  WalletBalanceResponse,
} from '@lotusplay/api-client/contracts';
import {
  DEFAULT_POINT_CONFIG,
  ErrorCodes,
  PointErrorCodes,
  PointMessages,
  WalletErrorCodes,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { envelope, login, withToken } from '../../testing/auth-helpers';
import { ledgerProblems } from '../../testing/ledger-audit';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import {
  addressSource,
  keySource,
  loggedInMember,
  memberOnly,
  sessionAnswers,
  trialLogin,
} from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { DEMO_POINTS, demoGoods } from './points.seed';

const OPS = 'points-test-operator-token';
const PAY = '135790';
const R = '/wps/relay';
let server: TestServer;
const nextIp = addressSource(31);
const key = keySource('pt-key');
const ops = opsCaller(() => server.app, OPS);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPS } });
}, 60_000);
afterAll(async () => server?.close());

/** A member of its own with a payment password and `points` granted by the operator. */
async function memberWithPoints(points: number): Promise<LoggedInMember> {
  const member = await loggedInMember(server, nextIp());
  const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', member.token, {
    loginPassword: member.password,
    newPaymentPassword: PAY,
  });
  expect(set.statusCode).toBe(200);
  if (points > 0) {
    const grant = await ops('POST', '/ops/points/grants', {
      username: member.username,
      points,
      idempotencyKey: key(),
    });
    expect(grant.statusCode).toBe(200);
  }
  return member;
}

const pointsOf = async (member: LoggedInMember) =>
  envelope<PointBalanceResponse>(
    await withToken(server.app, 'GET', `${R}/MCS2_getPointBalance`, member.token),
  ).value.points;

const mainBalance = async (member: LoggedInMember) =>
  envelope<WalletBalanceResponse>(
    await withToken(server.app, 'GET', '/wps/v2/wallets/balance', member.token),
  ).value.sumBalance;

const goods = async (lang = 'EN') =>
  envelope<PointRewardResponse>(
    await server.app.inject({ method: 'GET', url: `${R}/MCS2_getPointReward?lang=${lang}` }),
  ).value.goods;

const redeem = (member: LoggedInMember, goodId: number, idempotencyKey = key(), password = PAY) =>
  withToken(server.app, 'POST', `${R}/passwordCheck/MCS2_redeemPointReward`, member.token, {
    goodId,
    paymentPassword: password,
    idempotencyKey,
  });

const convert = (member: LoggedInMember, points: number, idempotencyKey = key(), password = PAY) =>
  withToken(server.app, 'POST', `${R}/passwordCheck/MCS2_convertPoint`, member.token, {
    points,
    paymentPassword: password,
    idempotencyKey,
  });

/** A good of its own (so stock counts are the test's). */
async function addGood(points: number, stock: number, enabled = true): Promise<number> {
  const response = await ops('POST', '/ops/points/goods', {
    texts: { EN: { name: `Good ${points}/${stock}`, description: 'A test good' } },
    points,
    stock,
    enabled,
  });
  expect(response.statusCode).toBe(200);
  return envelope<{ id: number }>(response).value.id;
}

/** The points ledger's invariants: each balance is the sum of its rows, running sums right. */
async function pointsLedgerProblems() {
  const result = (await server.database.db.execute(sql`
    select a.member_id, a.balance::text as balance, coalesce(sum(e.delta), 0)::text as total
    from point_accounts a left join point_entries e on e.member_id = a.member_id
    group by a.member_id, a.balance having a.balance <> coalesce(sum(e.delta), 0)
    union all
    select member_id, balance_after::text, running::text from (
      select member_id, balance_after, sum(delta) over (partition by member_id order by id) as running
      from point_entries) x where balance_after <> running`)) as unknown as { rows: unknown[] };
  return result.rows;
}

const noProblems = async () => {
  expect(await pointsLedgerProblems()).toEqual([]);
  for (const list of Object.values(await ledgerProblems(server.database.db))) {
    expect(list).toEqual([]);
  }
};

describe('access', () => {
  it('balance, redeem, history and convert need a real member; config and goods do not', async () => {
    const trial = await trialLogin(server, nextIp());
    const calls = [
      ['GET', `${R}/MCS2_getPointBalance`, undefined],
      [
        'POST',
        `${R}/passwordCheck/MCS2_redeemPointReward`,
        { goodId: 1, paymentPassword: PAY, idempotencyKey: key() },
      ],
      ['GET', `${R}/MCS2_getRedeemPointList`, undefined],
      [
        'POST',
        `${R}/passwordCheck/MCS2_convertPoint`,
        { points: 1000, paymentPassword: PAY, idempotencyKey: key() },
      ],
    ] as const;
    expect(await sessionAnswers(server, calls, trial.token)).toEqual(memberOnly(calls));
    const config = await server.app.inject({ method: 'GET', url: `${R}/MCS2_getPointConfig` });
    expect(config.statusCode).toBe(200);
    expect(envelope<PointConfigResponse>(config).value).toEqual(DEFAULT_POINT_CONFIG);
    expect((await goods()).length).toBeGreaterThan(0);
  });

  it('the operator commands need the operator token', async () => {
    const response = await ops('POST', '/ops/points/grants', { username: 'x', points: 1 }, 'wrong');
    expect(response.statusCode).toBe(401);
  });
});

describe('seed', () => {
  it('gives demo_player its points once (one earn row) and goods in every language', async () => {
    const rows = await server.database.db.execute(
      sql`select e.delta::int as delta, e.kind from point_entries e join members m on m.id = e.member_id
          where m.username = ${DEMO_POINTS.username}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { delta: DEMO_POINTS.points, kind: 'earn' },
    ]);
    const demo = await login(server.app, DEMO_POINTS.username, 'Play2025', {}, nextIp());
    const token = envelope<{ token: string }>(demo).value.token;
    const balance = await withToken(server.app, 'GET', `${R}/MCS2_getPointBalance`, token);
    expect(envelope<PointBalanceResponse>(balance).value.points).toBe(DEMO_POINTS.points);
    for (const lang of ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID'] as const) {
      const names = (await goods(lang)).map((g) => g.name);
      for (const good of demoGoods) expect(names).toContain(good.texts[lang][0]);
    }
  });
});

describe('redeem', () => {
  it('takes the points at once, is in process, and a replay answers the same redemption', async () => {
    const member = await memberWithPoints(2000);
    const goodId = await addGood(700, 3);
    const idempotencyKey = key();
    const first = await redeem(member, goodId, idempotencyKey);
    expect(first.statusCode).toBe(200);
    const answer = envelope<RedeemPointResponse>(first).value;
    expect(answer.points).toBe(1300);
    expect(answer.redemption).toMatchObject({
      goodId,
      points: 700,
      units: 1,
      status: 'in_process',
    });
    expect(answer.redemption.referenceNo).toMatch(/^R\d{8}[0-9A-Z]{10}$/);
    const again = await redeem(member, goodId, idempotencyKey);
    expect(envelope<RedeemPointResponse>(again).value.redemption).toEqual(answer.redemption);
    expect(await pointsOf(member)).toBe(1300);
    const other = await addGood(10, 1);
    const conflict = await redeem(member, other, idempotencyKey);
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict).code).toBe(WalletErrorCodes.IdempotencyConflict);
    expect((await goods()).find((g) => g.id === goodId)?.stock).toBe(2);

    const list = await withToken(server.app, 'GET', `${R}/MCS2_getRedeemPointList`, member.token);
    expect(envelope<RedeemPointListResponse>(list).value).toMatchObject({
      total: 1,
      totalPages: 1,
      pageNo: 1,
      list: [{ referenceNo: answer.redemption.referenceNo, status: 'in_process' }],
    });
    await noProblems();
  });

  it('refuses more points than held, out of stock, a disabled or unknown good, a wrong password', async () => {
    const member = await memberWithPoints(500);
    const expensive = await addGood(501, 5);
    const tooMuch = await redeem(member, expensive);
    expect(tooMuch.statusCode).toBe(400);
    expect(envelope(tooMuch)).toMatchObject({
      code: PointErrorCodes.NotEnoughPoints,
      message: PointMessages.notEnoughPoints,
    });
    const none = await redeem(member, await addGood(10, 0));
    expect(envelope(none)).toMatchObject({
      code: PointErrorCodes.OutOfStock,
      message: PointMessages.outOfStock,
    });
    const off = await redeem(member, await addGood(10, 5, false));
    expect(envelope(off)).toMatchObject({ code: PointErrorCodes.GoodDisabled });
    const unknown = await redeem(member, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(PointErrorCodes.GoodNotFound);
    const wrong = await redeem(member, expensive, key(), '000000');
    expect(envelope(wrong).code).toBe(WithdrawalErrorCodes.PaymentPasswordWrong);
    expect(await pointsOf(member)).toBe(500);

    const noPassword = await loggedInMember(server, nextIp());
    const notSet = await redeem(noPassword, expensive);
    expect(envelope(notSet).code).toBe(WithdrawalErrorCodes.PaymentPasswordNotSet);
    await noProblems();
  });

  it('a disabled good is not listed; goods are plain text whatever an operator sends', async () => {
    const hostile = await ops('POST', '/ops/points/goods', {
      texts: {
        EN: {
          name: '<img src=x onerror=alert(1)>Hat<script>alert(2)</script>',
          description: '<b onclick="x()">Warm</b> <a href="javascript:alert(3)">hat</a>',
        },
        CN: { name: '<iframe src="//evil"></iframe>帽子' },
      },
      imageUrl: 'javascript:alert(4)',
      points: 10,
      stock: 1,
    });
    expect(hostile.statusCode).toBe(400);
    const ok = await ops('POST', '/ops/points/goods', {
      texts: {
        EN: {
          name: '<img src=x onerror=alert(1)>Hat<script>alert(2)</script>',
          description: '<b onclick="x()">Warm</b> <a href="javascript:alert(3)">hat</a>',
        },
        CN: { name: '<iframe src="//evil"></iframe>帽子' },
      },
      imageUrl: 'https://cdn.example.com/hat.png',
      points: 10,
      stock: 1,
    });
    const id = envelope<{ id: number }>(ok).value.id;
    // Stored stripped (on the way in)…
    const [stored] = await server.database.db
      .select()
      .from(t.pointGoodTranslations)
      .where(eq(t.pointGoodTranslations.goodId, id));
    expect(stored?.name).not.toMatch(/[<>]/);
    // …and stripped again on the way out, even of rows written behind the service's back.
    await server.database.db
      .update(t.pointGoodTranslations)
      .set({ description: '<script>alert(5)</script>Soft' })
      .where(eq(t.pointGoodTranslations.goodId, id));
    const en = (await goods('EN')).find((g) => g.id === id)!;
    expect(en).toMatchObject({ name: 'Hat', description: 'Soft' });
    expect((await goods('CN')).find((g) => g.id === id)?.name).toBe('帽子');
    // A language without a text falls back to EN.
    expect((await goods('JA')).find((g) => g.id === id)?.name).toBe('Hat');
    const hidden = await addGood(10, 1, false);
    expect((await goods()).some((g) => g.id === hidden)).toBe(false);
  });
});

describe('operator decisions', () => {
  it('approve keeps the stock; reject refunds the points (a refund row) and the stock', async () => {
    const member = await memberWithPoints(1000);
    const goodId = await addGood(400, 2);
    const a = envelope<RedeemPointResponse>(await redeem(member, goodId)).value.redemption;
    const b = envelope<RedeemPointResponse>(await redeem(member, goodId)).value.redemption;
    expect(await pointsOf(member)).toBe(200);
    expect((await goods()).find((g) => g.id === goodId)?.stock).toBe(0);

    const approved = await ops('POST', `/ops/points/redemptions/${a.referenceNo}/approve`, {});
    expect(envelope<PointRedemption>(approved).value.status).toBe('approved');
    const rejected = await ops('POST', `/ops/points/redemptions/${b.referenceNo}/reject`, {
      remark: '<b>Sold out</b>',
    });
    expect(envelope<PointRedemption>(rejected).value).toMatchObject({
      status: 'rejected',
      remark: 'Sold out',
    });
    expect(await pointsOf(member)).toBe(600);
    expect((await goods()).find((g) => g.id === goodId)?.stock).toBe(1);
    const twice = await ops('POST', `/ops/points/redemptions/${b.referenceNo}/reject`, {});
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).code).toBe(PointErrorCodes.RedemptionDecided);
    const unknown = await ops('POST', '/ops/points/redemptions/R2026NOPE/approve', {});
    expect(unknown.statusCode).toBe(404);

    const kinds = await server.database.db
      .select({ kind: t.pointEntries.kind, delta: t.pointEntries.delta })
      .from(t.pointEntries)
      .where(eq(t.pointEntries.memberId, member.id))
      .orderBy(t.pointEntries.id);
    expect(kinds).toEqual([
      { kind: 'earn', delta: 1000 },
      { kind: 'redeem', delta: -400 },
      { kind: 'redeem', delta: -400 },
      { kind: 'refund', delta: 400 },
    ]);
    const history = envelope<RedeemPointListResponse>(
      await withToken(server.app, 'GET', `${R}/MCS2_getRedeemPointList?pageSize=1`, member.token),
    ).value;
    expect(history).toMatchObject({ total: 2, totalPages: 2, list: [{ status: 'rejected' }] });
    const approvedOnly = envelope<RedeemPointListResponse>(
      await withToken(
        server.app,
        'GET',
        `${R}/MCS2_getRedeemPointList?status=approved`,
        member.token,
      ),
    ).value;
    expect(approvedOnly.list.map((r) => r.referenceNo)).toEqual([a.referenceNo]);
    await noProblems();
  });

  it('the ledger rows cannot be changed or deleted', async () => {
    const member = await memberWithPoints(10);
    await expect(
      server.database.db
        .update(t.pointEntries)
        .set({ delta: 1_000_000 })
        .where(eq(t.pointEntries.memberId, member.id)),
    ).rejects.toThrow();
    await expect(
      server.database.db.delete(t.pointEntries).where(eq(t.pointEntries.memberId, member.id)),
    ).rejects.toThrow();
  });
});

describe('convert', () => {
  it('moves points to the main wallet at the ratio, once per key, shown in the account record', async () => {
    const member = await memberWithPoints(2500);
    expect(await mainBalance(member)).toBe('0.00');
    const idempotencyKey = key();
    const first = await convert(member, 1200, idempotencyKey);
    expect(first.statusCode).toBe(200);
    const answer = envelope<ConvertPointResponse>(first).value;
    expect(answer).toMatchObject({ points: 1200, amount: '12.00', balance: 1300 });
    const again = await convert(member, 1200, idempotencyKey);
    expect(envelope<ConvertPointResponse>(again).value).toEqual(answer);
    expect(await mainBalance(member)).toBe('12.00');
    expect(await pointsOf(member)).toBe(1300);
    const conflict = await convert(member, 1100, idempotencyKey);
    expect(conflict.statusCode).toBe(409);

    const record = await withToken(
      server.app,
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?type=points',
      member.token,
    );
    expect(record.statusCode).toBe(200);
    expect(JSON.stringify(envelope(record).value)).toContain(answer.referenceNo);
    await noProblems();
  });

  it('refuses below the minimum, off the step, more than held, bad numbers, a wrong password', async () => {
    const member = await memberWithPoints(1500);
    const cases: [unknown, string, string][] = [
      [900, PointErrorCodes.BelowMinimum, PointMessages.belowMinimum(1000)],
      [1050, PointErrorCodes.NotAStep, PointMessages.notAStep(100)],
      [1600, PointErrorCodes.NotEnoughPoints, PointMessages.notEnoughPoints],
      [1000.5, PointErrorCodes.PointsInvalid, PointMessages.pointsInvalid],
      [-1000, PointErrorCodes.PointsInvalid, PointMessages.pointsInvalid],
      [0, PointErrorCodes.PointsInvalid, PointMessages.pointsInvalid],
    ];
    for (const [points, code, message] of cases) {
      const response = await convert(member, points as number);
      expect(response.statusCode, String(points)).toBe(400);
      expect(envelope(response)).toMatchObject({ code, message });
    }
    const text = await convert(member, '1000' as unknown as number);
    expect(envelope(text).code).toBe(ErrorCodes.Validation);
    const wrong = await convert(member, 1000, key(), '111111');
    expect(envelope(wrong).code).toBe(WithdrawalErrorCodes.PaymentPasswordWrong);
    expect(await pointsOf(member)).toBe(1500);
    expect(await mainBalance(member)).toBe('0.00');
  });

  it('concurrent conversions never take more than held, and replays move once', async () => {
    // Rounds of 4 at once: the member module locks the payment password after 5 attempts in
    // flight (each is counted before it is checked), so more at once would meet that lock.
    const member = await memberWithPoints(5000);
    const sameKey = key();
    const answers = [];
    for (let round = 0; round < 3; round++) {
      answers.push(
        ...(await Promise.all([
          convert(member, 1000),
          convert(member, 1000),
          convert(member, 1000, sameKey),
          convert(member, 1000, sameKey),
        ])),
      );
    }
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(envelope(answer).code).toBe(PointErrorCodes.NotEnoughPoints);
    }
    const sameKeyRefs = answers
      .filter((_, index) => index % 4 >= 2)
      .filter((a) => a.statusCode === 200)
      .map((a) => envelope<ConvertPointResponse>(a).value.referenceNo);
    expect(sameKeyRefs.length).toBe(6);
    expect(new Set(sameKeyRefs).size).toBe(1);
    // 5 conversions of 1000 at most: one for the shared key, four of the others.
    expect(statuses.filter((status) => status === 200).length).toBe(5 + 5);
    expect(await pointsOf(member)).toBe(0);
    expect(await mainBalance(member)).toBe('50.00');
    await noProblems();
  });

  it('the operator sets the rule and can switch converting off', async () => {
    const bad = await ops('PUT', '/ops/points/config', {
      ratioPoints: 100,
      ratioAmount: '1.00',
      minPoints: 150,
      stepPoints: 50,
    });
    expect(envelope(bad).code).toBe(PointErrorCodes.ConfigInvalid);
    const set = await ops('PUT', '/ops/points/config', {
      ratioPoints: 10,
      ratioAmount: '0.50',
      minPoints: 20,
      stepPoints: 10,
      convertEnabled: false,
    });
    expect(envelope<PointConfigResponse>(set).value).toEqual({
      ratioPoints: 10,
      ratioAmount: '0.50',
      minPoints: 20,
      stepPoints: 10,
      convertEnabled: false,
    });
    const member = await memberWithPoints(100);
    expect(envelope(await convert(member, 20)).code).toBe(PointErrorCodes.ConvertDisabled);
    await ops('PUT', '/ops/points/config', { ...set.json().value, convertEnabled: true });
    expect(envelope<ConvertPointResponse>(await convert(member, 30)).value.amount).toBe('1.50');
    await ops('PUT', '/ops/points/config', {
      ratioPoints: DEFAULT_POINT_CONFIG.ratioPoints,
      ratioAmount: DEFAULT_POINT_CONFIG.ratioAmount,
      minPoints: DEFAULT_POINT_CONFIG.minPoints,
      stepPoints: DEFAULT_POINT_CONFIG.stepPoints,
    });
  });
});

describe('ops points command', () => {
  const cli = new OpsCommands(OPS);
  beforeAll(async () => cli.listen(server.app));

  it('grants, lists, approves and rejects', async () => {
    const member = await memberWithPoints(0);
    expect(await cli.run('points', 'grant', member.username, '800', '--key', 'cli-grant-1')).toBe(
      0,
    );
    expect(cli.out).toEqual([`Granted 800 points to ${member.username}; balance 800 points`]);
    expect(await cli.run('points', 'grant', member.username, '800', '--key', 'cli-grant-1')).toBe(
      0,
    );
    expect(cli.out[0]).toMatch(/^Already granted 800 points/);
    expect(await cli.run('points', 'grant', member.username, '-900')).toBe(1);
    expect(await cli.run('points', 'good', 'add', '300', '4', '--name', 'CLI good')).toBe(0);
    const goodId = Number(/#(\d+)/.exec(cli.out[0]!)![1]);
    const redemption = envelope<RedeemPointResponse>(await redeem(member, goodId)).value.redemption;
    expect(await cli.run('points', 'redemptions')).toBe(0);
    expect(cli.out.some((line) => line.startsWith(redemption.referenceNo))).toBe(true);
    expect(await cli.run('points', 'approve', redemption.referenceNo)).toBe(0);
    expect(cli.out[0]).toMatch(/^Approved .* approved /);
    expect(await cli.run('points', 'config', '100', '1.00', '1000', '100')).toBe(0);
    expect(cli.out).toEqual(['100 points = 1.00; at least 1000, in steps of 100; converting on']);
    expect(await cli.run('points', 'nonsense')).toBe(2);
  });
});
