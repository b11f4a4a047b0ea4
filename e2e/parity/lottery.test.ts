// The lottery handlers of @lotusplay/lottery/testing against the real server: the menus (every
// one, one prize mode's, popular, the member's recent games), a game's current draw and results,
// bets (no session, a trial account, the schema, an unknown game or draw, the play type, the
// numbers, the stake limits, the balance, idempotency) and the member's bets (a game, a status,
// pages). The handlers get the server's menu, the game's current draw and results and the
// member's balance, as a story passes them; the same status, code and message, the same bets and
// balances, values of the same shape.
import { isLotteryNumber } from '@lotusplay/api-client';
import type {
  LotteryBet,
  LotteryCurrentNumeroResponse,
  LotteryGame,
  LotteryMenuResponse,
  LotteryOpenedListResponse,
  LotteryPlayType,
} from '@lotusplay/api-client/contracts';
import { createLotteryHandlers } from '@lotusplay/lottery/testing';
import type { LotteryHandlerData } from '@lotusplay/lottery/testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectParityOf,
  get,
  parityTrialToken,
  registerParityMember,
  startParityServer,
} from './harness';
import type { Call, Clock, ParityContext, ParityServer } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;
let serial = 7000;
const tokens = { msw: { member: 'tok-msw-member', trial: 'tok-msw-trial' }, server: {} };

async function read<T>(url: string, token?: string): Promise<T> {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.body}`);
  return response.json<{ value: T }>().value;
}

beforeAll(async () => {
  server = await startParityServer(clock);
  tokens.server = { trial: await parityTrialToken(server, '192.0.2.204') };
});
afterAll(async () => {
  await server?.close();
});

/** A number of `playType` (the first of the candidates that fits), and another one. */
function numbersOf(playType: LotteryPlayType): string[] {
  const found: string[] = [];
  for (const width of [1, 2, 3, 4, 5]) {
    for (let i = 0; i < 10 ** width && found.length < 2; i += 1) {
      const candidate = String(i).padStart(width, '0');
      if (isLotteryNumber(playType, candidate)) found.push(candidate);
    }
  }
  for (const word of ['BIG', 'SMALL', 'B', 'S']) {
    if (found.length < 2 && isLotteryNumber(playType, word)) found.push(word);
  }
  return found;
}

/** Runs a sequence with a fresh member funded with 100.00, on the handlers given the same. */
async function parity(
  sequence: (ctx: ParityContext, game: LotteryGame, numero: string) => Promise<void>,
) {
  const member = await registerParityMember(server, ++serial);
  await server.app.operatorService.adjustBalance(member.username, {
    amount: '100.00',
    reason: 'parity funding',
    idempotencyKey: `lottery-fund-${serial}`,
  });
  const { gameMenus } = await read<LotteryMenuResponse>('/lgw/games/game_menus');
  const games = gameMenus.flatMap((group) => group.games);
  let chosen: { game: LotteryGame; current: LotteryCurrentNumeroResponse } | null = null;
  for (const game of games) {
    const current = await read<LotteryCurrentNumeroResponse>(
      `/lotto/lgw/games/opened/numero?gameCode=${game.gameCode}`,
    );
    if (current.current?.status === 'OPEN' && game.playTypes.length > 0) {
      chosen = { game, current };
      break;
    }
  }
  if (!chosen) throw new Error('no lottery game takes bets at the parity clock');
  const opened = await read<LotteryOpenedListResponse>(
    `/lgw/vn/numeros/opened/game?gameCode=${chosen.game.gameCode}`,
  );
  const data = (): LotteryHandlerData =>
    ({
      menu: gameMenus,
      current: chosen.current.current,
      opened: opened.list,
      balanceMinor: 10_000,
      trialTokens: ['tok-msw-trial'],
    }) as LotteryHandlerData;
  await expectParityOf({
    server,
    clock,
    handlers: () => createLotteryHandlers(data()).handlers,
    address: `198.18.4.${serial % 250}`,
    tokens: { msw: tokens.msw, server: { ...tokens.server, member: member.token } },
    sequence: (ctx) => sequence(ctx, chosen.game, chosen.current.current!.numero),
  });
}

const betView = (bet: LotteryBet) => [
  bet.gameCode,
  bet.numero,
  bet.playType,
  bet.numbers,
  bet.stake,
  bet.totalStake,
  bet.odds,
  bet.possibleWin,
  bet.status,
  bet.win,
];

describe('lottery handlers and server agree', () => {
  it('on the menus, the draw and the results', async () => {
    await parity(async ({ call, note, shape, token }, game) => {
      note('menus', (await call('menus', get('/lgw/games/game_menus', null))).value);
      const mode = await call(
        'a prize mode',
        get(`/lgw/vn/games/game_menu?prizeMode=${game.prizeMode}`, null),
      );
      shape('a prize mode', mode.value);
      await call('no prize mode', get('/lgw/vn/games/game_menu', null));
      await call('unknown prize mode', get('/lgw/vn/games/game_menu?prizeMode=XX', null));
      shape('popular', (await call('popular', get('/lgw/games/popular', null))).value);
      await call('popular, count 0', get('/lgw/games/popular?count=0', null));
      await call('recent without a session', get('/lgw/vn/games/game_menu/recent', null));
      await call('recent, trial account', get('/lgw/vn/games/game_menu/recent', token('trial')));
      note('recent', (await call('recent', get('/lgw/vn/games/game_menu/recent'))).value);
      const current = await call(
        'current draw',
        get(`/lotto/lgw/games/opened/numero?gameCode=${game.gameCode}`, null),
      );
      shape('current draw', current.value);
      note('current numero', (current.value as LotteryCurrentNumeroResponse).current?.numero);
      await call(
        'current draw, unknown game',
        get('/lotto/lgw/games/opened/numero?gameCode=NOPE', null),
      );
      await call('current draw, no game', get('/lotto/lgw/games/opened/numero', null));
      await call(
        'current draw, bad code',
        get('/lotto/lgw/games/opened/numero?gameCode=no%20such!', null),
      );
      const results = await call(
        'results',
        get(`/lgw/vn/numeros/opened/game?gameCode=${game.gameCode}&count=2`, null),
      );
      shape('results', results.value);
      await call('results, unknown game', get('/lgw/vn/numeros/opened/game?gameCode=NOPE', null));
      await call(
        'results, count 0',
        get(`/lgw/vn/numeros/opened/game?gameCode=${game.gameCode}&count=0`, null),
      );
    });
  });

  it('on bets and the member’s bets', async () => {
    await parity(async ({ call, note, shape, token }, game, numero) => {
      const info = game.playTypes[0]!;
      const [one, two] = numbersOf(info.playType);
      const bet = (body: Record<string, unknown>, who?: string | null): Omit<Call, 'address'> => ({
        method: 'POST',
        path: '/lgw/bets',
        body: {
          gameCode: game.gameCode,
          numero,
          playType: info.playType,
          numbers: [one],
          stake: info.minStake,
          idempotencyKey: `bet-${++serial}`,
          ...body,
        },
        ...(who === undefined ? {} : { token: who }),
      });
      const bets = (query = '') => get(`/lgw/bets${query}`);
      await call('without a session', bet({}, null));
      await call('trial account', bet({}, token('trial')));
      await call('no key', bet({ idempotencyKey: undefined }));
      await call('unknown game', bet({ gameCode: 'NOPE' }));
      await call('a draw long closed', bet({ numero: '19990101-0001' }));
      await call('a draw far ahead', bet({ numero: '29991231-0001' }));
      const other = (['VN_LO2', 'SEA_BIG', 'FAST_3D', 'ELOTT_BS'] as const).find(
        (type) => !game.playTypes.some((p) => p.playType === type),
      );
      await call('a play type of another game', bet({ playType: other }));
      await call('unknown play type', bet({ playType: 'NOPE' }));
      await call('no numbers', bet({ numbers: [] }));
      await call('a number twice', bet({ numbers: [one, one] }));
      await call('a number that does not fit', bet({ numbers: ['x'] }));
      await call('stake not money', bet({ stake: 'abc' }));
      await call('stake below the minimum', bet({ stake: '0.01' }));
      await call('stake above the maximum', bet({ stake: '99999999.00' }));
      const placed = await call('a bet', bet({ idempotencyKey: 'lottery-bet-1' }));
      shape('a bet', placed.value);
      const view = (value: unknown) => {
        const answer = value as { bet: LotteryBet; balance: string } | null;
        return answer && { bet: betView(answer.bet), balance: answer.balance };
      };
      note('a bet', view(placed.value));
      note(
        'replayed',
        view((await call('replayed', bet({ idempotencyKey: 'lottery-bet-1' }))).value),
      );
      await call(
        'the key of another bet',
        bet({ idempotencyKey: 'lottery-bet-1', numbers: [two] }),
      );
      if (two)
        note('two numbers', view((await call('two numbers', bet({ numbers: [one, two] }))).value));
      await call('above the balance', bet({ stake: info.maxStake }));
      const all = await call('bets', bets());
      shape('bets', all.value);
      const listView = (value: unknown) => {
        const page = value as {
          list: LotteryBet[];
          pageNo: number;
          totalPages: number;
          totalCount: number;
        };
        return page && { ...page, list: page.list.map(betView) };
      };
      note('bets', listView(all.value));
      note(
        'of the game',
        listView((await call('of the game', bets(`?gameCode=${game.gameCode}`))).value),
      );
      note(
        'page 2 of 1',
        listView((await call('page 2 of 1', bets('?pageNo=2&pageSize=1'))).value),
      );
      note('open ones', listView((await call('open ones', bets('?status=OPEN'))).value));
      await call('unknown status', bets('?status=NOPE'));
      await call('page 0', bets('?pageNo=0'));
      await call('page size 0', bets('?pageSize=0'));
      await call('bets without a session', get('/lgw/bets', null));
      await call('bets, trial account', get('/lgw/bets', token('trial')));
      note('recent', (await call('recent', get('/lgw/vn/games/game_menu/recent'))).value);
    });
  });
});
