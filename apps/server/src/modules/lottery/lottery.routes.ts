// HTTP routes of the lottery calls (SPEC.md §7 "Lottery"), under /lgw and /lotto/lgw as the spec
// names them (register without a prefix). HTTP only: rules live in the service. The menus and
// results need no token; recent games and the bets need a real (not trial) member.
import type { LotteryBetRequest, LotteryBetsQuery } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import * as s from './lottery.schemas';
import type { LotteryMember, LotteryService } from './lottery.service';

/** What the lottery routes need of the session module's guards (createServer passes them). */
export interface LotteryRouteGuards {
  /** preHandler: a session of a real (not trial) account, else 401 or 403. */
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): LotteryMember;
}

export interface LotteryRoutesOptions {
  lottery: LotteryService;
  guards: LotteryRouteGuards;
}

const tags = ['lottery'];
const security = [{ bearer: [] }];

/** Registers the lottery calls (no prefix: the paths are /lgw/… and /lotto/lgw/…). */
export async function lotteryRoutes(
  app: FastifyInstance,
  { lottery, guards }: LotteryRoutesOptions,
) {
  app.get<{ Querystring: { language?: string } }>(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Every lottery menu group with its games and their next draw',
        querystring: s.menusQuery,
        response: responses(s.menuValue),
      },
    },
    async (request) => ok(await lottery.gameMenus(request.query.language)),
  );

  app.get<{ Querystring: { prizeMode: string; language?: string } }>(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary:
          "One prize mode's menu: SEA → the SEA games; Lott, ZY, Elott → VN, fast, electronic",
        querystring: s.menuQuery,
        response: responses(s.menuValue),
      },
    },
    async (request) => ok(await lottery.gameMenu(request.query.prizeMode, request.query.language)),
  );

  app.get<{ Querystring: { language?: string } }>(
    '/lgw/vn/games/game_menu/recent',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'The games the member bet on last, newest first',
        querystring: s.languageQuery,
        response: sessionResponses(s.gameListValue),
      },
    },
    async (request) => ok(await lottery.recent(guards.memberOf(request), request.query.language)),
  );

  app.get<{ Querystring: { count?: number; prizeMode?: string; language?: string } }>(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary: 'The most bet on games of the last 7 days (then the catalogue order), ≤ 20',
        querystring: s.popularQuery,
        response: responses(s.gameListValue),
      },
    },
    async (request) => ok(await lottery.popular(request.query)),
  );

  app.get<{ Querystring: { gameCode: string; count?: number } }>(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: "The game's last results, newest first (≤ 100)",
        querystring: s.openedQuery,
        response: responses(s.openedValue, [404]),
      },
    },
    async (request) => ok(await lottery.openedList(request.query.gameCode, request.query.count)),
  );

  app.get<{ Querystring: { gameCode: string } }>(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: "The game's draw taking bets now, its latest result and the server's clock",
        querystring: s.currentQuery,
        response: responses(s.currentValue, [404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lottery.current(request.query.gameCode));
    },
  );

  app.post<{ Body: LotteryBetRequest; Querystring: { language?: string } }>(
    '/lgw/bets',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Places a bet: the stake leaves the main wallet with the bet (idempotent per key); refused after the close',
        querystring: s.languageQuery,
        body: s.betBody,
        response: sessionResponses(s.betValue, [404, 409]),
      },
    },
    async (request) =>
      ok(await lottery.placeBet(guards.memberOf(request), request.body, request.query.language)),
  );

  app.get<{ Querystring: LotteryBetsQuery & { language?: string } }>(
    '/lgw/bets',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's bets, newest first, with their settlement",
        querystring: s.betsQuery,
        response: sessionResponses(s.betsValue, [404]),
      },
    },
    async (request) => ok(await lottery.bets(guards.memberOf(request), request.query)),
  );
}

/** Options of the operator's lottery commands. */
export interface LotteryOpsRoutesOptions {
  lottery: LotteryService;
  /** onRequest hook refusing requests without an operator token (operatorGuard). */
  guard: (request: FastifyRequest) => Promise<void>;
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's lottery commands (register with prefix `/ops/lottery`). */
export async function lotteryOpsRoutes(
  app: FastifyInstance,
  { lottery, guard }: LotteryOpsRoutesOptions,
) {
  app.addHook('onRequest', guard);

  app.post<{ Body: { gameCode: string; numero?: string } }>(
    '/draw',
    {
      schema: {
        ...opsCommon,
        summary:
          'Draws and settles a draw now (default: the one taking bets); once: a drawn draw answers already',
        body: s.opsDrawBody,
        response: responses(s.opsDrawValue, [401, 404]),
      },
    },
    async (request) => ok(await lottery.drawNow(request.body.gameCode, request.body.numero)),
  );
}
