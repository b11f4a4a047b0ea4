// Databases: PGlite and PostgreSQL — the account record's query plan over 100,000 entries.
// The account record, the transfer to upline and the consolidated funds through the real routes on
// a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL): signs and balances after,
// filters by kind and day, paging, another member's entries, bad and hostile query values and
// amounts, idempotency, trial accounts and missing tokens, and the query plan of a member with
// 100,000 entries.
import type {
  AccountRecordEntry,
  AccountRecordResponse,
  ConsolidatedFundsResponse,
  WalletTransferResponse,
} from '@lotusplay/api-client/contracts';
import {
  AccountRecordLimits,
  ErrorCodes,
  MAIN_WALLET_CODE,
  WalletErrorCodes,
  WalletMessages,
  WalletRecordErrorCodes,
  WalletRecordMessages,
} from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { envelope, withToken } from '../../testing/auth-helpers';
import type { TestMemberOptions } from '../../testing/auth-helpers';
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
const nextIp = addressSource(9);
/** A fresh idempotency key. */
const key = keySource('rec-key');

const RECORD = '/wps/relay/ODSFE2_MemTransDet';
const UPLINE = '/wps/relay/MCS_transferToUpline';
const FUNDS = '/wps/member/info/funds/consolidated';

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A member of the test's own, logged in, with `deposit` minor units in the main wallet. */
async function player(deposit = 0, options: TestMemberOptions = {}) {
  const who = await loggedInMember(server, nextIp(), options);
  if (deposit > 0) await fundMember(server, who.id, deposit, key());
  return who;
}

const record = (token: string, query = '') =>
  withToken(server.app, 'GET', `${RECORD}${query ? `?${query}` : ''}`, token);
/** The account record (a 200 is expected). */
const recordOf = async (token: string, query = '') => {
  const response = await record(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<AccountRecordResponse>(response).value;
};
const toUpline = (token: string, body: object) =>
  withToken(server.app, 'POST', UPLINE, token, body);
const walletTransfer = (token: string, body: object) =>
  withToken(server.app, 'POST', '/wps/relay/GCS_walletTransfer', token, body);
const vendors = async () =>
  (await server.database.db.select().from(t.merchantWallets)).map((v) => ({
    code: v.code,
    name: v.name,
  }));
const mainBalance = async (token: string) => {
  const response = await withToken(server.app, 'GET', '/wps/v2/wallets/balance', token);
  return envelope<{ wallets: { code: string; balance: string }[] }>(response).value.wallets.find(
    (w) => w.code === MAIN_WALLET_CODE,
  )?.balance;
};
const transactionCount = async (memberId: number) =>
  (
    await server.database.db
      .select()
      .from(t.ledgerTransactions)
      .where(eq(t.ledgerTransactions.memberId, memberId))
  ).length;
const short = (entry: AccountRecordEntry) => [
  entry.kind,
  entry.wallet.code,
  entry.amount,
  entry.balanceAfter,
];

/**
 * Writes ledger entries of a member straight into the table at chosen times (the ledger's
 * triggers refuse only UPDATE and DELETE): the account record reads times the clock of a test
 * cannot make. They are one-legged, so this member's balances no longer equal its entries: such
 * members are used for reading the record only.
 */
async function rawEntries(
  memberId: number,
  entries: { at: string; kind?: string; amount: number; balanceAfter: number }[],
) {
  const [main] = (await server.app.walletService.ensureAccounts(memberId)).filter(
    (a) => a.kind === 'main',
  );
  const [transaction] = await server.database.db
    .insert(t.ledgerTransactions)
    .values({
      kind: 'adjustment',
      reference: 'raw',
      memberId,
      idempotencyKey: key(),
      requestHash: 'raw',
      response: {},
    })
    .returning({ id: t.ledgerTransactions.id });
  await server.database.db.insert(t.ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: transaction!.id,
      accountId: main!.id,
      memberId,
      kind: entry.kind ?? 'adjustment',
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reference: `raw ${entry.at}`,
      createdAt: new Date(entry.at),
    })),
  );
  return main!.id;
}

/** An agent and a member below it, both logged in; the member holds `deposit`. */
async function downline(deposit: number, flag = true) {
  const agent = await player(0, { isAgent: 1 });
  const member = await player(deposit);
  await server.database.db
    .update(t.members)
    .set({ uplineId: agent.id, toUpline: flag })
    .where(eq(t.members.id, member.id));
  return { agent, member };
}

describe('account record', () => {
  it('lists every wallet entry of the member, newest first, with signs, balances after and names', async () => {
    const who = await player(10_000);
    const [vendor] = await vendors();
    const moved = await walletTransfer(who.token, {
      from: MAIN_WALLET_CODE,
      to: vendor!.code,
      amount: '30.00',
      idempotencyKey: key(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await server.app.walletService.adjust(who.id, -500, 'correction', key());
    await server.app.walletService.adjust(who.id, 250, 'goodwill', key());

    const before = Date.now();
    const answer = await recordOf(who.token);
    expect(answer).toMatchObject({ pageNo: 1, pageSize: 10, total: 5, totalPages: 1 });
    expect(answer.list.map(short)).toEqual([
      ['adjustment', MAIN_WALLET_CODE, '2.50', '67.50'],
      ['adjustment', MAIN_WALLET_CODE, '-5.00', '65.00'],
      // One transaction, two legs: the later leg (the vendor wallet) first.
      ['transfer', vendor!.code, '30.00', '30.00'],
      ['transfer', MAIN_WALLET_CODE, '-30.00', '70.00'],
      ['deposit', MAIN_WALLET_CODE, '100.00', '100.00'],
    ]);
    const [latest] = answer.list;
    expect(latest!.wallet).toEqual({ code: MAIN_WALLET_CODE, name: 'Main Wallet' });
    expect(answer.list[2]!.wallet).toEqual(vendor);
    expect(answer.list[2]!.reference).toBe(`${MAIN_WALLET_CODE}>${vendor!.code}`);
    expect(latest!.reference).toBe('goodwill');
    expect(latest!.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(latest!.time) - before)).toBeLessThan(60_000);
    const ids = answer.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by one kind or a comma list of kinds', async () => {
    const who = await player(10_000);
    await server.app.walletService.adjust(who.id, 100, 'a', key());
    await server.app.walletService.withdraw(who.id, 2_000, {
      idempotencyKey: key(),
      reference: 'w',
    });
    expect((await recordOf(who.token, 'type=adjustment')).list.map(short)).toEqual([
      ['adjustment', MAIN_WALLET_CODE, '1.00', '101.00'],
    ]);
    const two = await recordOf(who.token, 'type=deposit,withdrawal');
    expect(two.list.map((e) => e.kind)).toEqual(['withdrawal', 'deposit']);
    expect(two.list[0]!.amount).toBe('-20.00');
    const none = await recordOf(who.token, 'type=bet');
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect((await recordOf(who.token, 'type=')).total).toBe(3);
  });

  it('takes whole days, both ends included (UTC), at most 90 of them', async () => {
    const who = await player();
    await rawEntries(who.id, [
      { at: '2026-03-04T23:59:59.999Z', amount: 100, balanceAfter: 100 },
      { at: '2026-03-05T00:00:00.000Z', amount: 100, balanceAfter: 200 },
      { at: '2026-03-05T23:59:59.999Z', amount: 100, balanceAfter: 300 },
      { at: '2026-03-06T00:00:00.000Z', amount: 100, balanceAfter: 400 },
    ]);
    const times = async (query: string) =>
      (await recordOf(who.token, query)).list.map((e) => e.time);
    expect(await times('from=2026-03-05&to=2026-03-05')).toEqual([
      '2026-03-05T23:59:59.999Z',
      '2026-03-05T00:00:00.000Z',
    ]);
    expect(await times('from=2026-03-04&to=2026-03-05')).toHaveLength(3);
    expect(await times('from=2026-03-06&to=2026-03-31')).toEqual(['2026-03-06T00:00:00.000Z']);
    expect(await times('from=2026-01-01&to=2026-03-31')).toHaveLength(4); // exactly 90 days
    // Today's entries only by default (the last 7 days): none of these.
    expect(await times('')).toEqual([]);
    // The default range as the service sees it on a chosen day: the 7 days up to it.
    const defaults = await server.app.walletService.accountRecord(
      who.id,
      {},
      new Date('2026-03-06T12:00:00Z'),
    );
    expect(defaults.total).toBe(4);
    const onlyTo = await server.app.walletService.accountRecord(who.id, { to: '2026-03-11' });
    expect(onlyTo.total).toBe(3); // 2026-03-05 .. 2026-03-11

    for (const [query, message] of [
      ['from=2026-01-01&to=2026-04-01', WalletRecordMessages.rangeTooLong], // 91 days
      ['from=2025-01-01', WalletRecordMessages.rangeTooLong], // up to today
      ['from=2026-03-06&to=2026-03-05', WalletRecordMessages.rangeReversed],
      ['from=2026-02-30&to=2026-03-05', WalletRecordMessages.dateInvalid],
      ['to=2026-3-5', WalletRecordMessages.dateInvalid],
    ] as const) {
      const response = await record(who.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response), query).toMatchObject({ code: ErrorCodes.Validation, message });
    }
  });

  it('pages with totals, every entry exactly once', async () => {
    const who = await player();
    await rawEntries(
      who.id,
      Array.from({ length: 25 }, (_, i) => ({
        at: `2026-05-${String(1 + (i % 5)).padStart(2, '0')}T10:00:00.000Z`,
        amount: i + 1,
        balanceAfter: i + 1,
      })),
    );
    const range = 'from=2026-05-01&to=2026-05-31';
    const pages = [];
    for (const pageNo of [1, 2, 3]) {
      const page = await recordOf(who.token, `${range}&pageNo=${pageNo}&pageSize=10`);
      expect(page).toMatchObject({ pageNo, pageSize: 10, total: 25, totalPages: 3 });
      pages.push(...page.list);
    }
    const all = await recordOf(who.token, `${range}&pageSize=100`);
    expect(all).toMatchObject({ total: 25, totalPages: 1, pageSize: 100 });
    expect(pages.map((e) => e.id)).toEqual(all.list.map((e) => e.id));
    expect(new Set(pages.map((e) => e.id)).size).toBe(25);
    // Newest first; entries of one instant by id, newest first.
    for (let i = 1; i < all.list.length; i++) {
      const [a, b] = [all.list[i - 1]!, all.list[i]!];
      expect(a.time >= b.time).toBe(true);
      if (a.time === b.time) expect(a.id).toBeGreaterThan(b.id);
    }
    const beyond = await recordOf(who.token, `${range}&pageNo=4&pageSize=10`);
    expect(beyond).toMatchObject({ list: [], total: 25, totalPages: 3 });
  });

  it("never shows another member's entries", async () => {
    const who = await player(10_000);
    const other = await player(20_000);
    await server.app.walletService.adjust(other.id, 100, 'theirs', key());
    const mine = await recordOf(who.token, 'pageSize=100');
    const theirs = await recordOf(other.token, 'pageSize=100');
    expect(mine.list.map(short)).toEqual([['deposit', MAIN_WALLET_CODE, '100.00', '100.00']]);
    expect(theirs.total).toBe(2);
    const mineIds = new Set(mine.list.map((e) => e.id));
    for (const entry of theirs.list) expect(mineIds.has(entry.id)).toBe(false);
    // A query cannot name another member: member ids in the query are ignored.
    const named = await recordOf(who.token, `memberId=${other.id}&member_id=${other.id}`);
    expect(named.list.map((e) => e.id)).toEqual(mine.list.map((e) => e.id));
  });

  it('refuses bad and hostile query values with 400 VALIDATION_ERROR', async () => {
    const who = await player(1_000);
    const cases: [string, string?][] = [
      ['pageSize=1000', WalletRecordMessages.pageSizeInvalid],
      ['pageSize=0', WalletRecordMessages.pageSizeInvalid],
      ['pageSize=-5', WalletRecordMessages.pageSizeInvalid],
      ['pageNo=-1', WalletRecordMessages.pageNoInvalid],
      ['pageNo=0', WalletRecordMessages.pageNoInvalid],
      [`pageNo=${AccountRecordLimits.maxPageNo + 1}`, WalletRecordMessages.pageNoInvalid],
      ['pageNo=99999999999999999999999'],
      ['pageNo=abc'],
      ['pageSize=1.5'],
      ['pageNo=1&pageNo=2'],
      ['from=2026-13-40', WalletRecordMessages.dateInvalid],
      ['from=0001-01-01&to=0001-01-02', WalletRecordMessages.dateInvalid],
      ['to=9999-12-31', WalletRecordMessages.dateInvalid],
      [`from=${encodeURIComponent("2026-03-05' or '1'='1")}`],
      ['from=yesterday', WalletRecordMessages.dateInvalid],
      ['type=drop%20table', WalletRecordMessages.typeInvalid],
      [`type=${encodeURIComponent("deposit'); drop table ledger_entries; --")}`],
      ['type=DEPOSIT', WalletRecordMessages.typeInvalid],
      ['type=deposit,', WalletRecordMessages.typeInvalid],
      ['type=deposit&type=bet'],
      [`type=${'deposit,'.repeat(40)}deposit`],
    ];
    for (const [query, message] of cases) {
      const response = await record(who.token, query);
      expect(response.statusCode, query).toBe(400);
      const body = envelope(response);
      expect(body.code, query).toBe(ErrorCodes.Validation);
      expect(body.message.length, query).toBeGreaterThan(0);
      if (message) expect(body.message, query).toBe(message);
    }
    // Still there, untouched.
    expect((await recordOf(who.token)).total).toBe(1);
  });
});

describe('the three calls need a real member', () => {
  it('answers 401 without a session and 403 to a trial account', async () => {
    const calls = [
      ['GET', RECORD, undefined],
      ['GET', FUNDS, undefined],
      ['POST', UPLINE, { amount: '1.00', idempotencyKey: key() }],
    ] as const;
    const trial = await trialLogin(server, nextIp());
    expect(await sessionAnswers(server, calls, trial.token)).toEqual(memberOnly(calls));
    await expect(server.app.walletService.accountRecord(trial.member.id, {})).rejects.toMatchObject(
      { statusCode: 403 },
    );
  });
});

describe('transfer to upline', () => {
  it("moves money from the member's main wallet to the upline's, both records show it", async () => {
    const { agent, member } = await downline(10_000);
    const idempotencyKey = key();
    const response = await toUpline(member.token, { amount: '12.34', idempotencyKey });
    expect(response.statusCode, response.body).toBe(200);
    const answer = envelope<WalletTransferResponse>(response).value;
    expect(answer.amount).toBe('12.34');
    expect(answer.sumBalance).toBe('87.66');
    expect(answer.wallets[0]).toEqual({
      code: MAIN_WALLET_CODE,
      name: 'Main Wallet',
      balance: '87.66',
    });
    expect(await mainBalance(agent.token)).toBe('12.34');

    const reference = `upline:${member.username}>${agent.username}`;
    const [sent] = (await recordOf(member.token, 'type=transfer')).list;
    expect(sent).toMatchObject({
      kind: 'transfer',
      wallet: { code: MAIN_WALLET_CODE, name: 'Main Wallet' },
      amount: '-12.34',
      balanceAfter: '87.66',
      reference,
    });
    const received = await recordOf(agent.token);
    expect(received.list).toHaveLength(1);
    expect(received.list[0]).toMatchObject({
      kind: 'transfer',
      amount: '12.34',
      balanceAfter: '12.34',
      reference,
    });
    // One transaction of two legs, the member's and the upline's: no brand account.
    const legs = await server.database.db
      .select()
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.transactionId, answer.transactionId));
    expect(legs.map((l) => [l.memberId, l.amount]).sort()).toEqual(
      [
        [member.id, -1234],
        [agent.id, 1234],
      ].sort(),
    );

    // A retry answers the first answer and moves nothing; the key with another amount is 409.
    const again = await toUpline(member.token, { amount: '12.34', idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(envelope(again).value).toEqual(answer);
    const conflict = await toUpline(member.token, { amount: '1.00', idempotencyKey });
    expect(conflict.statusCode).toBe(409);
    expect(envelope(conflict)).toMatchObject({
      code: WalletErrorCodes.IdempotencyConflict,
      message: WalletMessages.idempotencyConflict,
    });
    expect(await mainBalance(member.token)).toBe('87.66');
    expect(await mainBalance(agent.token)).toBe('12.34');
  });

  it('refuses without an upline, with the flag off, and more than the balance', async () => {
    const lonely = await player(10_000);
    await server.database.db
      .update(t.members)
      .set({ toUpline: true })
      .where(eq(t.members.id, lonely.id));
    const none = await toUpline(lonely.token, { amount: '1.00', idempotencyKey: key() });
    expect(none.statusCode).toBe(400);
    expect(envelope(none)).toMatchObject({
      code: WalletRecordErrorCodes.NoUpline,
      message: WalletRecordMessages.noUpline,
    });
    // Its own upline is no upline either.
    await server.database.db
      .update(t.members)
      .set({ uplineId: lonely.id })
      .where(eq(t.members.id, lonely.id));
    const self = await toUpline(lonely.token, { amount: '1.00', idempotencyKey: key() });
    expect(envelope(self).code).toBe(WalletRecordErrorCodes.NoUpline);

    const { agent, member } = await downline(10_000, false);
    const off = await toUpline(member.token, { amount: '1.00', idempotencyKey: key() });
    expect(off.statusCode).toBe(403);
    expect(envelope(off)).toMatchObject({
      code: WalletRecordErrorCodes.UplineTransferDisabled,
      message: WalletRecordMessages.uplineTransferDisabled,
    });

    const rich = await downline(10_000);
    const tooMuch = await toUpline(rich.member.token, { amount: '100.01', idempotencyKey: key() });
    expect(tooMuch.statusCode).toBe(400);
    expect(envelope(tooMuch)).toMatchObject({
      code: WalletErrorCodes.InsufficientBalance,
      message: WalletMessages.insufficientBalance,
    });
    const all = await toUpline(rich.member.token, { amount: '100.00', idempotencyKey: key() });
    expect(all.statusCode, all.body).toBe(200);
    expect(envelope<WalletTransferResponse>(all).value.sumBalance).toBe('0.00');

    for (const who of [lonely, member]) expect(await transactionCount(who.id)).toBe(1);
    expect(await mainBalance(agent.token)).toBe('0.00');
  });

  it('refuses bad and hostile amounts and keys, and moves nothing', async () => {
    const { agent, member } = await downline(10_000);
    const count = await transactionCount(member.id);
    for (const amount of [
      '-1',
      '0',
      '0.00',
      '0.001',
      '1e3',
      'abc',
      '',
      ' 1',
      '1,000',
      '99999999999999',
      '1000000000.01',
      'x'.repeat(10_000),
    ]) {
      const response = await toUpline(member.token, { amount, idempotencyKey: key() });
      expect(response.statusCode, amount.slice(0, 20)).toBe(400);
      expect([WalletErrorCodes.AmountInvalid, ErrorCodes.Validation]).toContain(
        envelope(response).code,
      );
    }
    const invalid = await toUpline(member.token, { amount: '1.234', idempotencyKey: key() });
    expect(envelope(invalid)).toMatchObject({
      code: WalletErrorCodes.AmountInvalid,
      message: WalletMessages.amountInvalid,
    });
    for (const amount of [5, 0.5, -1, null, true, [], {}]) {
      const response = await toUpline(member.token, { amount, idempotencyKey: key() });
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    for (const body of [
      { amount: '1.00' },
      { amount: '1.00', idempotencyKey: 'short' },
      { amount: '1.00', idempotencyKey: 'has space 123' },
      { idempotencyKey: key() },
    ]) {
      const response = await toUpline(member.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // The service refuses what the route would never pass.
    for (const amount of [0, -100, 1.5, NaN, Number.MAX_SAFE_INTEGER]) {
      await expect(
        server.app.walletService.transferToUpline(member.id, amount, key()),
      ).rejects.toMatchObject({ statusCode: 400, code: WalletErrorCodes.AmountInvalid });
    }
    expect(await transactionCount(member.id)).toBe(count);
    expect(await mainBalance(member.token)).toBe('100.00');
    expect(await mainBalance(agent.token)).toBe('0.00');
  });
});

describe('consolidated funds', () => {
  it('answers the balances and the deposit and withdrawal totals', async () => {
    const who = await player(50_000);
    const [vendor] = await vendors();
    const wallet = server.app.walletService;
    await wallet.withdraw(who.id, 12_000, { idempotencyKey: key(), reference: 'w1' });
    await wallet.deposit(who.id, 2_500, { idempotencyKey: key(), reference: 'd2' });
    await wallet.adjust(who.id, 500, 'goodwill', key());
    const moved = await walletTransfer(who.token, {
      from: MAIN_WALLET_CODE,
      to: vendor!.code,
      amount: '80.00',
      idempotencyKey: key(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await wallet.debit(who.id, 'bet', 1_000, {
      idempotencyKey: key(),
      reference: 'bet 1',
      wallet: vendor!.code,
    });

    const response = await withToken(server.app, 'GET', FUNDS, who.token);
    expect(response.statusCode, response.body).toBe(200);
    const funds = envelope<ConsolidatedFundsResponse>(response).value;
    // 500 - 120 + 25 + 5 = 410; 80 to the vendor wallet, 10 bet there.
    expect(funds).toMatchObject({
      sumBalance: '400.00',
      mainBalance: '330.00',
      vendorBalance: '70.00',
      totalDeposit: '525.00',
      totalWithdrawal: '120.00',
    });
    expect(funds.wallets[0]).toEqual({
      code: MAIN_WALLET_CODE,
      name: 'Main Wallet',
      balance: '330.00',
    });
    expect(funds.wallets.find((w) => w.code === vendor!.code)?.balance).toBe('70.00');

    const fresh = await player();
    const empty = envelope<ConsolidatedFundsResponse>(
      await withToken(server.app, 'GET', FUNDS, fresh.token),
    ).value;
    expect(empty).toMatchObject({
      sumBalance: '0.00',
      mainBalance: '0.00',
      vendorBalance: '0.00',
      totalDeposit: '0.00',
      totalWithdrawal: '0.00',
    });
  });
});

describe('a member with 100,000 entries', () => {
  it('reads a page and its total on the member-time index, fast', async () => {
    const who = await player();
    const [main] = (await server.app.walletService.ensureAccounts(who.id)).filter(
      (a) => a.kind === 'main',
    );
    const [transaction] = await server.database.db
      .insert(t.ledgerTransactions)
      .values({
        kind: 'adjustment',
        reference: 'load',
        memberId: who.id,
        idempotencyKey: key(),
        requestHash: 'load',
        response: {},
      })
      .returning({ id: t.ledgerTransactions.id });
    // One entry a minute back from the end of 2026-03-31: 100,000 minutes is about 69 days.
    await server.database.db.execute(sql`
      insert into ledger_entries
        (transaction_id, account_id, member_id, kind, amount, balance_after, reference, created_at)
      select ${transaction!.id}, ${main!.id}, ${who.id},
             case when g % 2 = 0 then 'bet' else 'win' end,
             case when g % 2 = 0 then -100 else 100 end,
             (g % 2) * 100, 'load ' || g,
             timestamptz '2026-04-01T00:00:00Z' - g * interval '1 minute'
      from generate_series(1, 100000) as g`);
    await server.database.db.execute(sql`analyze ledger_entries`);

    const range = 'from=2026-01-01&to=2026-03-31';
    let started = performance.now();
    const first = await recordOf(who.token, `${range}&pageSize=100`);
    const firstMs = performance.now() - started;
    expect(first).toMatchObject({ total: 100_000, totalPages: 1_000 });
    expect(first.list[0]!.time).toBe('2026-03-31T23:59:00.000Z');
    started = performance.now();
    const deep = await recordOf(who.token, `${range}&type=win&pageNo=500&pageSize=100`);
    const deepMs = performance.now() - started;
    expect(deep).toMatchObject({ total: 50_000, totalPages: 500 });
    expect(deep.list).toHaveLength(100);
    // Generous bounds (a loaded CI machine, embedded PGlite): a full scan would still pass them
    // on a fast machine, so the plan is checked too.
    expect(firstMs).toBeLessThan(5_000);
    expect(deepMs).toBeLessThan(5_000);

    const plan = (await server.database.db.execute(sql`
      explain select * from ledger_entries
      where member_id = ${who.id} and created_at >= '2026-03-01' and created_at < '2026-04-01'
      order by created_at desc, id desc limit 10`)) as unknown as {
      rows: Record<string, string>[];
    };
    const text = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('ledger_entries_member_time');
    expect(text).not.toMatch(/Seq Scan on ledger_entries/);
  });
});
