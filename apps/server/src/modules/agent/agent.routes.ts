// HTTP routes of the agent calls: the affiliate-code check, and the agent centre's team pages
// (issue 28, slice 1) behind the token and the agent gate. HTTP only: rules live in the service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AgentPaths, AgentTransferPaths } from '@lotusplay/api-client/contracts';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import type { MemberRow } from '../member/member.service';
import * as s from './agent.schemas';
import { requireAgent } from './agent.service';
import type { AgentService } from './agent.service';

/** What the agent routes need of the session module's guards. */
export interface AgentRouteGuards {
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): MemberRow;
}

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

/** Registers the agent centre's team calls (register without a prefix: the paths are whole). */
export async function agentTeamRoutes(
  fastify: FastifyInstance,
  { agents, guards }: AgentRoutesOptions & { guards: AgentRouteGuards },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // A real account's session, then the agent gate (403 NOT_AGENT).
  const requireAgentSession = async (request: FastifyRequest) => {
    await guards.requireMember(request);
    requireAgent(guards.memberOf(request));
  };
  const common = { tags: ['agent'], security: [{ bearer: [] }] };

  app.get(
    AgentPaths.teamOverview,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          "The agent's team figures over a period (members, new and active members, deposits, withdrawals, valid bets, profit and loss), in total and per level (403 NOT_AGENT)",
        querystring: s.overviewQuery,
        response: sessionResponses(s.overviewValue),
      },
    },
    async (request) =>
      ok(await agents.teamOverview(guards.memberOf(request), request.query.period)),
  );

  app.post(
    AgentPaths.downlines,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          "Creates a direct downline (member or sub-agent) with the brand's default password, to be changed at its first login; a sub-agent may hold contracts from its creation, each within the creator's own rate (403 NOT_AGENT or CONTRACT_FEATURE_OFF, 400 CONTRACT_RATE_ABOVE_OWN or CONTRACT_BAD_TIERS, 409 USERNAME_TAKEN, DEFAULT_PASSWORD_NOT_SET or CONTRACT_NO_OWN, 429)",
        body: s.createDownlineBody,
        response: sessionResponses(s.createDownlineValue, [409, 429]),
      },
    },
    async (request) => ok(await agents.createDownline(guards.memberOf(request), request.body)),
  );

  app.get(
    AgentPaths.downlines,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          "A page of the agent's downlines: the direct downlines of parentId (the agent when absent) or a username-prefix search of the whole tree (403 NOT_AGENT, 404 DOWNLINE_NOT_FOUND)",
        querystring: s.downlineQuery,
        response: sessionResponses(s.downlinePageValue, [404]),
      },
    },
    async (request) => ok(await agents.downlines(guards.memberOf(request), request.query)),
  );

  app.post(
    AgentTransferPaths.transfer,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          "Moves an amount from the agent's main wallet to a member of its tree, direct or deeper, where the brand allows it (idempotent per key; 403 NOT_AGENT or AGENT_TRANSFER_DISABLED, 404 DOWNLINE_NOT_FOUND, 400 limits, payment password or INSUFFICIENT_BALANCE, 409, 429)",
        body: s.transferBody,
        response: sessionResponses(s.transferValue, [404, 409, 429]),
      },
    },
    async (request) => ok(await agents.transferToDownline(guards.memberOf(request), request.body)),
  );
}
