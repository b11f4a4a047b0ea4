// HTTP routes of the agent contracts (issue 28, slice 2): the four contract calls, the consolidated
// contract fields, my income, and the operator's contract and settlement calls. HTTP only: rules
// live in the contract service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ContractKind,
  OpsSettlementRun,
  SettlementPeriod,
} from '@lotusplay/api-client/contracts';
import {
  AgentContractPaths,
  CONTRACT_KINDS,
  ContractPaths,
  toMoneyString,
} from '@lotusplay/api-client/contracts';
import {
  AgentContractSchema,
  ConsolidatedContractsSchema,
  ContractCallResponseSchema,
  ContractCallSchema,
  IncomePageSchema,
  IncomeQuerySchema,
  OpsContractParamsSchema,
  OpsContractSetInputSchema,
  OpsContractSetResultSchema,
  OpsSettleInputSchema,
  OpsSettlementRunsQuerySchema,
  OpsSettlementRunsSchema,
} from '@lotusplay/api-client/schemas';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import type { AgentRouteGuards } from './agent.routes';
import { requireAgent } from './agent.service';
import type { ContractService } from './contracts.service';

const KIND_TITLES = {
  dividend: 'dividend (bonus)',
  dailySalary: 'daily salary',
  hourSalary: 'hourly salary',
  realtimeSalary: 'real-time salary',
} as const;

/** Registers the member-side contract calls (paths are whole: register without a prefix). */
export async function contractRoutes(
  fastify: FastifyInstance,
  { contracts, guards }: { contracts: ContractService; guards: AgentRouteGuards },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const requireAgentSession = async (request: FastifyRequest) => {
    await guards.requireMember(request);
    requireAgent(guards.memberOf(request));
  };
  const common = { tags: ['agent'], security: [{ bearer: [] }] };

  for (const kind of CONTRACT_KINDS) {
    app.post(
      ContractPaths[kind],
      {
        preHandler: requireAgentSession,
        schema: {
          ...common,
          summary: `The ${KIND_TITLES[kind]} contracts: view, offer to a direct downline agent, accept, reject, terminate, simulate (403 NOT_AGENT or CONTRACT_FEATURE_OFF, 404, 409 CONTRACT_LOWER_RATE / NO_OWN / WRONG_STATE)`,
          body: ContractCallSchema,
          response: sessionResponses(ContractCallResponseSchema, [404, 409]),
        },
      },
      async (request) => ok(await contracts.call(guards.memberOf(request), kind, request.body)),
    );
  }

  app.get(
    AgentContractPaths.consolidated,
    {
      preHandler: guards.requireMember,
      schema: {
        ...common,
        summary:
          "The consolidated contract fields: per kind, the member's request type (0 none, 1 offered, 2 active) and info type (0 off, 1 on, 2 may offer)",
        response: sessionResponses(ConsolidatedContractsSchema),
      },
    },
    async (request) => ok(await contracts.consolidated(guards.memberOf(request))),
  );

  app.get(
    AgentContractPaths.income,
    {
      preHandler: requireAgentSession,
      schema: {
        ...common,
        summary: "My income: the agent's settlements (salaries and dividends), newest first",
        querystring: IncomeQuerySchema,
        response: sessionResponses(IncomePageSchema),
      },
    },
    async (request) => ok(await contracts.income(guards.memberOf(request), request.query)),
  );
}

/** A settlement run as the operator's calls answer it. */
function opsRun(run: {
  kind: ContractKind;
  period: SettlementPeriod;
  periodStart: Date;
  periodEnd: Date;
  outcome?: 'settled' | 'already';
  agentsPaid: number;
  total: number;
  transactionId: number | null;
}): OpsSettlementRun {
  return {
    kind: run.kind,
    period: run.period,
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
    ...(run.outcome ? { outcome: run.outcome } : {}),
    agentsPaid: run.agentsPaid,
    total: toMoneyString(run.total),
    transactionId: run.transactionId,
  };
}

/** Registers the operator's contract calls (prefix `/ops/agent`). */
export async function contractOpsRoutes(
  fastify: FastifyInstance,
  {
    contracts,
    guard,
  }: { contracts: ContractService; guard: (request: FastifyRequest) => Promise<void> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', guard);
  const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

  app.put(
    '/contracts',
    {
      schema: {
        ...common,
        summary:
          "Gives an agent an active contract of a kind (replacing its active one): a tree's top; 409 CONTRACT_LOWER_RATE unless confirmLowerRate ends the contracts of its tree above the new rate",
        body: OpsContractSetInputSchema,
        response: responses(OpsContractSetResultSchema, [401, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await contracts.operatorSet(
          request.body.username,
          request.body.kind,
          request.body.tiers,
          request.body.period,
          request.body.confirmLowerRate,
        ),
      ),
  );

  app.delete(
    '/contracts/:id',
    {
      schema: {
        ...common,
        summary: 'Ends a pending or active contract',
        params: OpsContractParamsSchema,
        response: responses(AgentContractSchema, [401, 404, 409]),
      },
    },
    async (request) => ok(await contracts.operatorEnd(request.params.id)),
  );

  app.post(
    '/settle',
    {
      schema: {
        ...common,
        summary:
          'Settles now the completed periods of a kind not settled yet (what its job does; each period once)',
        body: OpsSettleInputSchema,
        response: responses(OpsSettlementRunsSchema, [401]),
      },
    },
    async (request) => {
      const outcomes = await contracts.settleDue(request.body.kind);
      return ok({ runs: outcomes.map((run) => opsRun({ ...run, transactionId: null })) });
    },
  );

  app.get(
    '/settlements',
    {
      schema: {
        ...common,
        summary: 'The latest settlement runs (of a kind), newest first',
        querystring: OpsSettlementRunsQuerySchema,
        response: responses(OpsSettlementRunsSchema, [401]),
      },
    },
    async (request) => {
      const runs = await contracts.runs(request.query.kind);
      return ok({ runs: runs.map(opsRun) });
    },
  );
}
