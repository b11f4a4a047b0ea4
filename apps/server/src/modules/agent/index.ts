// The agent module: the agent (affiliate) centre's calls.
import { defineModule, route } from '../module';
import { agentRoutes } from './agent.routes';
import { AgentService } from './agent.service';

declare module '../module' {
  interface ModuleServiceMap {
    agent: { agents: AgentService };
  }
}

export const agentModule = defineModule({
  name: 'agent',
  needs: ['member'],
  create(_context, { member }) {
    const agents = new AgentService(member.members);
    return {
      services: { agents },
      routes: [route(agentRoutes, { prefix: '/wps/agent', agents })],
    };
  },
});
