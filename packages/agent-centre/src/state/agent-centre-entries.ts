// The agent-centre menu of SPEC.md §2, in order, with the feature each entry needs.

/** The feature an agent-centre entry needs; 'always' entries need none. */
export type AgentEntryCondition =
  'always' | 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary';

/** Which contract features the agent has enabled (from the consolidated contract info). */
export interface AgentFeatureFlags {
  dividend: boolean;
  dailySalary: boolean;
  hourSalary: boolean;
  realtimeSalary: boolean;
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
