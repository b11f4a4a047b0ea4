// The agent centre's report calls (issue 28: team betting, user loss, account details), injected
// when a report page's code loads. Each provides 'Report' (and the ledger's 'Transaction'), so a
// settlement or a new downline that makes the team's figures stale refreshes an open report.
import { AgentReportPaths, api } from '@lotusplay/api-client';
// Named here so that the declarations of the hooks can name a bet row's game type.
import type { GameType } from '@lotusplay/api-client/contracts';

/** A game type of the bets report's rows and filter. */
export type TeamBetsGameType = GameType;
import type {
  AgentBetsPage,
  AgentBetsQuery,
  AgentProfitLossPage,
  AgentProfitLossQuery,
  AgentTransactionsPage,
  AgentTransactionsQuery,
} from '@lotusplay/api-client';

/** The agent centre's report endpoints. */
export const agentReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/agent/reports/bets: the downlines' rounds and lottery bets, with totals. */
    getTeamBets: build.query<AgentBetsPage, AgentBetsQuery>({
      query: (params) => ({ url: AgentReportPaths.bets, params }),
      providesTags: ['Report'],
    }),
    /** GET /wps/agent/reports/profit-loss: per downline, its profit and loss and money moved. */
    getTeamProfitLoss: build.query<AgentProfitLossPage, AgentProfitLossQuery>({
      query: (params) => ({ url: AgentReportPaths.profitLoss, params }),
      providesTags: ['Report', 'Downline'],
    }),
    /** GET /wps/agent/reports/transactions: the downlines' ledger entries. */
    getTeamTransactions: build.query<AgentTransactionsPage, AgentTransactionsQuery>({
      query: (params) => ({ url: AgentReportPaths.transactions, params }),
      providesTags: ['Report', 'Transaction'],
    }),
  }),
});

export const { useGetTeamBetsQuery, useGetTeamProfitLossQuery, useGetTeamTransactionsQuery } =
  agentReportsApi;
