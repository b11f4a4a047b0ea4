// Databases: PGlite — the agent centre's team pages (issue 28, slice 1) through the real routes on a
// fresh database with a fixed clock. A small tree is built here (accounts inserted, uplines set);
// money moves through the wallet services (deposit orders completed, withdrawals disbursed), rounds
// through the games service, lottery bets as stored rows; the overview's figures are checked
// against values computed by hand, with a figure just before the period and one at its end that
// must not count. Hostile input: another agent's members (404, never 403), non-agents (403
// NOT_AGENT), a downline's own token, bounds of paging, concurrent creations against the limit.
import type {
  AgentPeriod,
  CreateDownlineResponse,
  DownlinePage,
  LoginResponse,
  TeamOverviewResponse,
} from '@lotusplay/api-client/contracts';
import {
  AgentErrorCodes,
  AgentLimits,
  AgentPaths,
  AuthErrorCodes,
} from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_DEFAULT_PASSWORD } from '../../db/seed-data';
import type { TestServer } from '../../testing';
import type { TestMember } from '../../testing/auth-helpers';
import {
  callEncrypted,
  createMember,
  envelope,
  login,
  withToken,
} from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { periodRange } from './agent.service';

// Wednesday; this week is [Mon 2025-03-10, Mon 2025-03-17) in UTC (the brand has no time zone).
const NOW = new Date('2025-03-12T10:00:00Z');
const FROM = new Date('2025-03-10T00:00:00Z');
const TO = new Date('2025-03-17T00:00:00Z');
const JUST_BEFORE = new Date(FROM.getTime() - 1);
let now = NOW;
let server: TestServer;
const nextIp = addressSource(88);
const key = keySource('agent-team');
const PAY = '135790';

/** Runs `work` with the clock at `at`, then puts it back. */
async function at<T>(when: Date, work: () => Promise<T>): Promise<T> {
  now = when;
  try {
    return await work();
  } finally {
    now = NOW;
  }
}

let agent: LoggedInMember;
const tree: Record<'s1' | 'm1' | 'm2' | 'm3' | 'm4', { id: number; username: string }> =
  {} as never;
let foreignAgent: { id: number; username: string };
let foreignMember: { id: number; username: string };

async function placeIn(id: number, uplineId: number, createdAt?: Date) {
  await server.database.db
    .update(t.members)
    .set({ uplineId, ...(createdAt ? { createdAt } : {}) })
    .where(eq(t.members.id, id));
}

/** A completed deposit order of `amount` minor units, completed at `when`. */
async function deposit(memberId: number, amount: number, when: Date) {
  await at(when, async () => {
    const order = await server.app.depositService.create(memberId, {
      channelCode: 'BANK',
      amount,
      idempotencyKey: key(),
    });
    await server.app.depositService.completeDeposit(order.orderNo, 'operator');
  });
}

/** A round of the member's, recorded at `when`. */
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

/** A settled lottery bet, as stored. */
async function bet(memberId: number, stake: number, win: number, placedAt: Date, settledAt: Date) {
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
    status: win > 0 ? 'WON' : 'LOST',
    winMinor: win,
    placedAt,
    settledAt,
    idempotencyKey: key(),
    requestHash: 'h',
    ledgerTransactionId: 1,
  });
}

const overview = async (token: string, query = '') => {
  const response = await withToken(server.app, 'GET', `${AgentPaths.teamOverview}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<TeamOverviewResponse>(response).value;
};
const downlines = (token: string, query = '') =>
  withToken(server.app, 'GET', `${AgentPaths.downlines}${query}`, token);
const page = async (token: string, query = '') => {
  const response = await downlines(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<DownlinePage>(response).value;
};
const create = (token: string, body: object) =>
  withToken(server.app, 'POST', AgentPaths.downlines, token, body);

beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
  agent = await loggedInMember(server, nextIp(), { isAgent: 1 });
  const made = await Promise.all(
    ['s1', 'm1', 'm2', 'm3', 'm4'].map((name) =>
      createMember(server.database, { isAgent: name === 's1' ? 1 : 0 }),
    ),
  );
  [tree.s1, tree.m1, tree.m2, tree.m3, tree.m4] = made as [
    TestMember,
    TestMember,
    TestMember,
    TestMember,
    TestMember,
  ];
  // agent ─┬─ s1 ─┬─ m1 ── m3
  //        │      └─ m2
  //        └─ m4
  const old = new Date('2024-01-01T00:00:00Z');
  await placeIn(tree.s1.id, agent.id, new Date('2025-03-11T08:00:00Z'));
  await placeIn(tree.m4.id, agent.id, old);
  await placeIn(tree.m1.id, tree.s1.id, FROM);
  await placeIn(tree.m2.id, tree.s1.id, JUST_BEFORE);
  await placeIn(tree.m3.id, tree.m1.id, TO);
  foreignAgent = await createMember(server.database, { isAgent: 1 });
  foreignMember = await createMember(server.database);
  await placeIn(foreignMember.id, foreignAgent.id, NOW);

  // Deposits: s1 200.00 and m1 1000.00 in the week; m1 150.00 just before it, m4 500.00 at its
  // end.
  await deposit(tree.s1.id, 20_000, NOW);
  await deposit(tree.m1.id, 100_000, NOW);
  await deposit(tree.m1.id, 15_000, JUST_BEFORE);
  await deposit(tree.m4.id, 50_000, TO);
  // Withdrawals: m2 withdraws 200.00; 120.00 is paid out in the week, 80.00 at its end.
  const m2 = await login(server.app, tree.m2.username, 'Member2025', {}, nextIp());
  const m2Token = envelope<LoginResponse>(m2).value.token;
  const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', m2Token, {
    loginPassword: 'Member2025',
    newPaymentPassword: PAY,
  });
  expect(set.statusCode, set.body).toBe(200);
  await server.app.walletService.adjust(tree.m2.id, 50_000, 'test funds', key());
  const order = await server.app.withdrawalService.create(tree.m2.id, {
    amount: 20_000,
    paymentPassword: PAY,
    idempotencyKey: key(),
  });
  await at(NOW, () => server.app.withdrawalService.disburse(order.orderNo, 12_000, key()));
  await at(TO, () => server.app.withdrawalService.disburse(order.orderNo, 8_000, key()));
  // Rounds: m1 stakes 10.00 and wins 3.00 in the week (5.00 just before it does not count); m3
  // stakes 4.00 and wins 10.00 at the week's first instant (20.00 at its end does not count).
  await round(tree.m1.id, 1_000, 300, NOW);
  await round(tree.m1.id, 500, 0, JUST_BEFORE);
  await round(tree.m3.id, 400, 1_000, FROM);
  await round(tree.m3.id, 2_000, 0, TO);
  // Lottery: m4 bets 3.00 and loses (placed and settled in the week); m2's bet placed before the
  // week, settled in it, stakes 1.00 and wins 9.00 (counts in money, m2 is not active by it).
  await bet(tree.m4.id, 300, 0, NOW, NOW);
  await bet(tree.m2.id, 100, 900, JUST_BEFORE, NOW);
  // The foreign agent's member plays too: never in this agent's figures.
  await round(foreignMember.id, 99_900, 0, NOW);
}, 120_000);
afterAll(async () => server?.close());

describe('periods', () => {
  it('bounds each period: days in UTC, weeks from Monday, months from the first', () => {
    const range = (period: AgentPeriod) => {
      const { from, to } = periodRange(period, NOW);
      return [from.toISOString(), to.toISOString()];
    };
    expect(range('today')).toEqual(['2025-03-12T00:00:00.000Z', '2025-03-13T00:00:00.000Z']);
    expect(range('yesterday')).toEqual(['2025-03-11T00:00:00.000Z', '2025-03-12T00:00:00.000Z']);
    expect(range('thisWeek')).toEqual(['2025-03-10T00:00:00.000Z', '2025-03-17T00:00:00.000Z']);
    expect(range('lastWeek')).toEqual(['2025-03-03T00:00:00.000Z', '2025-03-10T00:00:00.000Z']);
    expect(range('thisMonth')).toEqual(['2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z']);
    expect(range('lastMonth')).toEqual(['2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z']);
    // A Monday is its own week's first day; January's last month is December.
    const monday = periodRange('thisWeek', new Date('2025-03-10T00:00:00Z'));
    expect(monday.from.toISOString()).toBe('2025-03-10T00:00:00.000Z');
    const january = periodRange('lastMonth', new Date('2025-01-15T00:00:00Z'));
    expect(january.from.toISOString()).toBe('2024-12-01T00:00:00.000Z');
  });
});

describe('team overview', () => {
  it("sums the tree's figures of the week, per level, as computed by hand", async () => {
    const value = await overview(agent.token, '?period=thisWeek');
    expect(value.period).toBe('thisWeek');
    expect([value.from, value.to]).toEqual([FROM.toISOString(), TO.toISOString()]);
    expect(value.levels).toEqual([
      {
        level: 1,
        members: 2,
        newMembers: 1,
        activeMembers: 1,
        deposits: '200.00',
        withdrawals: '0.00',
        validBets: '3.00',
        profitLoss: '-3.00',
      },
      {
        level: 2,
        members: 2,
        newMembers: 1,
        activeMembers: 1,
        deposits: '1000.00',
        withdrawals: '120.00',
        validBets: '11.00',
        profitLoss: '1.00',
      },
      {
        level: 3,
        members: 1,
        newMembers: 0,
        activeMembers: 1,
        deposits: '0.00',
        withdrawals: '0.00',
        validBets: '4.00',
        profitLoss: '6.00',
      },
    ]);
    expect(value.totals).toEqual({
      members: 5,
      newMembers: 2,
      activeMembers: 3,
      deposits: '1200.00',
      withdrawals: '120.00',
      validBets: '18.00',
      profitLoss: '4.00',
    });
  });

  it('defaults to today, and a sub-agent sees only its own part of the tree', async () => {
    const today = await overview(agent.token);
    expect(today.period).toBe('today');
    expect(today.totals).toMatchObject({
      members: 5,
      newMembers: 0,
      deposits: '1200.00',
      withdrawals: '120.00',
    });
    const sub = await login(server.app, tree.s1.username, 'Member2025', {}, nextIp());
    const subToken = envelope<LoginResponse>(sub).value.token;
    const own = await overview(subToken, '?period=thisWeek');
    expect(own.levels.map((level) => [level.level, level.members])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(own.totals.deposits).toBe('1000.00');
  });

  it('refuses an unknown period', async () => {
    const response = await downlines(agent.token, '');
    expect(response.statusCode).toBe(200);
    const bad = await withToken(
      server.app,
      'GET',
      `${AgentPaths.teamOverview}?period=forever`,
      agent.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('team management list', () => {
  it('lists the direct downlines with their counts, balance and path', async () => {
    const top = await page(agent.token);
    expect(top.parent).toEqual({ id: agent.id, username: agent.username, level: 0 });
    expect(top.path).toEqual([top.parent]);
    expect(top.list.map((row) => row.username)).toEqual([tree.s1.username, tree.m4.username]);
    expect(top.list[0]).toMatchObject({
      id: tree.s1.id,
      accountType: 'agent',
      isAgent: 1,
      level: 1,
      directCount: 2,
      teamSize: 3,
      locked: false,
      registeredAt: '2025-03-11T08:00:00.000Z',
    });
    expect(top.list[1]).toMatchObject({ accountType: 'member', directCount: 0, teamSize: 0 });
    expect({ total: top.total, totalPages: top.totalPages, pageSize: top.pageSize }).toEqual({
      total: 2,
      totalPages: 1,
      pageSize: AgentLimits.defaultPageSize,
    });

    const below = await page(agent.token, `?parentId=${tree.s1.id}`);
    expect(below.parent).toEqual({ id: tree.s1.id, username: tree.s1.username, level: 1 });
    const m2 = below.list.find((row) => row.id === tree.m2.id)!;
    expect(m2).toMatchObject({ level: 2, balance: '300.00' });
    expect(m2.lastActiveAt).not.toBeNull();

    const deepest = await page(agent.token, `?parentId=${tree.m1.id}`);
    expect(deepest.path.map((crumb) => [crumb.username, crumb.level])).toEqual([
      [agent.username, 0],
      [tree.s1.username, 1],
      [tree.m1.username, 2],
    ]);
    expect(deepest.list).toHaveLength(1);
    expect(deepest.list[0]).toMatchObject({ id: tree.m3.id, level: 3, balance: '0.00' });
    // Its latest round (at the week's end) is its last activity: it never logged in.
    expect(deepest.list[0]!.lastActiveAt).toBe(TO.toISOString());
    // The agent itself as parent is its direct list.
    expect((await page(agent.token, `?parentId=${agent.id}`)).total).toBe(2);
  });

  it('searches the whole tree by username prefix, in any case, with levels', async () => {
    const found = await page(agent.token, `?search=${tree.m3.username.toUpperCase()}`);
    expect(found.list.map((row) => [row.id, row.level])).toEqual([[tree.m3.id, 3]]);
    // parentId is ignored by a search; the foreign member never appears.
    const all = await page(agent.token, `?search=tm&parentId=${tree.m1.id}`);
    expect(all.parent.level).toBe(0);
    expect(all.list.map((row) => row.id).sort()).toEqual(
      Object.values(tree)
        .map((member) => member.id)
        .sort(),
    );
    expect((await page(agent.token, '?search=nobody')).total).toBe(0);
  });

  it('pages within its bounds', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((n) => page(agent.token, `?search=tm&pageSize=2&pageNo=${n}`)),
    );
    expect(pages.map((p) => p.list.length)).toEqual([2, 2, 1]);
    expect(pages[0]).toMatchObject({ total: 5, totalPages: 3, pageNo: 1, pageSize: 2 });
    expect(new Set(pages.flatMap((p) => p.list.map((row) => row.id))).size).toBe(5);
    expect((await page(agent.token, '?search=tm&pageSize=2&pageNo=9')).list).toEqual([]);
    for (const query of [
      `?pageSize=${AgentLimits.maxPageSize + 1}`,
      '?pageSize=0',
      '?pageNo=0',
      `?pageNo=${AgentLimits.maxPageNo + 1}`,
      '?parentId=0',
      '?parentId=abc',
      `?search=${'a'.repeat(AgentLimits.searchMaxLength + 1)}`,
    ]) {
      expect((await downlines(agent.token, query)).statusCode, query).toBe(400);
    }
    expect((await page(agent.token, `?pageSize=${AgentLimits.maxPageSize}`)).pageSize).toBe(
      AgentLimits.maxPageSize,
    );
  });

  it('answers 404 DOWNLINE_NOT_FOUND for any member outside the tree', async () => {
    for (const id of [foreignMember.id, foreignAgent.id, 2_000_000_000]) {
      const response = await downlines(agent.token, `?parentId=${id}`);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(AgentErrorCodes.DownlineNotFound);
    }
    // A sub-agent cannot look up: its own upline is outside its tree.
    const sub = await login(server.app, tree.s1.username, 'Member2025', {}, nextIp());
    const subToken = envelope<LoginResponse>(sub).value.token;
    for (const id of [agent.id, tree.m4.id]) {
      const response = await downlines(subToken, `?parentId=${id}`);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(AgentErrorCodes.DownlineNotFound);
    }
  });
});

describe('gate', () => {
  it('refuses a non-agent (403 NOT_AGENT) and a call without a session (401)', async () => {
    const player = await loggedInMember(server, nextIp());
    for (const response of [
      await withToken(server.app, 'GET', AgentPaths.teamOverview, player.token),
      await downlines(player.token),
      await create(player.token, { username: 'notallowed1', accountType: 'member' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe(AgentErrorCodes.NotAgent);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: AgentPaths.downlines });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('create downline', () => {
  let creator: LoggedInMember;
  beforeAll(async () => {
    creator = await loggedInMember(server, nextIp(), { isAgent: 1 });
  });
  let made = 0;
  const fresh = () => `dl${Math.random().toString(36).slice(2, 8)}${(made += 1)}`;

  it("creates a member whose first login with the brand's default password must change it", async () => {
    const username = fresh();
    const response = await create(creator.token, { username, accountType: 'member' });
    expect(response.statusCode, response.body).toBe(200);
    const created = envelope<CreateDownlineResponse>(response).value;
    expect(created).toEqual({
      username,
      nickname: username,
      accountType: 'member',
      isAgent: 0,
      createdAt: NOW.toISOString(),
      contracts: [],
    });
    expect(JSON.stringify(created)).not.toContain(DEMO_DEFAULT_PASSWORD);
    const list = await page(creator.token);
    expect(list.list.map((row) => row.username)).toContain(username);

    const first = await login(server.app, username, DEMO_DEFAULT_PASSWORD, {}, nextIp());
    expect(first.statusCode, first.body).toBe(200);
    const session = envelope<LoginResponse>(first).value;
    expect(session).toMatchObject({
      mustChangePassword: true,
      forcedChangeReason: 'defaultPassword',
    });
    // Until it changes the password nothing else is answered; then, as a member, not the agent
    // calls.
    const blocked = await downlines(session.token);
    expect(envelope(blocked).code).toBe(AuthErrorCodes.PasswordChangeRequired);
    const changed = await callEncrypted(
      server.app,
      'POST',
      '/wps/member/password',
      {
        oldPassword: DEMO_DEFAULT_PASSWORD,
        newPassword: 'Lotus7Fresh',
        confirmNewPassword: 'Lotus7Fresh',
      },
      { token: session.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    for (const response of [
      await downlines(session.token),
      await withToken(server.app, 'GET', AgentPaths.teamOverview, session.token),
      await create(session.token, { username: fresh(), accountType: 'member' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).code).toBe(AgentErrorCodes.NotAgent);
    }
  });

  it('creates a sub-agent with an affiliate code of its own and a nickname', async () => {
    const username = fresh();
    const response = await create(creator.token, {
      username,
      accountType: 'agent',
      nickname: 'Sub Agent',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope<CreateDownlineResponse>(response).value).toMatchObject({
      accountType: 'agent',
      isAgent: 1,
      nickname: 'Sub Agent',
    });
    const [row] = await server.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.username, username));
    expect(row).toMatchObject({ uplineId: creator.id, firstLogin: true });
    expect(row!.affiliateCode).toMatch(/^[A-Z0-9]+$/);
  });

  it("refuses a taken username (any case) and one that breaks registration's rule", async () => {
    const taken = await create(creator.token, {
      username: tree.m1.username.toUpperCase(),
      accountType: 'member',
    });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).code).toBe(AuthErrorCodes.UsernameTaken);
    for (const body of [
      { username: 'ab', accountType: 'member' },
      { username: 'bad name!', accountType: 'member' },
      { username: fresh(), accountType: 'boss' },
      { username: fresh(), accountType: 'member', nickname: 'x' },
    ]) {
      const response = await create(creator.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('allows downlinesPerHour creations per agent per hour, counted atomically', async () => {
    const busy = await loggedInMember(server, nextIp(), { isAgent: 1 });
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: AgentLimits.downlinesPerHour + extra }, () =>
        create(busy.token, { username: fresh(), accountType: 'member' }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(AgentLimits.downlinesPerHour);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(extra);
    expect(envelope(refused[0]!).code).toBe(AgentErrorCodes.DownlinesRateLimited);
    expect((await page(busy.token)).total).toBe(AgentLimits.downlinesPerHour);
    // An hour later the agent may create again.
    const later = await at(new Date(NOW.getTime() + AgentLimits.downlinesWindowMs + 1), () =>
      create(busy.token, { username: fresh(), accountType: 'member' }),
    );
    expect(later.statusCode, later.body).toBe(200);
  }, 60_000);
});
