// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The operator's withdrawal routes and commands: GET /ops/withdrawals, POST
// /ops/withdrawals/:orderNo/disburse, /reject and /force-received, GET …/proof, PUT /ops/wallet
// with the auto-received minutes, and `ops withdrawal …` / `ops wallet auto-received` against a
// listening server. Bad and hostile input, a wrong token, unknown orders.
import type { WithdrawalOrder } from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  WalletErrorCodes,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../lib/png';
import { envelope, withToken } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import type { TestServer } from '../../testing';
import { createTestServer } from '../../testing/test-database';
import { loggedInMember, sumBalance } from '../../testing/wallet-kit';
import type { OpsWithdrawalOrder } from './operator.service';

const TOKEN = 'fixed-operator-token';
const PAY = '864209';
let server: TestServer;
let address = 0;
let keys = 0;
const key = () => `ops-withdrawal-${++keys}-${Date.now()}`;

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: TOKEN },
    depositSweepMs: null,
    withdrawalSweepMs: null,
  });
});
afterAll(async () => {
  await server?.close();
});

const ops = opsCaller(() => server.app, TOKEN);

/** A fresh member with 1,000.00 and a pending withdrawal of `amount`. */
async function pendingWithdrawal(
  amount = '200.00',
  bankAccount?: { name: string; number: string },
) {
  const who = await loggedInMember(server, `10.13.0.${++address}`);
  const { token } = who;
  let bankAccountId: number | undefined;
  if (bankAccount) {
    const profile = await withToken(server.app, 'PUT', '/wps/member/profile', token, {
      payeeName: bankAccount.name,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const added = await withToken(server.app, 'POST', '/wps/member/bankAccounts', token, {
      bankCode: 'BDO',
      accountName: bankAccount.name,
      accountNumber: bankAccount.number,
    });
    expect(added.statusCode, added.body).toBe(200);
    bankAccountId = envelope<{ id: number }>(added).value.id;
  }
  const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', token, {
    loginPassword: who.password,
    newPaymentPassword: PAY,
  });
  expect(set.statusCode, set.body).toBe(200);
  await server.app.walletService.adjust(who.id, 100_000, 'funds', key());
  const created = await withToken(server.app, 'POST', '/wps/relay/WITHDRAW_create', token, {
    amount,
    paymentPassword: PAY,
    idempotencyKey: key(),
    bankAccountId,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { ...who, token, orderNo: envelope<WithdrawalOrder>(created).value.orderNo };
}

const balance = (token: string) => sumBalance(server, token);

describe('withdrawal routes under /ops', () => {
  it('need the operator token', async () => {
    for (const [method, url] of [
      ['GET', '/ops/withdrawals'],
      ['POST', '/ops/withdrawals/W20261125AAAAAAAAAA/disburse'],
      ['POST', '/ops/withdrawals/W20261125AAAAAAAAAA/reject'],
      ['POST', '/ops/withdrawals/W20261125AAAAAAAAAA/force-received'],
      ['GET', '/ops/withdrawals/W20261125AAAAAAAAAA/proof'],
    ] as const) {
      const none = await server.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(none.statusCode, url).toBe(401);
      const wrong = await ops(method, url, method === 'POST' ? {} : undefined, 'wrong-token');
      expect(wrong.statusCode, url).toBe(401);
    }
    // A member's session token is not an operator token.
    const { token } = await pendingWithdrawal();
    expect((await ops('GET', '/ops/withdrawals', undefined, token)).statusCode).toBe(401);
  });

  it('lists open withdrawals by default, a status, or all, newest first, with usernames', async () => {
    const a = await pendingWithdrawal('100.00');
    const b = await pendingWithdrawal('300.00');
    const listed = envelope<OpsWithdrawalOrder[]>(await ops('GET', '/ops/withdrawals')).value;
    const mine = listed.filter((o) => [a.orderNo, b.orderNo].includes(o.orderNo));
    expect(mine.map((o) => [o.orderNo, o.username, o.amount, o.status])).toEqual([
      [b.orderNo, b.username, '300.00', 'pending'],
      [a.orderNo, a.username, '100.00', 'pending'],
    ]);
    await ops('POST', `/ops/withdrawals/${a.orderNo}/reject`, { note: 'test' });
    const open = envelope<OpsWithdrawalOrder[]>(await ops('GET', '/ops/withdrawals')).value;
    expect(open.map((o) => o.orderNo)).not.toContain(a.orderNo);
    const rejected = envelope<OpsWithdrawalOrder[]>(
      await ops('GET', '/ops/withdrawals?status=rejected'),
    ).value;
    expect(rejected.map((o) => o.orderNo)).toContain(a.orderNo);
    expect(rejected.every((o) => o.status === 'rejected')).toBe(true);
    const all = envelope<OpsWithdrawalOrder[]>(
      await ops('GET', '/ops/withdrawals?status=all&last=500'),
    ).value;
    expect(all.map((o) => o.orderNo)).toEqual(expect.arrayContaining([a.orderNo, b.orderNo]));
    for (const query of ['?status=paid', '?last=0', '?last=501', '?last=abc', "?status=open'--"]) {
      const response = await ops('GET', `/ops/withdrawals${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
  });

  it('refuses bad amounts, notes and order numbers, and unknown orders', async () => {
    const { orderNo, token } = await pendingWithdrawal('200.00');
    for (const amount of ['-1', '0', '0.001', 'abc', '1e2', '200.01']) {
      const response = await ops('POST', `/ops/withdrawals/${orderNo}/disburse`, {
        amount,
        idempotencyKey: key(),
      });
      expect(response.statusCode, amount).toBe(400);
      expect([WalletErrorCodes.AmountInvalid, WithdrawalErrorCodes.AmountOutOfRange]).toContain(
        envelope(response).code,
      );
    }
    for (const body of [
      { amount: 100, idempotencyKey: key() },
      { amount: '1'.repeat(17), idempotencyKey: key() },
      { amount: null, idempotencyKey: key() },
      // The key is required: a disbursal retried after a time-out must not pay twice.
      {},
      { amount: '10.00' },
      { idempotencyKey: 'short' },
      { idempotencyKey: 'has spaces in it' },
      { idempotencyKey: 'k'.repeat(65) },
      { idempotencyKey: 12345678 },
    ]) {
      const response = await ops('POST', `/ops/withdrawals/${orderNo}/disburse`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    const longNote = await ops('POST', `/ops/withdrawals/${orderNo}/reject`, {
      note: 'x'.repeat(201),
    });
    expect(longNote.statusCode).toBe(400);
    for (const bad of ["W1'%20OR%201=1", 'W'.repeat(41), '..%2F..%2Fetc']) {
      const response = await ops('POST', `/ops/withdrawals/${bad}/disburse`, {
        idempotencyKey: key(),
      });
      expect(response.statusCode, bad).toBe(400);
    }
    const unknown = await ops('POST', '/ops/withdrawals/W20990101ZZZZZZZZZZ/force-received', {});
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(WithdrawalErrorCodes.OrderNotFound);
    const noProof = await ops('GET', `/ops/withdrawals/${orderNo}/proof`);
    expect(noProof.statusCode).toBe(404);
    expect(await balance(token)).toBe('800.00');
    // No body at all (no key) pays nothing; a key without an amount pays all that remains.
    const bare = await server.app.inject({
      method: 'POST',
      url: `/ops/withdrawals/${orderNo}/disburse`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bare.statusCode, bare.body).toBe(400);
    const paid = await ops('POST', `/ops/withdrawals/${orderNo}/disburse`, {
      idempotencyKey: key(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(envelope<OpsWithdrawalOrder>(paid).value).toMatchObject({
      status: 'disbursed',
      remainingAmount: '0.00',
    });
  });

  it('serves the proof image with its content type', async () => {
    const { orderNo, token } = await pendingWithdrawal('150.00');
    await ops('POST', `/ops/withdrawals/${orderNo}/disburse`, { idempotencyKey: key() });
    const png = encodePng(2, 2, new Uint8Array(12).fill(9));
    const reported = await withToken(server.app, 'POST', '/wps/relay/WITHDRAW_confirm', token, {
      orderNo,
      received: false,
      proof: { fileName: 'x.png', contentType: 'image/png', dataBase64: png.toString('base64') },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const proof = await ops('GET', `/ops/withdrawals/${orderNo}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.rawPayload.equals(png)).toBe(true);
    const listed = envelope<OpsWithdrawalOrder[]>(
      await ops('GET', '/ops/withdrawals?status=not_received'),
    ).value;
    expect(listed.find((o) => o.orderNo === orderNo)).toMatchObject({ hasProof: true });
  });

  it('sets the auto-received minutes within bounds', async () => {
    const set = await ops('PUT', '/ops/wallet', { withdrawalAutoReceivedMinutes: 45 });
    expect(set.statusCode, set.body).toBe(200);
    expect(envelope(set).value).toMatchObject({ withdrawalAutoReceivedMinutes: 45 });
    expect(await server.app.withdrawalService.autoReceivedMinutes()).toBe(45);
    // The other settings keep their answer's shape.
    const single = await ops('PUT', '/ops/wallet', { singleWallet: false });
    expect(envelope(single).value).toEqual({ singleWallet: false, depositDemoDelaySeconds: null });
    for (const body of [
      { withdrawalAutoReceivedMinutes: 0 },
      { withdrawalAutoReceivedMinutes: -5 },
      { withdrawalAutoReceivedMinutes: 1.5 },
      { withdrawalAutoReceivedMinutes: 10_081 },
      { withdrawalAutoReceivedMinutes: '30' },
      { withdrawalAutoReceivedMinutes: null },
    ]) {
      const response = await ops('PUT', '/ops/wallet', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    await ops('PUT', '/ops/wallet', { withdrawalAutoReceivedMinutes: 30 });
  });
});

describe('ops withdrawal and ops wallet auto-received', () => {
  const cli = new OpsCommands(TOKEN);
  const { run } = cli;
  beforeAll(() => cli.listen(server.app));

  it('lists, disburses, rejects and forces receipts', async () => {
    const first = await pendingWithdrawal('120.00');
    const second = await pendingWithdrawal('130.00', {
      name: 'Jose Rizal',
      number: '001234567890',
    });
    const third = await pendingWithdrawal('140.00');
    expect(await run('withdrawal', 'list')).toBe(0);
    const lines = cli.out.join('\n');
    expect(lines).toMatch(
      new RegExp(
        `${first.orderNo} pending +120\\.00 paid +0\\.00 rest +120\\.00 ${first.username} `,
      ),
    );
    // The bank account to pay, with its whole number.
    expect(cli.out.find((line) => line.startsWith(second.orderNo))).toMatch(
      / to BDO Unibank \(BDO\) Jose Rizal 001234567890$/,
    );
    expect(cli.out.find((line) => line.startsWith(first.orderNo))).not.toContain(' to ');

    // A retry with the key the first run used pays nothing more.
    const part = key();
    for (const attempt of [1, 2]) {
      const code = await run('withdrawal', 'disburse', first.orderNo, '20', '--key', part);
      expect(code, `run ${attempt}`).toBe(0);
      expect(cli.out).toEqual([
        `Disbursed ${first.orderNo} of ${first.username}: 20.00 of 120.00 paid, 100.00 remaining (partially_disbursed; key ${part})`,
      ]);
    }
    expect(await run('withdrawal', 'disburse', first.orderNo, '30', '--key', part)).toBe(1);
    expect(cli.err.join('\n')).toContain(WalletErrorCodes.IdempotencyConflict);
    // Without --key a key is made up and printed, also when the call fails.
    expect(await run('withdrawal', 'disburse', first.orderNo)).toBe(0);
    expect(cli.out[0]).toMatch(
      /120\.00 of 120\.00 paid, 0\.00 remaining \(disbursed; key ops-[0-9a-f-]{36}\)$/,
    );
    expect(await run('withdrawal', 'disburse', first.orderNo)).toBe(1);
    expect(cli.err.join('\n')).toContain(WithdrawalErrorCodes.WrongState);
    expect(cli.err.join('\n')).toMatch(/Retry with --key ops-[0-9a-f-]{36}: /);

    expect(await run('withdrawal', 'reject', second.orderNo, '--note', 'wrong account')).toBe(0);
    expect(cli.out).toEqual([
      `Rejected ${second.orderNo} of ${second.username}: 130.00 back to the main wallet (0.00 had been paid)`,
    ]);
    expect(await balance(second.token)).toBe('1000.00');

    expect(await run('withdrawal', 'disburse', third.orderNo, '40.00')).toBe(0);
    expect(await run('withdrawal', 'force-received', third.orderNo)).toBe(0);
    expect(cli.out).toEqual([
      `Received ${third.orderNo} of ${third.username} (forced): 40.00 paid, 100.00 not refunded`,
    ]);
    expect(await balance(third.token)).toBe('860.00');
    expect(await run('withdrawal', 'list', '--status', 'received')).toBe(0);
    expect(cli.out.join('\n')).toContain(third.orderNo);

    expect(await run('withdrawal', 'reject', 'W20990101ZZZZZZZZZZ')).toBe(1);
    expect(cli.err.join('\n')).toContain(WithdrawalErrorCodes.OrderNotFound);
    expect(await run('withdrawal', 'disburse')).toBe(2);
    expect(await run('withdrawal', 'disburse', "W1' or 1=1")).toBe(2);
    expect(await run('withdrawal', 'disburse', first.orderNo, '-5')).toBe(2);
    expect(await run('withdrawal', 'disburse', first.orderNo, '1e3')).toBe(2);
    expect(await run('withdrawal', 'list', '--status', 'paid')).toBe(2);
    expect(await run('withdrawal', 'list', '--last', '0')).toBe(2);
    expect(await run('withdrawal', 'refund', first.orderNo)).toBe(2);
  });

  it('sets the auto-received minutes', async () => {
    expect(await run('wallet', 'auto-received', '15')).toBe(0);
    expect(cli.out).toEqual(['Withdrawal auto-received: 15 minutes after a disbursal']);
    expect(await server.app.withdrawalService.autoReceivedMinutes()).toBe(15);
    expect(await run('wallet', 'auto-received', '0')).toBe(1);
    expect(await run('wallet', 'auto-received', '-5')).toBe(2);
    expect(await run('wallet', 'auto-received')).toBe(2);
    expect(await run('wallet', 'auto-received', '10081')).toBe(1);
    expect(await run('wallet', 'auto-received', '30')).toBe(0);
  });

  it('shows the withdrawal commands in help', async () => {
    expect(await run('--help')).toBe(0);
    const help = cli.out.join('\n');
    for (const text of [
      'withdrawal list',
      'withdrawal disburse',
      'withdrawal reject',
      'withdrawal force-received',
      'wallet auto-received',
    ]) {
      expect(help).toContain(text);
    }
  });
});
