// HTTP routes of the reward centre (issue 27, rewardCenter; under /wps/relay like the other MCSFE_
// calls) and the operator's reward commands (under /ops/rewards). HTTP only: rules live in the
// service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_HEADER,
  languageFromHeader,
  PromotionLimits,
  RewardLimits,
  RewardPaths,
} from '@lotusplay/api-client/contracts';
import {
  OpsRewardApplicationListSchema,
  OpsRewardApplicationParamsSchema,
  OpsRewardApplicationSchema,
  OpsRewardApplicationsQuerySchema,
  OpsRewardInputSchema,
  OpsRewardRejectSchema,
  OpsRewardSchema,
  RewardApplyRequestSchema,
  RewardCenterResponseSchema,
  RewardClaimRequestSchema,
  RewardClaimResponseSchema,
  RewardItemSchema,
  RewardJoinRequestSchema,
} from '@lotusplay/api-client/schemas';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import type { RewardsService } from './rewards.service';

/** What the reward routes need of the session module's guards. */
export interface RewardRouteGuards {
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): { id: number };
}

const tags = ['rewards'];
const security = [{ bearer: [] }];

/** Registers the member's reward-centre calls (without a prefix: the paths are whole). */
export async function rewardRoutes(
  fastify: FastifyInstance,
  { rewards, guards }: { rewards: RewardsService; guards: RewardRouteGuards },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const member = (request: FastifyRequest) => guards.memberOf(request).id;
  const common = { preHandler: guards.requireMember };

  app.get(
    RewardPaths.list,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: "The promotions with a reward, each with the member's activity status",
        response: sessionResponses(RewardCenterResponseSchema),
      },
    },
    async (request) =>
      ok(
        await rewards.list(
          member(request),
          languageFromHeader(String(request.headers[LANGUAGE_HEADER] ?? '')) ?? 'EN',
        ),
      ),
  );

  app.post(
    RewardPaths.join,
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          'Joins a reward (the operator reviews it); its Zalo / WhatsApp number when it needs one',
        body: RewardJoinRequestSchema,
        response: sessionResponses(RewardItemSchema, [400, 403, 404, 409]),
      },
    },
    async (request) => ok(await rewards.join(member(request), request.body)),
  );

  app.post(
    RewardPaths.apply,
    {
      ...common,
      // The one call with a large body: up to 3 png or jpg images of 5 MB, base64 in JSON.
      bodyLimit: RewardLimits.applyBodyLimitBytes,
      schema: {
        tags,
        security,
        summary:
          'Applies for a reward with a comment (140 characters) and up to 3 png or jpg images of 5 MB (base64)',
        body: RewardApplyRequestSchema,
        response: sessionResponses(RewardItemSchema, [400, 403, 404, 409]),
      },
    },
    async (request) => ok(await rewards.apply(member(request), request.body)),
  );

  app.post(
    RewardPaths.claim,
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Claims an approved reward, paid once (404 unknown, 409 not claimable or claimed)',
        body: RewardClaimRequestSchema,
        response: sessionResponses(RewardClaimResponseSchema, [404, 409]),
      },
    },
    async (request) => ok(await rewards.claim(member(request), request.body.promotionId)),
  );
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's reward commands (register with prefix `/ops/rewards`). */
export async function rewardOpsRoutes(
  fastify: FastifyInstance,
  {
    rewards,
    guard,
  }: { rewards: RewardsService; guard: (request: FastifyRequest) => Promise<void> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', guard);

  app.put(
    '/promotions/:code',
    {
      schema: {
        ...opsCommon,
        summary:
          'Sets the reward of a promotion: join or apply, claimed or issued, amount, contact',
        params: Type.Object({ code: Type.String({ pattern: PromotionLimits.codePattern }) }),
        body: OpsRewardInputSchema,
        response: responses(OpsRewardSchema, [401, 404]),
      },
    },
    async (request) => ok(await rewards.setReward(request.params.code, request.body)),
  );

  app.get(
    '/applications',
    {
      schema: {
        ...opsCommon,
        summary: "The members' joins and applications (of one status), newest first",
        querystring: OpsRewardApplicationsQuerySchema,
        response: responses(OpsRewardApplicationListSchema, [401]),
      },
    },
    async (request) => ok({ applications: await rewards.applications(request.query.status) }),
  );

  app.get(
    '/applications/:id/images/:n',
    {
      schema: {
        ...opsCommon,
        summary: "An application's image (n from 1, in the order sent): png or jpg, with its type",
        params: Type.Object({
          id: OpsRewardApplicationParamsSchema.properties.id,
          n: Type.Integer({ minimum: 1, maximum: RewardLimits.maxImages }),
        }),
      },
    },
    async (request, reply) => {
      const image = await rewards.image(request.params.id, request.params.n);
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="reward-${request.params.id}-${request.params.n}${
            image.contentType === 'image/png' ? '.png' : '.jpg'
          }"`,
        )
        .send(image.data);
    },
  );

  app.post(
    '/applications/:id/approve',
    {
      schema: {
        ...opsCommon,
        summary: 'Approves a join or application: claimable, or issued (paid) at once',
        params: OpsRewardApplicationParamsSchema,
        response: responses(OpsRewardApplicationSchema, [401, 404, 409]),
      },
    },
    async (request) => ok(await rewards.approve(request.params.id)),
  );

  app.post(
    '/applications/:id/reject',
    {
      schema: {
        ...opsCommon,
        summary: 'Rejects a join or application with a reason the member sees',
        params: OpsRewardApplicationParamsSchema,
        body: OpsRewardRejectSchema,
        response: responses(OpsRewardApplicationSchema, [401, 404, 409]),
      },
    },
    async (request) => ok(await rewards.reject(request.params.id, request.body.reason)),
  );
}
