export { AgentCentrePanel } from './components/agent-centre-panel/lazy-agent-centre-panel';
export {
  agentCentreEntries,
  agentFeatureFlagsOf,
  DEFAULT_AGENT_CENTRE_PAGE,
  NO_AGENT_FEATURES,
  visibleAgentEntries,
  waitingOffersOf,
} from './state/agent-centre-entries';
export {
  agentCentreClosed,
  agentCentreOpened,
  agentCentrePageSelected,
  agentCentreSlice,
  selectAgentCentreOpen,
  selectAgentCentrePage,
} from './state/agent-centre-slice';

export type {
  AgentCentreEntry,
  AgentCentrePage,
  AgentEntryCondition,
  AgentFeatureFlags,
} from './state/agent-centre-entries';
export type { AgentCentreState } from './state/agent-centre-slice';
export type {
  AgentCentrePageLoader,
  AgentCentrePages,
  AgentCentrePanelProps,
} from './components/agent-centre-panel/agent-centre-panel';
export { agentCentreManifest } from './manifest';
