// Databases: PGlite and PostgreSQL — the agent centre's report pages (issue 28: team betting, user loss, account details) through the real routes on a fresh database with a fixed clock; rounds, lottery bets and ledger movements at chosen instants, figures computed by hand.
//
// A small tree with known usernames; rounds through the games service, lottery bets as stored
// rows, money through the wallet services (ledger entries stamped with the instant they stand
// for). Rows just before the range and at its end must never appear; a foreign agent's member
// plays too. Hostile input: a foreign member id (404, never 403), a non-agent (403 NOT_AGENT),
// paging bounds and date ranges (400 with the contract's message).
import type {
  AgentBetsPage,
  AgentProfitLossPage,
  AgentTransactionsPage,
} from '@lotusplay/api-client/contracts';
import {
  AgentErrorCodes,
  AgentReportLimits,
  AgentReportMessages,
  AgentReportPaths,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { createMember, envelope, withToken } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';

// The range asked for: 2025-03-10 to 2025-03-12 (UTC days) = [03-10T00:00, 03-13T00:00).
const NOW = new Date('2025-03-12T10:00:00Z');
const FIRST = new Date('2025-03-10T00:00:00Z');
const END = new Date('2025-03-13T00:00:00Z');
const BEFORE = new Date(FIRST.getTime() - 1);
const RANGE = '?from=2025-03-10&to=2025-03-12';
let now = NOW;
let server: TestServer;
const nextIp = addressSource(91);
const key = keySource('agent-reports');

let agent: LoggedInMember;
let plain: LoggedInMember;
const ids = {} as Record<'s1' | 'm1' | 'm2' | 'm4' | 'foreign', number>;
let gameCode = '';
let gameName = '';
let lotteryCode = '';
let lotteryName = '';

/**
 * A one-legged ledger entry of a member's main wallet written straight into the table at a chosen
 * time (the ledger's triggers refuse only UPDATE and DELETE; the clock of a test cannot date the
 * ledger), as wallet-records.test.ts does: these members are used for reading only.
 */
async function entry(
  memberId: number,
  kind: string,
  amount: number,
  balanceAfter: number,
  at: Date,
) {
  const [main] = (await server.app.walletService.ensureAccounts(memberId)).filter(
    (a) => a.kind === 'main',
  );
  const [transaction] = await server.database.db
    .insert(t.ledgerTransactions)
    .values({
      kind,
      reference: 'raw',
      memberId,
      idempotencyKey: key(),
      requestHash: 'raw',
      response: {},
    })
    .returning({ id: t.ledgerTransactions.id });
  await server.database.db.insert(t.ledgerEntries).values({
    transactionId: transaction!.id,
    accountId: main!.id,
    memberId,
    kind,
    amount,
    balanceAfter,
    reference: `${kind} test`,
    createdAt: at,
  });
}

async function round(memberId: number, stake: number, win: number, when: Date) {
  const [game] = await server.database.db.select({ id: t.games.id }).from(t.games).limit(1);
  await server.app.gamesService.recordRound({
    roundId: key(),
    memberId,
    gameId: game!.id,
    stake,
    win,
    balanceBefore: 0,
    balanceAfter: 0,
    createdAt: when,
  });
}

async function bet(
  memberId: number,
  stake: number,
  status: 'OPEN' | 'WON' | 'LOST',
  win: number | null,
  placedAt: Date,
  settledAt: Date | null,
) {
  const [game] = await server.database.db
    .select({ id: t.lotteryGames.id })
    .from(t.lotteryGames)
    .limit(1);
  await server.database.db.insert(t.lotteryBets).values({
    memberId,
    gameId: game!.id,
    numero: '20250312001',
    playType: 'VN_DE',
    numbers: ['12'],
    stakeMinor: stake,
    totalStakeMinor: stake,
    odds: '1',
    possibleWinMinor: stake * 90,
    status,
    winMinor: win,
    placedAt,
    settledAt,
    idempotencyKey: key(),
    requestHash: 'h',
    ledgerTransactionId: 1,
  });
}

const call = (path: string, query: string, token = agent.token) =>
  withToken(server.app, 'GET', `${path}${query}`, token);
async function value<T>(path: string, query: string): Promise<T> {
  const response = await call(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).value;
}
const bets = (query: string) => value<AgentBetsPage>(AgentReportPaths.bets, query);
const profitLoss = (query: string) =>
  value<AgentProfitLossPage>(AgentReportPaths.profitLoss, query);
const transactions = (query: string) =>
  value<AgentTransactionsPage>(AgentReportPaths.transactions, query);

beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
  const db = server.database.db;
  agent = await loggedInMember(server, nextIp(), { isAgent: 1 });
  plain = await loggedInMember(server, nextIp());
  const foreignAgent = await createMember(server.database, { isAgent: 1 });
  // agent ─┬─ rpa_s1 ─┬─ rpa_m1
  //        │          └─ rpa_m2
  //        └─ rpa_m4          foreign agent ── rpa_foreign
  const place = async (name: string, uplineId: number, isAgent = 0) => {
    const made = await createMember(server.database, { isAgent });
    await db.update(t.members).set({ username: name, uplineId }).where(eq(t.members.id, made.id));
    return made.id;
  };
  ids.s1 = await place('rpa_s1', agent.id, 1);
  ids.m4 = await place('rpa_m4', agent.id);
  ids.m1 = await place('rpa_m1', ids.s1);
  ids.m2 = await place('rpa_m2', ids.s1);
  ids.foreign = await place('rpa_foreign', foreignAgent.id);

  const [game] = await db
    .select({ code: t.games.gameCode, names: t.games.names })
    .from(t.games)
    .limit(1);
  gameCode = game!.code;
  gameName = game!.names.EN ?? game!.code;
  const [lottery] = await db
    .select({ code: t.lotteryGames.code, names: t.lotteryGames.names })
    .from(t.lotteryGames)
    .limit(1);
  lotteryCode = lottery!.code;
  lotteryName = lottery!.names.EN ?? '';

  // Rounds: m1 stakes 10.00, wins 3.00 in the range (5.00 just before does not count); m2 stakes
  // 4.00, wins 10.00 at its first instant (20.00 at its end does not count).
  await round(ids.m1, 1_000, 300, new Date('2025-03-11T12:00:00Z'));
  await round(ids.m1, 500, 0, BEFORE);
  await round(ids.m2, 400, 1_000, FIRST);
  await round(ids.m2, 2_000, 0, END);
  await round(ids.foreign, 99_900, 0, NOW);
  // Lottery: m4 loses 3.00 and has 2.00 open; m1 wins 9.00 on 1.00; m1's 7.00 before the range.
  await bet(ids.m4, 300, 'LOST', 0, new Date('2025-03-12T09:00:00Z'), NOW);
  await bet(ids.m4, 200, 'OPEN', null, new Date('2025-03-12T09:30:00Z'), null);
  const wonAt = new Date('2025-03-11T08:00:00Z');
  await bet(ids.m1, 100, 'WON', 900, wonAt, new Date('2025-03-11T09:00:00Z'));
  await bet(
    ids.m1,
    700,
    'LOST',
    0,
    new Date('2025-03-09T10:00:00Z'),
    new Date('2025-03-09T11:00:00Z'),
  );
  await bet(ids.foreign, 5_000, 'LOST', 0, NOW, NOW);

  // Money: s1 deposits 200.00 at NOW (an order completed then) and is paid a 12.00 salary at
  // 08:00; m2 gets a 5.00 bonus; m4 pays out 1.00; m1's 150.00 deposit just before the range and
  // m4's 50.00 adjustment at its end do not count, nor the foreign member's bonus.
  const deposit = async (memberId: number, amount: number, when: Date) => {
    now = when;
    try {
      const order = await server.app.depositService.create(memberId, {
        channelCode: 'BANK',
        amount,
        idempotencyKey: key(),
      });
      await server.app.depositService.completeDeposit(order.orderNo, 'operator');
    } finally {
      now = NOW;
    }
  };
  await deposit(ids.s1, 20_000, NOW);
  await deposit(ids.m1, 15_000, BEFORE);
  await entry(ids.s1, 'salary', 1_200, 1_200, new Date('2025-03-12T08:00:00Z'));
  await entry(ids.m2, 'bonus', 500, 500, new Date('2025-03-11T00:00:00Z'));
  await entry(ids.m4, 'withdrawal', -100, 0, new Date('2025-03-12T07:00:00Z'));
  await entry(ids.m4, 'adjustment', 5_000, 5_000, END);
  await entry(ids.foreign, 'bonus', 777, 777, NOW);
}, 120_000);
afterAll(async () => server?.close());

const row = (over: Partial<AgentBetsPage['list'][number]>) => ({
  gameCode,
  gameName,
  numero: null,
  status: 'SETTLED',
  ...over,
});

describe('team betting', () => {
  it("lists the tree's rounds and lottery bets of the range, newest first, with totals", async () => {
    const page = await bets(RANGE);
    const lottery = { source: 'lottery' as const, gameCode: lotteryCode, gameName: lotteryName };
    expect(page.list.map(({ id: _id, gameType: _type, ...rest }) => rest)).toEqual([
      {
        ...row({ ...lottery, numero: '20250312001', status: 'OPEN' }),
        time: '2025-03-12T09:30:00.000Z',
        memberId: ids.m4,
        username: 'rpa_m4',
        level: 1,
        stake: '2.00',
        validBet: '0.00',
        win: '0.00',
        profitLoss: '0.00',
      },
      {
        ...row({ ...lottery, numero: '20250312001', status: 'LOST' }),
        time: '2025-03-12T09:00:00.000Z',
        memberId: ids.m4,
        username: 'rpa_m4',
        level: 1,
        stake: '3.00',
        validBet: '3.00',
        win: '0.00',
        profitLoss: '-3.00',
      },
      {
        ...row({ source: 'game' }),
        time: '2025-03-11T12:00:00.000Z',
        memberId: ids.m1,
        username: 'rpa_m1',
        level: 2,
        stake: '10.00',
        validBet: '10.00',
        win: '3.00',
        profitLoss: '-7.00',
      },
      {
        ...row({ ...lottery, numero: '20250312001', status: 'WON' }),
        time: '2025-03-11T08:00:00.000Z',
        memberId: ids.m1,
        username: 'rpa_m1',
        level: 2,
        stake: '1.00',
        validBet: '1.00',
        win: '9.00',
        profitLoss: '8.00',
      },
      {
        ...row({ source: 'game' }),
        time: '2025-03-10T00:00:00.000Z',
        memberId: ids.m2,
        username: 'rpa_m2',
        level: 2,
        stake: '4.00',
        validBet: '4.00',
        win: '10.00',
        profitLoss: '6.00',
      },
    ]);
    expect(page.totals).toEqual({
      count: 5,
      stake: '20.00',
      validBet: '18.00',
      win: '22.00',
      profitLoss: '4.00',
    });
    expect(page).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-12',
      pageNo: 1,
      pageSize: AgentReportLimits.defaultPageSize,
      total: 5,
      totalPages: 1,
    });
  });

  it('pages the merged rows without losing or repeating one', async () => {
    const all = (await bets(RANGE)).list.map((r) => r.id);
    const pages = await Promise.all([1, 2, 3].map((n) => bets(`${RANGE}&pageSize=2&pageNo=${n}`)));
    expect(pages.map((p) => p.list.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.list.map((r) => r.id))).toEqual(all);
    expect(pages[0]!.totalPages).toBe(3);
    expect((await bets(`${RANGE}&pageSize=2&pageNo=4`)).list).toEqual([]);
  });

  it('filters by source, game type, member and username', async () => {
    const games = await bets(`${RANGE}&source=game`);
    expect(games.list.map((r) => [r.username, r.stake])).toEqual([
      ['rpa_m1', '10.00'],
      ['rpa_m2', '4.00'],
    ]);
    expect(games.totals).toEqual({
      count: 2,
      stake: '14.00',
      validBet: '14.00',
      win: '13.00',
      profitLoss: '-1.00',
    });
    const lottery = await bets(`${RANGE}&source=lottery`);
    expect(lottery.list.map((r) => r.status)).toEqual(['OPEN', 'LOST', 'WON']);
    const typed = await bets(`${RANGE}&gameType=${games.list[0]!.gameType}`);
    expect(typed.list.map((r) => r.source)).toEqual(['game', 'game']);
    const m1 = await bets(`${RANGE}&memberId=${ids.m1}`);
    expect(m1.list.map((r) => r.source)).toEqual(['game', 'lottery']);
    const exact = await bets(`${RANGE}&username=RPA_M1&usernameMatch=exact`);
    expect(exact.list.map((r) => r.id)).toEqual(m1.list.map((r) => r.id));
    const prefix = await bets(`${RANGE}&username=rpa_m`);
    expect(prefix.total).toBe(5);
    expect((await bets(`${RANGE}&username=rpa_s`)).list).toEqual([]);
  });

  it('never shows rows outside the range', async () => {
    const before = await bets('?from=2025-03-09&to=2025-03-09');
    expect(before.list.map((r) => [r.username, r.stake])).toEqual([
      ['rpa_m1', '5.00'],
      ['rpa_m1', '7.00'],
    ]);
    const end = await bets('?from=2025-03-13&to=2025-03-13');
    expect(end.list.map((r) => [r.username, r.stake])).toEqual([['rpa_m2', '20.00']]);
    // Without days: today only (2025-03-12).
    const today = await bets('');
    expect([today.from, today.to, today.total]).toEqual(['2025-03-12', '2025-03-12', 2]);
  });
});

describe('user loss', () => {
  it("sums each active downline's figures over the range, as computed by hand", async () => {
    const page = await profitLoss(RANGE);
    const zero = { deposits: '0.00', withdrawals: '0.00', bonuses: '0.00', salaries: '0.00' };
    expect(page.list).toEqual([
      {
        memberId: ids.m4,
        username: 'rpa_m4',
        level: 1,
        validBets: '3.00',
        wins: '0.00',
        profitLoss: '-3.00',
        ...zero,
      },
      {
        memberId: ids.s1,
        username: 'rpa_s1',
        level: 1,
        validBets: '0.00',
        wins: '0.00',
        profitLoss: '0.00',
        ...zero,
        deposits: '200.00',
        salaries: '12.00',
      },
      {
        memberId: ids.m1,
        username: 'rpa_m1',
        level: 2,
        validBets: '11.00',
        wins: '12.00',
        profitLoss: '1.00',
        ...zero,
      },
      {
        memberId: ids.m2,
        username: 'rpa_m2',
        level: 2,
        validBets: '4.00',
        wins: '10.00',
        profitLoss: '6.00',
        ...zero,
        bonuses: '5.00',
      },
    ]);
    expect(page.totals).toEqual({
      members: 4,
      validBets: '18.00',
      wins: '22.00',
      profitLoss: '4.00',
      deposits: '200.00',
      withdrawals: '0.00',
      bonuses: '5.00',
      salaries: '12.00',
    });
    const second = await profitLoss(`${RANGE}&pageSize=3&pageNo=2`);
    expect(second.list.map((r) => r.username)).toEqual(['rpa_m2']);
    expect(second.totals).toEqual(page.totals);
    expect([second.total, second.totalPages]).toEqual([4, 2]);
  });

  it('narrows to one member and leaves out what is outside the range', async () => {
    const m1 = await profitLoss(`${RANGE}&memberId=${ids.m1}`);
    expect(m1.list.map((r) => r.username)).toEqual(['rpa_m1']);
    expect(m1.totals.members).toBe(1);
    const before = await profitLoss('?from=2025-03-09&to=2025-03-09');
    expect(before.list).toEqual([
      expect.objectContaining({
        username: 'rpa_m1',
        validBets: '12.00',
        profitLoss: '-12.00',
        deposits: '150.00',
      }),
    ]);
  });
});

describe('account details', () => {
  it("lists the tree's ledger entries of the range, newest first", async () => {
    const page = await transactions(RANGE);
    expect(page.list.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        time: '2025-03-12T08:00:00.000Z',
        memberId: ids.s1,
        username: 'rpa_s1',
        level: 1,
        kind: 'salary',
        wallet: { code: 'MAIN', name: expect.any(String) },
        amount: '12.00',
        balanceAfter: '12.00',
        reference: 'salary test',
      },
      {
        time: '2025-03-12T07:00:00.000Z',
        memberId: ids.m4,
        username: 'rpa_m4',
        level: 1,
        kind: 'withdrawal',
        wallet: { code: 'MAIN', name: expect.any(String) },
        amount: '-1.00',
        balanceAfter: '0.00',
        reference: 'withdrawal test',
      },
      {
        time: '2025-03-11T00:00:00.000Z',
        memberId: ids.m2,
        username: 'rpa_m2',
        level: 2,
        kind: 'bonus',
        wallet: { code: 'MAIN', name: expect.any(String) },
        amount: '5.00',
        balanceAfter: '5.00',
        reference: 'bonus test',
      },
    ]);
    expect([page.total, page.totalPages]).toEqual([3, 1]);
    const bonuses = await transactions(`${RANGE}&kind=bonus`);
    expect(bonuses.list.map((r) => r.username)).toEqual(['rpa_m2']);
    const paged = await transactions(`${RANGE}&pageSize=2&pageNo=2`);
    expect(paged.list.map((r) => r.kind)).toEqual(['bonus']);
    expect(paged.totalPages).toBe(2);
    const end = await transactions('?from=2025-03-13&to=2025-03-13');
    expect(end.list.map((r) => [r.username, r.kind, r.amount])).toEqual([
      ['rpa_m4', 'adjustment', '50.00'],
    ]);
  });
});

describe('who may ask', () => {
  const paths = [AgentReportPaths.bets, AgentReportPaths.profitLoss, AgentReportPaths.transactions];

  it.each(paths)("answers 404 for a member outside the agent's tree: %s", async (path) => {
    for (const query of [
      `${RANGE}&memberId=${ids.foreign}`,
      `${RANGE}&memberId=${agent.id}`,
      `${RANGE}&username=rpa_foreign&usernameMatch=exact`,
    ]) {
      const response = await call(path, query);
      expect(response.statusCode, query).toBe(404);
      expect(envelope(response).code).toBe(AgentErrorCodes.DownlineNotFound);
    }
    // A prefix that only a foreign member matches finds nothing here.
    const response = await call(path, `${RANGE}&username=rpa_f`);
    expect(response.statusCode).toBe(200);
    expect(envelope<{ total: number }>(response).value.total).toBe(0);
  });

  it.each(paths)('answers 403 NOT_AGENT to a member and 401 without a token: %s', async (path) => {
    const response = await call(path, RANGE, plain.token);
    expect(response.statusCode).toBe(403);
    expect(envelope(response).code).toBe(AgentErrorCodes.NotAgent);
    const anonymous = await server.app.inject({ method: 'GET', url: `${path}${RANGE}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bad queries', () => {
  const refused = async (path: string, query: string, message?: string) => {
    const response = await call(path, query);
    expect(response.statusCode, query).toBe(400);
    const answer = envelope(response);
    expect(answer.code).toBe(ErrorCodes.Validation);
    if (message) expect(answer.message).toBe(message);
  };

  it('checks the date range with a clear message', async () => {
    for (const path of [
      AgentReportPaths.bets,
      AgentReportPaths.profitLoss,
      AgentReportPaths.transactions,
    ]) {
      await refused(path, '?from=2025-03-12&to=2025-03-10', AgentReportMessages.rangeReversed);
      await refused(path, '?from=2025-01-01&to=2025-04-30', AgentReportMessages.rangeTooLong);
      await refused(path, '?from=2025-02-30&to=2025-03-01', AgentReportMessages.dateInvalid);
      await refused(path, '?from=yesterday', AgentReportMessages.dateInvalid);
    }
    // 92 days, both included, is the longest range.
    const longest = await bets('?from=2025-01-01&to=2025-04-02');
    expect(longest.total).toBe(8);
  });

  it('checks the paging bounds', async () => {
    const { bets: path } = AgentReportPaths;
    await refused(path, `${RANGE}&pageNo=0`);
    await refused(path, `${RANGE}&pageSize=0`);
    await refused(path, `${RANGE}&pageSize=${AgentReportLimits.maxPageSize + 1}`);
    await refused(path, `${RANGE}&pageNo=${AgentReportLimits.maxPageNo + 1}&source=game`);
    await refused(path, `${RANGE}&pageNo=101&pageSize=100`, AgentReportMessages.pageTooDeep);
    const deep = await bets(`${RANGE}&pageNo=101&pageSize=100&source=game`);
    expect([deep.list, deep.total]).toEqual([[], 2]);
    await refused(
      path,
      `${RANGE}&source=lottery&gameType=LIVE`,
      AgentReportMessages.gameTypeWithLottery,
    );
    await refused(path, `${RANGE}&source=cards`);
    await refused(AgentReportPaths.transactions, `${RANGE}&kind=gift`);
  });
});
