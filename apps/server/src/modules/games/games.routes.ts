// HTTP routes of the game calls (SPEC.md §7 "Games"). HTTP only: rules live in the service.
// The catalogue reads need no token; favourites, recent games and the betting record need a real
// member; the launch needs a session (a trial account plays free).
import type {
  BettingRecordRequest,
  FavoriteGamesRequest,
  FavoriteToggleRequest,
  GameListRequest,
  GameType,
  HotGamesRequest,
  LaunchGameRequest,
  PvpLaunchRequest,
  RankListRequest,
  RecentGamesRequest,
} from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyedAnswer, ok, responses, sessionResponses, sharedAnswer } from '../../lib/envelope';
import * as s from './games.schemas';
import type { GamesMember, GamesService, PlayClient } from './games.service';

/** What the game routes need of the session module's guards (createServer passes them). */
export interface GamesRouteGuards {
  /** preHandler: any session (a trial account too), else 401. */
  requireSession(request: FastifyRequest): Promise<void>;
  /** preHandler: a session of a real (not trial) account, else 401 or 403. */
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): GamesMember;
  /** The session of a request that passed a guard. */
  sessionOf(request: FastifyRequest): { session: { id: number } };
}

export interface GamesRoutesOptions {
  games: GamesService;
  guards: GamesRouteGuards;
}

const tags = ['games'];
/** How many game-list pages (per catalogue) are kept serialised: a few MB at most. */
export const GAME_LIST_ANSWERS = 1024;
const security = [{ bearer: [] }];

/** This server's origin as the browser reached it (for a launch host that is a path). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * What a play token is bound to: the request's session and the client's address (request.ip: the
 * peer, or the address a trusted proxy forwarded — config trustProxy — as every limit reads it).
 */
function clientOf(guards: GamesRouteGuards, request: FastifyRequest): PlayClient {
  return { sessionId: guards.sessionOf(request).session.id, address: request.ip };
}

/** Registers the game calls (register with prefix `/wps`). */
export async function gamesRoutes(app: FastifyInstance, { games, guards }: GamesRoutesOptions) {
  const vendorAnswer = sharedAnswer();
  const hotAnswer = sharedAnswer();
  const vassAnswer = sharedAnswer();
  const roomsAnswer = sharedAnswer();
  // Pages of the game list, serialised once per catalogue and query (the most recent ones).
  const listAnswer = keyedAnswer(GAME_LIST_ANSWERS);

  app.get(
    '/relay/GCSGAME_gameVendor',
    {
      schema: {
        tags,
        summary: 'The vendor lanes (game types in header order, only those with vendors)',
        querystring: s.gameVendorQuery,
        response: responses(s.gameVendorValue),
      },
    },
    async (_request, reply) => vendorAnswer(reply, await games.vendorLanes()),
  );

  app.get<{ Querystring: GameListRequest }>(
    '/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary: 'A page of games by type, vendor, classification, name, min bet and lines',
        querystring: s.gameListQuery,
        response: responses(s.gameListValue, [404]),
      },
    },
    async (request, reply) => {
      const plan = await games.gameListPlan(request.query);
      return listAnswer(reply, plan.shared, plan.key, plan.build);
    },
  );

  app.get<{ Querystring: HotGamesRequest & { gameType?: GameType } }>(
    '/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: 'Hot games (of a vendor or a game type)',
        querystring: s.hotGamesQuery,
        response: responses(s.hotGamesValue, [404]),
      },
    },
    async (request, reply) => hotAnswer(reply, await games.hotGames(request.query)),
  );

  app.get<{ Querystring: { vassalage: string; language?: string } }>(
    '/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: "A vassalage vendor's popup list of games",
        querystring: s.vassGameTypeQuery,
        response: responses(s.vassGameTypeValue, [404]),
      },
    },
    async (request, reply) =>
      vassAnswer(
        reply,
        await games.vassalageGames(request.query.vassalage, request.query.language),
      ),
  );

  app.get<{ Querystring: { vassalage: string } }>(
    '/relay/GLS2_roomList',
    {
      schema: {
        tags,
        summary: "A PVP vendor's rooms",
        querystring: s.roomListQuery,
        response: responses(s.roomListValue, [404]),
      },
    },
    async (request, reply) => roomsAnswer(reply, await games.roomList(request.query.vassalage)),
  );

  app.get<{ Querystring: RankListRequest }>(
    '/relay/GCSGAME_getRankList',
    {
      schema: {
        tags,
        summary: 'The latest winners (usernames masked), from recorded rounds',
        querystring: s.rankListQuery,
        response: responses(s.rankListValue),
      },
    },
    async (request) => ok(await games.rankList(request.query)),
  );

  app.get<{ Querystring: RecentGamesRequest }>(
    '/relay/GCS_recentGame',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's recently launched games, latest first",
        querystring: s.memberGamesQuery,
        response: sessionResponses(s.recentGamesValue, [404]),
      },
    },
    async (request) => ok(await games.recentGames(guards.memberOf(request).id, request.query)),
  );

  app.get<{ Querystring: FavoriteGamesRequest & { vassalage?: string } }>(
    '/relay/MCSFE_getFavoriteGamesList',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "A page of the member's favourite games, newest first",
        querystring: s.memberGamesQuery,
        response: sessionResponses(s.favoriteGamesListValue, [404]),
      },
    },
    async (request) => ok(await games.favoriteGames(guards.memberOf(request).id, request.query)),
  );

  app.get(
    '/relay/MCSFE_getFavoriteGames',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The nodeIds of the member's favourite games",
        querystring: s.memberGamesQuery,
        response: sessionResponses(s.favoriteIdsValue),
      },
    },
    async (request) => ok(await games.favoriteIds(guards.memberOf(request).id)),
  );

  app.post<{ Body: FavoriteToggleRequest }>(
    '/relay/MCSFE_addFavoriteGameV2',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Adds a favourite game (idempotent)',
        body: s.favoriteToggleBody,
        response: sessionResponses(s.favoriteToggleValue, [404]),
      },
    },
    async (request) => ok(await games.addFavorite(guards.memberOf(request).id, request.body)),
  );

  app.post<{ Body: FavoriteToggleRequest }>(
    '/relay/MCSFE_removeFavoriteGameV2',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Removes a favourite game (idempotent)',
        body: s.favoriteToggleBody,
        response: sessionResponses(s.favoriteToggleValue, [404]),
      },
    },
    async (request) => ok(await games.removeFavorite(guards.memberOf(request).id, request.body)),
  );

  app.get<{ Querystring: BettingRecordRequest }>(
    '/relay/GCS_bettingRecord',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's game rounds, newest first, with totals over the range",
        querystring: s.bettingRecordQuery,
        response: sessionResponses(s.bettingRecordValue, [404]),
      },
    },
    async (request) => ok(await games.bettingRecord(guards.memberOf(request).id, request.query)),
  );

  app.post<{ Body: PvpLaunchRequest }>(
    '/relay/GLS2_launchRoom',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'The PVP launch: joins a room of GLS2_roomList (content: the game page URL)',
        body: s.launchRoomBody,
        response: sessionResponses(s.launchRoomValue, [404, 409]),
      },
    },
    async (request) =>
      ok(
        await games.launchRoom(
          guards.memberOf(request),
          request.body,
          originOf(request),
          clientOf(guards, request),
        ),
      ),
  );

  app.post<{ Body: LaunchGameRequest }>(
    '/game/launchGame',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'Launches a game: the URL of its page on a launch-game host, with a play token',
        body: s.launchGameBody,
        response: sessionResponses(s.launchGameValue, [404, 409]),
      },
    },
    async (request) =>
      ok(
        await games.launch(
          guards.memberOf(request),
          request.body,
          originOf(request),
          clientOf(guards, request),
        ),
      ),
  );
}
