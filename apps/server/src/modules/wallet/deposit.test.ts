// Databases: PGlite and PostgreSQL — concurrent approvals (locks) and the order tables' guards.
// The deposit calls through the real routes on a fresh database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): channels, orders with bad and hostile input, idempotency, someone else's
// order, approval crediting exactly once (also ten at once), rejection moving no money, the
// database's guards on orders and status rows, and demo mode completing orders by itself.
import type {
  DepositChannelsResponse,
  DepositOrder,
  DepositOrdersResponse,
  WalletBalanceResponse,
} from '@lotusplay/api-client/contracts';
import {
  DepositErrorCodes,
  DepositMessages,
  ErrorCodes,
  WalletErrorCodes,
} from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { envelope, withToken } from '../../testing/auth-helpers';
import type { TestServer } from '../../testing';
import { createTestServer } from '../../testing/test-database';
import {
  addressSource,
  INVALID_AMOUNTS,
  keySource,
  loggedInMember,
  MALFORMED_AMOUNTS,
  memberOnly,
  secondServer,
  sessionAnswers,
  storedStatus,
  sweepUntil,
  trialLogin,
} from '../../testing/wallet-kit';
import { DemoPaymentProvider } from './deposit.provider';
import { depositLedgerKey } from './deposit.service';
import { serverLedgerKey } from './wallet.service';

const OPS = 'deposit-test-operator-token';
let server: TestServer;
/** Milliseconds the test clock is ahead of the real one (demo-mode tests move it). */
let ahead = 0;
const nextIp = addressSource(8);
/** A fresh idempotency key. */
const key = keySource('dep-key');

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: OPS },
    clock: () => new Date(Date.now() + ahead),
    depositSweepMs: null,
    paymentProviders: [
      new DemoPaymentProvider(),
      {
        code: 'broken',
        autoCompletes: false,
        createPayment: () => Promise.reject(new Error('the provider is down')),
      },
    ],
  });
});
afterAll(async () => {
  await server?.close();
});

/** A member of the test's own, logged in. */
function player(on: TestServer = server) {
  return loggedInMember(on, nextIp());
}

const create = (token: string, body: object, on: TestServer = server) =>
  withToken(on.app, 'POST', '/wps/relay/DEPOSIT_create', token, body);

/** Creates an order that must succeed. */
async function order(token: string, amount = '150.00', channelCode = 'BANK', on = server) {
  const response = await create(token, { channelCode, amount, idempotencyKey: key() }, on);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<DepositOrder>(response).value;
}

const readOrder = (token: string, orderNo: string, on: TestServer = server) =>
  withToken(on.app, 'GET', `/wps/relay/DEPOSIT_order?orderNo=${orderNo}`, token);

const mainBalance = async (token: string, on: TestServer = server) => {
  const response = await withToken(on.app, 'GET', '/wps/v2/wallets/balance', token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WalletBalanceResponse>(response).value.wallets[0]!.balance;
};

/** Deposit transactions of the ledger for a member. */
const deposits = async (memberId: number, on: TestServer = server) =>
  (await on.database.db.select().from(t.ledgerTransactions)).filter(
    (row) => row.memberId === memberId && row.kind === 'deposit',
  ).length;

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, on = server) =>
  on.app.inject({ method, url, payload, headers: { authorization: `Bearer ${OPS}` } });

describe('channels', () => {
  it('lists the enabled channels with their limits as money strings, in order', async () => {
    const who = await player();
    const response = await withToken(server.app, 'GET', '/wps/relay/DEPOSIT_channels', who.token);
    expect(response.statusCode, response.body).toBe(200);
    const { channels } = envelope<DepositChannelsResponse>(response).value;
    expect(channels.slice(0, 2)).toEqual([
      { code: 'BANK', name: 'Bank transfer', minAmount: '100.00', maxAmount: '50000.00' },
      { code: 'EWALLET', name: 'E-wallet', minAmount: '10.00', maxAmount: '5000.00' },
    ]);
  });

  it('leaves out a disabled channel, and refuses orders on it', async () => {
    await server.database.db
      .insert(t.depositChannels)
      .values({ code: 'OFFLINE', name: 'Closed', minAmount: 100, maxAmount: 1000, enabled: false });
    const who = await player();
    const response = await withToken(server.app, 'GET', '/wps/relay/DEPOSIT_channels', who.token);
    const codes = envelope<DepositChannelsResponse>(response).value.channels.map((c) => c.code);
    expect(codes).not.toContain('OFFLINE');
    const refused = await create(who.token, {
      channelCode: 'OFFLINE',
      amount: '5.00',
      idempotencyKey: key(),
    });
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).code).toBe(DepositErrorCodes.ChannelNotFound);
  });
});

describe('payment providers', () => {
  it('rejects an order its provider refuses (502), and hides channels of unknown providers', async () => {
    await server.database.db.insert(t.depositChannels).values([
      {
        code: 'BROKEN',
        name: 'Broken',
        minAmount: 100,
        maxAmount: 100_000,
        provider: 'broken',
        sortOrder: 100,
      },
      {
        code: 'GONE',
        name: 'Gone',
        minAmount: 100,
        maxAmount: 100_000,
        provider: 'nobody',
        sortOrder: 101,
      },
    ]);
    const who = await player();
    const listed = await withToken(server.app, 'GET', '/wps/relay/DEPOSIT_channels', who.token);
    const codes = envelope<DepositChannelsResponse>(listed).value.channels.map((c) => c.code);
    expect(codes).toContain('BROKEN');
    expect(codes).not.toContain('GONE');
    const gone = await create(who.token, {
      channelCode: 'GONE',
      amount: '10',
      idempotencyKey: key(),
    });
    expect(envelope(gone).code).toBe(DepositErrorCodes.ChannelNotFound);

    const body = { channelCode: 'BROKEN', amount: '10.00', idempotencyKey: key() };
    const refused = await create(who.token, body);
    expect(refused.statusCode).toBe(502);
    expect(envelope(refused)).toMatchObject({
      code: DepositErrorCodes.ProviderFailed,
      message: DepositMessages.providerFailed,
    });
    // The order is kept, rejected by the provider; a retry with the key answers it.
    const retry = envelope<DepositOrder>(await create(who.token, body)).value;
    expect(retry.status).toBe('rejected');
    const read = envelope<DepositOrder>(await readOrder(who.token, retry.orderNo)).value;
    expect(read.statusHistory!.map((e) => [e.status, e.actor])).toEqual([
      ['pending', 'member'],
      ['rejected', 'provider'],
    ]);
    expect(await mainBalance(who.token)).toBe('0.00');
  });
});

describe('access', () => {
  it('needs a session (401) of a real account (403 for a trial account)', async () => {
    const calls = [
      ['GET', '/wps/relay/DEPOSIT_channels', undefined],
      [
        'POST',
        '/wps/relay/DEPOSIT_create',
        { channelCode: 'BANK', amount: '100', idempotencyKey: key() },
      ],
      ['GET', '/wps/relay/DEPOSIT_orders', undefined],
      ['GET', '/wps/relay/DEPOSIT_order?orderNo=D2026112500000000000', undefined],
    ] as const;
    const trial = await trialLogin(server, nextIp());
    expect(await sessionAnswers(server, calls, trial.token)).toEqual(memberOnly(calls));
    // The service refuses a trial account too.
    await expect(
      server.app.depositService.create(trial.member.id, {
        channelCode: 'BANK',
        amount: 10_000,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    const orders = await server.database.db
      .select()
      .from(t.depositOrders)
      .where(eq(t.depositOrders.memberId, trial.member.id));
    expect(orders).toEqual([]);
  });
});

describe('creating an order', () => {
  it('creates a pending order with its first status row, and moves no money', async () => {
    const who = await player();
    const created = await order(who.token, '250.5');
    expect(created).toEqual({
      orderNo: expect.stringMatching(/^D\d{8}[0-9A-Z]{10}$/),
      channelCode: 'BANK',
      channelName: 'Bank transfer',
      amount: '250.50',
      status: 'pending',
      createdAt: expect.any(String),
      completedAt: null,
    });
    expect(await mainBalance(who.token)).toBe('0.00');
    const read = await readOrder(who.token, created.orderNo);
    expect(read.statusCode, read.body).toBe(200);
    expect(envelope<DepositOrder>(read).value.statusHistory).toEqual([
      { status: 'pending', actor: 'member', note: null, at: created.createdAt },
    ]);
    const [row] = await server.database.db
      .select()
      .from(t.depositOrders)
      .where(eq(t.depositOrders.orderNo, created.orderNo));
    expect(row).toMatchObject({ amount: 25_050, provider: 'demo', ledgerTransactionId: null });
    expect(row!.providerReference).toBe(`DEMO-${created.orderNo}`);
  });

  it('refuses bad and hostile amounts with 400', async () => {
    const who = await player();
    const cases: [unknown, string][] = [
      ...INVALID_AMOUNTS.map((amount): [unknown, string] => [
        amount,
        WalletErrorCodes.AmountInvalid,
      ]),
      [12, ErrorCodes.Validation],
      ...MALFORMED_AMOUNTS.map((amount): [unknown, string] => [amount, ErrorCodes.Validation]),
    ];
    for (const [amount, code] of cases) {
      const response = await create(who.token, {
        channelCode: 'BANK',
        amount,
        idempotencyKey: key(),
      });
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(envelope(response).code, JSON.stringify(amount)).toBe(code);
    }
    const missing = await create(who.token, { channelCode: 'BANK', idempotencyKey: key() });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).code).toBe(ErrorCodes.Validation);
    expect(
      await server.database.db
        .select()
        .from(t.depositOrders)
        .where(eq(t.depositOrders.memberId, who.id)),
    ).toEqual([]);
  });

  it("refuses amounts outside the channel's limits with the range message", async () => {
    const who = await player();
    for (const [channelCode, amount] of [
      ['BANK', '99.99'],
      ['BANK', '50000.01'],
      ['BANK', '1000000000'],
      ['EWALLET', '9.99'],
      ['EWALLET', '5000.01'],
    ]) {
      const response = await create(who.token, { channelCode, amount, idempotencyKey: key() });
      expect(response.statusCode, amount).toBe(400);
      expect(envelope(response).code).toBe(DepositErrorCodes.AmountOutOfRange);
    }
    const bank = await create(who.token, {
      channelCode: 'BANK',
      amount: '1',
      idempotencyKey: key(),
    });
    expect(envelope(bank).message).toBe('The amount must be between 100.00 and 50,000.00');
    // The limits themselves are accepted.
    for (const [channelCode, amount] of [
      ['BANK', '100'],
      ['BANK', '50000.00'],
      ['EWALLET', '10.00'],
      ['EWALLET', '5000'],
    ]) {
      expect((await order(who.token, amount, channelCode)).status).toBe('pending');
    }
  });

  it('refuses unknown and malformed channels and keys', async () => {
    const who = await player();
    const unknown = await create(who.token, {
      channelCode: 'NOPE',
      amount: '100',
      idempotencyKey: key(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({
      code: DepositErrorCodes.ChannelNotFound,
      message: DepositMessages.channelNotFound,
    });
    for (const body of [
      { channelCode: "BANK' OR 1=1 --", amount: '100', idempotencyKey: key() },
      { channelCode: '', amount: '100', idempotencyKey: key() },
      { channelCode: 'B'.repeat(33), amount: '100', idempotencyKey: key() },
      { channelCode: 7, amount: '100', idempotencyKey: key() },
      { channelCode: 'BANK', amount: '100', idempotencyKey: 'short' },
      { channelCode: 'BANK', amount: '100', idempotencyKey: 'has spaces in it' },
      { channelCode: 'BANK', amount: '100' },
    ]) {
      const response = await create(who.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
  });

  it('answers a retry with the same order, another body with 409, twins with one order', async () => {
    const who = await player();
    const body = { channelCode: 'BANK', amount: '300.00', idempotencyKey: key() };
    const first = envelope<DepositOrder>(await create(who.token, body)).value;
    const again = await create(who.token, body);
    expect(again.statusCode).toBe(200);
    expect(envelope<DepositOrder>(again).value).toEqual(first);
    for (const other of [
      { ...body, amount: '301.00' },
      { ...body, amount: '300.01' },
      { ...body, channelCode: 'EWALLET' },
    ]) {
      const conflict = await create(who.token, other);
      expect(conflict.statusCode).toBe(409);
      expect(envelope(conflict).code).toBe(WalletErrorCodes.IdempotencyConflict);
    }
    // '300' is the same amount as '300.00': the same request.
    expect(
      envelope<DepositOrder>(await create(who.token, { ...body, amount: '300' })).value.orderNo,
    ).toBe(first.orderNo);

    const twinsBody = { channelCode: 'EWALLET', amount: '20.00', idempotencyKey: key() };
    const twins = await Promise.all(Array.from({ length: 6 }, () => create(who.token, twinsBody)));
    for (const twin of twins) expect(twin.statusCode, twin.body).toBe(200);
    expect(new Set(twins.map((twin) => envelope<DepositOrder>(twin).value.orderNo)).size).toBe(1);

    // Another member may use the same key: keys are per member.
    const other = await player();
    const theirs = await create(other.token, body);
    expect(theirs.statusCode).toBe(200);
    expect(envelope<DepositOrder>(theirs).value.orderNo).not.toBe(first.orderNo);
  });
});

describe('reading orders', () => {
  it("lists the member's own orders newest first, with paging", async () => {
    const who = await player();
    const other = await player();
    await order(other.token);
    const made: string[] = [];
    for (const amount of ['100', '200', '300', '400', '500']) {
      made.push((await order(who.token, amount)).orderNo);
      ahead += 1; // distinct creation times
    }
    const page = async (query: string) => {
      const response = await withToken(
        server.app,
        'GET',
        `/wps/relay/DEPOSIT_orders${query}`,
        who.token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return envelope<DepositOrdersResponse>(response).value;
    };
    const all = await page('');
    expect(all).toMatchObject({ pageNo: 1, pageSize: 10, total: 5 });
    expect(all.orders.map((o) => o.orderNo)).toEqual([...made].reverse());
    expect(all.orders[0]).not.toHaveProperty('statusHistory');
    const second = await page('?pageNo=2&pageSize=2');
    expect(second).toMatchObject({ pageNo: 2, pageSize: 2, total: 5 });
    expect(second.orders.map((o) => o.amount)).toEqual(['300.00', '200.00']);
    expect((await page('?pageNo=9&pageSize=2')).orders).toEqual([]);
    for (const query of [
      '?pageNo=0',
      '?pageNo=-1',
      '?pageSize=0',
      '?pageSize=51',
      '?pageNo=abc',
      '?pageNo=1.5',
      '?pageNo=100001',
    ]) {
      const response = await withToken(
        server.app,
        'GET',
        `/wps/relay/DEPOSIT_orders${query}`,
        who.token,
      );
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
  });

  it("answers someone else's order exactly like an unknown one (404)", async () => {
    const owner = await player();
    const stranger = await player();
    const mine = await order(owner.token);
    const theirs = await readOrder(stranger.token, mine.orderNo);
    const unknown = await readOrder(stranger.token, 'D20261125AAAAAAAAAA');
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(theirs)).toEqual(envelope(unknown));
    expect(envelope(theirs)).toMatchObject({
      code: DepositErrorCodes.OrderNotFound,
      message: DepositMessages.orderNotFound,
    });
    for (const orderNo of ['', "D1'%20OR%20'1'='1", '..%2F..%2Fetc', 'D'.repeat(41)]) {
      const response = await readOrder(stranger.token, orderNo);
      expect(response.statusCode, orderNo).toBe(400);
    }
    const none = await withToken(server.app, 'GET', '/wps/relay/DEPOSIT_order', stranger.token);
    expect(none.statusCode).toBe(400);
  });
});

describe('approving and rejecting', () => {
  it('credits an approved order exactly once, and answers a second approval 409', async () => {
    const who = await player();
    const created = await order(who.token, '1234.56');
    const approved = await ops('POST', `/ops/deposits/${created.orderNo}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const value = envelope<{ status: string; username: string; ledgerTransactionId: number }>(
      approved,
    ).value;
    expect(value).toMatchObject({ status: 'completed', username: who.username, amount: '1234.56' });
    expect(await mainBalance(who.token)).toBe('1234.56');

    const twice = await ops('POST', `/ops/deposits/${created.orderNo}/approve`, {});
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).code).toBe(DepositErrorCodes.OrderNotPending);
    const rejectAfter = await ops('POST', `/ops/deposits/${created.orderNo}/reject`, {
      note: 'late',
    });
    expect(rejectAfter.statusCode).toBe(409);
    await expect(
      server.app.depositService.completeDeposit(created.orderNo, 'provider'),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: DepositErrorCodes.OrderNotPending,
    });
    expect(await mainBalance(who.token)).toBe('1234.56');
    expect(await deposits(who.id)).toBe(1);

    const read = envelope<DepositOrder>(await readOrder(who.token, created.orderNo)).value;
    expect(read.status).toBe('completed');
    expect(read.completedAt).not.toBeNull();
    expect(read.statusHistory!.map((e) => [e.status, e.actor])).toEqual([
      ['pending', 'member'],
      ['completed', 'operator'],
    ]);
    const [row] = await server.database.db
      .select()
      .from(t.depositOrders)
      .where(eq(t.depositOrders.orderNo, created.orderNo));
    const [ledger] = await server.database.db
      .select()
      .from(t.ledgerTransactions)
      .where(eq(t.ledgerTransactions.id, row!.ledgerTransactionId!));
    expect(ledger).toMatchObject({
      kind: 'deposit',
      memberId: who.id,
      idempotencyKey: serverLedgerKey(depositLedgerKey(created.orderNo)),
    });
    expect(value.ledgerTransactionId).toBe(ledger!.id);
  });

  it('credits once when ten approvals (operator and provider) race', async () => {
    const who = await player();
    const created = await order(who.token, '100.00');
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? ops('POST', `/ops/deposits/${created.orderNo}/approve`, {}).then((r) => {
              if (r.statusCode !== 200) throw new Error(String(r.statusCode));
              return r;
            })
          : server.app.depositService.completeDeposit(created.orderNo, 'provider'),
      ),
    );
    expect(settled.filter((s) => s.status === 'fulfilled').length).toBe(1);
    expect(await mainBalance(who.token)).toBe('100.00');
    expect(await deposits(who.id)).toBe(1);
    const events = await server.database.db.execute(
      sql`select e.status from deposit_order_events e join deposit_orders o on o.id = e.order_id where o.order_no = ${created.orderNo}`,
    );
    expect((events as unknown as { rows: unknown[] }).rows.length).toBe(2);
  });

  it('rejects with a note and moves no money; a rejected order cannot be approved', async () => {
    const who = await player();
    const created = await order(who.token, '500.00');
    const rejected = await ops('POST', `/ops/deposits/${created.orderNo}/reject`, {
      note: '  no payment received ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(envelope<{ status: string }>(rejected).value.status).toBe('rejected');
    const approve = await ops('POST', `/ops/deposits/${created.orderNo}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(await mainBalance(who.token)).toBe('0.00');
    expect(await deposits(who.id)).toBe(0);
    const read = envelope<DepositOrder>(await readOrder(who.token, created.orderNo)).value;
    expect(read).toMatchObject({ status: 'rejected', completedAt: null });
    expect(read.statusHistory![1]).toMatchObject({
      status: 'rejected',
      actor: 'operator',
      note: 'no payment received',
    });
  });

  it('lets the database refuse a completed order without its credit, and edits of history', async () => {
    const who = await player();
    const created = await order(who.token);
    const db = server.database.db;
    // Completed without a ledger transaction: the CHECK refuses it.
    await expect(
      db
        .update(t.depositOrders)
        .set({ status: 'completed', completedAt: new Date() })
        .where(eq(t.depositOrders.orderNo, created.orderNo)),
    ).rejects.toThrow();
    // The amount of an order never changes; status rows are never edited or deleted.
    await expect(
      db
        .update(t.depositOrders)
        .set({ amount: 1 })
        .where(eq(t.depositOrders.orderNo, created.orderNo)),
    ).rejects.toThrow();
    await expect(
      db.delete(t.depositOrders).where(eq(t.depositOrders.orderNo, created.orderNo)),
    ).rejects.toThrow();
    await expect(db.update(t.depositOrderEvents).set({ note: 'x' })).rejects.toThrow();
    await expect(db.delete(t.depositOrderEvents)).rejects.toThrow();
    // A rejected order stays rejected.
    await ops('POST', `/ops/deposits/${created.orderNo}/reject`, {});
    await expect(
      db
        .update(t.depositOrders)
        .set({ status: 'pending' })
        .where(eq(t.depositOrders.orderNo, created.orderNo)),
    ).rejects.toThrow();
  });
});

describe('demo mode', () => {
  let demo: TestServer;
  let demoAhead = 0;
  beforeAll(async () => {
    demo = await createTestServer({
      config: { operatorToken: OPS },
      clock: () => new Date(Date.now() + demoAhead),
      depositSweepMs: null,
    });
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('completes a due order when the member reads it, and by the sweep, once each', async () => {
    const set = await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: 60 }, demo);
    expect(set.statusCode, set.body).toBe(200);
    expect(envelope(set).value).toEqual({ singleWallet: false, depositDemoDelaySeconds: 60 });
    const who = await player(demo);
    const first = await order(who.token, '100.00', 'BANK', demo);
    // Not due yet.
    expect(
      envelope<DepositOrder>(await readOrder(who.token, first.orderNo, demo)).value.status,
    ).toBe('pending');
    demoAhead += 61_000;
    const read = envelope<DepositOrder>(await readOrder(who.token, first.orderNo, demo)).value;
    expect(read.status).toBe('completed');
    expect(read.statusHistory!.map((e) => [e.status, e.actor])).toEqual([
      ['pending', 'member'],
      ['completed', 'provider'],
    ]);
    expect(await mainBalance(who.token, demo)).toBe('100.00');

    // The sweep: several at once (as several processes would), each order credited once.
    const second = await order(who.token, '20.00', 'EWALLET', demo);
    const third = await order(who.token, '30.00', 'EWALLET', demo);
    demoAhead += 61_000;
    const runs = await Promise.all([
      demo.app.depositService.completeDue(who.id),
      demo.app.depositService.completeDue(who.id),
      demo.app.depositService.completeDue(who.id),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    const list = envelope<DepositOrdersResponse>(
      await withToken(demo.app, 'GET', '/wps/relay/DEPOSIT_orders', who.token),
    ).value;
    expect(list.orders.map((o) => [o.orderNo, o.status])).toEqual([
      [third.orderNo, 'completed'],
      [second.orderNo, 'completed'],
      [first.orderNo, 'completed'],
    ]);
    expect(await mainBalance(who.token, demo)).toBe('150.00');
    expect(await deposits(who.id, demo)).toBe(3);
  });

  it('runs the sweep on a timer in the process', async () => {
    await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: 1 }, demo);
    const who = await player(demo);
    const created = await order(who.token, '100.00', 'BANK', demo);
    demoAhead += 2_000;
    const status = await sweepUntil(
      demo,
      () => demo.app.depositService.completeDue(),
      () => storedStatus(demo, t.depositOrders, created.orderNo),
      'completed',
    );
    expect(status).toBe('completed');
    expect(await deposits(who.id, demo)).toBe(1);
  });

  it('credits each order once while two servers on one database sweep and approve at once', async () => {
    // On PostgreSQL the second server has its own connection pool (to the database, another
    // process); on PGlite (one connection) both apps share it.
    const second = await secondServer(demo, {
      config: { operatorToken: OPS },
      clock: () => new Date(Date.now() + demoAhead),
      depositSweepMs: null,
    });
    const other = second.app;
    try {
      await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: 60 }, demo);
      const who = await player(demo);
      const amounts = ['100.00', '200.00', '300.00', '400.00', '500.00', '600.00'];
      const made = [];
      for (const amount of amounts) made.push(await order(who.token, amount, 'BANK', demo));
      demoAhead += 61_000;
      const approve = (orderNo: string) =>
        other.inject({
          method: 'POST',
          url: `/ops/deposits/${orderNo}/approve`,
          headers: { authorization: `Bearer ${OPS}` },
          payload: {},
        });
      const results = await Promise.all([
        demo.app.depositService.completeDue(),
        other.depositService.completeDue(),
        ...made.map((o) => approve(o.orderNo)),
        demo.app.depositService.completeDue(),
        other.depositService.completeDue(),
        ...made.map((o) => approve(o.orderNo)),
      ]);
      const approvals = results.filter((r) => typeof r !== 'number');
      for (const response of approvals) expect([200, 409]).toContain(response.statusCode);
      expect(await deposits(who.id, demo)).toBe(amounts.length);
      expect(await mainBalance(who.token, demo)).toBe('2100.00');
      for (const { orderNo } of made) {
        const read = envelope<DepositOrder>(await readOrder(who.token, orderNo, demo)).value;
        expect(read.status).toBe('completed');
        expect(read.statusHistory).toHaveLength(2);
      }
    } finally {
      await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: null }, demo);
      await second.close();
    }
  });

  it('leaves orders pending when demo mode is off', async () => {
    const off = await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: null }, demo);
    expect(envelope(off).value).toEqual({ singleWallet: false, depositDemoDelaySeconds: null });
    const who = await player(demo);
    const created = await order(who.token, '100.00', 'BANK', demo);
    demoAhead += 3_600_000;
    expect(await demo.app.depositService.completeDue()).toBe(0);
    expect(
      envelope<DepositOrder>(await readOrder(who.token, created.orderNo, demo)).value.status,
    ).toBe('pending');
    // 0 is off too.
    const zero = await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: 0 }, demo);
    expect(envelope(zero).value).toEqual({ singleWallet: false, depositDemoDelaySeconds: null });
    expect(await mainBalance(who.token, demo)).toBe('0.00');
  });
});
