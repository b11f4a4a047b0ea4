// Databases: PGlite and PostgreSQL — bets as prepared statements on PostgreSQL, settlement under
//   locks, two apps settling one draw.
// The lottery calls (issue 13) on a fresh database: the menus, popular and recent games, the
// results, the current draw, bets (good ones, and every refusal: closed draw on the server's
// clock, balance, stake limits, numbers, play type, unknown game or draw, trial accounts,
// replays), the member's bets, the settlement of every play type through the ledger (once: a
// second run pays nothing; a failure in the middle rolls back and the re-run pays each bet once;
// two apps of one database settle a draw once), the lottery launch and the operator's draw.
import { randomBytes } from 'node:crypto';
import type {
  LotteryBet,
  LotteryBetResponse,
  LotteryBetsResponse,
  LotteryCurrentNumeroResponse,
  LotteryGame,
  LotteryMenuResponse,
  LotteryOpenedListResponse,
  LotteryPopularResponse,
  LotteryRecentResponse,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  LotteryErrorCodes,
  parseMoney,
  WalletErrorCodes,
} from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing';
import type { TestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { ledgerProblems, memberMoney } from '../../testing/ledger-audit';
import { OpsCommands } from '../../testing/ops-kit';
import {
  addressSource,
  fundMember,
  loggedInMember,
  secondServer,
  trialLogin,
} from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { demoLotteryGames } from './lottery.seed';
import { drawOf, fastSchedule, nextOpenDraw } from './lottery.schedule';
import { winMinor } from './lottery.settle-math';

const OPERATOR_TOKEN = 'lottery-test-operator-token';
let server: TestServer;
/** The server's clock: tests move it to close draws. */
let now = new Date();
const ops = new OpsCommands(OPERATOR_TOKEN);
const nextAddress = addressSource(83);
let depositKey = 0;

beforeAll(async () => {
  server = await createTestServer({
    clock: () => now,
    config: { operatorToken: OPERATOR_TOKEN },
  });
  await ops.listen(server.app);
});
afterAll(async () => {
  await server?.close();
});

const key = () => randomBytes(16).toString('hex');
/** A money string in minor units ('0.00' too; parseMoney refuses 0). */
const minor = (money: string | null): number | null =>
  money === null ? null : Math.round(Number(money) * 100);
const get = (url: string) => server.app.inject({ method: 'GET', url });

/** A member of the test's own, logged in, with `amount` minor units in the main wallet. */
async function funded(amount = 1_000_000): Promise<LoggedInMember> {
  const member = await loggedInMember(server, nextAddress());
  if (amount > 0)
    await fundMember(server, member.id, amount, `lottery-test-deposit-${++depositKey}`);
  return member;
}

/**
 * A draw of a fast game taking bets, `slot` draws after the one open now (each test its own slot,
 * so that drawing one test's draw never closes another's).
 */
function fastNumero(gameCode: string, slot: number): string {
  const game = demoLotteryGames.find((g) => g.code === gameCode)!;
  const schedule = fastSchedule(game.intervalSeconds);
  const first = nextOpenDraw(schedule, now);
  return nextOpenDraw(
    schedule,
    new Date(first.closeTime.getTime() + (slot - 1) * game.intervalSeconds * 1000),
  ).numero;
}

interface BetInput {
  gameCode: string;
  numero: string;
  playType: string;
  numbers: string[];
  stake: string;
  idempotencyKey?: string;
}

function placeBet(member: { token: string }, input: BetInput) {
  return withToken(server.app, 'POST', '/lgw/bets', member.token, {
    idempotencyKey: key(),
    ...input,
  });
}

async function placed(member: { token: string }, input: BetInput): Promise<LotteryBetResponse> {
  const response = await placeBet(member, input);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LotteryBetResponse>(response).value;
}

async function mainBalance(member: { token: string }): Promise<number> {
  const response = await withToken(server.app, 'GET', '/wps/v2/wallets/balance', member.token);
  const wallets = envelope<{ wallets: { code: string; balance: string }[] }>(response).value
    .wallets;
  return minor(wallets.find((w) => w.code === 'MAIN')!.balance)!;
}

async function myBets(member: { token: string }, query = ''): Promise<LotteryBetsResponse> {
  const response = await withToken(server.app, 'GET', `/lgw/bets${query}`, member.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<LotteryBetsResponse>(response).value;
}

async function result(gameCode: string, numero: string) {
  const list = envelope<LotteryOpenedListResponse>(
    await get(`/lgw/vn/numeros/opened/game?gameCode=${gameCode}&count=100`),
  ).value.list;
  return list.find((draw) => draw.numero === numero);
}

async function expectLedgerClean(): Promise<void> {
  const problems = await ledgerProblems(server.database.db);
  for (const list of Object.values(problems)) expect(list).toEqual([]);
}

describe('menus', () => {
  it('lists every group and game with play types, limits and the next draw, in the asked language', async () => {
    const response = await get('/lgw/games/game_menus?language=CN');
    expect(response.statusCode).toBe(200);
    const { gameMenus } = envelope<LotteryMenuResponse>(response).value;
    expect(gameMenus.map((g) => g.groupTag)).toEqual([
      'VN_NORTH',
      'VN_CENTRAL',
      'VN_SOUTH',
      'VN_FAST',
      'SEA_4D',
      'FAST',
      'ELOTT',
    ]);
    const games = gameMenus.flatMap((g) => g.games);
    expect(games.map((g) => g.gameCode)).toEqual(demoLotteryGames.map((g) => g.code));
    const north = games.find((g) => g.gameCode === 'VN_NORTH')!;
    expect(north.name).toBe('河内（北部）');
    expect(gameMenus[0]!.name).toBe('越南北部');
    expect(gameMenus[0]!.accountTypeName).toBe('TCG_LOTTO_VN');
    expect(north).toMatchObject({
      kind: 'VN',
      region: 'NORTH',
      vendor: 'TCG_LOTTO_VN',
      prizeMode: 'Lott',
      defaultPlayType: 'VN_LO2',
      drawIntervalSeconds: 86_400,
      closeBeforeSeconds: 900,
    });
    expect(north.playTypes.map((p) => p.playType)).toEqual(['VN_LO2', 'VN_DE', 'VN_3D', 'VN_4D']);
    expect(north.playTypes[3]).toMatchObject({
      odds: '5000',
      minStake: '1.00',
      maxStake: '1000.00',
    });
    const sea = games.find((g) => g.gameCode === 'SEA_4D')!;
    expect(sea.playTypes[0]!.oddsByTier).toMatchObject({ FIRST: '2500', CONSOLATION: '60' });
    // The next draw closes 15 minutes before its 11:15 UTC draw, after the server's now.
    const next = north.nextNumero!;
    expect(new Date(next.drawTime).getUTCHours()).toBe(11);
    expect(new Date(next.drawTime).getUTCMinutes()).toBe(15);
    expect(Date.parse(next.drawTime) - Date.parse(next.closeTime)).toBe(900_000);
    expect(Date.parse(next.closeTime)).toBeGreaterThan(now.getTime());
    expect(next.status).toBe('OPEN');
    // Unknown or missing languages answer in English.
    const en = envelope<LotteryMenuResponse>(await get('/lgw/games/game_menus?language=XX')).value;
    expect(en.gameMenus[0]!.games[0]!.name).toBe('Hanoi (Northern)');
    for (const language of ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID']) {
      const menu = envelope<LotteryMenuResponse>(
        await get(`/lgw/games/game_menus?language=${language}`),
      ).value;
      for (const group of menu.gameMenus) {
        expect(group.name).not.toBe('');
        for (const game of group.games) expect(game.name).not.toBe('');
      }
    }
  });

  it('answers one prize mode: SEA the SEA games, the others the VN, fast and electronic ones', async () => {
    const sea = envelope<LotteryMenuResponse>(
      await get('/lgw/vn/games/game_menu?prizeMode=SEA&device=WEB&language=EN'),
    ).value;
    expect(sea.gameMenus.flatMap((g) => g.games.map((x) => x.gameCode))).toEqual(['SEA_4D']);
    for (const mode of ['Lott', 'ZY', 'Elott']) {
      const menu = envelope<LotteryMenuResponse>(
        await get(`/lgw/vn/games/game_menu?prizeMode=${mode}&device=WEB`),
      ).value;
      expect(menu.gameMenus.map((g) => g.groupTag)).toEqual([
        'VN_NORTH',
        'VN_CENTRAL',
        'VN_SOUTH',
        'VN_FAST',
        'FAST',
        'ELOTT',
      ]);
    }
    for (const bad of ['', '?prizeMode=lott', '?prizeMode=X']) {
      const response = await get(`/lgw/vn/games/game_menu${bad}`);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
  });

  it('lists popular games by recent bets, then in catalogue order, at most 20', async () => {
    const member = await funded();
    // More bets on one game than every other test of this file places on any game.
    const daily = envelope<LotteryCurrentNumeroResponse>(
      await get('/lotto/lgw/games/opened/numero?gameCode=VN_CENTRAL_KH'),
    ).value.current!.numero;
    for (let i = 0; i < 30; i++) {
      await placed(member, {
        gameCode: 'VN_CENTRAL_KH',
        numero: daily,
        playType: 'VN_DE',
        numbers: [String(i).padStart(2, '0')],
        stake: '1.00',
      });
    }
    // The counts are kept a few seconds: ask once they are read again.
    now = new Date(now.getTime() + 6_000);
    const popular = envelope<LotteryPopularResponse>(
      await get('/lgw/games/popular?count=20&device=WEB&language=EN'),
    ).value.list;
    expect(popular).toHaveLength(demoLotteryGames.length);
    expect(popular[0]!.gameCode).toBe('VN_CENTRAL_KH');
    const three = envelope<LotteryPopularResponse>(await get('/lgw/games/popular?count=3')).value
      .list;
    expect(three).toHaveLength(3);
    const sea = envelope<LotteryPopularResponse>(await get('/lgw/games/popular?prizeMode=SEA'))
      .value.list;
    expect(sea.map((g: LotteryGame) => g.gameCode)).toEqual(['SEA_4D']);
    for (const bad of ['count=21', 'count=0', 'count=x', 'prizeMode=NOPE']) {
      const response = await get(`/lgw/games/popular?${bad}`);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
  });

  it("lists the member's recently bet games, newest first; members only", async () => {
    const member = await funded();
    const recent = async () =>
      envelope<LotteryRecentResponse>(
        await withToken(
          server.app,
          'GET',
          '/lgw/vn/games/game_menu/recent?language=EN',
          member.token,
        ),
      ).value.list.map((g) => g.gameCode);
    expect(await recent()).toEqual([]);
    await placed(member, {
      gameCode: 'FAST_3D',
      numero: fastNumero('FAST_3D', 41),
      playType: 'FAST_1D',
      numbers: ['7'],
      stake: '1.00',
    });
    await placed(member, {
      gameCode: 'VN_FAST',
      numero: fastNumero('VN_FAST', 41),
      playType: 'VN_DE',
      numbers: ['07'],
      stake: '1.00',
    });
    expect(await recent()).toEqual(['VN_FAST', 'FAST_3D']);
    const anonymous = await get('/lgw/vn/games/game_menu/recent');
    expect(anonymous.statusCode).toBe(401);
    const trial = await trialLogin(server, nextAddress());
    const trialAnswer = await withToken(
      server.app,
      'GET',
      '/lgw/vn/games/game_menu/recent',
      trial.token,
    );
    expect(trialAnswer.statusCode).toBe(403);
  });
});

describe('draws and results', () => {
  it('answers the draw taking bets, the latest result and the server clock', async () => {
    const before = envelope<LotteryCurrentNumeroResponse>(
      await get('/lotto/lgw/games/opened/numero?gameCode=VN_SOUTH_CT'),
    ).value;
    expect(before.gameCode).toBe('VN_SOUTH_CT');
    expect(before.serverTime).toBe(now.toISOString());
    expect(before.latest).toBeNull();
    expect(before.current!.status).toBe('OPEN');
    expect(Date.parse(before.current!.closeTime)).toBeGreaterThan(now.getTime());
    // Drawn by the operator's command: the latest result, with the 18 prizes of the south.
    expect(await ops.run('lottery', 'draw', 'VN_SOUTH_CT', before.current!.numero)).toBe(0);
    expect(ops.out[0]).toBe(`VN_SOUTH_CT ${before.current!.numero}: drawn and settled`);
    const after = envelope<LotteryCurrentNumeroResponse>(
      await get('/lotto/lgw/games/opened/numero?gameCode=VN_SOUTH_CT'),
    ).value;
    expect(after.latest!.numero).toBe(before.current!.numero);
    expect(after.latest!.prizes.map((p) => [p.tier, p.numbers.length])).toEqual([
      ['EIGHTH', 1],
      ['SEVENTH', 1],
      ['SIXTH', 3],
      ['FIFTH', 1],
      ['FOURTH', 7],
      ['THIRD', 2],
      ['SECOND', 1],
      ['FIRST', 1],
      ['SPECIAL', 1],
    ]);
    // A second draw of it changes nothing.
    expect(await ops.run('lottery', 'draw', 'VN_SOUTH_CT', before.current!.numero)).toBe(0);
    expect(ops.out[0]).toContain('already drawn');
    const again = envelope<LotteryCurrentNumeroResponse>(
      await get('/lotto/lgw/games/opened/numero?gameCode=VN_SOUTH_CT'),
    ).value;
    expect(again.latest).toEqual(after.latest);
    for (const bad of ['', '?gameCode=', '?gameCode=a-b']) {
      const response = await get(`/lotto/lgw/games/opened/numero${bad}`);
      expect(response.statusCode).toBe(400);
    }
    const unknown = await get('/lotto/lgw/games/opened/numero?gameCode=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(LotteryErrorCodes.GameNotFound);
  });

  it('lists the opened results newest first, at most count (≤ 100)', async () => {
    const numeros = [
      fastNumero('FAST_3D', 50),
      fastNumero('FAST_3D', 51),
      fastNumero('FAST_3D', 52),
    ];
    for (const numero of numeros) {
      expect(await server.app.lotteryService.drawAndSettle('FAST_3D', numero)).toBe('settled');
    }
    const list = envelope<LotteryOpenedListResponse>(
      await get('/lgw/vn/numeros/opened/game?gameCode=FAST_3D&count=100'),
    ).value.list;
    const ours = list.filter((d) => numeros.includes(d.numero)).map((d) => d.numero);
    expect(ours).toEqual([...numeros].reverse());
    const times = list.map((d) => Date.parse(d.drawTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const draw of list) {
      expect(draw.prizes).toHaveLength(1);
      expect(draw.prizes[0]!.tier).toBe('MAIN');
      expect(draw.prizes[0]!.numbers[0]).toMatch(/^[0-9]{3}$/);
    }
    const one = envelope<LotteryOpenedListResponse>(
      await get('/lgw/vn/numeros/opened/game?gameCode=FAST_3D&count=1'),
    ).value.list;
    expect(one).toHaveLength(1);
    for (const bad of ['gameCode=FAST_3D&count=101', 'gameCode=FAST_3D&count=0', 'count=5']) {
      const response = await get(`/lgw/vn/numeros/opened/game?${bad}`);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    const unknown = await get('/lgw/vn/numeros/opened/game?gameCode=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(LotteryErrorCodes.GameNotFound);
  });
});

describe('bets', () => {
  it('takes the stake from the main wallet once per key and lists the bet', async () => {
    const member = await funded(10_000);
    const numero = fastNumero('FAST_3D', 2);
    const input = {
      gameCode: 'FAST_3D',
      numero,
      playType: 'FAST_2D',
      numbers: ['12', '34', '56'],
      stake: '2.50',
      idempotencyKey: key(),
    };
    const first = await placed(member, input);
    expect(first.balance).toBe('92.50');
    expect(first.bet).toMatchObject({
      gameCode: 'FAST_3D',
      gameName: 'Fast 3D',
      numero,
      playType: 'FAST_2D',
      numbers: ['12', '34', '56'],
      stake: '2.50',
      totalStake: '7.50',
      odds: '90',
      // One drawn number: one of the three at most wins, 2.50 × 90.
      possibleWin: '225.00',
      status: 'OPEN',
      win: null,
      settledAt: null,
    });
    // The same key and body: the same bet, the money moved once.
    const replay = await placed(member, input);
    expect(replay.bet.betId).toBe(first.bet.betId);
    expect(await mainBalance(member)).toBe(9_250);
    // The same key with another body is refused.
    const other = await placeBet(member, { ...input, numbers: ['12'] });
    expect(other.statusCode).toBe(409);
    expect(envelope(other).code).toBe(WalletErrorCodes.IdempotencyConflict);
    // Two keys of the longest length that share all but their last characters are two bets (the
    // ledger key was once cut to 62 characters, and the second bet was refused as a replay).
    const stem = 'k'.repeat(58);
    const long = await Promise.all(
      ['aaaaaa', 'bbbbbb'].map((end) =>
        placed(member, { ...input, numbers: ['12'], idempotencyKey: `${stem}${end}` }),
      ),
    );
    expect(long[0]!.bet.betId).not.toBe(long[1]!.bet.betId);
    expect(await mainBalance(member)).toBe(8_750);
    // Concurrent twins of one key: one bet.
    const twinKey = key();
    const twins = await Promise.all(
      [1, 2, 3].map(() => placeBet(member, { ...input, idempotencyKey: twinKey })),
    );
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(twins.map((r) => envelope<LotteryBetResponse>(r).value.bet.betId)).size).toBe(1);
    expect(await mainBalance(member)).toBe(8_000);
    const bets = await myBets(member, '?pageSize=1');
    expect(bets).toMatchObject({ pageNo: 1, totalPages: 4, totalCount: 4 });
    expect(bets.list[0]!.numbers).toEqual(['12', '34', '56']);
    const oldest = await myBets(member, '?pageSize=1&pageNo=4');
    expect(oldest.list[0]!.betId).toBe(first.bet.betId);
    expect((await myBets(member, '?status=WON')).totalCount).toBe(0);
    expect((await myBets(member, '?gameCode=VN_NORTH')).totalCount).toBe(0);
    expect((await myBets(member, '?gameCode=FAST_3D&status=OPEN')).totalCount).toBe(4);
    await expectLedgerClean();
  });

  it('answers the most a per-hit bet can pay: every prize of its draw on its numbers (issue 24)', async () => {
    const member = await funded(100_000);
    // The bet: 23 ending two of the 27 northern prizes paid 28.00 where 21.00 was answered.
    const north = await placed(member, {
      gameCode: 'VN_FAST',
      numero: fastNumero('VN_FAST', 6),
      playType: 'VN_LO2',
      numbers: ['24', '23', '02'],
      stake: '2.00',
    });
    expect(north.bet.possibleWin).toBe('189.00'); // 27 × 2.00 × 3.5
    const south = envelope<LotteryCurrentNumeroResponse>(
      await get('/lotto/lgw/games/opened/numero?gameCode=VN_SOUTH_HCM'),
    ).value.current!;
    const southern = await placed(member, {
      gameCode: 'VN_SOUTH_HCM',
      numero: south.numero,
      playType: 'VN_LO2',
      numbers: ['24'],
      stake: '1.00',
    });
    expect(southern.bet.possibleWin).toBe('63.00'); // 18 prizes × 3.5
    // A bet kept with the old answer (one hit per number) is answered by the rule in the records.
    await server.database.db.execute(
      sql`update lottery_bets set possible_win_minor = 2100 where id = ${Number(north.bet.betId)}`,
    );
    const listed = (await myBets(member)).list.find((bet) => bet.betId === north.bet.betId);
    expect(listed?.possibleWin).toBe('189.00');
  });

  it('refuses bets that break a rule, each with its code, and moves no money', async () => {
    const member = await funded(200_000);
    const numero = fastNumero('VN_FAST', 3);
    const good = {
      gameCode: 'VN_FAST',
      numero,
      playType: 'VN_LO2',
      numbers: ['07'],
      stake: '1.00',
    };
    const refusals: [Partial<BetInput>, number, string][] = [
      [{ gameCode: 'NOPE' }, 404, LotteryErrorCodes.GameNotFound],
      [{ numero: '20200101-9999' }, 404, LotteryErrorCodes.NumeroNotFound],
      [{ numero: 'tomorrow' }, 404, LotteryErrorCodes.NumeroNotFound],
      [{ playType: 'SEA_BIG', numbers: ['1234'] }, 400, LotteryErrorCodes.PlayTypeInvalid],
      [{ playType: 'ELOTT_POS', numbers: ['1:2'] }, 400, LotteryErrorCodes.PlayTypeInvalid],
      [{ numbers: ['7'] }, 400, LotteryErrorCodes.NumbersInvalid],
      [{ numbers: ['007'] }, 400, LotteryErrorCodes.NumbersInvalid],
      [{ numbers: ['ab'] }, 400, LotteryErrorCodes.NumbersInvalid],
      [{ numbers: ['07', '07'] }, 400, LotteryErrorCodes.NumbersInvalid],
      [{ numbers: [] }, 400, LotteryErrorCodes.NumbersInvalid],
      [
        {
          playType: 'VN_3D',
          numbers: Array.from({ length: 101 }, (_, i) => String(i).padStart(3, '0')),
        },
        400,
        LotteryErrorCodes.NumbersInvalid,
      ],
      [{ stake: '0.99' }, 400, LotteryErrorCodes.StakeOutOfRange],
      [{ stake: '5000.01' }, 400, LotteryErrorCodes.StakeOutOfRange],
      [
        { playType: 'VN_4D', numbers: ['1234'], stake: '1000.01' },
        400,
        LotteryErrorCodes.StakeOutOfRange,
      ],
      [{ stake: 'abc' }, 400, LotteryErrorCodes.StakeOutOfRange],
      [{ stake: '-1.00' }, 400, LotteryErrorCodes.StakeOutOfRange],
      // Above the balance (2,000.00): 500 numbers' worth is refused by the wallet.
      [
        {
          numbers: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
          stake: '20.01',
        },
        400,
        WalletErrorCodes.InsufficientBalance,
      ],
      [{ playType: 'NOPE' }, 400, ErrorCodes.Validation],
      [{ numbers: 'ab' as unknown as string[] }, 400, ErrorCodes.Validation],
      [{ idempotencyKey: 'short' }, 400, ErrorCodes.Validation],
      [{ gameCode: '' }, 400, ErrorCodes.Validation],
    ];
    for (const [change, status, code] of refusals) {
      const response = await placeBet(member, { ...good, ...change });
      expect([JSON.stringify(change), response.statusCode]).toEqual([
        JSON.stringify(change),
        status,
      ]);
      expect(envelope(response).code).toBe(code);
      expect(envelope(response).message).not.toBe('');
    }
    const missing = await withToken(server.app, 'POST', '/lgw/bets', member.token, {
      gameCode: 'VN_FAST',
    });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).code).toBe(ErrorCodes.Validation);
    expect(await mainBalance(member)).toBe(200_000);
    // Exactly the balance is fine; the limits are inclusive.
    await placed(member, { ...good, numbers: ['00', '01'], stake: '1000.00' });
    expect(await mainBalance(member)).toBe(0);
    expect((await myBets(member)).totalCount).toBe(1);
    // Visitors and trial accounts cannot bet.
    const visitor = await server.app.inject({
      method: 'POST',
      url: '/lgw/bets',
      payload: { ...good, idempotencyKey: key() },
    });
    expect(visitor.statusCode).toBe(401);
    const trial = await trialLogin(server, nextAddress());
    const trialBet = await placeBet({ token: trial.token }, good);
    expect(trialBet.statusCode).toBe(403);
    expect((await get('/lgw/bets')).statusCode).toBe(401);
    for (const bad of ['pageSize=51', 'pageNo=0', 'status=NOPE', 'gameCode=a-b']) {
      const response = await withToken(server.app, 'GET', `/lgw/bets?${bad}`, member.token);
      expect(response.statusCode).toBe(400);
    }
    const unknownGame = await withToken(server.app, 'GET', '/lgw/bets?gameCode=NOPE', member.token);
    expect(unknownGame.statusCode).toBe(404);
  });

  it("takes bets on a daily game's draw taking bets between today's close and draw", async () => {
    const saved = now;
    try {
      // VN_CENTRAL_KH draws at 10:15 UTC and closes 15 minutes before: at 10:05 the draw taking
      // bets is tomorrow's, more than a day before its draw time.
      now = new Date(
        Date.UTC(saved.getUTCFullYear(), saved.getUTCMonth(), saved.getUTCDate() + 1, 10, 5),
      );
      const member = await funded();
      const current = envelope<LotteryCurrentNumeroResponse>(
        await get('/lotto/lgw/games/opened/numero?gameCode=VN_CENTRAL_KH'),
      ).value.current!;
      expect(Date.parse(current.drawTime) - now.getTime()).toBeGreaterThan(24 * 60 * 60 * 1000);
      await placed(member, {
        gameCode: 'VN_CENTRAL_KH',
        numero: current.numero,
        playType: 'VN_DE',
        numbers: ['42'],
        stake: '1.00',
      });
    } finally {
      now = saved;
    }
  });

  it("refuses bets from the draw's close on (server clock) and once it is drawn", async () => {
    const member = await funded(100_000);
    const numero = fastNumero('FAST_3D', 4);
    const input = {
      gameCode: 'FAST_3D',
      numero,
      playType: 'FAST_1D',
      numbers: ['5'],
      stake: '1.00',
    };
    await placed(member, input);
    const saved = now;
    try {
      // The close: 10 s before the draw (interval 180 s).
      const close = drawOf(fastSchedule(180), numero)!;
      expect(close.drawTime.getTime() - close.closeTime.getTime()).toBe(10_000);
      now = new Date(close.closeTime.getTime() - 1);
      const lastKey = key();
      const last = await placed(member, { ...input, idempotencyKey: lastKey });
      now = close.closeTime;
      const closed = await placeBet(member, input);
      expect(closed.statusCode).toBe(409);
      expect(envelope(closed).code).toBe(LotteryErrorCodes.BetsClosed);
      expect(envelope(closed).message).toBe('Betting on this draw has closed');
      // The retry of a bet taken before the close is answered with that bet, not refused.
      const retried = await placed(member, { ...input, idempotencyKey: lastKey });
      expect(retried.bet.betId).toBe(last.bet.betId);
      const otherBody = await placeBet(member, {
        ...input,
        numbers: ['6'],
        idempotencyKey: lastKey,
      });
      expect(envelope(otherBody).code).toBe(WalletErrorCodes.IdempotencyConflict);
    } finally {
      now = saved;
    }
    // Drawn early by the operator: closed too.
    const early = fastNumero('FAST_3D', 5);
    const earlyKey = key();
    const earlyBet = await placed(member, { ...input, numero: early, idempotencyKey: earlyKey });
    expect(await server.app.lotteryService.drawAndSettle('FAST_3D', early)).toBe('settled');
    const after = await placeBet(member, { ...input, numero: early });
    expect(after.statusCode).toBe(409);
    expect(envelope(after).code).toBe(LotteryErrorCodes.BetsClosed);
    const retried = await placed(member, { ...input, numero: early, idempotencyKey: earlyKey });
    expect(retried.bet.betId).toBe(earlyBet.bet.betId);
    expect(retried.bet.status).not.toBe('OPEN');
    const bets = (await myBets(member, '?gameCode=FAST_3D')).list.filter((b) => b.numero === early);
    expect(bets).toHaveLength(1);
    expect(bets[0]!.status).not.toBe('OPEN');
  });
});

describe('settlement', () => {
  /** Bets on every play type of the four kinds, each of one member, on draws of `slot`. */
  async function betOnEverything(slot: number) {
    const seaNumero = envelope<LotteryCurrentNumeroResponse>(
      await get('/lotto/lgw/games/opened/numero?gameCode=SEA_4D'),
    ).value.current!.numero;
    const digits = (n: number, width: number) => String(n).padStart(width, '0');
    const range = (count: number, width: number, step = 1) =>
      Array.from({ length: count }, (_, i) => digits(i * step, width));
    const draws = {
      VN_FAST: fastNumero('VN_FAST', slot),
      FAST_3D: fastNumero('FAST_3D', slot),
      ELOTT_5D: fastNumero('ELOTT_5D', slot),
      SEA_4D: seaNumero,
    };
    const plan: BetInput[] = [
      // Every two-digit ending: the 27 prizes of the north hit 27 times at 3.5.
      {
        gameCode: 'VN_FAST',
        numero: draws.VN_FAST,
        playType: 'VN_LO2',
        numbers: range(100, 2),
        stake: '1.00',
      },
      {
        gameCode: 'VN_FAST',
        numero: draws.VN_FAST,
        playType: 'VN_DE',
        numbers: range(100, 2),
        stake: '1.00',
      },
      {
        gameCode: 'VN_FAST',
        numero: draws.VN_FAST,
        playType: 'VN_3D',
        numbers: range(100, 3),
        stake: '1.00',
      },
      {
        gameCode: 'VN_FAST',
        numero: draws.VN_FAST,
        playType: 'VN_4D',
        numbers: range(100, 4, 7),
        stake: '1.00',
      },
      {
        gameCode: 'SEA_4D',
        numero: draws.SEA_4D,
        playType: 'SEA_BIG',
        numbers: range(100, 4, 3),
        stake: '1.00',
      },
      {
        gameCode: 'SEA_4D',
        numero: draws.SEA_4D,
        playType: 'SEA_SMALL',
        numbers: range(100, 4),
        stake: '1.00',
      },
      {
        gameCode: 'FAST_3D',
        numero: draws.FAST_3D,
        playType: 'FAST_3D',
        numbers: range(100, 3),
        stake: '1.00',
      },
      {
        gameCode: 'FAST_3D',
        numero: draws.FAST_3D,
        playType: 'FAST_2D',
        numbers: range(100, 2),
        stake: '1.00',
      },
      {
        gameCode: 'FAST_3D',
        numero: draws.FAST_3D,
        playType: 'FAST_1D',
        numbers: range(10, 1),
        stake: '3.00',
      },
      {
        gameCode: 'ELOTT_5D',
        numero: draws.ELOTT_5D,
        playType: 'ELOTT_POS',
        numbers: ['1:0', '1:1', '2:5', '3:9', '4:4', '5:0', '5:1', '5:2', '5:3', '5:4'],
        stake: '1.50',
      },
      {
        gameCode: 'ELOTT_5D',
        numero: draws.ELOTT_5D,
        playType: 'ELOTT_BS',
        numbers: ['BIG', 'SMALL'],
        stake: '10.00',
      },
    ];
    const members: LoggedInMember[] = [];
    const bets: LotteryBet[] = [];
    for (const input of plan) {
      const member = await funded(100_000);
      members.push(member);
      bets.push((await placed(member, input)).bet);
    }
    return { draws, members, bets };
  }

  async function checkSettled(
    draws: Record<string, string>,
    members: LoggedInMember[],
    bets: LotteryBet[],
  ): Promise<void> {
    for (const [index, bet] of bets.entries()) {
      const member = members[index]!;
      const drawn = await result(bet.gameCode, bet.numero);
      expect(drawn, `${bet.gameCode} ${bet.numero} drawn`).toBeDefined();
      const expected = winMinor(
        { playType: bet.playType, numbers: bet.numbers, stakeMinor: parseMoney(bet.stake)! },
        drawn!.prizes,
      );
      const [settled] = (await myBets(member)).list;
      expect(settled!.status).toBe(expected > 0 ? 'WON' : 'LOST');
      expect(minor(settled!.win)).toBe(expected);
      // The records answer the placement's most, and no result pays more (issue 24, finding 7).
      expect(settled!.possibleWin).toBe(bet.possibleWin);
      expect(expected).toBeLessThanOrEqual(minor(bet.possibleWin)!);
      expect(settled!.settledAt).not.toBeNull();
      expect(await mainBalance(member)).toBe(100_000 - parseMoney(bet.totalStake)! + expected);
    }
    void draws;
  }

  it('settles every play type through the ledger, once', async () => {
    const { draws, members, bets } = await betOnEverything(10);
    const service = server.app.lotteryService;
    for (const [gameCode, numero] of Object.entries(draws)) {
      expect(await service.drawAndSettle(gameCode, numero)).toBe('settled');
    }
    await checkSettled(draws, members, bets);
    // Sure winners: every ending of VN_LO2 (27 prizes × 3.5), FAST_1D, ELOTT_BS.
    const wins = (await Promise.all(members.map((m) => myBets(m)))).map((b) => b.list[0]!);
    expect(minor(wins[0]!.win)).toBe(27 * 350);
    // VN_LO2 pays per hit: its most is all 27 prizes on its numbers, which every ending reaches.
    expect(wins[0]!.possibleWin).toBe('94.50');
    expect(minor(wins[1]!.win)).toBe(7_000);
    expect(minor(wins[2]!.win) === 0 || minor(wins[2]!.win) === 60_000).toBe(true);
    expect(minor(wins[8]!.win)).toBe(2_700);
    expect(minor(wins[10]!.win)).toBe(1_980);
    const money = await memberMoney(
      server.database.db,
      members.map((m) => m.id),
    );
    // A second settlement pays nothing.
    for (const [gameCode, numero] of Object.entries(draws)) {
      expect(await service.drawAndSettle(gameCode, numero)).toBe('already');
    }
    expect(
      await memberMoney(
        server.database.db,
        members.map((m) => m.id),
      ),
    ).toEqual(money);
    await expectLedgerClean();
    // The database keeps the results and the settled bets as they are, whoever writes.
    const db = server.database.db;
    const refused = async (statement: ReturnType<typeof sql>) => {
      const failure = await db.execute(statement).then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string }; code?: string },
      );
      expect(failure, String(statement.queryChunks)).not.toBeNull();
      expect(failure!.cause?.code ?? failure!.code).toBe('23001');
    };
    const numero = draws.VN_FAST;
    await refused(sql`update lottery_draws set prizes = '[]'::jsonb where numero = ${numero}`);
    await refused(sql`delete from lottery_draws where numero = ${numero}`);
    await refused(sql`update lottery_bets set win_minor = 0 where numero = ${numero}`);
    await refused(sql`delete from lottery_bets where numero = ${numero}`);
    expect(
      await memberMoney(
        db,
        members.map((m) => m.id),
      ),
    ).toEqual(money);
  });

  it('rolls a failed settlement back whole; the re-run pays each bet once', async () => {
    const member = await funded(100_000);
    const numero = fastNumero('FAST_3D', 20);
    const numbers = Array.from({ length: 10 }, (_, i) => String(i));
    await placed(member, {
      gameCode: 'FAST_3D',
      numero,
      playType: 'FAST_1D',
      numbers,
      stake: '1.00',
    });
    const other = await funded(100_000);
    await placed(other, {
      gameCode: 'FAST_3D',
      numero,
      playType: 'FAST_2D',
      numbers: ['00'],
      stake: '1.00',
    });
    const service = server.app.lotteryService;
    for (const stage of ['bets-settled', 'winners-paid'] as const) {
      service.settlementFault = (at) => {
        if (at === stage) throw new Error(`crash at ${at}`);
      };
      try {
        await expect(service.drawAndSettle('FAST_3D', numero)).rejects.toThrow(`crash at ${stage}`);
      } finally {
        service.settlementFault = null;
      }
      expect(await result('FAST_3D', numero)).toBeUndefined();
      expect((await myBets(member)).list[0]!.status).toBe('OPEN');
      expect(await mainBalance(member)).toBe(99_000);
    }
    expect(await service.drawAndSettle('FAST_3D', numero)).toBe('settled');
    expect(await service.drawAndSettle('FAST_3D', numero)).toBe('already');
    const [bet] = (await myBets(member)).list;
    expect(bet).toMatchObject({ status: 'WON', win: '9.00' });
    expect(await mainBalance(member)).toBe(99_900);
    expect((await myBets(other)).list[0]!.status).not.toBe('OPEN');
    await expectLedgerClean();
  });

  it('settles a draw once when two apps of one database settle it at the same time', async () => {
    const members = [await funded(100_000), await funded(100_000)];
    const numero = fastNumero('ELOTT_5D', 21);
    for (const member of members) {
      await placed(member, {
        gameCode: 'ELOTT_5D',
        numero,
        playType: 'ELOTT_BS',
        numbers: ['BIG', 'SMALL'],
        stake: '1.00',
      });
    }
    const other = await secondServer(server, { clock: () => now });
    try {
      const outcomes = await Promise.all([
        server.app.lotteryService.drawAndSettle('ELOTT_5D', numero),
        other.app.lotteryService.drawAndSettle('ELOTT_5D', numero),
        other.app.lotteryService.drawAndSettle('ELOTT_5D', numero),
      ]);
      expect([...outcomes].sort()).toEqual(['already', 'already', 'settled']);
    } finally {
      await other.close();
    }
    for (const member of members) {
      // 2.00 staked, one side wins 1.98.
      expect(await mainBalance(member)).toBe(100_000 - 200 + 198);
    }
    await expectLedgerClean();
  });
});

describe('launch', () => {
  const launch = (token: string, body: Record<string, unknown>) =>
    withToken(server.app, 'POST', '/wps/game/launchGame', token, body);

  it("opens the site's own lottery pages for the lottery vendors; backUrl only on the brand's hosts", async () => {
    const member = await funded(0);
    const common = { gameCode: 'lobby', launchMode: 'LOTT', device: 'WEB', language: 'EN' };
    const vn = await launch(member.token, {
      ...common,
      vassalage: 'TCG_LOTTO_VN',
      lottoArea: 'VN',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'VN_NORTH',
      lottoView: 'lobby',
      backUrl: 'https://www.lotusplay.example/lottery',
    });
    expect(vn.statusCode, vn.body).toBe(200);
    const vnUrl = new URL(envelope<{ url: string }>(vn).value.url);
    expect(vnUrl.pathname).toBe('/vnLottery');
    expect(Object.fromEntries(vnUrl.searchParams)).toEqual({
      gameCode: 'VN_NORTH',
      playType: 'VN_LO2',
      view: 'lobby',
      backUrl: 'https://www.lotusplay.example/lottery',
    });
    const sea = new URL(
      envelope<{ url: string }>(
        await launch(member.token, {
          ...common,
          vassalage: 'TCG_SEA',
          lottoArea: 'SEA',
          lottoPrizeMode: 'SEA',
          lottoView: 'betting',
        }),
      ).value.url,
    );
    expect(sea.pathname).toBe('/seaLottery');
    expect(sea.searchParams.get('gameCode')).toBe('SEA_4D');
    expect(sea.searchParams.get('view')).toBe('betting');
    const elott = new URL(
      envelope<{ url: string }>(
        await launch(member.token, {
          ...common,
          vassalage: 'ELOTT',
          lottoView: 'betting',
          backUrl: '/elott',
        }),
      ).value.url,
    );
    expect(elott.pathname).toBe('/lottery');
    expect(Object.fromEntries(elott.searchParams)).toMatchObject({
      gameCode: 'ELOTT_5D',
      vendor: 'ELOTT',
      playType: 'ELOTT_POS',
    });
    const lott = new URL(
      envelope<{ url: string }>(await launch(member.token, { ...common, vassalage: 'LOTT' })).value
        .url,
    );
    expect(lott.pathname).toBe('/lottery');
    expect(lott.searchParams.get('gameCode')).toBe('FAST_3D');
    // backUrl elsewhere is refused.
    for (const backUrl of [
      'https://evil.example/',
      '//evil.example/x',
      'https://www.lotusplay.example.evil.example/',
      'https://user@www.lotusplay.example/',
      'javascript:alert(1)',
      'ftp://www.lotusplay.example/',
      '/\\evil.example',
    ]) {
      const response = await launch(member.token, {
        ...common,
        vassalage: 'TCG_LOTTO_VN',
        backUrl,
      });
      expect([backUrl, response.statusCode]).toEqual([backUrl, 400]);
      expect(envelope(response).code).toBe(LotteryErrorCodes.BackUrlInvalid);
    }
    // A game of another vendor, an unknown game, a bad prize mode.
    const wrongVendor = await launch(member.token, {
      ...common,
      vassalage: 'TCG_SEA',
      lottoGameCode: 'VN_NORTH',
    });
    expect(envelope(wrongVendor).code).toBe(LotteryErrorCodes.GameNotFound);
    const badMode = await launch(member.token, {
      ...common,
      vassalage: 'TCG_SEA',
      lottoPrizeMode: 'X',
    });
    expect(badMode.statusCode).toBe(400);
    // Any other vendor still launches as a third-party game.
    const evo = await launch(member.token, { vassalage: 'EVO', gameCode: 'nope-not-a-game' });
    expect(evo.statusCode).toBe(404);
  });
});
