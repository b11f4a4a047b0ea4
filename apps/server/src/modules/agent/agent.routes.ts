// HTTP route of the affiliate-code check. HTTP only.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../../lib/envelope';
import * as s from './agent.schemas';
import type { AgentService } from './agent.service';

/** Options of the agent routes plugin. */
export interface AgentRoutesOptions {
  agents: AgentService;
}

/** Registers GET /wps/agent/affiliate (register with prefix `/wps/agent`). */
export async function agentRoutes(app: FastifyInstance, { agents }: AgentRoutesOptions) {
  // The query's type comes from its schema (TypeBox), not a second, hand-written copy.
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/affiliate',
    {
      schema: {
        tags: ['agent'],
        summary: 'Whether an affiliate / referral code exists',
        querystring: s.affiliateQuery,
        response: responses(s.affiliateValue),
      },
    },
    async (request) => ok({ success: await agents.checkAffiliate(request.query.code) }),
  );
}
