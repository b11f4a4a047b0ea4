// Contracts of the agent centre's salary and dividend pages and my income (issue 28, slice 2).
// Every call is under the token and the agent gate (403 NOT_AGENT); a contract call of a kind the
// brand does not offer is 403 CONTRACT_FEATURE_OFF.
import type { Static } from '@sinclair/typebox';
import type {
  AgentContractSchema,
  ConsolidatedContractsSchema,
  ContractCallResponseSchema,
  ContractCallSchema,
  ContractPartySchema,
  ContractSimulationSchema,
  ContractTierSchema,
  ContractViewSchema,
  IncomePageSchema,
  IncomeQuerySchema,
  InitialContractSchema,
  InitialContractValueSchema,
  OpsContractSetInputSchema,
  OpsContractSetResultSchema,
  OpsSettlementRunSchema,
  OpsSettlementRunsSchema,
  SettlementFiguresSchema,
  SettlementSchema,
} from '../schemas/agent-contracts';

/** One rate tier of a contract. */
export type ContractTier = Static<typeof ContractTierSchema>;
/** A contract a new sub-agent holds from its creation (POST /wps/agent/downlines). */
export type InitialContract = Static<typeof InitialContractSchema>;
/** A new sub-agent's contract as the creation answers it. */
export type InitialContractValue = Static<typeof InitialContractValueSchema>;
/** A member a contract names. */
export type ContractParty = Static<typeof ContractPartySchema>;
/** One contract. */
export type AgentContract = Static<typeof AgentContractSchema>;
/** The body of a contract call (POST ContractPaths[kind]). */
export type ContractCall = Static<typeof ContractCallSchema>;
/** The contracts of one kind as the page shows them. */
export type ContractView = Static<typeof ContractViewSchema>;
/** What a settlement computes for one agent and period. */
export type SettlementFigures = Static<typeof SettlementFiguresSchema>;
/** A simulation of the last completed period at proposed tiers. */
export type ContractSimulation = Static<typeof ContractSimulationSchema>;
/** The answer of a contract call. */
export type ContractCallResponse = Static<typeof ContractCallResponseSchema>;
/** GET /wps/relay/getConsolidated. */
export type ConsolidatedContracts = Static<typeof ConsolidatedContractsSchema>;
/** Query of GET /wps/agent/income. */
export type IncomeQuery = Static<typeof IncomeQuerySchema>;
/** One settlement of my income. */
export type Settlement = Static<typeof SettlementSchema>;
/** GET /wps/agent/income. */
export type IncomePage = Static<typeof IncomePageSchema>;
/** PUT /ops/agent/contracts. */
export type OpsContractSetInput = Static<typeof OpsContractSetInputSchema>;
/** One settlement run (operator). */
export type OpsSettlementRun = Static<typeof OpsSettlementRunSchema>;
/** POST /ops/agent/settle, GET /ops/agent/settlements. */
export type OpsSettlementRuns = Static<typeof OpsSettlementRunsSchema>;
/** The answer of PUT /ops/agent/contracts. */
export type OpsContractSetResult = Static<typeof OpsContractSetResultSchema>;
