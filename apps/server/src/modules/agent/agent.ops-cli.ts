// The agent module's ops commands: give an agent a contract (the top of a tree), end one, settle a
// kind now, list the settlement runs. Through /ops/agent.
import type {
  AgentContract,
  ContractKind,
  ContractTier,
  OpsContractSetResult,
  OpsSettlementRun,
  OpsSettlementRuns,
} from '@lotusplay/api-client/contracts';
import { CONTRACT_KINDS, DIVIDEND_PERIODS } from '@lotusplay/api-client/contracts';
import { whole } from '../../ops/ops-args';
import type { OpsClient, OpsCommandGroup } from '../../ops/ops-command';

const contractLine = (c: AgentContract) =>
  `#${c.id} ${c.kind} ${c.period} ${c.holder.username} ${c.status}, up to ${c.maxRate}%: ${c.tiers
    .map((tier) => `${tier.rate}% from ${tier.minValidBet} and ${tier.minActiveMembers} active`)
    .join('; ')}`;

const runLine = (r: OpsSettlementRun) =>
  `${r.kind} ${r.period} ${r.periodStart} – ${r.periodEnd}: ${
    r.outcome === 'already' ? 'settled before' : `${r.agentsPaid} agent(s) paid ${r.total}`
  }${r.transactionId ? ` (transaction ${r.transactionId})` : ''}`;

function kindOf(client: OpsClient, value: string): ContractKind {
  if (!CONTRACT_KINDS.includes(value as ContractKind)) {
    throw client.usage(`the kind is one of ${CONTRACT_KINDS.join(', ')}`);
  }
  return value as ContractKind;
}

/** `MIN_VALID_BET:MIN_ACTIVE_MEMBERS:RATE`, e.g. `0:1:0.50`. */
function tierOf(client: OpsClient, text: string): ContractTier {
  const [minValidBet, active, rate] = text.split(':');
  if (!minValidBet || active === undefined || !rate) {
    throw client.usage(`--tier is MIN_VALID_BET:MIN_ACTIVE_MEMBERS:RATE, got "${text}"`);
  }
  return { minValidBet, minActiveMembers: whole(client, active, '--tier active members'), rate };
}

interface SetOptions {
  tier?: string[];
  period?: string;
  endLower?: boolean;
}

/** The agent module's ops commands. */
export const agentOps: OpsCommandGroup = {
  name: 'agent',
  summary: 'Agent contracts (salaries, dividends) and their settlement',
  register(program, client) {
    const agent = program.command('agent').description('agent contracts and settlements');
    const contract = agent
      .command('contract')
      .description("an agent's salary or dividend contract");
    contract
      .command('set')
      .description('give an agent an active contract of a kind (the top of its tree)')
      .argument('<USERNAME>')
      .argument('<KIND>', CONTRACT_KINDS.join(', '))
      .option(
        '--tier <MIN_VALID_BET:MIN_ACTIVE_MEMBERS:RATE>',
        'a rate tier (repeat for up to 5), e.g. 0:1:0.50',
        (value: string, all: string[] = []) => [...all, value],
      )
      .option('--period <period>', `dividends: ${DIVIDEND_PERIODS.join(', ')}`)
      .option(
        '--end-lower',
        "end the contracts in the agent's tree above the new rate (refused without it)",
      )
      .action((username: string, kind: string, options: SetOptions) => {
        const tiers = (options.tier ?? []).map((text) => tierOf(client, text));
        if (tiers.length === 0) throw client.usage('at least one --tier is needed');
        if (options.period && !DIVIDEND_PERIODS.includes(options.period as never)) {
          throw client.usage(`--period is one of ${DIVIDEND_PERIODS.join(', ')}`);
        }
        return client.send({
          method: 'PUT',
          path: '/ops/agent/contracts',
          body: {
            username,
            kind: kindOf(client, kind),
            tiers,
            ...(options.period ? { period: options.period } : {}),
            ...(options.endLower ? { confirmLowerRate: true } : {}),
          },
          print: (value: OpsContractSetResult) => [
            `Contract set: ${contractLine(value.contract)}`,
            ...value.ended.map((party) => `Ended by the lower rate: ${party.username}`),
          ],
        });
      });
    contract
      .command('end')
      .description('end a pending or active contract')
      .argument('<CONTRACT_ID>')
      .action((id: string) =>
        client.send({
          method: 'DELETE',
          path: `/ops/agent/contracts/${whole(client, id, 'CONTRACT_ID')}`,
          print: (value: AgentContract) => [`Contract ended: ${contractLine(value)}`],
        }),
      );
    agent
      .command('settle')
      .description("settle now a kind's completed periods not settled yet (as its job does)")
      .argument('<KIND>', CONTRACT_KINDS.join(', '))
      .action((kind: string) =>
        client.send({
          method: 'POST',
          path: '/ops/agent/settle',
          body: { kind: kindOf(client, kind) },
          print: (value: OpsSettlementRuns) =>
            value.runs.length
              ? value.runs.map(runLine)
              : ['Nothing to settle: every completed period is settled'],
        }),
      );
    agent
      .command('settlements')
      .description('the latest settlement runs')
      .option('--kind <kind>', CONTRACT_KINDS.join(', '))
      .action((options: { kind?: string }) =>
        client.send({
          method: 'GET',
          path: `/ops/agent/settlements${options.kind ? `?kind=${kindOf(client, options.kind)}` : ''}`,
          print: (value: OpsSettlementRuns) =>
            value.runs.length ? value.runs.map(runLine) : ['No settlement has run'],
        }),
      );
  },
};
