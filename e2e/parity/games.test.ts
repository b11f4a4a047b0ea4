// The game handlers of @lotusplay/game-lobby/testing against the real server: the vendor lanes,
// the game lists (filters, a name search, pages), hot games, a vendor's games, the rank list and
// the PVP rooms, the member calls (recent games, favourites: add, list, remove; betting records)
// without a session and with one, the launch (unknown game, a vendor's lobby, maintenance) and
// the refusals of bad queries. The handlers get the server's catalogue (its vendors and games,
// read over HTTP as a visitor), as a story passes a catalogue; the same status, code and message,
// the same games in the same order, values of the same shape.
import { createGameHandlers } from '@lotusplay/game-lobby/testing';
import type { Game, GameVendor, GameVendorResponse } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectParityOf,
  get,
  parityTrialToken,
  post,
  registerParityMember,
  startParityServer,
} from './harness';
import type { Clock, ParityContext, ParityServer } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;
let serial = 6000;
const tokens = { msw: { member: 'tok-msw-member', trial: 'tok-msw-trial' }, server: {} };
let catalogue: { vendors: GameVendor[]; games: Game[] };

async function read<T>(url: string): Promise<T> {
  const response = await server.app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.body}`);
  return response.json<{ value: T }>().value;
}

beforeAll(async () => {
  server = await startParityServer(clock);
  tokens.server = { trial: await parityTrialToken(server, '192.0.2.203') };
  const lanes = await read<GameVendorResponse>('/wps/relay/GCSGAME_gameVendor');
  const vendors = lanes.lanes.flatMap((lane) => lane.cards);
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await read<{ games: Game[]; totalPages: number }>(
      `/wps/relay/GCSGAME_gameList?pageSize=100&pageNo=${pageNo}`,
    );
    games.push(...page.games);
    if (pageNo >= page.totalPages) break;
  }
  catalogue = { vendors, games };
});
afterAll(async () => {
  await server?.close();
});

async function parity(sequence: (ctx: ParityContext) => Promise<void>) {
  const member = await registerParityMember(server, ++serial);
  await expectParityOf({
    server,
    clock,
    handlers: () =>
      createGameHandlers({
        vendors: catalogue.vendors,
        games: catalogue.games,
        trialTokens: ['tok-msw-trial'],
      }),
    address: `198.18.3.${serial % 250}`,
    tokens: { msw: tokens.msw, server: { ...tokens.server, member: member.token } },
    sequence,
  });
}

const names = (games: Game[] | undefined) =>
  games?.map((g) => [g.nodeId, g.gameName, g.isFavorite]);
const listOf = (value: unknown) => {
  const v = value as {
    games?: Game[];
    list?: Game[];
    content?: Game[];
    totalPages?: number;
  } | null;
  return v && { games: names(v.games ?? v.list ?? v.content), totalPages: v.totalPages };
};

describe('game handlers and server agree', () => {
  it('on the vendors, the game lists, hot games, a vendor’s games, ranks and rooms', async () => {
    await parity(async ({ call, note, shape }) => {
      const lanes = await call('vendor lanes', get('/wps/relay/GCSGAME_gameVendor', null));
      note('vendor lanes', lanes.value);
      const some = catalogue.games[0]!;
      const list = (query: string, token: string | null = null) =>
        get(`/wps/relay/GCSGAME_gameList${query}`, token);
      const lists: [string, string][] = [
        ['first page', ''],
        ['second page of 5', '?pageNo=2&pageSize=5'],
        ['page beyond', '?pageNo=999'],
        ['a type', '?gameType=RNG'],
        ['a vendor', `?vassalage=${some.vassalage}`],
        ['a classification', '?gameClassify=JP'],
        ['unknown classification', '?gameClassify=NEW'],
        [
          'a name search',
          `?gameName=${encodeURIComponent(some.gameName.slice(0, 3).toLowerCase())}`,
        ],
        ['no match', '?gameName=zzzzzzzz'],
        ['min lines', '?minLineNum=20'],
      ];
      for (const [step, query] of lists) {
        const answer = await call(step, list(query));
        note(step, listOf(answer.value));
        shape(step, answer.value);
      }
      note('as a member', listOf((await call('as a member', list('?pageSize=5', 'member'))).value));
      for (const [step, query] of [
        ['page 0', '?pageNo=0'],
        ['page size 0', '?pageSize=0'],
        ['page size too large', '?pageSize=101'],
        ['unknown type', '?gameType=NOPE'],
        ['bad vendor code', '?vassalage=no%20such!'],
        ['search too long', `?gameName=${'a'.repeat(65)}`],
      ] as const) {
        await call(step, list(query));
      }
      note('hot', listOf((await call('hot', get('/wps/relay/GCSGAME_hotGamesV2', null))).value));
      const vendor =
        catalogue.vendors.find((v) => v.isGame === 'VASSALAGE') ?? catalogue.vendors[0]!;
      const vass = await call(
        'a vendor’s games',
        get(`/wps/relay/GCSGAME_getVassGameType?vassalage=${vendor.vassalage}`, null),
      );
      note('a vendor’s games', listOf({ list: (vass.value as { games: Game[] } | null)?.games }));
      await call(
        'unknown vendor’s games',
        get('/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE', null),
      );
      await call('no vendor', get('/wps/relay/GCSGAME_getVassGameType', null));
      shape(
        'ranks',
        (await call('ranks', get('/wps/relay/GCSGAME_getRankList?count=5', null))).value,
      );
      await call('ranks, count 0', get('/wps/relay/GCSGAME_getRankList?count=0', null));
      const pvp = catalogue.vendors.find((v) => v.gameType === 'PVP');
      if (pvp) {
        shape(
          'rooms',
          (await call('rooms', get(`/wps/relay/GLS2_roomList?vassalage=${pvp.vassalage}`, null)))
            .value,
        );
      }
    });
  });

  it('on the member calls: recent games, favourites, betting records, and the launch', async () => {
    await parity(async ({ call, note, shape, token }) => {
      const lotteryVendors = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];
      const [first, second] = catalogue.games.filter(
        (g) => !g.maintenance && !lotteryVendors.includes(g.vassalage),
      );
      for (const [step, path] of [
        ['recent', '/wps/relay/GCS_recentGame'],
        ['favourite ids', '/wps/relay/MCSFE_getFavoriteGames'],
        ['favourites', '/wps/relay/MCSFE_getFavoriteGamesList'],
        ['betting record', '/wps/relay/GCS_bettingRecord'],
      ] as const) {
        await call(`${step} without a session`, get(path, null));
        await call(`${step}, trial account`, get(path, token('trial')));
        const answer = await call(step, get(path));
        note(step, answer.value);
      }
      const add = (nodeId: unknown, who?: string | null) =>
        post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId }, who);
      const remove = (nodeId: unknown) => post('/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId });
      await call('add without a session', add(first!.nodeId, null));
      await call('add, trial account', add(first!.nodeId, token('trial')));
      note('add', (await call('add', add(first!.nodeId))).value);
      note('add again', (await call('add again', add(first!.nodeId))).value);
      note('add another', (await call('add another', add(second!.nodeId))).value);
      await call('add unknown', add('999999999'));
      await call('add a bad id', add('abc'));
      note(
        'favourite ids',
        (await call('favourite ids', get('/wps/relay/MCSFE_getFavoriteGames'))).value,
      );
      note(
        'favourites',
        listOf((await call('favourites', get('/wps/relay/MCSFE_getFavoriteGamesList'))).value),
      );
      note(
        'marked in the list',
        listOf(
          (
            await call(
              'marked in the list',
              get(`/wps/relay/GCSGAME_gameList?vassalage=${first!.vassalage}&pageSize=100`),
            )
          ).value,
        ),
      );
      note('remove', (await call('remove', remove(first!.nodeId))).value);
      note('remove again', (await call('remove again', remove(first!.nodeId))).value);
      note(
        'favourites after',
        listOf(
          (await call('favourites after', get('/wps/relay/MCSFE_getFavoriteGamesList'))).value,
        ),
      );
      const launch = (body: Record<string, unknown>, who?: string | null) =>
        post('/wps/game/launchGame', body, who);
      await call(
        'launch without a session',
        launch({ vassalage: first!.vassalage, gameCode: first!.gameCode }, null),
      );
      const launched = await call(
        'launch',
        launch({ vassalage: first!.vassalage, gameCode: first!.gameCode }),
      );
      shape('launch', launched.value);
      await call(
        'launch, trial account',
        launch({ vassalage: first!.vassalage, gameCode: first!.gameCode }, token('trial')),
      );
      await call('launch unknown game', launch({ vassalage: first!.vassalage, gameCode: 'NOPE' }));
      await call('launch a lottery vendor', launch({ vassalage: 'LOTT', gameCode: 'ANY' }));
      const lobby = catalogue.vendors.find(
        (v) => !v.maintenance && !lotteryVendors.includes(v.vassalage),
      )!;
      await call(
        'launch a vendor’s lobby card',
        launch({ vassalage: lobby.vassalage, gameCode: lobby.gameCode }),
      );
      await call('launch unknown vendor', launch({ vassalage: 'NOPE', gameCode: 'NOPE' }));
      await call('launch without a game code', launch({ vassalage: first!.vassalage }));
      const down = catalogue.vendors.find((v) => v.maintenance);
      if (down)
        await call(
          'launch a vendor under maintenance',
          launch({ vassalage: down.vassalage, gameCode: down.gameCode }),
        );
      const downGame = catalogue.games.find((g) => g.maintenance);
      if (downGame)
        await call(
          'launch a game under maintenance',
          launch({ vassalage: downGame.vassalage, gameCode: downGame.gameCode }),
        );
      note(
        'recent after',
        listOf((await call('recent after', get('/wps/relay/GCS_recentGame'))).value),
      );
    });
  });
});
