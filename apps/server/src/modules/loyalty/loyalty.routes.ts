// HTTP routes of the member centre's loyalty pages (under /wps/relay, like the other MCSFE_
// calls): personal loss, club ranks, missions and their leaderboard. HTTP only: rules live in the
// service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_HEADER,
  languageFromHeader,
  LoyaltyLimits,
  LoyaltyPaths,
} from '@lotusplay/api-client/contracts';
import {
  BonusDetailsQuerySchema,
  BonusDetailsResponseSchema,
  MissionClaimRequestSchema,
  MissionClaimResponseSchema,
  MissionLeaderboardResponseSchema,
  MissionSummaryResponseSchema,
  OpsMissionInputSchema,
  OpsMissionListResponseSchema,
  OpsMissionSchema,
  OpsRankInputSchema,
  OpsRankListResponseSchema,
  OpsRankParamsSchema,
  PersonalProfitQuerySchema,
  PersonalProfitResponseSchema,
  PlayerRankResponseSchema,
} from '@lotusplay/api-client/schemas';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import type { LoyaltyService } from './loyalty.service';

/** What the loyalty routes need of the session module's guards. */
export interface LoyaltyRouteGuards {
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): { id: number };
}

const tags = ['loyalty'];
const security = [{ bearer: [] }];

/** Registers the member's loyalty calls (register without a prefix: the paths are whole). */
export async function loyaltyRoutes(
  fastify: FastifyInstance,
  { loyalty, guards }: { loyalty: LoyaltyService; guards: LoyaltyRouteGuards },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const member = (request: FastifyRequest) => guards.memberOf(request).id;
  const common = { preHandler: guards.requireMember };

  app.get(
    LoyaltyPaths.personalProfit,
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          "Personal loss: the member's rounds over a range of days (as the betting record) per category",
        querystring: PersonalProfitQuerySchema,
        response: sessionResponses(PersonalProfitResponseSchema),
      },
    },
    async (request) => ok(await loyalty.personalProfit(member(request), request.query)),
  );

  app.get(
    LoyaltyPaths.bonusDetails,
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          'Every bonus the ledger credited the member over a range of days, with its source and the wagering still to do',
        querystring: BonusDetailsQuerySchema,
        response: sessionResponses(BonusDetailsResponseSchema),
      },
    },
    async (request) => ok(await loyalty.bonusDetails(member(request), request.query)),
  );

  app.get(
    LoyaltyPaths.playerRank,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The club ranks and the member's, from their valid bets, with the way to the next",
        response: sessionResponses(PlayerRankResponseSchema),
      },
    },
    async (request) => ok(await loyalty.playerRank(member(request))),
  );

  app.get(
    LoyaltyPaths.missionSummary,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The missions with the member's progress, how many can be claimed, what they paid",
        response: sessionResponses(MissionSummaryResponseSchema),
      },
    },
    async (request) =>
      ok(
        await loyalty.missionSummary(
          member(request),
          languageFromHeader(String(request.headers[LANGUAGE_HEADER] ?? '')) ?? 'EN',
        ),
      ),
  );

  app.get(
    LoyaltyPaths.missionLeaderboard,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Members by valid bet over the last 7 days (names masked) and the member’s place',
        response: sessionResponses(MissionLeaderboardResponseSchema),
      },
    },
    async (request) => ok(await loyalty.missionLeaderboard(member(request))),
  );

  app.post(
    LoyaltyPaths.missionClaim,
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          "Claims a reached mission's reward, paid once (404 unknown, 409 not yet or claimed)",
        body: MissionClaimRequestSchema,
        response: sessionResponses(MissionClaimResponseSchema, [404, 409]),
      },
    },
    async (request) => ok(await loyalty.claimMission(member(request), request.body.missionId)),
  );
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's mission and club rank commands (register with prefix `/ops/loyalty`). */
export async function loyaltyOpsRoutes(
  fastify: FastifyInstance,
  {
    loyalty,
    guard,
  }: { loyalty: LoyaltyService; guard: (request: FastifyRequest) => Promise<void> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', guard);

  app.get(
    '/missions',
    {
      schema: {
        ...opsCommon,
        summary: 'Every mission, with how many members claimed it',
        response: responses(OpsMissionListResponseSchema, [401]),
      },
    },
    async () => ok({ missions: await loyalty.opsMissions() }),
  );

  app.post(
    '/missions',
    {
      schema: {
        ...opsCommon,
        summary: 'Adds a mission (what it counts, target, reward, window, title)',
        body: OpsMissionInputSchema,
        response: responses(OpsMissionSchema, [401, 409]),
      },
    },
    async (request) => ok(await loyalty.addMission(request.body)),
  );

  app.delete(
    '/missions/:code',
    {
      schema: {
        ...opsCommon,
        summary: 'Removes a mission (its claims stay)',
        params: Type.Object({ code: Type.String({ pattern: LoyaltyLimits.missionCodePattern }) }),
        response: responses(
          Type.Object({ code: Type.String(), removed: Type.Boolean() }),
          [401, 404],
        ),
      },
    },
    async (request) => {
      await loyalty.removeMission(request.params.code);
      return ok({ code: request.params.code, removed: true });
    },
  );

  app.get(
    '/ranks',
    {
      schema: {
        ...opsCommon,
        summary: 'Every club rank with its threshold and benefits',
        response: responses(OpsRankListResponseSchema, [401]),
      },
    },
    async () => ok({ ranks: await loyalty.opsRanks() }),
  );

  app.put(
    '/ranks/:level',
    {
      schema: {
        ...opsCommon,
        summary: 'Sets a club rank: name, valid bet to reach, upgrade bonus, rebate, withdrawals',
        params: OpsRankParamsSchema,
        body: OpsRankInputSchema,
        response: responses(OpsRankListResponseSchema, [401]),
      },
    },
    async (request) => ok({ ranks: await loyalty.setRank(request.params.level, request.body) }),
  );
}
