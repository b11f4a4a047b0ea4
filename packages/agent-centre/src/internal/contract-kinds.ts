// The contract kinds as the agent centre names them: each kind's menu entry, whose label (a key of
// the `agentCentre` namespace) names the kind on its pages too.
import type { ContractKind } from '@lotusplay/api-client';
import { agentCentreEntries } from '../state/agent-centre-entries';
import type { AgentCentreEntry } from '../state/agent-centre-entries';

type ContractEntry = Extract<AgentCentreEntry, { condition: ContractKind }>;

const entryOf = (kind: ContractKind) =>
  agentCentreEntries.find((entry): entry is ContractEntry => entry.condition === kind)!;

/** The translation key naming each kind: its menu entry's. */
export const KIND_KEYS = {
  dividend: entryOf('dividend').key,
  dailySalary: entryOf('dailySalary').key,
  hourSalary: entryOf('hourSalary').key,
  realtimeSalary: entryOf('realtimeSalary').key,
} satisfies Record<ContractKind, string>;
