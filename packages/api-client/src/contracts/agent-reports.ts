// Contracts of the agent centre's report pages (issue 28): team betting (the downlines' rounds and
// lottery bets), user loss (per downline: profit and loss and money in and out) and account
// details (the downlines' ledger entries). Every call is under the token and the agent gate (403
// NOT_AGENT); a member outside the agent's tree answers 404 DOWNLINE_NOT_FOUND.
import type { Static } from '@sinclair/typebox';
import type {
  AgentBetRowSchema,
  AgentBetsPageSchema,
  AgentBetsQuerySchema,
  AgentBetTotalsSchema,
  AgentProfitLossPageSchema,
  AgentProfitLossQuerySchema,
  AgentProfitLossRowSchema,
  AgentProfitLossTotalsSchema,
  AgentTransactionRowSchema,
  AgentTransactionsPageSchema,
  AgentTransactionsQuerySchema,
} from '../schemas/agent-reports';

/** Where a bets report row comes from. */
export type AgentBetSource = 'game' | 'lottery';
/** A bets report row's status (a game round: SETTLED). */
export type AgentBetStatus = 'SETTLED' | 'OPEN' | 'WON' | 'LOST' | 'VOID';
/** A quick range of the report filter bar. */
export type AgentReportQuickRange = 'today' | 'yesterday' | 'last7' | 'last30';

/** Query of `GET /wps/agent/reports/bets`. */
export type AgentBetsQuery = Static<typeof AgentBetsQuerySchema>;
/** One game round or lottery bet of a downline. */
export type AgentBetRow = Static<typeof AgentBetRowSchema>;
/** The sums of every row of a bets query. */
export type AgentBetTotals = Static<typeof AgentBetTotalsSchema>;
/** `GET /wps/agent/reports/bets`. */
export type AgentBetsPage = Static<typeof AgentBetsPageSchema>;
/** Query of `GET /wps/agent/reports/profit-loss`. */
export type AgentProfitLossQuery = Static<typeof AgentProfitLossQuerySchema>;
/** One downline's figures over the range. */
export type AgentProfitLossRow = Static<typeof AgentProfitLossRowSchema>;
/** The figures of every downline of a profit-loss query. */
export type AgentProfitLossTotals = Static<typeof AgentProfitLossTotalsSchema>;
/** `GET /wps/agent/reports/profit-loss`. */
export type AgentProfitLossPage = Static<typeof AgentProfitLossPageSchema>;
/** Query of `GET /wps/agent/reports/transactions`. */
export type AgentTransactionsQuery = Static<typeof AgentTransactionsQuerySchema>;
/** One ledger entry of a downline. */
export type AgentTransactionRow = Static<typeof AgentTransactionRowSchema>;
/** `GET /wps/agent/reports/transactions`. */
export type AgentTransactionsPage = Static<typeof AgentTransactionsPageSchema>;
