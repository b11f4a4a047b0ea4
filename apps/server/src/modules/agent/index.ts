// The agent module: the agent (affiliate) centre's calls. Its team pages read the tree through the
// member service and the team's money, rounds and bets through the wallet, games and lottery
// services (grouped sums for the whole team). Its contracts (salaries and dividends) are settled
// by one job per kind on the job engine, each period once across processes, paid through the
// wallet service's ledger.
import { CONTRACT_KINDS, ContractLimits } from '@lotusplay/api-client/contracts';
import { defineModule, logged, route } from '../module';
import { agentOps } from './agent.ops-cli';
import { agentRoutes, agentTeamRoutes } from './agent.routes';
import { seedAgentContracts, seedAgentTree } from './agent.seed';
import { AgentService } from './agent.service';
import { ContractsRepository } from './contracts.repository';
import { contractOpsRoutes, contractRoutes } from './contracts.routes';
import { ContractService } from './contracts.service';
import { agentReportRoutes } from './reports.routes';
import { AgentReportService } from './reports.service';

declare module '../module' {
  interface ModuleServiceMap {
    agent: { agents: AgentService; contracts: ContractService; reports: AgentReportService };
  }
}

export const agentModule = defineModule({
  name: 'agent',
  ops: [agentOps],
  needs: ['system', 'member', 'verification', 'session', 'wallet', 'games', 'lottery'],
  seedBrand: async (tx, { passwordHashes }) => {
    await seedAgentTree(tx, passwordHashes);
    await seedAgentContracts(tx, new Date());
  },
  create(
    { db, deps, config, clock, log, passwordHasher },
    { system, member, verification, session, wallet, games, lottery },
  ) {
    const realtimeSeconds = config.agent?.realtimeSalarySeconds ?? 300;
    const contracts = new ContractService({
      repository: new ContractsRepository(db),
      members: member.members,
      system: system.system,
      wallet: wallet.wallet,
      games: games.games,
      lottery: lottery.lottery,
      clock,
      realtimeSeconds,
    });
    const agents = new AgentService({
      members: member.members,
      contracts,
      system: system.system,
      sessions: session.sessions,
      wallet: wallet.wallet,
      deposits: wallet.deposits,
      withdrawals: wallet.withdrawals,
      games: games.games,
      lottery: lottery.lottery,
      verification: verification.verification,
      passwords: passwordHasher,
      clock,
    });
    const reports = new AgentReportService({
      members: member.members,
      games: games.games,
      lottery: lottery.lottery,
      wallet: wallet.wallet,
      deposits: wallet.deposits,
      withdrawals: wallet.withdrawals,
      clock,
    });
    // One job per kind; a test's knob (null) keeps this process from settling.
    const everyMs = (kind: (typeof CONTRACT_KINDS)[number]) =>
      deps.agentSettlementMs === null
        ? null
        : (deps.agentSettlementMs ??
          (kind === 'realtimeSalary'
            ? Math.min(ContractLimits.jobEveryMs[kind], realtimeSeconds * 1000)
            : ContractLimits.jobEveryMs[kind]));
    return {
      services: { agents, contracts, reports },
      routes: [
        route(agentRoutes, { prefix: '/wps/agent', agents }),
        route(agentTeamRoutes, { agents, guards: session.guards }),
        route(contractRoutes, { contracts, guards: session.guards }),
        route(agentReportRoutes, { reports, guards: session.guards }),
      ],
      operatorRoutes: (guard) => [
        route(contractOpsRoutes, { prefix: '/ops/agent', contracts, guard }),
      ],
      jobs: CONTRACT_KINDS.map((kind) => ({
        queue: `agent-settlement-${kind}`,
        everyMs: everyMs(kind),
        run: async () => {
          const runs = await logged(log, `agent ${kind} settlement failed`, () =>
            contracts.settleDue(kind),
          );
          const paid = runs.filter((run) => run.outcome === 'settled' && run.total > 0);
          if (paid.length > 0) log.info({ kind, periods: paid.length }, 'agent contracts settled');
          return { periods: runs.length, paid: paid.length };
        },
      })),
    };
  },
});
