// HTTP routes of the member centre's referral page (under /wps/relay, like the other MCSFE_ calls)
// and the operator's referral rule. HTTP only: rules live in the service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReferralPaths } from '@lotusplay/api-client/contracts';
import {
  OpsReferralRuleInputSchema,
  ReferralQuerySchema,
  ReferralResponseSchema,
  ReferralRuleSchema,
} from '@lotusplay/api-client/schemas';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import type { ReferralService } from './referral.service';

/** What the referral routes need of the session module's guards. */
export interface ReferralRouteGuards {
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): { id: number };
}

/** Registers the member's referral call (register without a prefix: the path is whole). */
export async function referralRoutes(
  fastify: FastifyInstance,
  { referral, guards }: { referral: ReferralService; guards: ReferralRouteGuards },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ReferralPaths.referral,
    {
      preHandler: guards.requireMember,
      schema: {
        tags: ['referral'],
        security: [{ bearer: [] }],
        summary:
          "The member's referral code, the operator's rule, what the referral earned and a page of the members registered with the code (403 for a trial account)",
        querystring: ReferralQuerySchema,
        response: sessionResponses(ReferralResponseSchema, [403]),
      },
    },
    async (request) => ok(await referral.referral(guards.memberOf(request).id, request.query)),
  );
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's referral rule (register with prefix `/ops/referral`). */
export async function referralOpsRoutes(
  fastify: FastifyInstance,
  {
    referral,
    guard,
  }: { referral: ReferralService; guard: (request: FastifyRequest) => Promise<void> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', guard);

  app.get(
    '/rule',
    {
      schema: {
        ...opsCommon,
        summary: 'The referral rule (off when never set)',
        response: responses(ReferralRuleSchema, [401]),
      },
    },
    async () => ok(await referral.opsRule()),
  );

  app.put(
    '/rule',
    {
      schema: {
        ...opsCommon,
        summary:
          "Sets the referral rule: a referred member's first deposit of at least minFirstDeposit pays the referrer reward once",
        body: OpsReferralRuleInputSchema,
        response: responses(ReferralRuleSchema, [401]),
      },
    },
    async (request) => ok(await referral.setRule(request.body)),
  );
}
