// HTTP route of the affiliate-code check. HTTP only.
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
  app.get<{ Querystring: { code: string; domain?: string } }>(
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
