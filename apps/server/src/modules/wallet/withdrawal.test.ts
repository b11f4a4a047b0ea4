// Databases: PGlite and PostgreSQL — the payment-password lock across two apps on one database, and
//   held money under locks.
// The payment password and the withdrawal calls through the real routes on a fresh database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): setting and changing the password, wrong ones
// and the lock (across two apps on one database), withdrawals with bad and hostile amounts and
// passwords, idempotency, the money held in clearing at once (ledger invariants), disbursal in
// full and in parts, rejection with its refund, confirmation received and not received with real
// png and jpeg proofs (a renamed text file, a too large one refused), someone else's withdrawal,
// receipts by time-out (sweep and read), a forced receipt without refund, and racing decisions.
import type {
  LoginResponse,
  PaymentPasswordStatusResponse,
  WalletBalanceResponse,
  WithdrawalOrder,
  WithdrawalOrdersResponse,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  maskBankAccountNumber,
  MemberAccountErrorCodes,
  WalletErrorCodes,
  WithdrawalErrorCodes,
  WithdrawalLimits,
  WithdrawalMessages,
} from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app';
import * as t from '../../db/schema';
import { encodePng } from '../../lib/png';
import {
  callEncrypted,
  envelope,
  setFlag,
  solveHumanCheck,
  withToken,
} from '../../testing/auth-helpers';
import type { TestServer } from '../../testing';
import { ledgerProblems } from '../../testing/ledger-audit';
import { createTestServer, testPasswordHasher } from '../../testing/test-database';
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
import { serverLedgerKey } from './wallet.service';
import { withdrawalLedgerKey } from './withdrawal.service';

const OPS = 'withdrawal-test-operator-token';
const PAY = '246810';
let server: TestServer;
/** Milliseconds the test clock is ahead of the real one. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const nextIp = addressSource(12);
/** A fresh idempotency key. */
const key = keySource('wd-key');

/** A 1×1 baseline JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A real 4×4 PNG. */
const PNG = encodePng(4, 4, new Uint8Array(4 * 4 * 3).fill(200));

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: OPS },
    clock,
    depositSweepMs: null,
    withdrawalSweepMs: null,
  });
});
afterAll(async () => {
  await server?.close();
});

interface Player {
  id: number;
  username: string;
  password: string;
  token: string;
}

/** A member of the test's own, logged in, with `balance` in the main wallet and `PAY` set. */
async function player(balance = '1000.00', on: TestServer = server): Promise<Player> {
  const me = await loggedInMember(on, nextIp());
  const set = await setPassword(
    me.token,
    { loginPassword: me.password, newPaymentPassword: PAY },
    on,
  );
  expect(set.statusCode, set.body).toBe(200);
  if (balance !== '0.00') {
    const [whole, cents = '00'] = balance.split('.');
    await on.app.walletService.adjust(
      me.id,
      Number(whole) * 100 + Number(cents.padEnd(2, '0')),
      'test funds',
      key(),
    );
  }
  return me;
}

const setPassword = (token: string, body: object, on: TestServer = server) =>
  withToken(on.app, 'POST', '/wps/member/paymentPassword', token, body);

const create = (token: string, body: object, on: TestServer = server) =>
  withToken(on.app, 'POST', '/wps/relay/WITHDRAW_create', token, body);

/** Makes a withdrawal that must succeed. */
async function withdraw(who: Player, amount = '300.00', on: TestServer = server) {
  const response = await create(
    who.token,
    { amount, paymentPassword: PAY, idempotencyKey: key() },
    on,
  );
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WithdrawalOrder>(response).value;
}

const readOrder = (token: string, orderNo: string, on: TestServer = server) =>
  withToken(on.app, 'GET', `/wps/relay/WITHDRAW_order?orderNo=${orderNo}`, token);

const read = async (token: string, orderNo: string, on: TestServer = server) => {
  const response = await readOrder(token, orderNo, on);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WithdrawalOrder>(response).value;
};

const confirm = (token: string, body: object, on: TestServer = server) =>
  withToken(on.app, 'POST', '/wps/relay/WITHDRAW_confirm', token, body);

const proofOf = (data: Buffer, contentType: string, fileName = 'proof.png') => ({
  fileName,
  contentType,
  dataBase64: data.toString('base64'),
});

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, on = server) =>
  on.app.inject({ method, url, payload, headers: { authorization: `Bearer ${OPS}` } });

/** The operator's disbursal (all that remains without an amount), with a fresh key unless given. */
const disburse = (orderNo: string, body: object = {}, on = server) =>
  ops('POST', `/ops/withdrawals/${orderNo}/disburse`, { idempotencyKey: key(), ...body }, on);

const mainBalance = async (token: string, on: TestServer = server) => {
  const response = await withToken(on.app, 'GET', '/wps/v2/wallets/balance', token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WalletBalanceResponse>(response).value.wallets[0]!.balance;
};

/** The balance of one of the brand's accounts (the house: all its shards), in minor units. */
const systemBalance = async (kind: 'withdrawal_clearing' | 'house', on: TestServer = server) => {
  const rows = await on.database.db
    .select({ balance: t.walletAccounts.balance, memberId: t.walletAccounts.memberId })
    .from(t.walletAccounts)
    .where(eq(t.walletAccounts.kind, kind));
  return rows.filter((row) => row.memberId === null).reduce((sum, row) => sum + row.balance, 0);
};

const noLedgerProblems = async (on: TestServer = server) => {
  const problems = await ledgerProblems(on.database.db);
  for (const list of Object.values(problems)) expect(list).toEqual([]);
};

const statuses = (order: WithdrawalOrder) =>
  order.statusHistory!.map((e) => [e.status, e.actor, e.amount]);

describe('access', () => {
  it('needs a session (401) of a real account (403 for a trial account)', async () => {
    const calls = [
      ['GET', '/wps/member/paymentPassword', undefined],
      ['POST', '/wps/member/paymentPassword', { loginPassword: 'x', newPaymentPassword: '123456' }],
      [
        'POST',
        '/wps/relay/WITHDRAW_create',
        { amount: '100', paymentPassword: PAY, idempotencyKey: key() },
      ],
      ['GET', '/wps/relay/WITHDRAW_orders', undefined],
      ['GET', '/wps/relay/WITHDRAW_order?orderNo=W2026112500000000000', undefined],
      ['POST', '/wps/relay/WITHDRAW_confirm', { orderNo: 'W2026112500000000000', received: true }],
    ] as const;
    const trial = await trialLogin(server, nextIp());
    expect(await sessionAnswers(server, calls, trial.token)).toEqual(memberOnly(calls));
    // The service refuses a trial account too.
    await expect(
      server.app.withdrawalService.create(trial.member.id, {
        amount: 10_000,
        paymentPassword: PAY,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('the payment password', () => {
  it('is set with the login password, then changed only with the old one, stored hashed', async () => {
    const who = await loggedInMember(server, nextIp());
    const { token } = who;
    const status = async () =>
      envelope<PaymentPasswordStatusResponse>(
        await withToken(server.app, 'GET', '/wps/member/paymentPassword', token),
      ).value;
    expect(await status()).toEqual({ isSet: false });

    const wrongLogin = await setPassword(token, {
      loginPassword: 'not-my-password',
      newPaymentPassword: '123456',
    });
    expect(wrongLogin.statusCode).toBe(400);
    expect(envelope(wrongLogin)).toMatchObject({
      code: WithdrawalErrorCodes.LoginPasswordWrong,
      message: WithdrawalMessages.loginPasswordWrong,
    });
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '１２３４５６', '']) {
      const response = await setPassword(token, {
        loginPassword: who.password,
        newPaymentPassword: bad,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(envelope(response).code, bad).toBe(WithdrawalErrorCodes.PaymentPasswordInvalid);
    }
    for (const body of [
      { loginPassword: who.password, newPaymentPassword: 123456 },
      { loginPassword: who.password, newPaymentPassword: ['123456'] },
      { loginPassword: who.password },
      { newPaymentPassword: '123456' },
      { loginPassword: who.password, newPaymentPassword: '1'.repeat(65) },
    ]) {
      const response = await setPassword(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    const set = await setPassword(token, {
      loginPassword: who.password,
      newPaymentPassword: '123456',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(envelope(set).value).toEqual({ isSet: true });
    expect(await status()).toEqual({ isSet: true });
    const [row] = await server.database.db
      .select({ hash: t.members.paymentPasswordHash })
      .from(t.members)
      .where(eq(t.members.id, who.id));
    expect(row!.hash).toMatch(/^scrypt\$/);
    expect(row!.hash).not.toContain('123456');

    // Changing: the old one is required and must match.
    const noOld = await setPassword(token, {
      loginPassword: who.password,
      newPaymentPassword: '654321',
    });
    expect(noOld.statusCode).toBe(400);
    expect(envelope(noOld).code).toBe(ErrorCodes.Validation);
    const wrongOld = await setPassword(token, {
      loginPassword: who.password,
      newPaymentPassword: '654321',
      oldPaymentPassword: '111111',
    });
    expect(envelope(wrongOld).code).toBe(WithdrawalErrorCodes.PaymentPasswordWrong);
    const changed = await setPassword(token, {
      loginPassword: who.password,
      newPaymentPassword: '654321',
      oldPaymentPassword: '123456',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await server.app.walletService.adjust(who.id, 50_000, 'funds', key());
    const withOld = await create(token, {
      amount: '100',
      paymentPassword: '123456',
      idempotencyKey: key(),
    });
    expect(envelope(withOld).code).toBe(WithdrawalErrorCodes.PaymentPasswordWrong);
    const withNew = await create(token, {
      amount: '100',
      paymentPassword: '654321',
      idempotencyKey: key(),
    });
    expect(withNew.statusCode, withNew.body).toBe(200);
  });

  it('locks after 5 wrong ones in 15 minutes (429), for every process, until they age out', async () => {
    const who = await player('500.00');
    const attempt = (paymentPassword: string, on: TestServer['app'] = server.app) =>
      withToken(on, 'POST', '/wps/relay/WITHDRAW_create', who.token, {
        amount: '100',
        paymentPassword,
        idempotencyKey: key(),
      });
    for (let i = 1; i <= 4; i++) {
      const wrong = await attempt('000000');
      expect(wrong.statusCode).toBe(400);
      expect(envelope(wrong).code).toBe(WithdrawalErrorCodes.PaymentPasswordWrong);
    }
    const fifth = await attempt('999999');
    expect(fifth.statusCode).toBe(429);
    expect(envelope(fifth)).toMatchObject({
      code: WithdrawalErrorCodes.PaymentPasswordLocked,
      message: WithdrawalMessages.paymentPasswordLocked,
    });
    // Locked: the right one is refused too, also by another app on the same database, and the
    // change of the payment password is locked as well.
    expect((await attempt(PAY)).statusCode).toBe(429);
    const other = await createServer({
      db: server.database.db,
      passwordHasher: testPasswordHasher,
      clock,
      depositSweepMs: null,
      withdrawalSweepMs: null,
    });
    try {
      expect(envelope(await attempt(PAY, other)).code).toBe(
        WithdrawalErrorCodes.PaymentPasswordLocked,
      );
    } finally {
      await other.close();
    }
    const change = await setPassword(who.token, {
      loginPassword: who.password,
      newPaymentPassword: '135790',
      oldPaymentPassword: PAY,
    });
    expect(change.statusCode).toBe(429);
    expect(await mainBalance(who.token)).toBe('500.00');
    // 15 minutes later the right one works, and clears the count.
    ahead += 15 * 60_000 + 1_000;
    expect((await attempt(PAY)).statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) expect((await attempt('000000')).statusCode).toBe(400);
    expect((await attempt(PAY)).statusCode).toBe(200);
  });

  it('cannot be outrun by wrong guesses sent at once', async () => {
    const who = await player('500.00');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(who.token, {
          amount: '100',
          paymentPassword: String(100_000 + i),
          idempotencyKey: key(),
        }),
      ),
    );
    const codes = results.map((r) => envelope(r).code);
    expect(
      codes.filter((c) => c === WithdrawalErrorCodes.PaymentPasswordWrong).length,
    ).toBeLessThanOrEqual(4);
    expect(
      codes.every(
        (c) =>
          c === WithdrawalErrorCodes.PaymentPasswordWrong ||
          c === WithdrawalErrorCodes.PaymentPasswordLocked,
      ),
    ).toBe(true);
    expect(
      (await create(who.token, { amount: '100', paymentPassword: PAY, idempotencyKey: key() }))
        .statusCode,
    ).toBe(429);
  });

  it('may be given at registration, where it must be 6 digits', async () => {
    await setFlag(server.app, OPS, 'REGMOBVERF3', false);
    const register = async (username: string, paymentPassword: string) =>
      callEncrypted(
        server.app,
        'PUT',
        '/wps/member/register',
        {
          ...(await solveHumanCheck(server.app)),
          username,
          password: 'Secret1234',
          confirmPassword: 'Secret1234',
          ageConfirmed: true,
          login: true,
          registerMethod: 'WEB',
          paymentPassword,
        },
        { remoteAddress: nextIp() },
      );
    for (const [i, bad] of ['12ab56', '12345', '1234567'].entries()) {
      const refused = await register(`paypw${bad.length}x${i}`, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(envelope(refused)).toMatchObject({
        code: ErrorCodes.Validation,
        message: `paymentPassword: ${WithdrawalMessages.paymentPasswordInvalid}`,
      });
    }
    const made = await register('paypwgood1', '135790');
    expect(made.statusCode, made.body).toBe(200);
    const session = envelope<LoginResponse>(made).value;
    const status = await withToken(server.app, 'GET', '/wps/member/paymentPassword', session.token);
    expect(envelope(status).value).toEqual({ isSet: true });
    await server.app.walletService.adjust(session.member.id, 20_000, 'funds', key());
    const paid = await create(session.token, {
      amount: '100',
      paymentPassword: '135790',
      idempotencyKey: key(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Without one, the account has none.
    const plain = await register('paypwnone1', '');
    const none = await withToken(
      server.app,
      'GET',
      '/wps/member/paymentPassword',
      envelope<LoginResponse>(plain).value.token,
    );
    expect(envelope(none).value).toEqual({ isSet: false });
  });
});

describe('making a withdrawal', () => {
  it('refuses bad and hostile amounts with 400 and moves nothing', async () => {
    const who = await player('100000.00');
    const cases: [unknown, string][] = [
      ...INVALID_AMOUNTS.map((amount): [unknown, string] => [
        amount,
        WalletErrorCodes.AmountInvalid,
      ]),
      ['99.99', WithdrawalErrorCodes.AmountOutOfRange],
      ['50000.01', WithdrawalErrorCodes.AmountOutOfRange],
      ['1000000000', WithdrawalErrorCodes.AmountOutOfRange],
      [100, ErrorCodes.Validation],
      ...MALFORMED_AMOUNTS.map((amount): [unknown, string] => [amount, ErrorCodes.Validation]),
    ];
    for (const [amount, code] of cases) {
      const response = await create(who.token, {
        amount,
        paymentPassword: PAY,
        idempotencyKey: key(),
      });
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(envelope(response).code, JSON.stringify(amount)).toBe(code);
    }
    const range = await create(who.token, {
      amount: '1',
      paymentPassword: PAY,
      idempotencyKey: key(),
    });
    expect(envelope(range).message).toBe('The amount must be between 100.00 and 50,000.00');
    for (const body of [
      { amount: '100', idempotencyKey: key() },
      { amount: '100', paymentPassword: 246810, idempotencyKey: key() },
      { amount: '100', paymentPassword: PAY, idempotencyKey: 'short' },
      { amount: '100', paymentPassword: PAY, idempotencyKey: "x' OR 1=1 --" },
      { amount: '100', paymentPassword: PAY },
    ]) {
      const response = await create(who.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    expect(await mainBalance(who.token)).toBe('100000.00');
    expect(
      await server.database.db
        .select()
        .from(t.withdrawalOrders)
        .where(eq(t.withdrawalOrders.memberId, who.id)),
    ).toEqual([]);
    // The limits themselves are accepted.
    expect((await withdraw(who, '100')).status).toBe('pending');
    expect((await withdraw(who, '50000.00')).status).toBe('pending');
  });

  it('refuses more than the balance, a wrong password, and a member without one', async () => {
    const who = await player('250.00');
    const over = await create(who.token, {
      amount: '250.01',
      paymentPassword: PAY,
      idempotencyKey: key(),
    });
    expect(over.statusCode).toBe(400);
    expect(envelope(over).code).toBe(WalletErrorCodes.InsufficientBalance);
    const wrong = await create(who.token, {
      amount: '100',
      paymentPassword: '135791',
      idempotencyKey: key(),
    });
    expect(envelope(wrong)).toMatchObject({ code: WithdrawalErrorCodes.PaymentPasswordWrong });
    for (const malformed of ['', '24681', 'abcdef']) {
      const response = await create(who.token, {
        amount: '100',
        paymentPassword: malformed,
        idempotencyKey: key(),
      });
      expect(envelope(response).code, malformed).toBe(WithdrawalErrorCodes.PaymentPasswordWrong);
    }
    expect(await mainBalance(who.token)).toBe('250.00');

    const { token } = await loggedInMember(server, nextIp());
    const notSet = await create(token, {
      amount: '100',
      paymentPassword: PAY,
      idempotencyKey: key(),
    });
    expect(notSet.statusCode).toBe(400);
    expect(envelope(notSet)).toMatchObject({
      code: WithdrawalErrorCodes.PaymentPasswordNotSet,
      message: WithdrawalMessages.paymentPasswordNotSet,
    });
  });

  it('holds the amount in withdrawal clearing at once, in one transaction with the order', async () => {
    const who = await player('1000.00');
    const clearingBefore = await systemBalance('withdrawal_clearing');
    const created = await withdraw(who, '300.50');
    expect(created).toEqual({
      orderNo: expect.stringMatching(/^W\d{8}[0-9A-Z]{10}$/),
      amount: '300.50',
      disbursedAmount: '0.00',
      remainingAmount: '300.50',
      status: 'pending',
      createdAt: expect.any(String),
      disbursedAt: null,
      autoReceivedAt: null,
      closedAt: null,
      hasProof: false,
      bankAccount: null,
    });
    expect(await mainBalance(who.token)).toBe('699.50');
    expect(await systemBalance('withdrawal_clearing')).toBe(clearingBefore + 30_050);
    const order = await read(who.token, created.orderNo);
    expect(order.statusHistory).toEqual([
      { status: 'pending', actor: 'member', amount: '300.50', note: null, at: created.createdAt },
    ]);
    const [row] = await server.database.db
      .select()
      .from(t.withdrawalOrders)
      .where(eq(t.withdrawalOrders.orderNo, created.orderNo));
    const [ledger] = await server.database.db
      .select()
      .from(t.ledgerTransactions)
      .where(eq(t.ledgerTransactions.id, row!.holdTransactionId));
    expect(ledger).toMatchObject({
      kind: 'withdrawal',
      memberId: who.id,
      idempotencyKey: serverLedgerKey(withdrawalLedgerKey(created.orderNo, 'hold')),
    });
    // The account record shows it as a withdrawal of the main wallet.
    const record = await withToken(
      server.app,
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?type=withdrawal',
      who.token,
    );
    expect(envelope<{ list: { amount: string }[] }>(record).value.list[0]!.amount).toBe('-300.50');
    await noLedgerProblems();
  });

  it('answers a retry with the same order, another amount with 409, twins with one hold', async () => {
    const who = await player('1000.00');
    const body = { amount: '200.00', paymentPassword: PAY, idempotencyKey: key() };
    const first = envelope<WithdrawalOrder>(await create(who.token, body)).value;
    const again = await create(who.token, body);
    expect(again.statusCode).toBe(200);
    expect(envelope<WithdrawalOrder>(again).value).toEqual(first);
    expect(
      envelope<WithdrawalOrder>(await create(who.token, { ...body, amount: '200' })).value.orderNo,
    ).toBe(first.orderNo);
    const conflict = await create(who.token, { ...body, amount: '201.00' });
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict).code).toBe(WalletErrorCodes.IdempotencyConflict);
    // A retry still needs the right password.
    expect(envelope(await create(who.token, { ...body, paymentPassword: '000001' })).code).toBe(
      WithdrawalErrorCodes.PaymentPasswordWrong,
    );
    expect(await mainBalance(who.token)).toBe('800.00');

    // A right password clears the wrong ones counted so far.
    expect(envelope(await create(who.token, body)).value).toEqual(first);

    // Twins sent at once: each is counted while it is checked, so at most
    // `maxWrongAttempts` of them are checked and the others answer 429; every one that is
    // answered names the same withdrawal, a retry with the key too, and one hold was made.
    const twinsBody = { amount: '150.00', paymentPassword: PAY, idempotencyKey: key() };
    const twins = await Promise.all(Array.from({ length: 6 }, () => create(who.token, twinsBody)));
    const answered = twins.filter((twin) => twin.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const twin of twins) expect([200, 429], twin.body).toContain(twin.statusCode);
    const orderNos = new Set(answered.map((twin) => envelope<WithdrawalOrder>(twin).value.orderNo));
    expect(orderNos.size).toBe(1);
    ahead += 15 * 60_000 + 1_000;
    const retry = envelope<WithdrawalOrder>(await create(who.token, twinsBody)).value;
    expect(orderNos).toContain(retry.orderNo);
    expect(await mainBalance(who.token)).toBe('650.00');
    const holds = await server.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where member_id = ${who.id} and kind = 'withdrawal'`,
    );
    expect((holds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    await noLedgerProblems();
  });
});

describe('the bank account it is paid to', () => {
  /** Sets the real name and adds a bank account; answers its id. */
  async function bankAccount(who: Player, name: string, number: string): Promise<number> {
    const profile = await withToken(server.app, 'PUT', '/wps/member/profile', who.token, {
      payeeName: name,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const added = await withToken(server.app, 'POST', '/wps/member/bankAccounts', who.token, {
      bankCode: 'GCASH',
      accountName: name,
      accountNumber: number,
    });
    expect(added.statusCode, added.body).toBe(200);
    return envelope<{ id: number }>(added).value.id;
  }

  it("records the chosen account's details: masked for the member, whole for the operator", async () => {
    const who = await player('1000.00');
    const id = await bankAccount(who, 'Ana Reyes', '0917 555 1234');
    const created = await create(who.token, {
      amount: '200.00',
      paymentPassword: PAY,
      idempotencyKey: key(),
      bankAccountId: id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = envelope<WithdrawalOrder>(created).value;
    const masked = {
      bankCode: 'GCASH',
      bankName: 'GCash',
      accountName: 'Ana Reyes',
      accountNumber: maskBankAccountNumber('09175551234'),
    };
    expect(order.bankAccount).toEqual(masked);
    expect(order.bankAccount!.accountNumber).toMatch(/1234$/);
    expect(order.bankAccount!.accountNumber).not.toContain('0917');
    expect((await read(who.token, order.orderNo)).bankAccount).toEqual(masked);

    const listed = envelope<(WithdrawalOrder & { memberId: number })[]>(
      await ops('GET', '/ops/withdrawals?status=all&last=50'),
    ).value.find((o) => o.orderNo === order.orderNo);
    expect(listed?.bankAccount).toEqual({ ...masked, accountNumber: '09175551234' });

    // Removing the account later keeps what the withdrawal recorded.
    const removed = await withToken(
      server.app,
      'DELETE',
      `/wps/member/bankAccounts/${id}`,
      who.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await read(who.token, order.orderNo)).bankAccount).toEqual(masked);

    // A withdrawal made without an account records none.
    expect((await withdraw(who, '100.00')).bankAccount).toBeNull();
    await noLedgerProblems();
  });

  it("refuses another member's account, an unknown or removed one and bad ids, and holds nothing", async () => {
    const owner = await player('0.00');
    const foreign = await bankAccount(owner, 'Pedro Santos', '1234567890');
    const who = await player('1000.00');
    const own = await bankAccount(who, 'Maria Cruz', '5555666677');
    const body = { amount: '300.00', paymentPassword: PAY };

    for (const bankAccountId of [foreign, foreign + 100_000]) {
      const refused = await create(who.token, { ...body, idempotencyKey: key(), bankAccountId });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(envelope(refused).code).toBe(MemberAccountErrorCodes.BankAccountNotFound);
    }
    for (const bankAccountId of [0, -1, 1.5, '1', null, 2_147_483_648]) {
      const refused = await create(who.token, { ...body, idempotencyKey: key(), bankAccountId });
      expect(refused.statusCode, `${String(bankAccountId)}: ${refused.body}`).toBe(400);
      expect(envelope(refused).code).toBe(ErrorCodes.Validation);
    }
    expect(await mainBalance(who.token)).toBe('1000.00');

    // The same key with another account is another request: 409.
    const first = { ...body, idempotencyKey: key(), bankAccountId: own };
    expect((await create(who.token, first)).statusCode).toBe(200);
    const other = await bankAccount(who, 'Maria Cruz', '5555666688');
    const conflict = await create(who.token, { ...first, bankAccountId: other });
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict).code).toBe(WalletErrorCodes.IdempotencyConflict);

    // A removed account can no longer be chosen.
    await withToken(server.app, 'DELETE', `/wps/member/bankAccounts/${own}`, who.token);
    const gone = await create(who.token, { ...body, idempotencyKey: key(), bankAccountId: own });
    expect(gone.statusCode).toBe(404);
    expect(await mainBalance(who.token)).toBe('700.00');
    await noLedgerProblems();
  });
});

describe('reading withdrawals', () => {
  it("lists the member's own newest first with paging; another's is 404 like an unknown", async () => {
    const who = await player('5000.00');
    const other = await player('500.00');
    await withdraw(other, '100');
    const made: string[] = [];
    for (const amount of ['100', '200', '300']) {
      made.push((await withdraw(who, amount)).orderNo);
      ahead += 1;
    }
    const list = envelope<WithdrawalOrdersResponse>(
      await withToken(server.app, 'GET', '/wps/relay/WITHDRAW_orders?pageSize=2', who.token),
    ).value;
    expect(list).toMatchObject({ pageNo: 1, pageSize: 2, total: 3 });
    expect(list.orders.map((o) => o.orderNo)).toEqual([made[2], made[1]]);
    expect(list.orders[0]).not.toHaveProperty('statusHistory');
    for (const query of ['?pageNo=0', '?pageSize=51', '?pageNo=abc', '?pageNo=100001']) {
      const response = await withToken(
        server.app,
        'GET',
        `/wps/relay/WITHDRAW_orders${query}`,
        who.token,
      );
      expect(response.statusCode, query).toBe(400);
    }

    const theirs = await readOrder(other.token, made[0]!);
    const unknown = await readOrder(other.token, 'W20261125AAAAAAAAAA');
    expect(theirs.statusCode).toBe(404);
    expect(envelope(theirs)).toEqual(envelope(unknown));
    expect(envelope(theirs).code).toBe(WithdrawalErrorCodes.OrderNotFound);
    const confirmTheirs = await confirm(other.token, { orderNo: made[0], received: true });
    expect(confirmTheirs.statusCode).toBe(404);
    for (const orderNo of ['', "W1'%20OR%20'1'='1", '..%2F..%2Fetc', 'W'.repeat(41)]) {
      expect((await readOrder(other.token, orderNo)).statusCode, orderNo).toBe(400);
    }
  });
});

describe('disbursal, confirmation and rejection', () => {
  it('disburses in full (clearing → house), then the member confirms received', async () => {
    const who = await player('1000.00');
    const created = await withdraw(who, '400.00');
    const clearing = await systemBalance('withdrawal_clearing');
    const house = await systemBalance('house');
    // Not before a disbursal.
    const early = await confirm(who.token, { orderNo: created.orderNo, received: true });
    expect(early.statusCode).toBe(409);
    expect(envelope(early).code).toBe(WithdrawalErrorCodes.NotDisbursed);

    const paid = await disburse(created.orderNo);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(envelope<WithdrawalOrder>(paid).value).toMatchObject({
      status: 'disbursed',
      disbursedAmount: '400.00',
      remainingAmount: '0.00',
      autoReceivedAt: expect.any(String),
    });
    expect(await systemBalance('withdrawal_clearing')).toBe(clearing - 40_000);
    expect(await systemBalance('house')).toBe(house + 40_000);
    expect(await mainBalance(who.token)).toBe('600.00');
    // Paid in full: nothing more to pay, and no rejection any more.
    expect((await disburse(created.orderNo)).statusCode).toBe(409);
    expect((await ops('POST', `/ops/withdrawals/${created.orderNo}/reject`, {})).statusCode).toBe(
      409,
    );

    const received = await confirm(who.token, { orderNo: created.orderNo, received: true });
    expect(received.statusCode, received.body).toBe(200);
    const order = envelope<WithdrawalOrder>(received).value;
    expect(order).toMatchObject({
      status: 'received',
      closedAt: expect.any(String),
      autoReceivedAt: null,
    });
    expect(statuses(order)).toEqual([
      ['pending', 'member', '400.00'],
      ['disbursed', 'operator', '400.00'],
      ['received', 'member', null],
    ]);
    const again = await confirm(who.token, {
      orderNo: created.orderNo,
      received: false,
      proof: proofOf(PNG, 'image/png'),
    });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe(WithdrawalErrorCodes.WrongState);
    expect(await mainBalance(who.token)).toBe('600.00');
    await noLedgerProblems();
  });

  it('disburses in parts, shows paid and remaining, and a receipt gives the rest back', async () => {
    const who = await player('1000.00');
    const created = await withdraw(who, '500.00');
    for (const amount of ['-1', '0', 'abc', '0.001', '500.01', '1e2']) {
      const response = await disburse(created.orderNo, {
        amount,
      });
      expect(response.statusCode, amount).toBe(400);
    }
    const part = await disburse(created.orderNo, {
      amount: '120.00',
    });
    expect(envelope<WithdrawalOrder>(part).value).toMatchObject({
      status: 'partially_disbursed',
      disbursedAmount: '120.00',
      remainingAmount: '380.00',
    });
    const second = await disburse(created.orderNo, {
      amount: '80',
    });
    expect(envelope<WithdrawalOrder>(second).value).toMatchObject({
      disbursedAmount: '200.00',
      remainingAmount: '300.00',
    });
    const tooMuch = await disburse(created.orderNo, {
      amount: '300.01',
    });
    expect(envelope(tooMuch)).toMatchObject({
      code: WithdrawalErrorCodes.AmountOutOfRange,
      message: 'The amount must be at most the remaining 300.00',
    });
    expect(await mainBalance(who.token)).toBe('500.00');
    const received = envelope<WithdrawalOrder>(
      await confirm(who.token, { orderNo: created.orderNo, received: true }),
    ).value;
    expect(received).toMatchObject({
      status: 'received',
      disbursedAmount: '200.00',
      remainingAmount: '300.00',
    });
    expect(statuses(received)).toEqual([
      ['pending', 'member', '500.00'],
      ['partially_disbursed', 'operator', '120.00'],
      ['partially_disbursed', 'operator', '80.00'],
      ['received', 'member', '300.00'],
    ]);
    expect(await mainBalance(who.token)).toBe('800.00');
    await noLedgerProblems();
  });

  it('pays a disbursal once per key: retried, sent as twins, or after all is paid', async () => {
    const who = await player('1000.00');
    const created = await withdraw(who, '400.00');
    const house = await systemBalance('house');
    const half = { amount: '200.00', idempotencyKey: key() };
    const first = await disburse(created.orderNo, half);
    expect(first.statusCode, first.body).toBe(200);
    // "Disburse half" retried after a time-out: the same key and amount pay nothing again.
    for (const body of [half, { ...half, amount: '200' }]) {
      const again = await disburse(created.orderNo, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(envelope(again).value).toEqual(envelope(first).value);
    }
    expect(await systemBalance('house')).toBe(house + 20_000);
    // The key with another amount, or with none (all that remains), is another request.
    for (const body of [{ ...half, amount: '100.00' }, { idempotencyKey: half.idempotencyKey }]) {
      const conflict = await disburse(created.orderNo, body);
      expect(conflict.statusCode, JSON.stringify(body)).toBe(409);
      expect(envelope(conflict).code).toBe(WalletErrorCodes.IdempotencyConflict);
    }
    // Twins sent at once with one key pay once.
    const twin = { amount: '50.00', idempotencyKey: key() };
    const twins = await Promise.all(
      Array.from({ length: 4 }, () => disburse(created.orderNo, twin)),
    );
    for (const response of twins) {
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope<WithdrawalOrder>(response).value.disbursedAmount).toBe('250.00');
    }
    // Another key is another disbursal; its retry once all is paid answers, not 409.
    const rest = { idempotencyKey: key() };
    expect(envelope<WithdrawalOrder>(await disburse(created.orderNo, rest)).value).toMatchObject({
      status: 'disbursed',
      disbursedAmount: '400.00',
    });
    const late = await disburse(created.orderNo, rest);
    expect(late.statusCode, late.body).toBe(200);
    expect((await disburse(created.orderNo, twin)).statusCode).toBe(200);
    expect(await systemBalance('house')).toBe(house + 40_000);
    expect(statuses(await read(who.token, created.orderNo))).toEqual([
      ['pending', 'member', '400.00'],
      ['partially_disbursed', 'operator', '200.00'],
      ['partially_disbursed', 'operator', '50.00'],
      ['disbursed', 'operator', '150.00'],
    ]);
    // Without a key nothing is paid.
    const other = await withdraw(who, '100.00');
    const keyless = await ops('POST', `/ops/withdrawals/${other.orderNo}/disburse`, {});
    expect(keyless.statusCode).toBe(400);
    expect(envelope(keyless).code).toBe(ErrorCodes.Validation);
    expect((await read(who.token, other.orderNo)).status).toBe('pending');
    await noLedgerProblems();
  });

  it('rejects with a refund of the whole amount, or of the rest after a part', async () => {
    const who = await player('1000.00');
    const whole = await withdraw(who, '300.00');
    const rejected = await ops('POST', `/ops/withdrawals/${whole.orderNo}/reject`, {
      note: ' no bank account ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(envelope<WithdrawalOrder>(rejected).value).toMatchObject({
      status: 'rejected',
      remainingAmount: '300.00',
    });
    expect(await mainBalance(who.token)).toBe('1000.00');
    const history = (await read(who.token, whole.orderNo)).statusHistory!;
    expect(history[1]).toMatchObject({
      status: 'rejected',
      actor: 'operator',
      amount: '300.00',
      note: 'no bank account',
    });
    expect((await disburse(whole.orderNo)).statusCode).toBe(409);
    expect((await ops('POST', `/ops/withdrawals/${whole.orderNo}/reject`, {})).statusCode).toBe(
      409,
    );
    expect((await confirm(who.token, { orderNo: whole.orderNo, received: true })).statusCode).toBe(
      409,
    );

    const partly = await withdraw(who, '400.00');
    await disburse(partly.orderNo, { amount: '150' });
    const rest = await ops('POST', `/ops/withdrawals/${partly.orderNo}/reject`, {});
    expect(envelope<WithdrawalOrder>(rest).value).toMatchObject({
      status: 'rejected',
      disbursedAmount: '150.00',
      remainingAmount: '250.00',
    });
    expect(await mainBalance(who.token)).toBe('850.00');
    for (const response of [
      await ops('POST', '/ops/withdrawals/W20990101ZZZZZZZZZZ/reject', {}),
      await disburse('W20990101ZZZZZZZZZZ'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(WithdrawalErrorCodes.OrderNotFound);
    }
    await noLedgerProblems();
  });

  it('reports not received with a real png or jpeg, kept for the operator; no money moves', async () => {
    const who = await player('1000.00');
    const first = await withdraw(who, '200.00');
    const second = await withdraw(who, '100.00');
    for (const { orderNo } of [first, second]) {
      await disburse(orderNo);
    }
    const noProof = await confirm(who.token, { orderNo: first.orderNo, received: false });
    expect(envelope(noProof).code).toBe(WithdrawalErrorCodes.ProofRequired);
    // Judged by the bytes: a renamed text file, a declared type that lies, bad base64.
    const text = Buffer.from('this is not an image, only a renamed text file\n');
    for (const proof of [
      proofOf(text, 'image/png', 'receipt.png'),
      proofOf(text, 'image/jpeg', 'receipt.jpg'),
      proofOf(PNG, 'image/jpeg', 'receipt.jpg'),
      proofOf(JPEG, 'image/png', 'receipt.png'),
      proofOf(PNG, 'text/plain', 'receipt.png'),
      proofOf(PNG.subarray(0, 7), 'image/png'),
      { fileName: 'x.png', contentType: 'image/png', dataBase64: '%%%not-base64%%%' },
      { fileName: 'x.png', contentType: 'image/png', dataBase64: '' },
    ]) {
      const response = await confirm(who.token, { orderNo: first.orderNo, received: false, proof });
      expect(response.statusCode, proof.fileName).toBe(400);
      expect(envelope(response).code).toBe(WithdrawalErrorCodes.ProofInvalid);
    }
    // Over 5 MB (a png header and padding): refused, by the service or by the body limit.
    const big = Buffer.concat([PNG, Buffer.alloc(WithdrawalLimits.proofMaxBytes - PNG.length + 1)]);
    const tooBig = await confirm(who.token, {
      orderNo: first.orderNo,
      received: false,
      proof: proofOf(big, 'image/png'),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(envelope(tooBig).code).toBe(WithdrawalErrorCodes.ProofTooLarge);
    const huge = await server.app.inject({
      method: 'POST',
      url: '/wps/relay/WITHDRAW_confirm',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        orderNo: first.orderNo,
        received: false,
        proof: {
          fileName: 'a.png',
          contentType: 'image/png',
          dataBase64: 'A'.repeat(WithdrawalLimits.confirmBodyLimitBytes),
        },
      }),
    });
    expect(huge.statusCode).toBe(413);
    // Exactly 5 MB is accepted.
    const five = Buffer.concat([PNG, Buffer.alloc(WithdrawalLimits.proofMaxBytes - PNG.length)]);
    expect(five.length).toBe(5 * 1024 * 1024);
    const pngReport = await confirm(who.token, {
      orderNo: first.orderNo,
      received: false,
      proof: proofOf(five, 'image/png', 'bank.png'),
    });
    expect(pngReport.statusCode, pngReport.body.slice(0, 300)).toBe(200);
    expect(envelope<WithdrawalOrder>(pngReport).value).toMatchObject({
      status: 'not_received',
      hasProof: true,
    });
    const jpegReport = await confirm(who.token, {
      orderNo: second.orderNo,
      received: false,
      proof: proofOf(JPEG, 'image/jpeg', 'bank.jpg'),
    });
    expect(jpegReport.statusCode, jpegReport.body).toBe(200);
    expect(await mainBalance(who.token)).toBe('700.00');
    // Reported once.
    const twice = await confirm(who.token, {
      orderNo: second.orderNo,
      received: false,
      proof: proofOf(JPEG, 'image/jpeg'),
    });
    expect(envelope(twice).code).toBe(WithdrawalErrorCodes.WrongState);

    const pngBack = await ops('GET', `/ops/withdrawals/${first.orderNo}/proof`);
    expect(pngBack.statusCode).toBe(200);
    expect(pngBack.headers['content-type']).toBe('image/png');
    expect(pngBack.rawPayload.equals(five)).toBe(true);
    const jpegBack = await ops('GET', `/ops/withdrawals/${second.orderNo}/proof`);
    expect(jpegBack.headers['content-type']).toBe('image/jpeg');
    expect(jpegBack.rawPayload.equals(JPEG)).toBe(true);
    // The member may still say it arrived after all; the operator may force a receipt.
    expect(
      envelope<WithdrawalOrder>(
        await confirm(who.token, { orderNo: first.orderNo, received: true }),
      ).value.status,
    ).toBe('received');
    const forced = await ops('POST', `/ops/withdrawals/${second.orderNo}/force-received`, {});
    expect(envelope<WithdrawalOrder>(forced).value.status).toBe('received');
    expect(await mainBalance(who.token)).toBe('700.00');
    await noLedgerProblems();
  });

  it('keeps a proof for each report when a part is paid again after a not-received report', async () => {
    const who = await player('1000.00');
    const order = await withdraw(who, '300.00');
    await disburse(order.orderNo, { amount: '100.00' });
    const firstReport = await confirm(who.token, {
      orderNo: order.orderNo,
      received: false,
      proof: proofOf(PNG, 'image/png', 'first.png'),
    });
    expect(firstReport.statusCode, firstReport.body).toBe(200);
    // The operator pays another part; the member reports that one not received as well.
    const again = await disburse(order.orderNo, {
      amount: '100.00',
    });
    expect(envelope<WithdrawalOrder>(again).value.status).toBe('partially_disbursed');
    const secondReport = await confirm(who.token, {
      orderNo: order.orderNo,
      received: false,
      proof: proofOf(JPEG, 'image/jpeg', 'second.jpg'),
    });
    expect(secondReport.statusCode, secondReport.body).toBe(200);
    expect(envelope<WithdrawalOrder>(secondReport).value).toMatchObject({
      status: 'not_received',
      hasProof: true,
    });
    // The operator sees the latest; both are kept.
    const back = await ops('GET', `/ops/withdrawals/${order.orderNo}/proof`);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(JPEG)).toBe(true);
    const kept = await server.database.db
      .select({ fileName: t.withdrawalProofs.fileName })
      .from(t.withdrawalProofs)
      .innerJoin(t.withdrawalOrders, eq(t.withdrawalOrders.id, t.withdrawalProofs.orderId))
      .where(eq(t.withdrawalOrders.orderNo, order.orderNo))
      .orderBy(t.withdrawalProofs.id);
    expect(kept.map((row) => row.fileName)).toEqual(['first.png', 'second.jpg']);
    expect(await mainBalance(who.token)).toBe('700.00');
    await noLedgerProblems();
  });

  it('forces a receipt without a refund: the unpaid rest stays with the house', async () => {
    const who = await player('1000.00');
    const created = await withdraw(who, '500.00');
    const pendingForce = await ops(
      'POST',
      `/ops/withdrawals/${created.orderNo}/force-received`,
      {},
    );
    expect(pendingForce.statusCode).toBe(409);
    await disburse(created.orderNo, { amount: '100' });
    const house = await systemBalance('house');
    const forced = await ops('POST', `/ops/withdrawals/${created.orderNo}/force-received`, {});
    expect(forced.statusCode, forced.body).toBe(200);
    expect(envelope<WithdrawalOrder>(forced).value).toMatchObject({
      status: 'received',
      disbursedAmount: '100.00',
      remainingAmount: '400.00',
    });
    expect(await mainBalance(who.token)).toBe('500.00');
    expect(await systemBalance('house')).toBe(house + 40_000);
    const order = await read(who.token, created.orderNo);
    expect(order.statusHistory!.at(-1)).toMatchObject({
      status: 'received',
      actor: 'operator',
      amount: '400.00',
      note: 'forced receipt: not refunded',
    });
    await noLedgerProblems();
  });

  it('counts a disbursed withdrawal received after the minutes: on read and by the sweep', async () => {
    const set = await ops('PUT', '/ops/wallet', { withdrawalAutoReceivedMinutes: 10 });
    expect(envelope(set).value).toEqual({
      singleWallet: false,
      depositDemoDelaySeconds: null,
      withdrawalAutoReceivedMinutes: 10,
    });
    const who = await player('1000.00');
    const other = await player('1000.00');
    const first = await withdraw(who, '100.00');
    const second = await withdraw(other, '200.00');
    const third = await withdraw(who, '300.00');
    await disburse(first.orderNo);
    await disburse(second.orderNo, { amount: '50' });
    const waiting = await read(who.token, first.orderNo);
    expect(waiting.status).toBe('disbursed');
    expect(Date.parse(waiting.autoReceivedAt!) - Date.parse(waiting.disbursedAt!)).toBe(600_000);
    ahead += 10 * 60_000 + 1_000;
    const onRead = await read(who.token, first.orderNo);
    expect(onRead.status).toBe('received');
    expect(onRead.statusHistory!.at(-1)).toMatchObject({
      actor: 'system',
      note: expect.stringContaining('auto-received'),
    });
    // Reading marks only the reader's own due withdrawals; the other member's is marked on its read.
    expect((await read(other.token, second.orderNo, server)).status).toBe('received');
    // Two sweeps at once (as two processes): the partly paid one once, its rest given back.
    await disburse(third.orderNo);
    const fourth = await withdraw(other, '400.00');
    await disburse(fourth.orderNo, { amount: '100' });
    ahead += 10 * 60_000 + 1_000;
    const runs = await Promise.all([
      server.app.withdrawalService.receiveDue(),
      server.app.withdrawalService.receiveDue(),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    expect((await read(other.token, fourth.orderNo)).statusHistory!.map((e) => e.actor)).toEqual([
      'member',
      'operator',
      'system',
    ]);
    expect((await read(who.token, third.orderNo)).status).toBe('received');
    expect(await mainBalance(other.token)).toBe('850.00');
    expect(await mainBalance(who.token)).toBe('600.00');
    const fifth = await withdraw(who, '300.00');
    await disburse(fifth.orderNo);
    ahead += 10 * 60_000 + 1_000;
    const status = await sweepUntil(
      server,
      () => server.app.withdrawalService.receiveDue(),
      () => storedStatus(server, t.withdrawalOrders, fifth.orderNo),
      'received',
    );
    expect(status).toBe('received');
    const refunds = await server.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${serverLedgerKey(`withdrawal-${fourth.orderNo}-%`)}`,
    );
    // The hold, the part paid out, the rest given back: once each.
    expect((refunds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
    await ops('PUT', '/ops/wallet', { withdrawalAutoReceivedMinutes: 30 });
    await noLedgerProblems();
  });

  it('lets racing disbursals, rejections and receipts resolve to one (two apps, one database)', async () => {
    const second = await secondServer(server, {
      config: { operatorToken: OPS },
      clock,
      depositSweepMs: null,
      withdrawalSweepMs: null,
    });
    const other = second.app;
    try {
      const who = await player('5000.00');
      const orders = [];
      for (let i = 0; i < 4; i++) orders.push(await withdraw(who, '500.00'));
      const call = (app: typeof other, orderNo: string, action: string) =>
        app.inject({
          method: 'POST',
          url: `/ops/withdrawals/${orderNo}/${action}`,
          headers: { authorization: `Bearer ${OPS}` },
          // Two disbursals racing are two of the operator's intents: a key each.
          payload: action === 'disburse' ? { idempotencyKey: key() } : {},
        });
      const results = await Promise.all(
        orders.flatMap(({ orderNo }) => [
          call(server.app, orderNo, 'disburse'),
          call(other, orderNo, 'reject'),
          call(other, orderNo, 'disburse'),
          call(server.app, orderNo, 'reject'),
        ]),
      );
      for (const response of results)
        expect([200, 409], response.body).toContain(response.statusCode);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(orders.length);
      let rejected = 0;
      for (const { orderNo } of orders) {
        const order = await read(who.token, orderNo);
        expect(order.statusHistory).toHaveLength(2);
        if (order.status === 'rejected') rejected++;
        else expect(order.status).toBe('disbursed');
      }
      expect(await mainBalance(who.token)).toBe(`${3000 + rejected * 500}.00`);
      // Receipts racing: the member, the operator and two sweeps on a disbursed one.
      const last = await withdraw(who, '100.00');
      await call(server.app, last.orderNo, 'disburse');
      ahead += 60 * 60_000;
      const race = await Promise.all([
        confirm(who.token, { orderNo: last.orderNo, received: true }),
        call(other, last.orderNo, 'force-received'),
        server.app.withdrawalService.receiveDue(),
        other.withdrawalService.receiveDue(),
      ]);
      const order = await read(who.token, last.orderNo);
      expect(order.status).toBe('received');
      expect(order.statusHistory).toHaveLength(3);
      expect(race.length).toBe(4);
      await noLedgerProblems();
    } finally {
      await second.close();
    }
  });

  it('lets the database refuse edits of what was asked, of history, and of closed ones', async () => {
    const who = await player('1000.00');
    const created = await withdraw(who, '300.00');
    const db = server.database.db;
    const where = eq(t.withdrawalOrders.orderNo, created.orderNo);
    await expect(db.update(t.withdrawalOrders).set({ amount: 1 }).where(where)).rejects.toThrow();
    await expect(
      db.update(t.withdrawalOrders).set({ status: 'disbursed' }).where(where),
    ).rejects.toThrow();
    await expect(db.delete(t.withdrawalOrders).where(where)).rejects.toThrow();
    await expect(db.update(t.withdrawalOrderEvents).set({ note: 'x' })).rejects.toThrow();
    await expect(db.delete(t.withdrawalOrderEvents)).rejects.toThrow();
    await ops('POST', `/ops/withdrawals/${created.orderNo}/reject`, {});
    await expect(
      db.update(t.withdrawalOrders).set({ status: 'pending' }).where(where),
    ).rejects.toThrow();
  });
});
