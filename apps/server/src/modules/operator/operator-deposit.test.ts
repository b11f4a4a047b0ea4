// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The operator's deposit routes and commands: GET /ops/deposits, POST /ops/deposits/:orderNo/approve
// and /reject, PUT /ops/wallet with the demo delay, and `ops deposit …` / `ops wallet deposit-delay`
// against a listening server. Bad and hostile input, a wrong token, unknown orders.
import type { DepositOrder } from '@lotusplay/api-client/contracts';
import { DepositErrorCodes, ErrorCodes } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, withToken } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import type { TestServer } from '../../testing';
import { createTestServer } from '../../testing/test-database';
import { loggedInMember, sumBalance } from '../../testing/wallet-kit';
import type { OpsDepositOrder } from './operator.service';

const TOKEN = 'fixed-operator-token';
let server: TestServer;
let address = 0;
let keys = 0;

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: TOKEN }, depositSweepMs: null });
});
afterAll(async () => {
  await server?.close();
});

const ops = opsCaller(() => server.app, TOKEN);

/** A fresh member with a pending order of `amount`. */
async function pendingOrder(amount = '200.00') {
  const who = await loggedInMember(server, `10.9.0.${++address}`);
  const { token } = who;
  const created = await withToken(server.app, 'POST', '/wps/relay/DEPOSIT_create', token, {
    channelCode: 'BANK',
    amount,
    idempotencyKey: `ops-deposit-${++keys}-${Date.now()}`,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { ...who, token, orderNo: envelope<DepositOrder>(created).value.orderNo };
}

const balance = (token: string) => sumBalance(server, token);

describe('deposit routes under /ops', () => {
  it('need the operator token', async () => {
    for (const [method, url] of [
      ['GET', '/ops/deposits'],
      ['POST', '/ops/deposits/D20261125AAAAAAAAAA/approve'],
      ['POST', '/ops/deposits/D20261125AAAAAAAAAA/reject'],
      ['PUT', '/ops/wallet'],
    ] as const) {
      const none = await server.app.inject({ method, url, payload: {} });
      expect(none.statusCode, url).toBe(401);
      const wrong = await ops(method, url, {}, 'wrong-token');
      expect(wrong.statusCode, url).toBe(401);
    }
    // A member's session token is not an operator token.
    const { token } = await pendingOrder();
    expect((await ops('GET', '/ops/deposits', undefined, token)).statusCode).toBe(401);
  });

  it('lists pending orders by default, a status, or all, newest first, with usernames', async () => {
    const a = await pendingOrder('100.00');
    const b = await pendingOrder('300.00');
    const listed = envelope<OpsDepositOrder[]>(await ops('GET', '/ops/deposits')).value;
    const mine = listed.filter((o) => [a.orderNo, b.orderNo].includes(o.orderNo));
    expect(mine.map((o) => [o.orderNo, o.username, o.amount, o.status])).toEqual([
      [b.orderNo, b.username, '300.00', 'pending'],
      [a.orderNo, a.username, '100.00', 'pending'],
    ]);
    expect(listed.every((o) => o.status === 'pending')).toBe(true);
    await ops('POST', `/ops/deposits/${a.orderNo}/approve`, {});
    const completed = envelope<OpsDepositOrder[]>(
      await ops('GET', '/ops/deposits?status=completed'),
    ).value;
    expect(completed.map((o) => o.orderNo)).toContain(a.orderNo);
    expect(completed.every((o) => o.status === 'completed')).toBe(true);
    const all = envelope<OpsDepositOrder[]>(
      await ops('GET', '/ops/deposits?status=all&last=500'),
    ).value;
    expect(all.map((o) => o.orderNo)).toEqual(expect.arrayContaining([a.orderNo, b.orderNo]));
    expect(
      envelope<OpsDepositOrder[]>(await ops('GET', '/ops/deposits?last=1')).value,
    ).toHaveLength(1);
    for (const query of ['status=paid', 'status=', 'last=0', 'last=501', 'last=x']) {
      const response = await ops('GET', `/ops/deposits?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
  });

  it('approves once (with or without a body), rejects with a note, refuses unknown orders', async () => {
    const first = await pendingOrder('200.00');
    const approved = await server.app.inject({
      method: 'POST',
      url: `/ops/deposits/${first.orderNo}/approve`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(envelope<OpsDepositOrder>(approved).value).toMatchObject({
      orderNo: first.orderNo,
      username: first.username,
      status: 'completed',
      providerReference: `DEMO-${first.orderNo}`,
    });
    expect(await balance(first.token)).toBe('200.00');
    const again = await ops('POST', `/ops/deposits/${first.orderNo}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe(DepositErrorCodes.OrderNotPending);
    expect(await balance(first.token)).toBe('200.00');

    const second = await pendingOrder('50000.00');
    const rejected = await ops('POST', `/ops/deposits/${second.orderNo}/reject`, {
      note: 'not received',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(envelope<OpsDepositOrder>(rejected).value).toMatchObject({
      status: 'rejected',
      ledgerTransactionId: null,
    });
    expect(await balance(second.token)).toBe('0.00');

    const unknown = await ops('POST', '/ops/deposits/D20990101ZZZZZZZZZZ/approve', {});
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(DepositErrorCodes.OrderNotFound);
    for (const [url, body] of [
      [`/ops/deposits/${second.orderNo}%27--/approve`, {}],
      [`/ops/deposits/${'D'.repeat(41)}/reject`, {}],
      [`/ops/deposits/${second.orderNo}/reject`, { note: 'x'.repeat(201) }],
      [`/ops/deposits/${second.orderNo}/reject`, { note: 5 }],
    ] as const) {
      const response = await ops('POST', url, body);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('sets the demo delay in PUT /ops/wallet, and refuses bad values', async () => {
    const set = await ops('PUT', '/ops/wallet', { depositDemoDelaySeconds: 30 });
    expect(envelope(set).value).toEqual({ singleWallet: false, depositDemoDelaySeconds: 30 });
    const both = await ops('PUT', '/ops/wallet', {
      singleWallet: false,
      depositDemoDelaySeconds: null,
    });
    expect(envelope(both).value).toEqual({ singleWallet: false, depositDemoDelaySeconds: null });
    for (const body of [
      {},
      { depositDemoDelaySeconds: -1 },
      { depositDemoDelaySeconds: 1.5 },
      { depositDemoDelaySeconds: 86_401 },
      { depositDemoDelaySeconds: '30' },
    ]) {
      const response = await ops('PUT', '/ops/wallet', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('ops deposit and ops wallet deposit-delay', () => {
  const cli = new OpsCommands(TOKEN);
  const { run } = cli;
  beforeAll(() => cli.listen(server.app));

  it('lists, approves and rejects deposits', async () => {
    const first = await pendingOrder('120.00');
    const second = await pendingOrder('130.00');
    expect(await run('deposit', 'list')).toBe(0);
    const lines = cli.out.join('\n');
    expect(lines).toMatch(
      new RegExp(`${first.orderNo} pending +120\\.00 Bank transfer \\(BANK\\) ${first.username} `),
    );
    expect(lines).toContain(second.orderNo);

    expect(await run('deposit', 'approve', first.orderNo)).toBe(0);
    expect(cli.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Approved ${first.orderNo}: 120\\.00 credited to ${first.username} \\(transaction #\\d+\\)$`,
        ),
      ),
    ]);
    expect(await balance(first.token)).toBe('120.00');
    expect(await run('deposit', 'approve', first.orderNo)).toBe(1);
    expect(cli.err.join('\n')).toContain('ORDER_NOT_PENDING');

    expect(await run('deposit', 'reject', second.orderNo, '--note', 'no money arrived')).toBe(0);
    expect(cli.out).toEqual([
      `Rejected ${second.orderNo} of ${second.username} (130.00): no money moved`,
    ]);
    expect(await run('deposit', 'list', '--status', 'rejected')).toBe(0);
    expect(cli.out.join('\n')).toContain(second.orderNo);

    expect(await run('deposit', 'approve', 'D20990101ZZZZZZZZZZ')).toBe(1);
    expect(cli.err.join('\n')).toContain('ORDER_NOT_FOUND');
    expect(await run('deposit', 'approve')).toBe(2);
    expect(await run('deposit', 'approve', "D1' or 1=1")).toBe(2);
    expect(await run('deposit', 'list', '--status', 'paid')).toBe(2);
    expect(await run('deposit', 'list', '--last', '0')).toBe(2);
    expect(await run('deposit', 'refund', first.orderNo)).toBe(2);
  });

  it('sets the demo delay and switches it off', async () => {
    expect(await run('wallet', 'deposit-delay', '45')).toBe(0);
    expect(cli.out).toEqual([
      'Deposit demo delay: 45 seconds (demo deposits complete by themselves)',
    ]);
    expect(await server.app.depositService.demoDelaySeconds()).toBe(45);
    expect(await run('wallet', 'deposit-delay', 'off')).toBe(0);
    expect(cli.out).toEqual(['Deposit demo delay: off (an operator approves deposits)']);
    expect(await server.app.depositService.demoDelaySeconds()).toBeNull();
    expect(await run('wallet', 'deposit-delay', '-5')).toBe(2);
    expect(await run('wallet', 'deposit-delay')).toBe(2);
    expect(await run('wallet', 'deposit-delay', '86401')).toBe(1);
    expect(await run('wallet', 'single', 'on')).toBe(0);
    expect(cli.out).toEqual(['Single wallet: on']);
    expect(await run('wallet', 'single', 'off')).toBe(0);
  });

  it('shows the deposit commands in help', async () => {
    expect(await run('--help')).toBe(0);
    const help = cli.out.join('\n');
    for (const text of [
      'deposit list',
      'deposit approve',
      'deposit reject',
      'wallet deposit-delay',
    ]) {
      expect(help).toContain(text);
    }
  });
});
