// The agent module: the agent (affiliate) centre's calls. Its team pages read the tree through the
// member service and the team's money, rounds and bets through the wallet, games and lottery
// services (grouped sums for the whole team).
import { defineModule, route } from '../module';
import { agentRoutes, agentTeamRoutes } from './agent.routes';
import { seedAgentTree } from './agent.seed';
import { AgentService } from './agent.service';

declare module '../module' {
  interface ModuleServiceMap {
    agent: { agents: AgentService };
  }
}

export const agentModule = defineModule({
  name: 'agent',
  needs: ['system', 'member', 'verification', 'session', 'wallet', 'games', 'lottery'],
  seedBrand: (tx, { passwordHashes }) => seedAgentTree(tx, passwordHashes),
  create(
    { clock, passwordHasher },
    { system, member, verification, session, wallet, games, lottery },
  ) {
    const agents = new AgentService({
      members: member.members,
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
    return {
      services: { agents },
      routes: [
        route(agentRoutes, { prefix: '/wps/agent', agents }),
        route(agentTeamRoutes, { agents, guards: session.guards }),
      ],
    };
  },
});
