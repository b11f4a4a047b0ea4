// MSW handlers of the lottery calls, typed by the contract: a small stateful lottery that answers
// as the server does (the same patterns, limits and error codes), for tests and stories. The draw
// itself is the test's: `settle(result)` marks the open bets won or lost as the server would.
import {
  AuthMessages,
  ErrorCodes,
  isLotteryNumber,
  LotteryErrorCodes,
  LotteryLimits,
  LotteryMessages,
  lotteryPossibleWinMinor,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
} from '@lotusplay/api-client';
import {
  LOTTERY_BET_STATUSES,
  LOTTERY_PLAY_TYPES,
  MoneySchemaLimits,
} from '@lotusplay/api-client/contracts';
import type {
  GameVendorResponse,
  LotteryBet,
  LotteryBetRequest,
  LotteryBetResponse,
  LotteryBetsResponse,
  LotteryCurrentNumeroResponse,
  LotteryMenuGroup,
  LotteryMenuResponse,
  LotteryNumero,
  LotteryOpenedListResponse,
  LotteryOpenedNumero,
  LotteryPopularResponse,
  LotteryRecentResponse,
} from '@lotusplay/api-client/contracts';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import { buildLotteryMenu, buildNumero, buildOpenedNumeros } from './factories';

/** What the fake starts from (every field optional). */
export interface LotteryHandlerData {
  menu?: LotteryMenuGroup[];
  /** The draw taking bets of every game; null between a close and the next open. */
  current?: LotteryNumero | null;
  /** Past results of every game, newest first. */
  opened?: LotteryOpenedNumero[];
  bets?: LotteryBet[];
  /** Game codes of the member's recent games. */
  recent?: string[];
  balanceMinor?: number;
  /** Vendor cards of the ELOTT lane (the prize mode rule). */
  elottVendors?: string[];
  /** Which calls fail with a server error. */
  fail?: 'all' | 'menu' | 'results' | 'bets' | 'draw';
  delayMs?: number;
  /** The bet requests received, in order. */
  sent?: LotteryBetRequest[];
  /** The query strings of the menu calls. */
  menuQueries?: URLSearchParams[];
  /** Session tokens of trial accounts: the member calls refuse them (403), as the server does. */
  trialTokens?: string[];
}

/** The fake's state with every default filled in. */
export type LotteryFakeState = Required<Omit<LotteryHandlerData, 'fail'>> & {
  fail: LotteryHandlerData['fail'];
};

const games = (menu: LotteryMenuGroup[]) => menu.flatMap((group) => group.games);

const GAME_CODE = new RegExp(LotteryLimits.gameCodePattern);
const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'];
const PLAY_TYPES = new Set<string>(Object.values(LOTTERY_PLAY_TYPES).flat());

/** A whole number within [min, max] when given (null: absent). */
function wholeWithin(value: string | null, min: number, max: number): boolean {
  if (value === null) return true;
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

/** Whether a bet's body passes the server's schema (the rules are checked after it). */
function betBodyValid(body: Partial<Record<keyof LotteryBetRequest, unknown>> | null): boolean {
  if (!body) return false;
  const { gameCode, numero, playType, numbers, stake, idempotencyKey } = body;
  return (
    typeof gameCode === 'string' &&
    GAME_CODE.test(gameCode) &&
    typeof numero === 'string' &&
    numero.length >= 1 &&
    numero.length <= 32 &&
    typeof playType === 'string' &&
    PLAY_TYPES.has(playType) &&
    Array.isArray(numbers) &&
    numbers.length <= 1000 &&
    numbers.every((n) => typeof n === 'string' && n.length <= 16) &&
    typeof stake === 'string' &&
    stake.length >= MoneySchemaLimits.amountMinLength &&
    stake.length <= WalletLimits.amountMaxLength &&
    typeof idempotencyKey === 'string' &&
    new RegExp(WalletLimits.idempotencyKeyPattern).test(idempotencyKey)
  );
}

/** Handlers of the lottery calls over `data` (mutated by bets and `settle`). */
export function createLotteryHandlers(input: LotteryHandlerData = {}) {
  const data: LotteryFakeState = {
    menu: buildLotteryMenu(),
    current: buildNumero('20261126-0004'),
    opened: buildOpenedNumeros('VN_FAST', 3),
    bets: [],
    recent: [],
    balanceMinor: 100_000,
    elottVendors: ['ELOTT'],
    fail: undefined,
    delayMs: 0,
    sent: [],
    menuQueries: [],
    trialTokens: [],
    ...input,
  };
  const keys = new Map<string, { body: string; answer: LotteryBetResponse }>();
  const down = () => errorEnvelope(ErrorCodes.Internal, 'Lottery is unavailable', 500);
  const failing = (what: NonNullable<LotteryHandlerData['fail']>) =>
    data.fail === 'all' || data.fail === what;
  /** The member calls' guard: 401 without a session, 403 for a trial account; else null. */
  const memberRefusal = (request: Request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return errorEnvelope(ErrorCodes.Unauthorized, AuthMessages.notLoggedIn, 401);
    if (data.trialTokens.includes(token)) {
      return errorEnvelope(ErrorCodes.Forbidden, AuthMessages.needsRealAccount, 403);
    }
    return null;
  };
  const invalid = () => errorEnvelope(ErrorCodes.Validation, 'The request is invalid', 400);
  const gameNotFound = () =>
    errorEnvelope(LotteryErrorCodes.GameNotFound, LotteryMessages.gameNotFound, 404);
  const knownGame = (gameCode: string) =>
    games(data.menu).some((game) => game.gameCode === gameCode);

  const placeBet = (
    body: LotteryBetRequest,
  ): LotteryBetResponse | ReturnType<typeof errorEnvelope> => {
    const game = games(data.menu).find((entry) => entry.gameCode === body.gameCode);
    if (!game)
      return errorEnvelope(LotteryErrorCodes.GameNotFound, LotteryMessages.gameNotFound, 404);
    // A draw before the current one has closed; one after it is not on the schedule yet.
    if (data.current && body.numero > data.current.numero)
      return errorEnvelope(LotteryErrorCodes.NumeroNotFound, LotteryMessages.numeroNotFound, 404);
    if (!data.current || data.current.numero !== body.numero)
      return errorEnvelope(LotteryErrorCodes.BetsClosed, LotteryMessages.betsClosed, 409);
    const info = game.playTypes.find((entry) => entry.playType === body.playType);
    if (!info)
      return errorEnvelope(LotteryErrorCodes.PlayTypeInvalid, LotteryMessages.playTypeInvalid);
    const numbers = body.numbers;
    if (
      numbers.length === 0 ||
      numbers.length > LotteryLimits.maxNumbersPerBet ||
      new Set(numbers).size !== numbers.length ||
      !numbers.every((n) => isLotteryNumber(body.playType, n))
    )
      return errorEnvelope(LotteryErrorCodes.NumbersInvalid, LotteryMessages.numbersInvalid);
    const stake = parseMoney(body.stake, Number.MAX_SAFE_INTEGER);
    const min = parseMoney(info.minStake) ?? 0;
    const max = parseMoney(info.maxStake) ?? 0;
    if (stake === null || stake < min || stake > max)
      return errorEnvelope(LotteryErrorCodes.StakeOutOfRange, LotteryMessages.stakeOutOfRange);
    const total = stake * numbers.length;
    if (total > data.balanceMinor)
      return errorEnvelope(
        WalletErrorCodes.InsufficientBalance,
        WalletMessages.insufficientBalance,
        400,
      );
    data.balanceMinor -= total;
    const bet: LotteryBet = {
      betId: `bet-${data.bets.length + 1}`,
      gameCode: game.gameCode,
      gameName: game.name,
      numero: body.numero,
      playType: body.playType,
      numbers: [...numbers],
      stake: toMoneyString(stake),
      totalStake: toMoneyString(total),
      odds: info.odds,
      possibleWin: toMoneyString(lotteryPossibleWinMinor(game, info, numbers, stake)),
      status: 'OPEN',
      win: null,
      placedAt: new Date().toISOString(),
      settledAt: null,
    };
    data.bets.unshift(bet);
    data.recent = [game.gameCode, ...data.recent.filter((code) => code !== game.gameCode)];
    return { bet, balance: toMoneyString(data.balanceMinor) };
  };

  const handlers = [
    http.get('*/wps/relay/GCSGAME_gameVendor', () =>
      envelope<GameVendorResponse>({
        lanes: [
          {
            title: 'ELOTT',
            cards: data.elottVendors.map((vassalage) => ({
              gameType: 'ELOTT',
              vassalage,
              name: vassalage,
              accountTypeId: 'MAIN',
              accountTypeName: vassalage,
              isHot: 0,
              isGame: 'GAME',
              gameCode: vassalage,
              iconPath: '',
              maintenance: false,
            })),
          },
        ],
      }),
    ),
    http.get('*/lgw/games/game_menus', async () => {
      await delay(data.delayMs);
      if (failing('menu')) return down();
      return envelope<LotteryMenuResponse>({ gameMenus: data.menu });
    }),
    http.get('*/lgw/vn/games/game_menu', async ({ request }) => {
      await delay(data.delayMs);
      const params = new URL(request.url).searchParams;
      data.menuQueries.push(params);
      const prizeMode = params.get('prizeMode') ?? '';
      if (!PRIZE_MODES.includes(prizeMode)) return invalid();
      if (failing('menu')) return down();
      // As the server: the SEA prize mode is the TCG_SEA groups' menu, any other the rest.
      const sea = prizeMode === 'SEA';
      return envelope<LotteryMenuResponse>({
        gameMenus: data.menu.filter((group) => (group.accountTypeName === 'TCG_SEA') === sea),
      });
    }),
    http.get('*/lgw/vn/games/game_menu/recent', async ({ request }) => {
      await delay(data.delayMs);
      const refused = memberRefusal(request);
      if (refused) return refused;
      const all = games(data.menu);
      return envelope<LotteryRecentResponse>({
        list: data.recent.flatMap((code) => all.filter((game) => game.gameCode === code)),
      });
    }),
    http.get('*/lgw/games/popular', async ({ request }) => {
      await delay(data.delayMs);
      const params = new URL(request.url).searchParams;
      const prizeMode = params.get('prizeMode');
      if (
        !wholeWithin(params.get('count'), 1, LotteryLimits.popularCount) ||
        (prizeMode !== null && !PRIZE_MODES.includes(prizeMode))
      ) {
        return invalid();
      }
      if (failing('menu')) return down();
      return envelope<LotteryPopularResponse>({
        list: games(data.menu).slice(0, LotteryLimits.popularCount),
      });
    }),
    http.get('*/lotto/lgw/games/opened/numero', async ({ request }) => {
      await delay(data.delayMs);
      const gameCode = new URL(request.url).searchParams.get('gameCode') ?? '';
      if (!GAME_CODE.test(gameCode)) return invalid();
      if (failing('draw')) return down();
      if (!knownGame(gameCode)) return gameNotFound();
      return envelope<LotteryCurrentNumeroResponse>({
        gameCode,
        current: data.current,
        latest: data.opened.find((result) => result.gameCode === gameCode) ?? null,
        serverTime: new Date().toISOString(),
      });
    }),
    http.get('*/lgw/vn/numeros/opened/game', async ({ request }) => {
      await delay(data.delayMs);
      const params = new URL(request.url).searchParams;
      const gameCode = params.get('gameCode') ?? '';
      if (
        !GAME_CODE.test(gameCode) ||
        !wholeWithin(params.get('count'), 1, LotteryLimits.openedCount)
      )
        return invalid();
      if (failing('results')) return down();
      if (!knownGame(gameCode)) return gameNotFound();
      const count = Number(params.get('count') ?? LotteryLimits.openedCount);
      return envelope<LotteryOpenedListResponse>({
        list: data.opened.filter((result) => result.gameCode === gameCode).slice(0, count),
      });
    }),
    http.get('*/lgw/bets', async ({ request }) => {
      await delay(data.delayMs);
      const params = new URL(request.url).searchParams;
      const gameCode = params.get('gameCode');
      const status = params.get('status');
      if (
        (gameCode !== null && !GAME_CODE.test(gameCode)) ||
        (status !== null && !(LOTTERY_BET_STATUSES as readonly string[]).includes(status)) ||
        !wholeWithin(params.get('pageNo'), 1, 100_000) ||
        !wholeWithin(params.get('pageSize'), 1, LotteryLimits.maxBetsPageSize)
      ) {
        return invalid();
      }
      const refused = memberRefusal(request);
      if (refused) return refused;
      if (failing('bets')) return down();
      const pageNo = Number(params.get('pageNo') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? LotteryLimits.betsPageSize);
      const list = data.bets.filter(
        (bet) => (!gameCode || bet.gameCode === gameCode) && (!status || bet.status === status),
      );
      return envelope<LotteryBetsResponse>({
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        totalPages: Math.max(1, Math.ceil(list.length / pageSize)),
        totalCount: list.length,
      });
    }),
    http.post('*/lgw/bets', async ({ request }) => {
      await delay(data.delayMs);
      const body = (await request.json()) as LotteryBetRequest;
      if (!betBodyValid(body)) return invalid();
      const refused = memberRefusal(request);
      if (refused) return refused;
      data.sent.push(body);
      const { idempotencyKey, ...rest } = body;
      const text = JSON.stringify(rest);
      const seen = keys.get(idempotencyKey);
      if (seen) {
        return seen.body === text
          ? envelope<LotteryBetResponse>(seen.answer)
          : errorEnvelope(
              WalletErrorCodes.IdempotencyConflict,
              'This key was used for another bet',
              409,
            );
      }
      const answer = placeBet(body);
      if (answer instanceof Response) return answer;
      keys.set(idempotencyKey, { body: text, answer });
      return envelope<LotteryBetResponse>(answer);
    }),
  ];

  /**
   * Draws `result` for the current numero: it becomes the latest result, every open bet on it is
   * settled by `winOf` (minor units paid back; 0 = lost) and credited, and `next` takes bets.
   */
  const settle = (
    result: LotteryOpenedNumero,
    winOf: (bet: LotteryBet) => number,
    next: LotteryNumero | null = null,
  ) => {
    data.opened = [result, ...data.opened];
    data.bets = data.bets.map((bet) => {
      if (bet.status !== 'OPEN' || bet.numero !== result.numero) return bet;
      const win = winOf(bet);
      data.balanceMinor += win;
      return {
        ...bet,
        status: win > 0 ? 'WON' : 'LOST',
        win: toMoneyString(win),
        settledAt: new Date().toISOString(),
      };
    });
    data.current = next;
  };

  return { data, handlers, settle };
}

/** The handlers of a default fake lottery (stories). */
export const lotteryHandlers = createLotteryHandlers().handlers;
