// Databases: PGlite and PostgreSQL — the ledger's guards (triggers), prepared statements and
//   concurrent twins.
// The wallet calls through the real routes on a fresh database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): balances, the merchant wallet list, transfers with bad and hostile input,
// idempotency (retries, conflicts, concurrent twins), trial accounts, and the database's own
// guards (member balance never below 0, the ledger append-only).
import type {
  MerchantWalletResponse,
  WalletBalanceResponse,
  WalletTransferResponse,
} from '@lotusplay/api-client/contracts';
import {
  MAIN_WALLET_CODE,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { HOUSE_SHARDS } from './wallet.tables';
import { envelope, withToken } from '../../testing/auth-helpers';
import type { TestServer } from '../../testing';
import { createTestServer } from '../../testing/test-database';
import {
  addressSource,
  fundMember,
  keySource,
  loggedInMember,
  memberOnly,
  sessionAnswers,
  trialLogin,
} from '../../testing/wallet-kit';

let server: TestServer;
const nextIp = addressSource(7);
/** A fresh idempotency key. */
const key = keySource('test-key');

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A member of the test's own, logged in, with `deposit` minor units in the main wallet. */
async function player(deposit = 0) {
  const who = await loggedInMember(server, nextIp());
  if (deposit > 0) await fundMember(server, who.id, deposit, key());
  return who;
}

const balance = async (token: string) => {
  const response = await withToken(server.app, 'GET', '/wps/v2/wallets/balance', token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WalletBalanceResponse>(response).value;
};
const walletOf = (answer: WalletBalanceResponse, code: string) =>
  answer.wallets.find((w) => w.code === code)?.balance;
const transfer = (token: string, body: object) =>
  withToken(server.app, 'POST', '/wps/relay/GCS_walletTransfer', token, body);
const vendors = async () =>
  (await server.database.db.select().from(t.merchantWallets)).map((v) => v.code);
/** How many ledger transactions a member has. */
const transactionCount = async (memberId: number) =>
  (
    await server.database.db
      .select()
      .from(t.ledgerTransactions)
      .where(eq(t.ledgerTransactions.memberId, memberId))
  ).length;

describe('balance and merchant wallets', () => {
  it('answers the main wallet and a wallet per vendor, money as two-decimal strings', async () => {
    const who = await player(123_456);
    const answer = await balance(who.token);
    expect(answer.sumBalance).toBe('1234.56');
    expect(answer.wallets[0]).toEqual({
      code: MAIN_WALLET_CODE,
      name: 'Main Wallet',
      balance: '1234.56',
    });
    const codes = await vendors();
    expect(answer.wallets.map((w) => w.code).sort()).toEqual([MAIN_WALLET_CODE, ...codes].sort());
    for (const wallet of answer.wallets.slice(1)) expect(wallet.balance).toBe('0.00');

    const merchant = await withToken(server.app, 'GET', '/wps/relay/GCS_merchantWallet', who.token);
    expect(merchant.statusCode).toBe(200);
    const list = envelope<MerchantWalletResponse>(merchant).value;
    expect(list.isSingle).toBe(false);
    expect(list.wallets[0]).toEqual({ code: MAIN_WALLET_CODE, name: 'Main Wallet' });
    expect(list.wallets.length).toBe(codes.length + 1);
  });

  it('needs a session (401) of a real account (403 for a trial account)', async () => {
    const calls = [
      ['GET', '/wps/v2/wallets/balance', undefined],
      ['GET', '/wps/relay/GCS_merchantWallet', undefined],
      [
        'POST',
        '/wps/relay/GCS_walletTransfer',
        { from: MAIN_WALLET_CODE, to: 'JILI', amount: '1.00', idempotencyKey: key() },
      ],
    ] as const;
    const trial = await trialLogin(server, nextIp());
    expect(await sessionAnswers(server, calls, trial.token)).toEqual(memberOnly(calls));
    // The service refuses a trial account too (other modules call it directly).
    await expect(
      server.app.walletService.deposit(trial.member.id, 100, {
        idempotencyKey: key(),
        reference: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await transactionCount(trial.member.id)).toBe(0);
  });

  it('shows a single-wallet brand with the main wallet only, and refuses transfers into vendors', async () => {
    const who = await player(10_000);
    const [vendor] = await vendors();
    const ok = await transfer(who.token, {
      from: MAIN_WALLET_CODE,
      to: vendor,
      amount: '10.00',
      idempotencyKey: key(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await server.app.walletService.setSingleWallet(true);
    try {
      const list = envelope<MerchantWalletResponse>(
        await withToken(server.app, 'GET', '/wps/relay/GCS_merchantWallet', who.token),
      ).value;
      expect(list).toEqual({
        isSingle: true,
        wallets: [{ code: MAIN_WALLET_CODE, name: 'Main Wallet' }],
      });
      const refused = await transfer(who.token, {
        from: MAIN_WALLET_CODE,
        to: vendor,
        amount: '1.00',
        idempotencyKey: key(),
      });
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).code).toBe(WalletErrorCodes.SingleWallet);
      // What is left in a vendor wallet still shows and may come out.
      expect(walletOf(await balance(who.token), vendor!)).toBe('10.00');
      const out = await transfer(who.token, {
        from: vendor,
        to: MAIN_WALLET_CODE,
        all: true,
        idempotencyKey: key(),
      });
      expect(out.statusCode, out.body).toBe(200);
      expect(envelope<WalletTransferResponse>(out).value.wallets).toEqual([
        { code: MAIN_WALLET_CODE, name: 'Main Wallet', balance: '100.00' },
      ]);
    } finally {
      await server.app.walletService.setSingleWallet(false);
    }
  });
});

describe('transfer', () => {
  it('moves an amount in and all of it out, and answers the balances after', async () => {
    const who = await player(50_000);
    const [vendor] = await vendors();
    const moved = await transfer(who.token, {
      from: MAIN_WALLET_CODE,
      to: vendor,
      amount: '123.45',
      idempotencyKey: key(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = envelope<WalletTransferResponse>(moved).value;
    expect(answer.amount).toBe('123.45');
    expect(answer.sumBalance).toBe('500.00');
    expect(walletOf(answer, MAIN_WALLET_CODE)).toBe('376.55');
    expect(walletOf(answer, vendor!)).toBe('123.45');
    expect(answer.transactionId).toBeGreaterThan(0);

    const out = await transfer(who.token, {
      from: vendor,
      to: MAIN_WALLET_CODE,
      all: true,
      idempotencyKey: key(),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(envelope<WalletTransferResponse>(out).value.amount).toBe('123.45');
    const after = await balance(who.token);
    expect(walletOf(after, MAIN_WALLET_CODE)).toBe('500.00');
    expect(walletOf(after, vendor!)).toBe('0.00');

    const allIn = await transfer(who.token, {
      from: MAIN_WALLET_CODE,
      to: vendor,
      all: true,
      idempotencyKey: key(),
    });
    expect(envelope<WalletTransferResponse>(allIn).value.amount).toBe('500.00');
    expect(walletOf(await balance(who.token), MAIN_WALLET_CODE)).toBe('0.00');
    // Nothing left to move: refused, nothing written.
    const count = await transactionCount(who.id);
    const empty = await transfer(who.token, {
      from: MAIN_WALLET_CODE,
      to: vendor,
      all: true,
      idempotencyKey: key(),
    });
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).code).toBe(WalletErrorCodes.InsufficientBalance);
    expect(await transactionCount(who.id)).toBe(count);
  });

  it('refuses bad and hostile amounts and moves nothing', async () => {
    const who = await player(10_000);
    const [vendor] = await vendors();
    const body = (extra: object) => ({
      from: MAIN_WALLET_CODE,
      to: vendor,
      idempotencyKey: key(),
      ...extra,
    });
    const count = await transactionCount(who.id);
    const amountInvalid = [
      '-1',
      '-0.01',
      '0',
      '0.00',
      '0.001',
      '1.234',
      '',
      ' 1',
      '1 ',
      '1,000',
      '1e3',
      '0x10',
      'NaN',
      'Infinity',
      'abc',
      '1.',
      '.5',
      '01',
      '+1',
      '1000000000.01',
      '99999999999999',
    ];
    for (const amount of amountInvalid) {
      const response = await transfer(who.token, body({ amount }));
      expect(response.statusCode, amount).toBe(400);
      const code = envelope(response).code;
      expect(['AMOUNT_INVALID', 'VALIDATION_ERROR'], amount).toContain(code);
    }
    for (const amount of [1, 0.5, -1, 0, 1e3, null, true, [], {}, 'x'.repeat(10_000)]) {
      const response = await transfer(who.token, body({ amount }));
      expect(response.statusCode, JSON.stringify(amount).slice(0, 20)).toBe(400);
    }
    // Neither an amount nor all, both, all: false without an amount, all as a string.
    for (const extra of [{}, { amount: '1.00', all: true }, { all: false }, { all: 'true' }]) {
      const response = await transfer(who.token, body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    // More than the wallet holds.
    const tooMuch = await transfer(who.token, body({ amount: '100.01' }));
    expect(tooMuch.statusCode).toBe(400);
    expect(envelope(tooMuch)).toMatchObject({
      code: WalletErrorCodes.InsufficientBalance,
      message: WalletMessages.insufficientBalance,
    });
    expect(await transactionCount(who.id)).toBe(count);
    expect((await balance(who.token)).sumBalance).toBe('100.00');
  });

  it('refuses unknown, foreign, identical and vendor-to-vendor wallets, and bad keys', async () => {
    const who = await player(10_000);
    const other = await player(10_000);
    const [vendor, second] = await vendors();
    const [foreignAccount] = await server.database.db
      .select()
      .from(t.walletAccounts)
      .where(eq(t.walletAccounts.memberId, other.id));
    const count = await transactionCount(who.id);
    const cases: [object, number, string?][] = [
      [{ from: MAIN_WALLET_CODE, to: 'NOPE' }, 404, WalletErrorCodes.WalletNotFound],
      [{ from: 'NOPE', to: MAIN_WALLET_CODE }, 404, WalletErrorCodes.WalletNotFound],
      [{ from: MAIN_WALLET_CODE, to: 'main' }, 404, WalletErrorCodes.WalletNotFound],
      [
        { from: MAIN_WALLET_CODE, to: String(foreignAccount!.id) },
        404,
        WalletErrorCodes.WalletNotFound,
      ],
      [{ from: MAIN_WALLET_CODE, to: foreignAccount!.id }, 400, 'VALIDATION_ERROR'],
      [{ from: MAIN_WALLET_CODE, to: MAIN_WALLET_CODE }, 400, WalletErrorCodes.TransferInvalid],
      [{ from: vendor, to: second }, 400, WalletErrorCodes.TransferInvalid],
      [
        { from: MAIN_WALLET_CODE, to: `${vendor}'; drop table wallet_accounts; --` },
        400,
        'VALIDATION_ERROR',
      ],
      [{ from: MAIN_WALLET_CODE, to: 'X'.repeat(33) }, 400, 'VALIDATION_ERROR'],
      [{ from: MAIN_WALLET_CODE, to: 'A'.repeat(200_000) }, 413],
      [{ from: MAIN_WALLET_CODE }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [extra, status, code] of cases) {
      const response = await transfer(who.token, {
        amount: '1.00',
        idempotencyKey: key(),
        ...extra,
      });
      expect(response.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(status);
      if (code) expect(envelope(response).code).toBe(code);
    }
    for (const idempotencyKey of [
      undefined,
      '',
      'short',
      'x'.repeat(65),
      'has space 123',
      'é'.repeat(10),
      12345678,
    ]) {
      const response = await transfer(who.token, {
        from: MAIN_WALLET_CODE,
        to: vendor,
        amount: '1.00',
        idempotencyKey,
      });
      expect(response.statusCode, String(idempotencyKey)).toBe(400);
    }
    expect(await transactionCount(who.id)).toBe(count);
    expect((await balance(other.token)).sumBalance).toBe('100.00');
  });

  it('answers a retry with the first answer and moves money once; another body with the key is 409', async () => {
    const who = await player(10_000);
    const [vendor] = await vendors();
    const idempotencyKey = key();
    const body = { from: MAIN_WALLET_CODE, to: vendor, amount: '30.00', idempotencyKey };
    const first = await transfer(who.token, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await transfer(who.token, body);
    expect(again.statusCode).toBe(200);
    expect(envelope(again).value).toEqual(envelope(first).value);
    expect(walletOf(await balance(who.token), MAIN_WALLET_CODE)).toBe('70.00');

    for (const other of [
      { ...body, amount: '30.01' },
      { ...body, from: vendor, to: MAIN_WALLET_CODE },
      { from: MAIN_WALLET_CODE, to: vendor, all: true, idempotencyKey },
    ]) {
      const conflict = await transfer(who.token, other);
      expect(conflict.statusCode).toBe(409);
      expect(envelope(conflict)).toMatchObject({
        code: WalletErrorCodes.IdempotencyConflict,
        message: WalletMessages.idempotencyConflict,
      });
    }
    expect(walletOf(await balance(who.token), MAIN_WALLET_CODE)).toBe('70.00');
    // A key is the member's own: another member may use the same one.
    const other = await player(10_000);
    const theirs = await transfer(other.token, body);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(walletOf(envelope<WalletBalanceResponse>(theirs).value, MAIN_WALLET_CODE)).toBe('70.00');
    // An operator's key shares the member's namespace of callers' keys: another request there.
    await expect(
      server.app.walletService.adjust(who.id, 3000, 'x', idempotencyKey),
    ).rejects.toMatchObject({ statusCode: 409 });
    // A movement the server names itself never meets a caller's key, whatever its name.
    const credited = await server.app.walletService.deposit(who.id, 3000, {
      idempotencyKey,
      reference: 'x',
    });
    expect(walletOf(credited, MAIN_WALLET_CODE)).toBe('100.00');
  });

  it('moves money once for concurrent requests with one key, and never below zero for many keys', async () => {
    const who = await player(10_000);
    const [vendor] = await vendors();
    const body = { from: MAIN_WALLET_CODE, to: vendor, amount: '40.00', idempotencyKey: key() };
    const twins = await Promise.all(Array.from({ length: 6 }, () => transfer(who.token, body)));
    for (const response of twins) expect(response.statusCode, response.body).toBe(200);
    const ids = new Set(twins.map((r) => envelope<WalletTransferResponse>(r).value.transactionId));
    expect(ids.size).toBe(1);
    expect(walletOf(await balance(who.token), MAIN_WALLET_CODE)).toBe('60.00');

    // One key, concurrent bodies that lock different accounts: one moves, the others are 409
    // (on PostgreSQL the losers meet the unique index of the key and read the winner's row).
    const shared = key();
    const codes = await vendors();
    const rivals = await Promise.all(
      codes.map((code) =>
        transfer(who.token, {
          from: MAIN_WALLET_CODE,
          to: code,
          amount: '1.00',
          idempotencyKey: shared,
        }),
      ),
    );
    expect(rivals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of rivals.filter((r) => r.statusCode !== 200)) {
      expect(loser.statusCode, loser.body).toBe(409);
    }
    await server.app.walletService.deposit(who.id, 100, {
      idempotencyKey: key(),
      reference: 'top up',
    });
    expect(walletOf(await balance(who.token), MAIN_WALLET_CODE)).toBe('60.00');

    // One key, two movements that lock no account in common (a bonus into one vendor wallet, a
    // win into another): on PostgreSQL both run at once and the loser's insert of the key fails
    // on its unique index; it answers 409 from the winner's row, and nothing of it is kept.
    const raced = key();
    const [bonusInto, winInto] = codes;
    const settled = await Promise.allSettled([
      server.app.walletService.credit(who.id, 'bonus', 500, {
        idempotencyKey: raced,
        reference: 'race',
        wallet: bonusInto,
      }),
      server.app.walletService.credit(who.id, 'win', 500, {
        idempotencyKey: raced,
        reference: 'race',
        wallet: winInto,
      }),
    ]);
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(settled.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, code: WalletErrorCodes.IdempotencyConflict },
    });

    // Five different transfers of 20.00 from 60.00: three pass, two are refused.
    const many = await Promise.all(
      Array.from({ length: 5 }, () =>
        transfer(who.token, {
          from: MAIN_WALLET_CODE,
          to: vendor,
          amount: '20.00',
          idempotencyKey: key(),
        }),
      ),
    );
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const refused of many.filter((r) => r.statusCode !== 200)) {
      expect(envelope(refused).code).toBe(WalletErrorCodes.InsufficientBalance);
    }
    const after = await balance(who.token);
    expect(walletOf(after, MAIN_WALLET_CODE)).toBe('0.00');
    expect(after.sumBalance).toBe('106.00');
  });
});

describe('the database guards the ledger', () => {
  it('refuses to update or delete ledger entries and transactions, and a member balance below 0', async () => {
    const who = await player(5_000);
    const db = server.database.db;
    const [entry] = await db
      .select()
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.memberId, who.id));
    const [transaction] = await db
      .select()
      .from(t.ledgerTransactions)
      .where(eq(t.ledgerTransactions.memberId, who.id));
    expect(entry).toBeDefined();
    await expect(
      db.update(t.ledgerEntries).set({ amount: 1 }).where(eq(t.ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(t.ledgerEntries).where(eq(t.ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(t.ledgerTransactions)
        .set({ reference: 'x' })
        .where(eq(t.ledgerTransactions.id, transaction!.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(t.ledgerTransactions).where(eq(t.ledgerTransactions.id, transaction!.id)),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`truncate ledger_entries, ledger_transactions cascade`),
    ).rejects.toThrow();
    await expect(
      db.update(t.walletAccounts).set({ balance: -1 }).where(eq(t.walletAccounts.memberId, who.id)),
    ).rejects.toThrow();
    const [still] = await db
      .select()
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.id, entry!.id));
    expect(still).toEqual(entry);
  });

  it('corrects with a new reversing entry: adjust', async () => {
    const who = await player(5_000);
    const wallet = server.app.walletService;
    const up = await wallet.adjust(who.id, 250, 'goodwill', key());
    expect(walletOf(up, MAIN_WALLET_CODE)).toBe('52.50');
    const down = await wallet.adjust(who.id, -250, 'reverse goodwill', key());
    expect(walletOf(down, MAIN_WALLET_CODE)).toBe('50.00');
    await expect(wallet.adjust(who.id, -5_001, 'too much', key())).rejects.toMatchObject({
      code: WalletErrorCodes.InsufficientBalance,
    });
    for (const amount of [0, 1.5, NaN, Number.MAX_SAFE_INTEGER]) {
      await expect(wallet.adjust(who.id, amount, 'bad', key())).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    const entries = await server.database.db
      .select()
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.memberId, who.id))
      .orderBy(t.ledgerEntries.id);
    expect(entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['deposit', 5_000, 5_000],
      ['adjustment', 250, 5_250],
      ['adjustment', -250, 5_000],
    ]);
  });
});

describe('the house', () => {
  /** The house's rows by shard: 0 (the brand's) and the members' 1…HOUSE_SHARDS. */
  const houseRows = () =>
    server.database.db
      .select({
        id: t.walletAccounts.id,
        shard: t.walletAccounts.shard,
        balance: t.walletAccounts.balance,
      })
      .from(t.walletAccounts)
      .where(and(eq(t.walletAccounts.kind, 'house'), isNull(t.walletAccounts.memberId)))
      .orderBy(t.walletAccounts.shard);
  /** The house account a member's movement of `kind` was posted against. */
  const houseLegOf = async (memberId: number, kind: 'bet' | 'adjustment') => {
    const [row] = await server.database.db
      .select({ accountId: t.ledgerEntries.accountId })
      .from(t.ledgerEntries)
      .innerJoin(t.ledgerTransactions, eq(t.ledgerTransactions.id, t.ledgerEntries.transactionId))
      .where(
        and(
          eq(t.ledgerTransactions.memberId, memberId),
          eq(t.ledgerEntries.kind, kind),
          isNull(t.ledgerEntries.memberId),
        ),
      )
      .orderBy(t.ledgerEntries.id)
      .limit(1);
    return row!.accountId;
  };

  it('has a brand row and one shard per member group; each member moves money against its own shard', async () => {
    const rows = await houseRows();
    expect(rows.map((row) => row.shard)).toEqual(
      Array.from({ length: HOUSE_SHARDS + 1 }, (_, shard) => shard),
    );
    const before = rows.reduce((sum, row) => sum + row.balance, 0);
    const wallet = server.app.walletService;
    const members = [await player(5_000), await player(5_000)];
    for (const [index, who] of members.entries()) {
      await wallet.adjust(who.id, -(100 + index), 'house shard', key());
    }
    const shardOf = (memberId: number) =>
      rows.find((row) => row.shard === 1 + (memberId % HOUSE_SHARDS))!.id;
    for (const who of members) {
      expect(await houseLegOf(who.id, 'adjustment')).toBe(shardOf(who.id));
    }
    // The house is the sum of its rows: it gained exactly what the members lost.
    const after = (await houseRows()).reduce((sum, row) => sum + row.balance, 0);
    expect(after - before).toBe(100 + 101);
  });

  it("a member's movement does not wait for another member's open one", async () => {
    const wallet = server.app.walletService;
    // Two members on different shards of the house.
    const first = await player(5_000);
    let second = await player(5_000);
    while (second.id % HOUSE_SHARDS === first.id % HOUSE_SHARDS) second = await player(5_000);
    if (server.database.kind === 'pglite') {
      // One connection runs one transaction at a time: what shows here is that the two
      // movements lock no account in common (PostgreSQL's leg holds one open, below).
      await wallet.adjust(first.id, 10, 'own shard', key());
      await wallet.adjust(second.id, 10, 'own shard', key());
      expect(await houseLegOf(first.id, 'adjustment')).not.toBe(
        await houseLegOf(second.id, 'adjustment'),
      );
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const firstMovement = server.database.db.transaction(async (tx) => {
      const pay = await wallet.prepareCredit(first.id, 'adjustment', 10, {
        idempotencyKey: key(),
        reference: 'held open',
      });
      await pay(tx as never);
      locked();
      await held;
    });
    await isLocked;
    try {
      // The first member's shard stays locked until `release`; the second member's money moves.
      const outcome = await Promise.race([
        wallet.adjust(second.id, 10, 'not waiting', key()).then(() => 'moved'),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      expect(outcome).toBe('moved');
    } finally {
      release();
      await firstMovement;
    }
  });
});
