// Databases: PGlite — which key is whose is a rule of the wallet service; no engine matters here.
// Callers' keys and the server's own ledger keys never meet (issue 24, finding 5). A member who
// sends, as the key of a transfer, the name the server gives or will give one of its movements —
// `deposit-<order>`, `withdrawal-<order>-hold`, `-pay-…`, `-return`, `-keep`, a lottery bet's
// `lot-<key>-b`, a draw's `lottery-<game>-<numero>`, a raffle's `promotion-<id>-<member>` — moves
// its own money and takes nothing the server needs: the operator's approval, disbursal, rejection
// and forced receipt, the member's bets and prizes still go through. And every operator money call
// moves money once when it is retried: by its key, or by the order's state.
import type { DepositOrder, WithdrawalOrder } from '@lotusplay/api-client/contracts';
import {
  DepositErrorCodes,
  MAIN_WALLET_CODE,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import * as t from '../../db/schema';
import { envelope, withToken } from '../../testing/auth-helpers';
import type { TestServer } from '../../testing';
import { ledgerProblems, memberMoney } from '../../testing/ledger-audit';
import { opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember, sumBalance } from '../../testing/wallet-kit';
import { depositLedgerKey } from './deposit.service';
import { withdrawalLedgerKey } from './withdrawal.service';

const TOKEN = 'key-namespaces-operator-token';
const PAY = '975310';
let server: TestServer;
let vendor: string;
const nextIp = addressSource(24);
const key = keySource('ns');

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: TOKEN },
    depositSweepMs: null,
    withdrawalSweepMs: null,
  });
  vendor = (await server.database.db.select().from(t.merchantWallets))[0]!.code;
});
afterAll(async () => {
  await server?.close();
});

const ops = opsCaller(() => server.app, TOKEN);

/** A logged-in member with 1,000.00 and a payment password. */
async function member() {
  const who = await loggedInMember(server, nextIp());
  await server.app.walletService.adjust(who.id, 100_000, 'funds', key());
  const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', who.token, {
    loginPassword: who.password,
    newPaymentPassword: PAY,
  });
  expect(set.statusCode, set.body).toBe(200);
  return who;
}

/** The member's transfer of 1.00 from the main wallet to a vendor's with `idempotencyKey`. */
async function transfer(token: string, idempotencyKey: string) {
  const body = { from: MAIN_WALLET_CODE, to: vendor, amount: '1.00', idempotencyKey };
  const response = await withToken(
    server.app,
    'POST',
    '/wps/relay/GCS_walletTransfer',
    token,
    body,
  );
  expect(response.statusCode, `${idempotencyKey}: ${response.body}`).toBe(200);
  // A retry of the member's own key still finds the member's own movement.
  const again = await withToken(server.app, 'POST', '/wps/relay/GCS_walletTransfer', token, body);
  expect(envelope(again).value).toEqual(envelope(response).value);
}

async function withdraw(token: string, amount: string): Promise<string> {
  const response = await withToken(server.app, 'POST', '/wps/relay/WITHDRAW_create', token, {
    amount,
    paymentPassword: PAY,
    idempotencyKey: key(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WithdrawalOrder>(response).value.orderNo;
}

const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
  server.database.db.transaction((tx) => work(tx as unknown as Database));

async function expectLedgerClean(): Promise<void> {
  const problems = await ledgerProblems(server.database.db);
  for (const [name, list] of Object.entries(problems)) expect(list, name).toEqual([]);
}

describe("a member's key named like a server's movement", () => {
  it('does not stop the approval of a deposit', async () => {
    const who = await member();
    const created = await withToken(server.app, 'POST', '/wps/relay/DEPOSIT_create', who.token, {
      channelCode: 'BANK',
      amount: '200.00',
      idempotencyKey: key(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { orderNo } = envelope<DepositOrder>(created).value;
    await transfer(who.token, depositLedgerKey(orderNo));
    const approved = await ops('POST', `/ops/deposits/${orderNo}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(envelope<DepositOrder>(approved).value.status).toBe('completed');
    expect(await sumBalance(server, who.token)).toBe('1200.00');
    await expectLedgerClean();
  });

  it("does not stop a withdrawal's hold, disbursal, rejection or forced receipt", async () => {
    const who = await member();
    const rejected = await withdraw(who.token, '300.00');
    for (const step of ['hold', 'return', 'pay-0']) {
      await transfer(who.token, withdrawalLedgerKey(rejected, step));
    }
    const rejection = await ops('POST', `/ops/withdrawals/${rejected}/reject`, {});
    expect(rejection.statusCode, rejection.body).toBe(200);
    expect(await sumBalance(server, who.token)).toBe('1000.00');

    // The disbursal's name holds the operator's key: a member who learnt it takes nothing either.
    const paid = await withdraw(who.token, '400.00');
    const operatorKey = key();
    for (const step of [`pay-${operatorKey}`, 'pay-0', 'keep', 'return']) {
      await transfer(who.token, withdrawalLedgerKey(paid, step));
    }
    const disbursal = await ops('POST', `/ops/withdrawals/${paid}/disburse`, {
      amount: '100.00',
      idempotencyKey: operatorKey,
    });
    expect(disbursal.statusCode, disbursal.body).toBe(200);
    const forced = await ops('POST', `/ops/withdrawals/${paid}/force-received`, {});
    expect(forced.statusCode, forced.body).toBe(200);
    expect(envelope<WithdrawalOrder>(forced).value).toMatchObject({
      status: 'received',
      disbursedAmount: '100.00',
    });
    expect(await sumBalance(server, who.token)).toBe('600.00');
    await expectLedgerClean();
  });

  it("does not stop the member's game round, a draw's prizes or a raffle's prize", async () => {
    const who = await member();
    const wallet = server.app.walletService;
    // The names the lottery, a draw's settlement and a raffle give their movements.
    const round = 'lot-abcdefgh';
    const draw = 'lottery-VN_HN-20260101001';
    const raffle = `promotion-1-${who.id}`;
    for (const name of [`${round}-b`, `${round}-w`, draw, raffle]) await transfer(who.token, name);
    const play = await wallet.prepareGameRound(who.id, {
      wallet: MAIN_WALLET_CODE,
      stake: 500,
      win: 200,
      idempotencyKey: round,
      reference: 'lottery test',
    });
    await inTransaction(play);
    const prizes = await wallet.prepareBulkCredit('win', { idempotencyKey: draw, reference: 'd' });
    await inTransaction((tx) => prizes(tx, [{ memberId: who.id, amount: 1_000 }]));
    const bonus = await wallet.prepareCredit(who.id, 'bonus', 300, {
      idempotencyKey: raffle,
      reference: 'raffle',
    });
    await inTransaction(bonus);
    wallet.balancesChanged(who.id);
    expect((await memberMoney(server.database.db, [who.id])).get(who.id)).toBe(
      100_000 - 500 + 200 + 1_000 + 300,
    );
    await expectLedgerClean();
  });
});

describe('operator money calls retried', () => {
  it('move money once: approvals, rejections and receipts by state, adjustments by key', async () => {
    const who = await member();
    const deposit = async () => {
      const created = await withToken(server.app, 'POST', '/wps/relay/DEPOSIT_create', who.token, {
        channelCode: 'BANK',
        amount: '100.00',
        idempotencyKey: key(),
      });
      return envelope<DepositOrder>(created).value.orderNo;
    };
    const approved = await deposit();
    const rejected = await deposit();
    for (const [orderNo, action] of [
      [approved, 'approve'],
      [rejected, 'reject'],
    ] as const) {
      expect((await ops('POST', `/ops/deposits/${orderNo}/${action}`, {})).statusCode).toBe(200);
      const again = await ops('POST', `/ops/deposits/${orderNo}/${action}`, {});
      expect(again.statusCode, `${action} again`).toBe(409);
      expect(envelope(again).code).toBe(DepositErrorCodes.OrderNotPending);
    }
    expect(await sumBalance(server, who.token)).toBe('1100.00');

    const adjustment = { amount: '-50.00', reason: 'retried', idempotencyKey: key() };
    const adjust = () => ops('POST', `/ops/members/${who.username}/adjustments`, adjustment);
    const first = await adjust();
    expect(first.statusCode, first.body).toBe(200);
    expect(envelope(await adjust()).value).toEqual(envelope(first).value);
    expect(await sumBalance(server, who.token)).toBe('1050.00');

    const refused = await withdraw(who.token, '200.00');
    const received = await withdraw(who.token, '300.00');
    await ops('POST', `/ops/withdrawals/${received}/disburse`, {
      amount: '100.00',
      idempotencyKey: key(),
    });
    for (const [orderNo, action] of [
      [refused, 'reject'],
      [received, 'force-received'],
    ] as const) {
      expect((await ops('POST', `/ops/withdrawals/${orderNo}/${action}`, {})).statusCode).toBe(200);
      const again = await ops('POST', `/ops/withdrawals/${orderNo}/${action}`, {});
      expect(again.statusCode, `${action} again`).toBe(409);
      expect(envelope(again).code).toBe(WithdrawalErrorCodes.WrongState);
    }
    // 1,050.00 − 300.00 held and kept (100.00 paid out, 200.00 not refunded); 200.00 back.
    expect(await sumBalance(server, who.token)).toBe('750.00');
    await expectLedgerClean();
  });
});
