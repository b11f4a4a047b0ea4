// The agent-centre menu of SPEC.md §2, in order, with the feature each entry needs: the four
// contract entries show when the consolidated contract fields say the brand offers their kind.
import {
  CONTRACT_INFO_FIELDS,
  CONTRACT_KINDS,
  CONTRACT_REQ_FIELDS,
  ContractInfoTypes,
  ContractReqTypes,
} from '@lotusplay/api-client';
import type { ConsolidatedContracts, ContractKind } from '@lotusplay/api-client';

/** The contract kind an agent-centre entry needs; 'always' entries need none. */
export type AgentEntryCondition = 'always' | ContractKind;

/** Which contract kinds the agent's menu shows (from the consolidated contract info). */
export type AgentFeatureFlags = Record<ContractKind, boolean>;

/** Every contract entry hidden: no consolidated answer (yet, or it failed). */
export const NO_AGENT_FEATURES: AgentFeatureFlags = {
  dividend: false,
  dailySalary: false,
  hourSalary: false,
  realtimeSalary: false,
};

/** The kinds whose entry shows: the brand offers them (info type 1 or 2). */
export function agentFeatureFlagsOf(
  consolidated: ConsolidatedContracts | undefined,
): AgentFeatureFlags {
  if (!consolidated) return NO_AGENT_FEATURES;
  return Object.fromEntries(
    CONTRACT_KINDS.map((kind) => [
      kind,
      consolidated[CONTRACT_INFO_FIELDS[kind]] >= ContractInfoTypes.on,
    ]),
  ) as AgentFeatureFlags;
}

/** The kinds with an offer waiting for the agent's answer (request type 1). */
export function waitingOffersOf(consolidated: ConsolidatedContracts | undefined): ContractKind[] {
  if (!consolidated) return [];
  return CONTRACT_KINDS.filter(
    (kind) => consolidated[CONTRACT_REQ_FIELDS[kind]] === ContractReqTypes.offered,
  );
}

/** The agent-centre menu entries of SPEC.md §2, in display order. */
export const agentCentreEntries = [
  { key: 'announcement', page: 'agentAnnouncement', condition: 'always' },
  { key: 'overview', page: 'agentTeamOverview', condition: 'always' },
  { key: 'createDownlineAccount', page: 'registerCenter', condition: 'always' },
  { key: 'teamManagement', page: 'downlineManagmentView', condition: 'always' },
  { key: 'teamBetting', page: 'personalHistoryCopy', condition: 'always' },
  { key: 'userLoss', page: 'palStatementsAgentCopy', condition: 'always' },
  { key: 'myIncome', page: 'agentRevenueReport', condition: 'always' },
  { key: 'accountDetails', page: 'agentDownlineTransactionDetailsCopy', condition: 'always' },
  { key: 'bonus', page: 'agentDividendRecordCopy2', condition: 'dividend' },
  { key: 'dailySalary', page: 'agentDailyWages2', condition: 'dailySalary' },
  { key: 'hourlySalary', page: 'agentHourSalary', condition: 'hourSalary' },
  { key: 'realTimeSalary', page: 'agentRealtimeSalary', condition: 'realtimeSalary' },
] as const satisfies readonly { key: string; page: string; condition: AgentEntryCondition }[];

/** One agent-centre menu entry. */
export type AgentCentreEntry = (typeof agentCentreEntries)[number];

/** A page of the agent centre. */
export type AgentCentrePage = AgentCentreEntry['page'];

/** The page the agent centre opens on (SPEC.md §2). */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The entries this agent may see: every 'always' entry plus those whose feature is on. */
export function visibleAgentEntries(flags: AgentFeatureFlags): AgentCentreEntry[] {
  return agentCentreEntries.filter(
    (entry) => entry.condition === 'always' || flags[entry.condition],
  );
}
