// Databases: PGlite and PostgreSQL — the ledger's bulk credit inside the caller's transaction.
// The wallet's bulk credit (a lottery draw's wins): many members' main wallets credited as ONE
// ledger transaction inside the caller's transaction, one entry per member (a member's amounts
// added together) and one house entry; once per key (a replay moves nothing, other credits are a
// conflict); rolled back with the caller's transaction; members without a main account get one.
import { WalletErrorCodes } from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createMember } from '../../testing/auth-helpers';
import type { TestServer } from '../../testing';
import { createTestServer } from '../../testing/test-database';
import { ledgerProblems, memberMoney } from '../../testing/ledger-audit';
import { fundMember, keySource } from '../../testing/wallet-kit';

let server: TestServer;
const key = keySource('bulk');

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function members(count: number, deposit: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const who = await createMember(server.database);
    if (deposit > 0) await fundMember(server, who.id, deposit, key());
    ids.push(who.id);
  }
  return ids;
}

const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
  server.database.db.transaction((tx) => work(tx as unknown as Database));

async function expectLedgerClean(): Promise<void> {
  const problems = await ledgerProblems(server.database.db);
  for (const list of Object.values(problems)) expect(list).toEqual([]);
}

describe('bulk credit', () => {
  it('credits many members in one ledger transaction, once per key', async () => {
    const [a, b, c] = await members(3, 1_000);
    // c has never had an account: the bulk credit makes its main account.
    const fresh = (await createMember(server.database)).id;
    const wallet = server.app.walletService;
    const idempotencyKey = key();
    const post = await wallet.prepareBulkCredit('win', { idempotencyKey, reference: 'draw X' });
    const credits = [
      { memberId: a!, amount: 100 },
      { memberId: b!, amount: 250 },
      { memberId: a!, amount: 50 },
      { memberId: fresh, amount: 7 },
    ];
    const first = await inTransaction((tx) => post(tx, credits));
    expect(first.replayed).toBe(false);
    expect(first.memberIds).toEqual([a, b, fresh].sort((x, y) => x! - y!));
    const money = await memberMoney(server.database.db, [a!, b!, c!, fresh]);
    expect([...money.values()]).toEqual([1_150, 1_250, 1_000, 7]);
    const entries = (await server.database.db.execute(sql`
      select member_id, amount::text as amount, kind from ledger_entries
      where transaction_id = ${first.transactionId} order by id
    `)) as unknown as { rows: { member_id: number | null; amount: string; kind: string }[] };
    expect(entries.rows.map((r) => [r.member_id, Number(r.amount), r.kind])).toEqual([
      ...[
        [a, 150],
        [b, 250],
        [fresh, 7],
      ]
        .sort((x, y) => x[0]! - y[0]!)
        .map(([id, amount]) => [id, amount, 'win']),
      [null, -407, 'win'],
    ]);
    // The same key and credits: nothing moves again.
    const again = await inTransaction((tx) => post(tx, credits));
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(await memberMoney(server.database.db, [a!, b!, c!, fresh])).toEqual(money);
    // The same key with other credits is a conflict.
    await expect(
      inTransaction((tx) => post(tx, [{ memberId: c!, amount: 1 }])),
    ).rejects.toMatchObject({ code: WalletErrorCodes.IdempotencyConflict });
    // No credits: nothing written.
    const none = await wallet.prepareBulkCredit('win', { idempotencyKey: key(), reference: 'x' });
    expect((await inTransaction((tx) => none(tx, []))).transactionId).toBeNull();
    await expectLedgerClean();
  });

  it("rolls back with the caller's transaction and refuses bad amounts", async () => {
    const [a] = await members(1, 0);
    const wallet = server.app.walletService;
    const idempotencyKey = key();
    const post = await wallet.prepareBulkCredit('win', { idempotencyKey, reference: 'draw Y' });
    await expect(
      inTransaction(async (tx) => {
        await post(tx, [{ memberId: a!, amount: 500 }]);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect((await memberMoney(server.database.db, [a!])).get(a!)).toBe(0);
    // The key was not used: the retry pays.
    await inTransaction((tx) => post(tx, [{ memberId: a!, amount: 500 }]));
    expect((await memberMoney(server.database.db, [a!])).get(a!)).toBe(500);
    for (const amount of [0, -1, 1.5]) {
      const other = await wallet.prepareBulkCredit('win', {
        idempotencyKey: key(),
        reference: 'z',
      });
      await expect(
        inTransaction((tx) => other(tx, [{ memberId: a!, amount }])),
      ).rejects.toMatchObject({ code: WalletErrorCodes.AmountInvalid });
    }
    await expect(
      wallet.prepareBulkCredit('win', { idempotencyKey: 'bad key', reference: '' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expectLedgerClean();
  });
});
