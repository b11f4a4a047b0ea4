// Databases: PGlite — the rules of personal loss, club ranks and missions; nothing engine-specific.
// Rounds are played for real through the demo vendor (launch, transfer, round), so the figures
// come from the rounds and ledger rows the games and wallet modules write. Hostile input: another
// member's figures, unknown and malformed mission ids, claims before completion, racing claims
// (exactly one payout), a bad range of days.
import type {
  BettingRecordResponse,
  BonusDetailsResponse,
  LaunchGameResponse,
  MissionClaimResponse,
  MissionLeaderboardResponse,
  MissionSummaryResponse,
  PersonalProfitResponse,
  PlayerRankResponse,
} from '@lotusplay/api-client/contracts';
import { LoyaltyErrorCodes, LoyaltyPaths } from '@lotusplay/api-client/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import { addressSource, fundMember, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';

const OPS = 'loyalty-test-operator-token';
let server: TestServer;
const ops = opsCaller(() => server.app, OPS);
const commands = new OpsCommands(OPS);
const address = addressSource(57);
const key = keySource('loyalty-key');
const roundIds = keySource('loyalty-round');

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPS } });
  await commands.listen(server.app);
}, 60_000);
afterAll(async () => server?.close());

type GameRow = typeof t.games.$inferSelect;

/** A playable game of the demo vendor: a slot (RNG) or a table game (LIVE). */
async function pickGame(gameType: 'RNG' | 'LIVE'): Promise<GameRow> {
  const rows = await server.database.db
    .select()
    .from(t.games)
    .innerJoin(t.gameVendors, eq(t.gameVendors.code, t.games.vendorCode))
    .where(
      and(
        eq(t.games.maintenance, false),
        eq(t.gameVendors.maintenance, false),
        eq(t.gameVendors.isGame, 'GAME'),
        eq(t.games.gameType, gameType),
        sql`not ('JP' = any(${t.games.classify}))`,
      ),
    )
    .orderBy(t.games.id)
    .limit(1);
  return rows[0]!.games;
}

async function get<T>(who: LoggedInMember, path: string): Promise<T> {
  const response = await withToken(server.app, 'GET', path, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<T>(response).value;
}

/** Launches `game`, brings `funds` into its wallet and plays `stakes` rounds. */
async function play(who: LoggedInMember, game: GameRow, stakes: readonly string[]) {
  const launched = await withToken(server.app, 'POST', '/wps/game/launchGame', who.token, {
    vassalage: game.vendorCode,
    gameCode: game.gameCode,
    language: 'EN',
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const url = new URL(envelope<LaunchGameResponse>(launched).value.url, 'http://localhost');
  const token = url.searchParams.get('token')!;
  const total = stakes.reduce((sum, stake) => sum + Math.round(Number(stake) * 100), 0);
  const moved = await server.app.inject({
    method: 'POST',
    url: '/demo-vendor/api/transfer',
    headers: { 'x-play-token': token },
    payload: { amount: (total / 100).toFixed(2), idempotencyKey: key() },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  for (const stake of stakes) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/demo-vendor/api/round',
      headers: { 'x-play-token': token },
      payload: {
        roundId: roundIds(),
        stake,
        ...(game.gameType === 'LIVE' ? { bet: 'PLAYER' } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A member with 1,000.00 in the main wallet. */
async function funded(): Promise<LoggedInMember> {
  const who = await loggedInMember(server, address());
  await fundMember(server, who.id, 100_000, key());
  return who;
}

const bonusEntries = async (memberId: number, reference: string) =>
  (
    await server.database.db
      .select()
      .from(t.ledgerTransactions)
      .where(
        and(
          eq(t.ledgerTransactions.memberId, memberId),
          eq(t.ledgerTransactions.kind, 'bonus'),
          eq(t.ledgerTransactions.reference, reference),
        ),
      )
  ).length;

describe('personal loss', () => {
  it('agrees with the betting record to the minor unit, per category and in total', async () => {
    const who = await funded();
    const other = await funded();
    await play(who, await pickGame('RNG'), ['1.00', '0.25', '2.50']);
    await play(who, await pickGame('LIVE'), ['1.10', '3.00']);
    const profit = await get<PersonalProfitResponse>(who, LoyaltyPaths.personalProfit);
    const record = await get<BettingRecordResponse>(who, '/wps/relay/GCS_bettingRecord');
    expect(profit.rounds).toBe(5);
    expect(profit.rounds).toBe(record.totalCount);
    expect(profit.stake).toBe(record.totalStake);
    expect(profit.win).toBe(record.totalWin);
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(profit.profit)).toBe(cents(record.totalWin) - cents(record.totalStake));
    expect(profit.categories.map((line) => line.gameType).sort()).toEqual(['LIVE', 'RNG']);
    for (const line of profit.categories) {
      const rounds = record.list.filter((round) => round.gameType === line.gameType);
      expect(line.rounds).toBe(rounds.length);
      expect(cents(line.stake)).toBe(rounds.reduce((sum, round) => sum + cents(round.stake), 0));
      expect(cents(line.win)).toBe(rounds.reduce((sum, round) => sum + cents(round.win), 0));
    }
    // The same range as the betting record's, day by day.
    const day = profit.endDate;
    const oneDay = await get<PersonalProfitResponse>(
      who,
      `${LoyaltyPaths.personalProfit}?startDate=${day}&endDate=${day}`,
    );
    expect(oneDay.stake).toBe(profit.stake);
    // Another member's figures are their own: nothing of this member's rounds.
    expect(await get<PersonalProfitResponse>(other, LoyaltyPaths.personalProfit)).toMatchObject({
      rounds: 0,
      stake: '0.00',
      win: '0.00',
      profit: '0.00',
      categories: [],
    });
  });

  it('refuses a bad range and a visitor', async () => {
    const who = await loggedInMember(server, address());
    for (const query of [
      '?startDate=2026-13-01',
      '?startDate=2026-11-20&endDate=2026-11-10',
      '?startDate=2020-01-01&endDate=2026-11-10',
    ]) {
      const response = await withToken(
        server.app,
        'GET',
        `${LoyaltyPaths.personalProfit}${query}`,
        who.token,
      );
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
    const visitor = await server.app.inject({ method: 'GET', url: LoyaltyPaths.personalProfit });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('club ranks', () => {
  it('follows valid bets, pays each upgrade bonus once, raises the club rank', async () => {
    // Silver at 2.00 of valid bets (the demo's is 1,000.00), Gold out of reach.
    await server.database.db
      .update(t.clubRanks)
      .set({ minValidBet: 200 })
      .where(eq(t.clubRanks.level, 2));
    const who = await funded();
    const before = await get<PlayerRankResponse>(who, LoyaltyPaths.playerRank);
    expect(before).toMatchObject({ level: 1, name: 'Bronze', validBet: '0.00', vipService: false });
    expect(before.next).toMatchObject({ level: 2, name: 'Silver', remaining: '2.00' });
    expect(before.ranks.map((rank) => rank.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(before.ranks.find((rank) => rank.level === 5)!.benefits.vipService).toBe(true);

    await play(who, await pickGame('RNG'), ['1.00', '1.50']);
    const reads = await Promise.all(
      [1, 2, 3, 4].map(() => get<PlayerRankResponse>(who, LoyaltyPaths.playerRank)),
    );
    for (const read of reads)
      expect(read).toMatchObject({ level: 2, name: 'Silver', validBet: '2.50' });
    expect(await bonusEntries(who.id, 'club rank 2 Silver upgrade bonus')).toBe(1);
    const [member] = await server.database.db
      .select()
      .from(t.members)
      .where(eq(t.members.id, who.id));
    expect(member).toMatchObject({ clubLabelName: 'Silver', clubRankLevel: 2 });
  });

  it('shows the VIP channel above level 4, as customer service routes it', async () => {
    const who = await loggedInMember(server, address());
    await server.database.db
      .update(t.members)
      .set({ clubLabelName: 'Diamond', clubRankLevel: 5 })
      .where(eq(t.members.id, who.id));
    expect(await get<PlayerRankResponse>(who, LoyaltyPaths.playerRank)).toMatchObject({
      level: 5,
      name: 'Diamond',
      vipService: true,
    });
  });
});

describe('missions', () => {
  const missionOf = (summary: MissionSummaryResponse, code: string) =>
    summary.missions.find((mission) => mission.code === code)!;
  const claim = (who: LoggedInMember, missionId: unknown) =>
    withToken(server.app, 'POST', LoyaltyPaths.missionClaim, who.token, { missionId });

  it('counts rounds played and pays a completed mission exactly once under racing claims', async () => {
    const who = await funded();
    const idle = await funded();
    const start = await get<MissionSummaryResponse>(who, LoyaltyPaths.missionSummary);
    const playFive = missionOf(start, 'play-5');
    expect(playFive).toMatchObject({ status: 'inProgress', progress: '0', target: '5' });
    // Not reached: refused, nothing paid.
    const early = await claim(who, playFive.id);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).code).toBe(LoyaltyErrorCodes.MissionNotClaimable);

    await play(who, await pickGame('RNG'), ['0.50', '0.50', '0.50']);
    expect(missionOf(await get(who, LoyaltyPaths.missionSummary), 'play-5')).toMatchObject({
      status: 'inProgress',
      progress: '3',
      progressPercent: 60,
    });
    await play(who, await pickGame('RNG'), ['0.50', '0.50']);
    const reached = await get<MissionSummaryResponse>(who, LoyaltyPaths.missionSummary);
    expect(missionOf(reached, 'play-5')).toMatchObject({ status: 'claimable', progress: '5' });
    expect(reached.claimable).toBeGreaterThanOrEqual(1);

    // Racing claims: exactly one pays.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => claim(who, playFive.id)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(envelope<MissionClaimResponse>(paid[0]!).value).toMatchObject({
      missionId: playFive.id,
      reward: '3.00',
    });
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(envelope(answer).code).toBe(LoyaltyErrorCodes.MissionClaimed);
    }
    expect(await bonusEntries(who.id, 'mission play-5 reward')).toBe(1);
    const after = await get<MissionSummaryResponse>(who, LoyaltyPaths.missionSummary);
    expect(missionOf(after, 'play-5')).toMatchObject({ status: 'claimed' });
    expect(after.earned).toBe('3.00');
    expect((await claim(who, playFive.id)).statusCode).toBe(409);

    // Another member: their own progress, nothing to claim.
    expect(missionOf(await get(idle, LoyaltyPaths.missionSummary), 'play-5')).toMatchObject({
      status: 'inProgress',
      progress: '0',
    });
    expect((await claim(idle, playFive.id)).statusCode).toBe(409);
    expect(await bonusEntries(idle.id, 'mission play-5 reward')).toBe(0);
  });

  it('refuses unknown and malformed mission ids', async () => {
    const who = await loggedInMember(server, address());
    const unknown = await claim(who, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(LoyaltyErrorCodes.MissionNotFound);
    for (const bad of ['1', -1, 0, 1.5, null]) {
      expect((await claim(who, bad)).statusCode, String(bad)).toBe(400);
    }
  });

  it('ranks members by valid bet, names masked, with the member’s own place', async () => {
    const high = await funded();
    await play(high, await pickGame('RNG'), ['40.00', '40.00']);
    const board = await get<MissionLeaderboardResponse>(high, LoyaltyPaths.missionLeaderboard);
    expect(board.list[0]).toMatchObject({ rank: 1, validBet: '80.00' });
    expect(board.list[0]!.username).toContain('***');
    expect(board.list[0]!.username).not.toBe(high.username);
    expect(board.me).toEqual({ rank: 1, validBet: '80.00' });
    const none = await loggedInMember(server, address());
    expect(
      (await get<MissionLeaderboardResponse>(none, LoyaltyPaths.missionLeaderboard)).me,
    ).toEqual({ rank: null, validBet: '0.00' });
  });
});

describe('bonus details', () => {
  it('lists every bonus the member was credited, its source and the wagering still to do', async () => {
    await server.database.db
      .update(t.clubRanks)
      .set({ minValidBet: 200 })
      .where(eq(t.clubRanks.level, 2));
    const who = await funded();
    const other = await funded();
    // A mission reward (3.00) and an upgrade bonus (club rank 2 at 2.00 of valid bets, 10.00).
    await play(who, await pickGame('RNG'), ['0.50', '0.50', '0.50', '0.50', '0.50']);
    const summary = await get<MissionSummaryResponse>(who, LoyaltyPaths.missionSummary);
    const playFive = summary.missions.find((mission) => mission.code === 'play-5')!;
    expect(
      (
        await withToken(server.app, 'POST', LoyaltyPaths.missionClaim, who.token, {
          missionId: playFive.id,
        })
      ).statusCode,
    ).toBe(200);
    await get<PlayerRankResponse>(who, LoyaltyPaths.playerRank);

    const details = await get<BonusDetailsResponse>(who, LoyaltyPaths.bonusDetails);
    expect(details.total).toBe(2);
    const bySource = new Map(details.list.map((entry) => [entry.source, entry]));
    expect(bySource.get('mission')).toMatchObject({
      amount: '3.00',
      reference: 'mission play-5 reward',
      wageringRequired: '3.00',
      wageringDone: '0.00',
      wageringRemaining: '3.00',
    });
    expect(bySource.get('rank')).toMatchObject({
      amount: '10.00',
      wageringRemaining: '10.00',
    });
    // Valid bets after the bonuses count toward their wagering.
    await play(who, await pickGame('RNG'), ['2.00']);
    const after = await get<BonusDetailsResponse>(who, LoyaltyPaths.bonusDetails);
    const mission = after.list.find((entry) => entry.source === 'mission')!;
    expect(mission).toMatchObject({ wageringDone: '2.00', wageringRemaining: '1.00' });
    await play(who, await pickGame('RNG'), ['2.00']);
    expect(
      (await get<BonusDetailsResponse>(who, LoyaltyPaths.bonusDetails)).list.find(
        (entry) => entry.source === 'mission',
      ),
    ).toMatchObject({ wageringDone: '3.00', wageringRemaining: '0.00' });

    // Another member sees none of them; deposits and wins are not bonuses.
    expect(await get<BonusDetailsResponse>(other, LoyaltyPaths.bonusDetails)).toMatchObject({
      list: [],
      total: 0,
    });
    // Paging and a bad range.
    const page = await get<BonusDetailsResponse>(who, `${LoyaltyPaths.bonusDetails}?pageSize=1`);
    expect(page).toMatchObject({ total: 2, totalPages: 2, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    for (const query of ['?pageSize=0', '?pageNo=0', '?startDate=2026-11-20&endDate=2026-11-10']) {
      const response = await withToken(
        server.app,
        'GET',
        `${LoyaltyPaths.bonusDetails}${query}`,
        who.token,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the operator’s missions and ranks', () => {
  it('adds a mission members see and claim, lists it with its claims, removes it', async () => {
    const who = await funded();
    const added = await commands.run(
      'mission',
      'add',
      'two-rounds',
      '--kind',
      'gamesPlayed',
      '--title',
      'Play 2 rounds',
      '--target',
      '2',
      '--reward',
      '1.50',
    );
    expect(commands.err).toEqual([]);
    expect(added).toBe(0);
    expect(commands.out.join('\n')).toContain('two-rounds gamesPlayed target 2 reward 1.50');
    const mine = async () =>
      (await get<MissionSummaryResponse>(who, LoyaltyPaths.missionSummary)).missions.find(
        (mission) => mission.code === 'two-rounds',
      );
    expect(await mine()).toMatchObject({ title: 'Play 2 rounds', status: 'inProgress' });
    await play(who, await pickGame('RNG'), ['0.20', '0.20']);
    const reached = (await mine())!;
    expect(reached.status).toBe('claimable');
    const claimed = await withToken(server.app, 'POST', LoyaltyPaths.missionClaim, who.token, {
      missionId: reached.id,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await commands.run('mission', 'list')).toBe(0);
    expect(commands.out.join('\n')).toMatch(/two-rounds .*claimed by 1: Play 2 rounds/);
    expect(await commands.run('mission', 'remove', 'two-rounds')).toBe(0);
    expect(await mine()).toBeUndefined();
    // Claimed and removed: its bonus stays in the ledger.
    expect(await bonusEntries(who.id, 'mission two-rounds reward')).toBe(1);
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: '/ops/loyalty/missions/two-rounds',
          headers: { authorization: `Bearer ${OPS}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a taken code, a bad target or window, and a caller without the token', async () => {
    const base = {
      code: 'dup-code',
      kind: 'validBet',
      title: 'Bet',
      target: '5.00',
      reward: '1.00',
    };
    expect((await ops('POST', '/ops/loyalty/missions', base)).statusCode).toBe(200);
    expect((await ops('POST', '/ops/loyalty/missions', base)).statusCode).toBe(409);
    for (const bad of [
      { ...base, code: 'bad-1', kind: 'login', target: '1.5' },
      { ...base, code: 'bad-2', target: '-5' },
      { ...base, code: 'bad-3', reward: '0' },
      { ...base, code: 'bad 4' },
      { ...base, code: 'bad-5', kind: 'jackpot' },
      { ...base, code: 'bad-6', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
    ]) {
      expect((await ops('POST', '/ops/loyalty/missions', bad)).statusCode, bad.code).toBe(400);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/ops/loyalty/missions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sets a club rank that members then reach', async () => {
    const set = await commands.run(
      'rank',
      'set',
      '3',
      '--name',
      'Gold',
      '--valid-bet',
      '3.00',
      '--bonus',
      '0',
      '--rebate',
      '40',
      '--withdrawals',
      '8',
    );
    expect(commands.err).toEqual([]);
    expect(set).toBe(0);
    expect(commands.out.join('\n')).toContain(
      '3 Gold: valid bet 3.00, upgrade bonus 0.00, rebate 0.40%',
    );
    const who = await funded();
    await play(who, await pickGame('RNG'), ['1.00', '1.00', '1.00']);
    expect(await get<PlayerRankResponse>(who, LoyaltyPaths.playerRank)).toMatchObject({
      level: 3,
      name: 'Gold',
    });
  });
});
