// Databases: PGlite and PostgreSQL — the round indexes' query plans, and plain SQL on the tables.
// The game calls through createServer() and app.inject: the catalogue and its filters, bad input,
// favourites, recent games, launches and their refusals, rounds, winners and the betting record.
import type {
  BettingRecordResponse,
  FavoriteGameIdsResponse,
  FavoriteGamesListResponse,
  GameListResponse,
  GameVendorResponse,
  HotGamesResponse,
  LaunchGameResponse,
  PvpLaunchResponse,
  PvpRoomListResponse,
  RankListResponse,
  RecentGamesResponse,
  VassGameTypeResponse,
} from '@lotusplay/api-client/contracts';
import {
  GAME_TYPES,
  GameErrorCodes,
  GameLimits,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { addressSource, loggedInMember, trialLogin } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { demoGames, demoGameVendors } from './games.seed';
import { maskUsername, sha256Hex } from './games.service';

let server: Awaited<ReturnType<typeof createTestServer>>;
const address = addressSource(61);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const response = await get(`/wps/relay/GCSGAME_gameList?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<GameListResponse>(response).value;
};
const member = () => loggedInMember(server, address());
/** The address of app.inject's requests (launches and the demo vendor's calls alike). */
const INJECTED = '127.0.0.1';

/** All games of a query, every page. */
async function allGames(query: string) {
  const first = await list(`${query}&pageSize=${GameLimits.maxPageSize}&pageNo=1`);
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page++) {
    games.push(...(await list(`${query}&pageSize=${GameLimits.maxPageSize}&pageNo=${page}`)).games);
  }
  return games;
}

describe('seed', () => {
  it('is deterministic and has about 10,000 games with names in every language', async () => {
    const a = demoGames();
    const b = demoGames();
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(9_500);
    for (const game of a.slice(0, 200)) {
      for (const language of LANGUAGE_CODES) expect(game.names[language]).toBeTruthy();
    }
    const rows = (await server.database.db.execute(
      sql`select count(*)::int as n from games`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(a.length);
  });
});

describe('GCSGAME_gameVendor', () => {
  it('answers the lanes in GAME_TYPES order, only those with vendors, esports moved', async () => {
    const response = await get('/wps/relay/GCSGAME_gameVendor?merchantCode=LOTUS');
    expect(response.statusCode).toBe(200);
    const { lanes } = envelope<GameVendorResponse>(response).value;
    const titles = lanes.map((lane) => lane.title);
    expect(titles).toEqual(GAME_TYPES.filter((type) => titles.includes(type)));
    expect(titles).toEqual(GAME_TYPES);
    for (const lane of lanes) {
      expect(lane.cards.length).toBeGreaterThan(0);
      for (const card of lane.cards) expect(card.gameType).toBe(lane.title);
    }
    const byTitle = new Map(lanes.map((lane) => [lane.title, lane.cards]));
    // The "more" button (exactly 11) and the vendor-menu arrows (above 8).
    expect(
      [...byTitle.values()].some((cards) => cards.length === GameLimits.vendorDropdownMax),
    ).toBe(true);
    expect(byTitle.get('RNG')!.length).toBeGreaterThan(GameLimits.vendorDropdownMax);
    const esports = demoGameVendors.filter((v) => v.isEsports).map((v) => v.code);
    expect(byTitle.get('ESPORTS')!.map((c) => c.vassalage)).toEqual(esports);
    expect(byTitle.get('SPORTS')!.some((c) => esports.includes(c.vassalage))).toBe(false);
    const codes = byTitle
      .get('LOTT')!
      .concat(byTitle.get('ELOTT')!)
      .map((c) => c.vassalage);
    expect(codes).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']));
    expect(byTitle.get('COCKFIGHT')!.map((c) => c.vassalage)).toEqual(['DS88']);
    const cards = lanes.flatMap((lane) => lane.cards);
    expect(cards.some((c) => c.isGame === 'VASSALAGE')).toBe(true);
    expect(cards.some((c) => c.maintenance)).toBe(true);
    for (const card of cards) {
      expect(['LOTUS', 'JILI', 'PG', 'EVO', 'SABA']).toContain(card.accountTypeId);
    }
  });

  it('follows an operator change (cache dropped)', async () => {
    await server.app.gamesService.setMaintenance('BTI', null, true);
    const cards = envelope<GameVendorResponse>(
      await get('/wps/relay/GCSGAME_gameVendor'),
    ).value.lanes.flatMap((lane) => lane.cards);
    expect(cards.find((c) => c.vassalage === 'BTI')!.maintenance).toBe(true);
    await server.app.gamesService.setMaintenance('BTI', null, false);
    const again = envelope<GameVendorResponse>(
      await get('/wps/relay/GCSGAME_gameVendor'),
    ).value.lanes.flatMap((lane) => lane.cards);
    expect(again.find((c) => c.vassalage === 'BTI')!.maintenance).toBe(false);
  });
});

describe('GCSGAME_gameList', () => {
  it('pages a vendor, hot first then by order, with totalPages', async () => {
    const page = await list('vassalage=JILI&pageNo=1&pageSize=15');
    expect(page.games).toHaveLength(15);
    const vendorGames = demoGames().filter((g) => g.vendorCode === 'JILI');
    expect(page.totalPages).toBe(Math.ceil(vendorGames.length / 15));
    const all = await allGames('vassalage=JILI');
    expect(all).toHaveLength(vendorGames.length);
    const hot = all.findIndex((g) => g.isHot === 0);
    expect(all.slice(hot).every((g) => g.isHot === 0)).toBe(true);
    expect(new Set(all.map((g) => g.nodeId)).size).toBe(all.length);
  });

  it('applies every filter', async () => {
    const games = await allGames('gameType=RNG&gameClassify=JP&minBet=0.05&minLineNum=20');
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.gameType).toBe('RNG');
      expect(game.classify).toContain('JP');
      expect(game.minBet).toBe('0.05');
      expect(game.lineNum).toBeGreaterThanOrEqual(20);
    }
    const expected = demoGames().filter(
      (g) =>
        g.gameType === 'RNG' &&
        g.classify!.includes('JP') &&
        g.minBet === 5 &&
        (g.lineNum ?? 0) >= 20,
    );
    expect(games).toHaveLength(expected.length);
  });

  it('finds a name in any language, answers in the request language (English fallback)', async () => {
    const sample = demoGames().find((g) => g.vendorCode === 'PG')!;
    const cn = await list(`gameName=${encodeURIComponent(sample.names.CN!)}&language=CN`);
    expect(cn.games.some((g) => g.gameName === sample.names.CN)).toBe(true);
    const upper = await list(
      `vassalage=PG&gameName=${encodeURIComponent(sample.names.EN!.toUpperCase())}`,
    );
    expect(upper.games.find((g) => g.gameCode === sample.gameCode)?.gameName).toBe(sample.names.EN);
    const unknownLanguage = await list(`vassalage=PG&language=xx&pageSize=1`);
    expect(unknownLanguage.games[0]!.gameName).toMatch(/^[A-Za-z]/);
  });

  it('treats injection and LIKE wildcards as plain text', async () => {
    for (const name of ["' or 1=1 --", '%', '_', '%_%', '\\', "'; drop table games; --"]) {
      const page = await list(`gameName=${encodeURIComponent(name)}`);
      expect(page).toEqual({ games: [], totalPages: 0 });
    }
    expect((await list('pageSize=1')).totalPages).toBeGreaterThan(9_000);
  });

  it('refuses bad input', async () => {
    const status = async (query: string) =>
      (await get(`/wps/relay/GCSGAME_gameList?${query}`)).statusCode;
    expect(await status('pageNo=0')).toBe(400);
    expect(await status('pageNo=-1')).toBe(400);
    expect(await status('pageNo=abc')).toBe(400);
    expect(await status(`pageNo=${GameLimits.maxPageNo + 1}`)).toBe(400);
    expect(await status('pageSize=0')).toBe(400);
    expect(await status(`pageSize=${GameLimits.maxPageSize + 1}`)).toBe(400);
    expect(await status('pageSize=1000000')).toBe(400);
    expect(await status(`gameName=${'a'.repeat(GameLimits.gameNameMaxLength + 1)}`)).toBe(400);
    expect(await status('gameType=CASINO')).toBe(400);
    expect(await status('gameClassify=XX')).toBe(400);
    expect(await status('minBet=abc')).toBe(400);
    expect(await status('minLineNum=-1')).toBe(400);
    expect(await status('vassalage=bad%20code')).toBe(400);
    const unknown = await get('/wps/relay/GCSGAME_gameList?vassalage=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(GameErrorCodes.GameNotFound);
    // A page past the end is empty, not an error.
    expect((await list('vassalage=DS88&pageNo=9')).games).toEqual([]);
  });
});

describe('hot, vassalage popup, rooms, winners', () => {
  it('answers hot games of hot game types', async () => {
    const response = await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=JILI&isPlatform=2');
    expect(response.statusCode).toBe(200);
    const { list: hot } = envelope<HotGamesResponse>(response).value;
    expect(hot.length).toBeGreaterThan(0);
    for (const game of hot) {
      expect(game.isHot).toBe(1);
      expect(game.vassalage).toBe('JILI');
    }
    expect((await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=NOPE')).statusCode).toBe(404);
    const cockfight = envelope<HotGamesResponse>(
      await get('/wps/relay/GCSGAME_hotGamesV2?gameType=COCKFIGHT'),
    ).value.list;
    expect(cockfight).toEqual([]);
  });

  it("answers a vassalage vendor's popup list", async () => {
    const vendor = demoGameVendors.find((v) => v.isGame === 'VASSALAGE')!;
    const response = await get(`/wps/relay/GCSGAME_getVassGameType?vassalage=${vendor.code}`);
    expect(response.statusCode).toBe(200);
    const value = envelope<VassGameTypeResponse>(response).value;
    expect(value.vassalage).toBe(vendor.code);
    expect(value.games).toHaveLength(vendor.games);
    expect((await get('/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE')).statusCode).toBe(404);
    expect((await get('/wps/relay/GCSGAME_getVassGameType')).statusCode).toBe(400);
  });

  it('answers the same PVP rooms every time, none for other vendors', async () => {
    const a = envelope<PvpRoomListResponse>(await get('/wps/relay/GLS2_roomList?vassalage=KY'));
    const b = envelope<PvpRoomListResponse>(await get('/wps/relay/GLS2_roomList?vassalage=KY'));
    expect(a.value.rooms.length).toBeGreaterThan(0);
    expect(a.value).toEqual(b.value);
    const jili = envelope<PvpRoomListResponse>(
      await get('/wps/relay/GLS2_roomList?vassalage=JILI'),
    );
    expect(jili.value.rooms).toEqual([]);
    expect((await get('/wps/relay/GLS2_roomList?vassalage=NOPE')).statusCode).toBe(404);
  });

  it('masks usernames', () => {
    expect(maskUsername('demoplayer')).toBe('dem***er');
    expect(maskUsername('abc')).toBe('a***');
  });
});

/** Launches a game; answers the response. */
const launch = (token: string, payload: object) =>
  withToken(server.app, 'POST', '/wps/game/launchGame', token, payload);

describe('favourites and recent games', () => {
  let who: LoggedInMember;
  beforeAll(async () => {
    who = await member();
  });

  it('need a real member', async () => {
    for (const url of [
      '/wps/relay/GCS_recentGame',
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      '/wps/relay/GCS_bettingRecord',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
    const add = await server.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      payload: { nodeId: '1', vendor: 'TCG_SEA', gameType: 'LOTT' },
    });
    expect(add.statusCode).toBe(401);
    const trial = await trialLogin(server, address());
    expect(
      (await withToken(server.app, 'GET', '/wps/relay/GCS_recentGame', trial.token)).statusCode,
    ).toBe(403);
  });

  it('adds twice, lists and removes (idempotent)', async () => {
    const [first, second] = await allGames('vassalage=PG').then((g) => g.slice(0, 2));
    const toggle = (path: string, nodeId: string) =>
      withToken(server.app, 'POST', `/wps/relay/${path}`, who.token, {
        nodeId,
        vendor: 'PG',
        gameType: 'RNG',
      });
    for (let i = 0; i < 2; i++) {
      const added = await toggle('MCSFE_addFavoriteGameV2', first!.nodeId);
      expect(added.statusCode, added.body).toBe(200);
      expect(envelope(added).value).toEqual({ nodeId: first!.nodeId, isFavorite: true });
    }
    await toggle('MCSFE_addFavoriteGameV2', second!.nodeId);
    const ids = envelope<FavoriteGameIdsResponse>(
      await withToken(server.app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', who.token),
    ).value.nodeIds;
    expect(ids.sort()).toEqual([first!.nodeId, second!.nodeId].sort());
    const page = envelope<FavoriteGamesListResponse>(
      await withToken(
        server.app,
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=1&pageSize=15&language=EN',
        who.token,
      ),
    ).value;
    expect(page.content.map((g) => g.nodeId)).toEqual([second!.nodeId, first!.nodeId]);
    expect(page.totalPages).toBe(1);
    for (let i = 0; i < 2; i++) {
      const removed = await toggle('MCSFE_removeFavoriteGameV2', first!.nodeId);
      expect(envelope(removed).value).toEqual({ nodeId: first!.nodeId, isFavorite: false });
    }
    const after = envelope<FavoriteGameIdsResponse>(
      await withToken(server.app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', who.token),
    ).value.nodeIds;
    expect(after).toEqual([second!.nodeId]);
    expect((await toggle('MCSFE_addFavoriteGameV2', '99999999')).statusCode).toBe(404);
    expect((await toggle('MCSFE_addFavoriteGameV2', 'abc')).statusCode).toBe(400);
    const wrongVendor = await withToken(
      server.app,
      'POST',
      '/wps/relay/MCSFE_addFavoriteGameV2',
      who.token,
      { nodeId: first!.nodeId, vendor: 'JILI', gameType: 'RNG' },
    );
    expect(wrongVendor.statusCode).toBe(404);
  });

  it('lists launched games, the latest launch first', async () => {
    const someone = await member();
    const games = (await list('vassalage=JILI&pageSize=3')).games;
    for (const game of [games[0]!, games[1]!, games[2]!, games[0]!]) {
      const response = await launch(someone.token, {
        vassalage: 'JILI',
        gameCode: game.gameCode,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const recent = envelope<RecentGamesResponse>(
      await withToken(
        server.app,
        'GET',
        '/wps/relay/GCS_recentGame?pageNo=1&pageSize=15',
        someone.token,
      ),
    ).value;
    expect(recent.list.map((g) => g.gameCode)).toEqual([
      games[0]!.gameCode,
      games[2]!.gameCode,
      games[1]!.gameCode,
    ]);
    const other = envelope<RecentGamesResponse>(
      await withToken(server.app, 'GET', '/wps/relay/GCS_recentGame?vassalage=PG', someone.token),
    ).value;
    expect(other).toEqual({ list: [], totalPages: 0 });
    expect(
      (await withToken(server.app, 'GET', '/wps/relay/GCS_recentGame?pageNo=0', someone.token))
        .statusCode,
    ).toBe(400);
  });
});

describe('launchGame', () => {
  it('answers a URL on a launch host with a play token the demo vendor can find', async () => {
    const who = await member();
    const game = (await list('vassalage=PG&pageSize=1')).games[0]!;
    const response = await launch(who.token, {
      vassalage: 'PG',
      gameCode: game.gameCode,
      language: 'VI',
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(envelope<LaunchGameResponse>(response).value.url);
    expect(url.pathname).toBe('/demo-vendor/play');
    expect(url.searchParams.get('game')).toBe(game.nodeId);
    expect(url.searchParams.get('lang')).toBe('VI');
    const token = url.searchParams.get('token')!;
    const found = await server.app.gamesService.findPlayToken(token, INJECTED);
    expect(found).toMatchObject({
      memberId: who.id,
      gameId: Number(game.nodeId),
      vendorCode: 'PG',
      walletCode: 'PG',
      maintenance: false,
    });
    expect(await server.app.gamesService.findPlayToken(`${token}x`, INJECTED)).toBeNull();
    const stored = (await server.database.db.execute(
      sql`select token_hash from game_play_tokens where member_id = ${who.id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows.map((row) => row.token_hash)).toEqual([sha256Hex(token)]);
  });

  it('refuses a visitor, an unknown game and a game under maintenance', async () => {
    const who = await member();
    const visitor = await server.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { vassalage: 'PG', gameCode: 'PG_0001' },
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await launch(who.token, { vassalage: 'PG', gameCode: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(GameErrorCodes.GameNotFound);
    expect((await launch(who.token, { vassalage: 'NOPE', gameCode: 'X' })).statusCode).toBe(404);
    expect((await launch(who.token, { vassalage: 'PG' })).statusCode).toBe(400);
    // A whole vendor under maintenance (seeded), then one game put there by the operator.
    const spade = await launch(who.token, { vassalage: 'SPADE', gameCode: 'SPADE_0001' });
    expect(spade.statusCode).toBe(409);
    expect(envelope(spade).code).toBe(GameErrorCodes.GameMaintenance);
    expect(await server.app.gamesService.setMaintenance('FC', 'FC_0003', true)).toBe(true);
    expect((await launch(who.token, { vassalage: 'FC', gameCode: 'FC_0003' })).statusCode).toBe(
      409,
    );
    const shown = (await allGames('vassalage=FC')).find((g) => g.gameCode === 'FC_0003')!;
    expect(shown.maintenance).toBe(true);
    await server.app.gamesService.setMaintenance('FC', 'FC_0003', false);
    expect((await launch(who.token, { vassalage: 'FC', gameCode: 'FC_0003' })).statusCode).toBe(
      200,
    );
  });

  it('lets a trial account play free, without a recent list', async () => {
    const trial = await trialLogin(server, address());
    const response = await launch(trial.token, { vassalage: 'JILI', gameCode: 'JILI_0002' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GLS2_launchRoom (the PVP launch)', () => {
  it("joins a room: the launch of the room's game; refuses a visitor and an unknown room", async () => {
    const who = await member();
    const { rooms } = envelope<PvpRoomListResponse>(
      await get('/wps/relay/GLS2_roomList?vassalage=KY'),
    ).value;
    const room = rooms[1]!;
    const response = await withToken(server.app, 'POST', '/wps/relay/GLS2_launchRoom', who.token, {
      vassalage: 'KY',
      roomId: room.roomId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(envelope<PvpLaunchResponse>(response).value.content);
    expect(url.pathname).toBe('/demo-vendor/play');
    const found = await server.app.gamesService.findPlayToken(
      url.searchParams.get('token')!,
      INJECTED,
    );
    expect(found).toMatchObject({ memberId: who.id, vendorCode: 'KY', gameCode: room.gameCode });

    const visitor = await server.app.inject({
      method: 'POST',
      url: '/wps/relay/GLS2_launchRoom',
      payload: { vassalage: 'KY', roomId: room.roomId },
    });
    expect(visitor.statusCode).toBe(401);
    for (const [payload, status] of [
      [{ vassalage: 'KY', roomId: 'KY-R99' }, 404],
      [{ vassalage: 'JILI', roomId: 'JILI-R1' }, 404],
      [{ vassalage: 'NOPE', roomId: 'X' }, 404],
      [{ vassalage: 'KY' }, 400],
      [{ vassalage: 'KY', roomId: 'x'.repeat(65) }, 400],
    ] as const) {
      const refused = await withToken(
        server.app,
        'POST',
        '/wps/relay/GLS2_launchRoom',
        who.token,
        payload,
      );
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
    }
  });
});

describe('rounds, winners and the betting record', () => {
  it('records a round once, refuses changes, lists it with totals', async () => {
    const who = await member();
    const games = server.app.gamesService;
    const game = (await list('vassalage=JILI&pageSize=1')).games[0]!;
    const round = {
      roundId: `t-${who.id}-1`,
      memberId: who.id,
      gameId: Number(game.nodeId),
      stake: 100,
      win: 250,
      balanceBefore: 1000,
      balanceAfter: 1150,
    };
    const first = await games.recordRound(round);
    expect(first.inserted).toBe(true);
    const again = await games.recordRound(round);
    expect(again.inserted).toBe(false);
    expect(again.round.id).toBe(first.round.id);
    await games.recordRound({ ...round, roundId: `t-${who.id}-2`, win: 0, balanceAfter: 1050 });
    const record = envelope<BettingRecordResponse>(
      await withToken(server.app, 'GET', '/wps/relay/GCS_bettingRecord?pageSize=1', who.token),
    ).value;
    expect(record.totalCount).toBe(2);
    expect(record.totalPages).toBe(2);
    expect(record.totalStake).toBe('2.00');
    expect(record.totalWin).toBe('2.50');
    expect(record.list[0]!.roundId).toBe(`t-${who.id}-2`);
    const other = envelope<BettingRecordResponse>(
      await withToken(server.app, 'GET', '/wps/relay/GCS_bettingRecord?vassalage=PG', who.token),
    ).value;
    expect(other.totalCount).toBe(0);
    const bad = await withToken(
      server.app,
      'GET',
      '/wps/relay/GCS_bettingRecord?startDate=2026-01-10&endDate=2026-01-01',
      who.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await withToken(
          server.app,
          'GET',
          '/wps/relay/GCS_bettingRecord?startDate=2025-01-01&endDate=2026-01-01',
          who.token,
        )
      ).statusCode,
    ).toBe(400);

    const winners = envelope<RankListResponse>(
      await get('/wps/relay/GCSGAME_getRankList?gameType=RNG'),
    ).value.list;
    expect(
      winners.some((w) => w.username === maskUsername(who.username) && w.winAmount === '2.50'),
    ).toBe(true);
    expect(winners.every((w) => Number(w.winAmount) > 0)).toBe(true);
    expect((await get('/wps/relay/GCSGAME_getRankList?count=1000')).statusCode).toBe(400);
  });
});

describe('indexes', () => {
  it('reads the latest winners and a member’s rounds in index order (no sort of every round)', async () => {
    const { db } = server.database;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const memberId = (await rows(sql`select id from members order by id limit 1`))[0]!.id as number;
    // An hour and more ago: the other tests' rounds stay the latest.
    await db.execute(sql`
      insert into game_rounds (round_id, member_id, game_id, vendor_code, game_type, stake, win,
                               balance_before, balance_after, created_at)
      select 'idx-' || i, ${memberId}, g.id, g.vendor_code, g.game_type, 100,
             case when i % 3 = 0 then 250 else 0 end, 1000, 900,
             now() - interval '1 hour' - (i || ' seconds')::interval
      from generate_series(1, 20000) i join games g on g.id = 1 + i % 5000`);
    await db.execute(sql`analyze game_rounds`);
    const plan = async (query: ReturnType<typeof sql>) =>
      (await rows(query)).map((row) => Object.values(row).join(' ')).join('\n');
    const winners = await plan(sql`explain select * from game_rounds where win > 0
      order by created_at desc nulls last limit 20`);
    expect(winners).toContain('game_rounds_wins');
    expect(winners).not.toMatch(/Sort|Seq Scan/);
    const record = await plan(sql`explain select * from game_rounds where member_id = ${memberId}
      and created_at >= now() - interval '7 days' and created_at < now()
      order by created_at desc nulls last, id desc limit 10`);
    expect(record).toContain('game_rounds_member_time');
    expect(record).not.toMatch(/Seq Scan/);
  });
});

describe('play tokens', () => {
  it('go when expired', async () => {
    const [kept, gone] = await Promise.all([member(), member()]);
    const tokenOf = async (who: LoggedInMember) =>
      new URL(
        envelope<LaunchGameResponse>(
          await launch(who.token, { vassalage: 'PG', gameCode: 'PG_0002' }),
        ).value.url,
      ).searchParams.get('token')!;
    const token = await tokenOf(kept);
    await tokenOf(gone);
    await server.database.db.execute(
      sql`update game_play_tokens set expires_at = now() - interval '1 minute'
        where member_id = ${gone.id}`,
    );
    expect(await server.app.gamesService.deleteExpiredPlayTokens()).toBeGreaterThanOrEqual(1);
    const left = (await server.database.db.execute(
      sql`select member_id, token_hash from game_play_tokens
        where member_id in (${kept.id}, ${gone.id})`,
    )) as unknown as { rows: { member_id: number; token_hash: string }[] };
    expect(left.rows).toEqual([{ member_id: kept.id, token_hash: sha256Hex(token) }]);
    expect(await server.app.gamesService.findPlayToken(token, INJECTED)).not.toBeNull();
  });
});
