// HTTP routes of the agent centre's report pages (issue 28): team betting, user loss and account
// details, behind the token and the agent gate. HTTP only: rules live in the report service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AgentReportPaths,
  LANGUAGE_HEADER,
  languageFromHeader,
} from '@lotusplay/api-client/contracts';
import {
  AgentBetsPageSchema,
  AgentBetsQuerySchema,
  AgentProfitLossPageSchema,
  AgentProfitLossQuerySchema,
  AgentTransactionsPageSchema,
  AgentTransactionsQuerySchema,
} from '@lotusplay/api-client/schemas';
import { ok, sessionResponses } from '../../lib/envelope';
import type { AgentRouteGuards } from './agent.routes';
import { requireAgent } from './agent.service';
import type { AgentReportService } from './reports.service';

/** Options of the report routes plugin. */
export interface AgentReportRoutesOptions {
  reports: AgentReportService;
  guards: AgentRouteGuards;
}

/** The language of a request's names (x-language, else Accept-Language), when one we have. */
const languageOf = (request: FastifyRequest) =>
  languageFromHeader(
    String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
  );

/** Registers the agent centre's report calls (register without a prefix: the paths are whole). */
export async function agentReportRoutes(
  fastify: FastifyInstance,
  { reports, guards }: AgentReportRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const requireAgentSession = async (request: FastifyRequest) => {
    await guards.requireMember(request);
    requireAgent(guards.memberOf(request));
  };
  const common = { tags: ['agent'], security: [{ bearer: [] }] };

  app.get(
    AgentReportPaths.bets,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          "A page of the downlines' game rounds and lottery bets over a range of days, newest first, with the filter's totals (400 bad range or page, 403 NOT_AGENT, 404 DOWNLINE_NOT_FOUND)",
        querystring: AgentBetsQuerySchema,
        response: sessionResponses(AgentBetsPageSchema, [400, 404]),
      },
    },
    async (request) =>
      ok(await reports.bets(guards.memberOf(request), request.query, languageOf(request))),
  );

  app.get(
    AgentReportPaths.profitLoss,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          'Per downline over a range of days: valid bets, wins, profit and loss, deposits, withdrawals, bonuses and salaries, with totals (400, 403 NOT_AGENT, 404 DOWNLINE_NOT_FOUND)',
        querystring: AgentProfitLossQuerySchema,
        response: sessionResponses(AgentProfitLossPageSchema, [400, 404]),
      },
    },
    async (request) => ok(await reports.profitLoss(guards.memberOf(request), request.query)),
  );

  app.get(
    AgentReportPaths.transactions,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary:
          "A page of the downlines' ledger entries over a range of days, newest first (400, 403 NOT_AGENT, 404 DOWNLINE_NOT_FOUND)",
        querystring: AgentTransactionsQuerySchema,
        response: sessionResponses(AgentTransactionsPageSchema, [400, 404]),
      },
    },
    async (request) =>
      ok(await reports.transactions(guards.memberOf(request), request.query, languageOf(request))),
  );
}
