// MSW handlers of the game calls for this package's component tests and stories (and any app's),
// typed against the contracts the server implements: 401 without a session token on the member
// calls, GAME_MAINTENANCE (409) for a game or vendor under maintenance, GAME_NOT_FOUND (404) for
// an unknown one, pages of GameLimits.pageSize by default.
import { AuthMessages, ErrorCodes } from '@lotusplay/api-client';
import {
  GAME_CLASSIFY,
  GAME_TYPES,
  HOT_GAME_TYPES,
  GameErrorCodes,
  GameLimits,
  GameMessages,
} from '@lotusplay/api-client/contracts';
import type {
  BettingRecordResponse,
  Envelope,
  FavoriteGameIdsResponse,
  FavoriteGamesListResponse,
  FavoriteToggleRequest,
  FavoriteToggleResponse,
  Game,
  GameListResponse,
  GameRound,
  GameType,
  GameVendor,
  GameVendorResponse,
  HotGamesResponse,
  LaunchGameRequest,
  LaunchGameResponse,
  PvpLaunchRequest,
  PvpLaunchResponse,
  PvpRoomListResponse,
  RankListResponse,
  RecentGamesResponse,
  VassGameTypeResponse,
} from '@lotusplay/api-client/contracts';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { GamePaths } from '../api/games-api';
import { GAME_VENDOR_PATH } from '../api/game-lobby-api';
import { LAUNCH_GAME_PATH, LAUNCH_ROOM_PATH } from '../api/launch-api';
import { buildCatalogue, DEFAULT_VENDORS } from './catalogue';

/** The demo vendor page the launch answers with (the server's `/demo-vendor/play?token=`). */
export const DEMO_LAUNCH_ORIGIN = 'https://launch.example.test';

/** What the game handlers answer with. */
export interface GameHandlerData {
  /** The vendors (default: the catalogue's). */
  vendors?: GameVendor[];
  /** The games (default: built from the vendors). */
  games?: Game[];
  /** The member's favourites, by nodeId (kept up to date by the toggle). */
  favouriteIds?: string[];
  /** The member's recent games, newest first, by nodeId (a launch puts its game first). */
  recentIds?: string[];
  /** The member's rounds. */
  rounds?: GameRound[];
  /** Answer every call with a server error instead. */
  failing?: boolean;
  /** Milliseconds before each answer (stories show the loading state with a large one). */
  latency?: number;
  /** Never answer (the loading state). */
  pending?: boolean;
  /** Session tokens of trial accounts: the member calls refuse them (403), as the server does. */
  trialTokens?: string[];
}

type Query = Record<string, string>;

const VENDOR_CODE = new RegExp(GameLimits.vendorCodePattern);

/** A whole number within [min, max] when given. */
function wholeWithin(value: string | undefined, min: number, max: number): boolean {
  if (value === undefined) return true;
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

/**
 * Whether a query passes the server's query schemas of the game calls (the fields any of them
 * takes, each checked when present; `required` must be present).
 */
function queryValid(query: Query, required: string[] = []): boolean {
  return (
    required.every((field) => query[field] !== undefined) &&
    (query.gameType === undefined || (GAME_TYPES as readonly string[]).includes(query.gameType)) &&
    (query.vassalage === undefined || VENDOR_CODE.test(query.vassalage)) &&
    (query.gameClassify === undefined ||
      (GAME_CLASSIFY as readonly string[]).includes(query.gameClassify)) &&
    (query.gameName === undefined || query.gameName.length <= GameLimits.gameNameMaxLength) &&
    (query.minBet === undefined || query.minBet.length <= 16) &&
    (query.language === undefined || query.language.length <= 8) &&
    wholeWithin(query.minLineNum, 0, 100_000) &&
    wholeWithin(query.pageNo, 1, GameLimits.maxPageNo) &&
    wholeWithin(query.pageSize, 1, GameLimits.maxPageSize) &&
    wholeWithin(query.count, 1, GameLimits.rankListCount)
  );
}

/** Whether a body passes the server's body schema: `strings` present and matching. */
function bodyValid(body: unknown, strings: Record<string, RegExp>): boolean {
  const fields = (body ?? {}) as Record<string, unknown>;
  return Object.entries(strings).every(
    ([field, pattern]) => typeof fields[field] === 'string' && pattern.test(fields[field]),
  );
}

const validation = () => refusal(400, ErrorCodes.Validation, 'The request is invalid');

/** The vendors whose launch opens the site's lottery pages (the server's LOTTERY_VENDOR_PAGES). */
const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];

/** The most games the hot list answers (the server's HOT_LIST_MAX). */
const HOT_LIST_MAX = 60;

function envelope<T>(value: T): Envelope<T> {
  return { success: true, code: ErrorCodes.Ok, message: 'OK', value };
}

function refusal(status: number, code: string, message: string) {
  const body: Envelope<null> = { success: false, code, message, value: null };
  return HttpResponse.json(body, { status });
}

function pageOf<T>(items: T[], query: Query): { page: T[]; totalPages: number } {
  const pageNo = Math.max(1, Number(query.pageNo ?? 1) || 1);
  const pageSize = Math.min(
    GameLimits.maxPageSize,
    Math.max(1, Number(query.pageSize ?? GameLimits.pageSize) || GameLimits.pageSize),
  );
  const start = (pageNo - 1) * pageSize;
  return {
    page: items.slice(start, start + pageSize),
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** The lanes of `vendors` in the header's order, only the lanes that have vendors. */
export function buildVendorLanes(vendors: GameVendor[] = DEFAULT_VENDORS): GameVendorResponse {
  return {
    lanes: GAME_TYPES.map((title) => ({
      title,
      cards: vendors.filter((vendor) => vendor.gameType === title),
    })).filter((lane) => lane.cards.length > 0),
  };
}

/** MSW handlers for every game call, answering from `data` (mutated by favourites and launches). */
export function createGameHandlers(data: GameHandlerData = {}): HttpHandler[] {
  const vendors = data.vendors ?? DEFAULT_VENDORS;
  const games = data.games ?? buildCatalogue(vendors);
  const favouriteIds = (data.favouriteIds ??= []);
  const recentIds = (data.recentIds ??= []);
  const withFavourite = (game: Game, member: boolean): Game =>
    member ? { ...game, isFavorite: favouriteIds.includes(game.nodeId) } : game;

  const queryOf = (request: Request): Query =>
    Object.fromEntries(new URL(request.url).searchParams);
  const tokenOf = (request: Request) =>
    request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') || null;

  /**
   * Latency and pending; the query's schema (as the server validates before its guards); then,
   * for a session call, the session ('member': a real account's, 403 for a trial one); failing.
   */
  const guard = async (request: Request, member: boolean | 'session', required: string[] = []) => {
    if (data.pending) await delay('infinite');
    if (data.latency !== undefined) await delay(data.latency);
    if (!queryValid(queryOf(request), required)) return validation();
    const token = tokenOf(request);
    if (member && !token) {
      return refusal(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
    }
    if (member === true && token && (data.trialTokens ?? []).includes(token)) {
      return refusal(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
    if (data.failing) return refusal(500, ErrorCodes.Internal, 'Server error');
    return null;
  };

  const filterGames = (query: Query): Game[] => {
    const name = query.gameName?.toLowerCase();
    return games.filter(
      (game) =>
        (!query.gameType || game.gameType === query.gameType) &&
        (!query.vassalage || game.vassalage === query.vassalage) &&
        (!query.gameClassify || game.classify.includes(query.gameClassify as never)) &&
        (!query.minBet || Number(game.minBet) === Number(query.minBet)) &&
        (!query.minLineNum || game.lineNum >= Number(query.minLineNum)) &&
        (!name || game.gameName.toLowerCase().includes(name)),
    );
  };
  /** The server answers 404 for a vendor filter naming no vendor. */
  const unknownVendor = (query: Query) =>
    query.vassalage !== undefined &&
    query.vassalage !== '' &&
    !vendors.some((vendor) => vendor.vassalage === query.vassalage)
      ? refusal(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound)
      : null;
  const byId = (ids: string[]) =>
    ids.flatMap((id) => games.filter((game) => game.nodeId === id).slice(0, 1));

  return [
    http.get(`*${GAME_VENDOR_PATH}`, async ({ request }) => {
      const refused = await guard(request, false);
      if (refused) return refused;
      return HttpResponse.json(envelope(buildVendorLanes(vendors)));
    }),
    http.get(`*${GamePaths.gameList}`, async ({ request }) => {
      const refused = await guard(request, false);
      if (refused) return refused;
      const query = queryOf(request);
      const missing = unknownVendor(query);
      if (missing) return missing;
      // As the server: the list carries no favourite marks (the favourite ids call does).
      const { page, totalPages } = pageOf(filterGames(query), query);
      const answer: GameListResponse = { games: page, totalPages };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.hotGames}`, async ({ request }) => {
      const refused = await guard(request, false);
      if (refused) return refused;
      const query = queryOf(request);
      const missing = unknownVendor(query);
      if (missing) return missing;
      const answer: HotGamesResponse = {
        list: games
          .filter(
            (game) =>
              game.isHot === 1 &&
              HOT_GAME_TYPES.includes(game.gameType) &&
              (!query.vassalage || game.vassalage === query.vassalage) &&
              (!query.gameType || game.gameType === query.gameType),
          )
          .slice(0, HOT_LIST_MAX),
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.recentGames}`, async ({ request }) => {
      const refused = await guard(request, true);
      if (refused) return refused;
      const query = queryOf(request);
      const missing = unknownVendor(query);
      if (missing) return missing;
      const recent = byId(recentIds).filter(
        (game) =>
          (!query.gameType || game.gameType === query.gameType) &&
          (!query.vassalage || game.vassalage === query.vassalage),
      );
      const { page, totalPages } = pageOf(recent, query);
      const answer: RecentGamesResponse = {
        list: page,
        totalPages,
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.favoriteGameIds}`, async ({ request }) => {
      const refused = await guard(request, true);
      if (refused) return refused;
      const answer: FavoriteGameIdsResponse = { nodeIds: [...favouriteIds] };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.favoriteGamesList}`, async ({ request }) => {
      const refused = await guard(request, true);
      if (refused) return refused;
      const query = queryOf(request);
      const missing = unknownVendor(query);
      if (missing) return missing;
      const favourites = byId(favouriteIds).filter(
        (game) => !query.gameType || game.gameType === query.gameType,
      );
      const { page, totalPages } = pageOf(favourites, query);
      const answer: FavoriteGamesListResponse = {
        content: page.map((game) => withFavourite(game, true)),
        totalPages,
      };
      return HttpResponse.json(envelope(answer));
    }),
    ...(
      [
        [GamePaths.addFavorite, true],
        [GamePaths.removeFavorite, false],
      ] as const
    ).map(([path, favourite]) =>
      http.post(`*${path}`, async ({ request }) => {
        const body = (await request.clone().json()) as FavoriteToggleRequest;
        // The server's ids are 1–9 digits; the demo catalogue's own ids ('PG-1') pass too.
        const known = games.some((game) => game.nodeId === body?.nodeId);
        if (!known && !bodyValid(body, { nodeId: /^[0-9]{1,9}$/ })) return validation();
        const refused = await guard(request, true);
        if (refused) return refused;
        if (!games.some((game) => game.nodeId === body.nodeId)) {
          return refusal(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
        }
        const at = favouriteIds.indexOf(body.nodeId);
        // Newest first, as the server lists them.
        if (favourite && at < 0) favouriteIds.unshift(body.nodeId);
        if (!favourite && at >= 0) favouriteIds.splice(at, 1);
        const answer: FavoriteToggleResponse = { nodeId: body.nodeId, isFavorite: favourite };
        return HttpResponse.json(envelope(answer));
      }),
    ),
    http.get(`*${GamePaths.vassGameType}`, async ({ request }) => {
      const refused = await guard(request, false, ['vassalage']);
      if (refused) return refused;
      const { vassalage = '' } = queryOf(request);
      if (!vendors.some((vendor) => vendor.vassalage === vassalage)) {
        return refusal(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
      }
      const answer: VassGameTypeResponse = {
        vassalage,
        games: games.filter((game) => game.vassalage === vassalage),
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.post(`*${LAUNCH_GAME_PATH}`, async ({ request }) => {
      const body = (await request.clone().json()) as LaunchGameRequest;
      if (!bodyValid(body, { vassalage: VENDOR_CODE, gameCode: /^.{1,64}$/ })) return validation();
      const refused = await guard(request, 'session');
      if (refused) return refused;
      const vendor = vendors.find((entry) => entry.vassalage === body.vassalage);
      const game =
        games.find(
          (entry) => entry.vassalage === body.vassalage && entry.gameCode === body.gameCode,
        ) ?? null;
      // A lottery vendor opens the site's lottery page whatever the game code (the server's
      // site launcher); any other launch needs a game of the vendor (or its lobby card's code).
      const lottery = vendor !== undefined && LOTTERY_VENDORS.includes(vendor.vassalage);
      if (!vendor || (!lottery && !game && body.gameCode !== vendor.gameCode)) {
        return refusal(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
      }
      if (vendor.maintenance || game?.maintenance) {
        return refusal(409, GameErrorCodes.GameMaintenance, GameMessages.gameMaintenance);
      }
      if (game) {
        const at = recentIds.indexOf(game.nodeId);
        if (at >= 0) recentIds.splice(at, 1);
        recentIds.unshift(game.nodeId);
      }
      const answer: LaunchGameResponse = {
        url: `${DEMO_LAUNCH_ORIGIN}/demo-vendor/play?token=demo-${body.vassalage}-${body.gameCode}`,
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.rankList}`, async ({ request }) => {
      const refused = await guard(request, false);
      if (refused) return refused;
      const query = queryOf(request);
      const count = Math.min(Number(query.count ?? GameLimits.rankListCount) || 0, 100);
      const winners = games
        .filter((game) => !query.gameType || game.gameType === query.gameType)
        .slice(0, count);
      const answer: RankListResponse = {
        list: winners.map((game, index) => ({
          username: `mem***${index}`,
          gameName: game.gameName,
          vassalage: game.vassalage,
          winAmount: `${(index + 1) * 125}.50`,
          time: new Date(Date.UTC(2026, 0, 1, 12, index)).toISOString(),
        })),
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.roomList}`, async ({ request }) => {
      const refused = await guard(request, false);
      if (refused) return refused;
      const { vassalage = '' } = queryOf(request);
      const answer: PvpRoomListResponse = {
        rooms: games
          .filter((game) => game.vassalage === vassalage && game.gameType === 'PVP')
          .map((game, index) => ({
            roomId: `${game.nodeId}-room`,
            name: `${game.gameName} room`,
            gameCode: game.gameCode,
            minBet: game.minBet,
            players: (index * 3) % 9,
          })),
      };
      return HttpResponse.json(envelope(answer));
    }),
    // The PVP launch: the rooms are those of the room list above (one per PVP game).
    http.post(`*${LAUNCH_ROOM_PATH}`, async ({ request }) => {
      const body = (await request.clone().json()) as PvpLaunchRequest;
      if (!bodyValid(body, { vassalage: VENDOR_CODE, roomId: /^.{1,64}$/ })) return validation();
      const refused = await guard(request, 'session');
      if (refused) return refused;
      const game = games.find(
        (entry) =>
          entry.vassalage === body.vassalage &&
          entry.gameType === 'PVP' &&
          `${entry.nodeId}-room` === body.roomId,
      );
      if (!game) return refusal(404, GameErrorCodes.GameNotFound, GameMessages.gameNotFound);
      if (game.maintenance || vendors.find((v) => v.vassalage === body.vassalage)?.maintenance) {
        return refusal(409, GameErrorCodes.GameMaintenance, GameMessages.gameMaintenance);
      }
      const answer: PvpLaunchResponse = {
        content: `${DEMO_LAUNCH_ORIGIN}/demo-vendor/play?token=demo-${body.vassalage}-${body.roomId}`,
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get(`*${GamePaths.bettingRecord}`, async ({ request }) => {
      const refused = await guard(request, true);
      if (refused) return refused;
      const query = queryOf(request);
      const rounds = (data.rounds ?? []).filter(
        (round) =>
          (!query.vassalage || round.vassalage === query.vassalage) &&
          (!query.gameType || round.gameType === (query.gameType as GameType)) &&
          (!query.startDate || round.time.slice(0, 10) >= query.startDate) &&
          (!query.endDate || round.time.slice(0, 10) <= query.endDate),
      );
      const { page, totalPages } = pageOf(rounds, query);
      const cents = (field: 'stake' | 'win') =>
        rounds.reduce((sum, round) => sum + Math.round(Number(round[field]) * 100), 0);
      const money = (minor: number) => (minor / 100).toFixed(2);
      const answer: BettingRecordResponse = {
        list: page,
        totalPages,
        totalCount: rounds.length,
        totalStake: money(cents('stake')),
        totalWin: money(cents('win')),
      };
      return HttpResponse.json(envelope(answer));
    }),
  ];
}
