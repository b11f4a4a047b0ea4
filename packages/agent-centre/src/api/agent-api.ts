// The agent centre's calls (issue 28), injected when the panel or a page's code loads. Team: the
// overview and the team list provide 'Downline' (and the overview 'Report'); creating a downline
// makes both stale, so the new account shows in the team list and the team size at once.
// Contracts: the consolidated fields gate the menu ('Contract', id CONSOLIDATED); each kind's view
// is one POST with action 'view' ('Contract', id = the kind). Every other action but simulate
// answers a fresh view, written straight into that cache; accepting, rejecting or terminating
// also changes the consolidated fields (the menu's "Offer waiting" marker, whether the agent may
// pass contracts on). My income is a report of ledger payments: 'Report' and 'Transaction' (a
// balance event makes it stale, so a settlement paid while it is open shows).
import {
  AgentContractPaths,
  AgentPaths,
  AgentTransferPaths,
  api,
  ContractPaths,
} from '@lotusplay/api-client';
import type {
  AgentPeriodQuery,
  AgentTransferRequest,
  AgentTransferResponse,
  ConsolidatedContracts,
  ContractCall,
  ContractCallResponse,
  ContractKind,
  ContractTier,
  ContractView,
  CreateDownlineInput,
  CreateDownlineResponse,
  DownlinePage,
  DownlineQuery,
  IncomePage,
  IncomeQuery,
  TeamOverviewResponse,
} from '@lotusplay/api-client';
import type { DIVIDEND_PERIODS } from '@lotusplay/api-client';

/** The tag id of the consolidated contract fields. */
const CONSOLIDATED = 'CONSOLIDATED';

/** A dividend contract's period. */
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/**
 * The body of one contract action but 'view' (which is `getContractView`), each action with what
 * it needs: the contract's union of bodies, told apart by `action`.
 */
export type ContractActionBody =
  | {
      action: 'offer';
      memberId: number;
      tiers: ContractTier[];
      period?: DividendPeriod;
      confirmLowerRate?: boolean;
    }
  | { action: 'accept' | 'reject' | 'terminate'; contractId: number }
  | { action: 'simulate'; tiers: ContractTier[]; period?: DividendPeriod };

/** A contract call of one kind. */
export interface ContractCallArgs {
  kind: ContractKind;
  call: ContractActionBody & ContractCall;
}

/** The agent centre's endpoints. */
export const agentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/agent/team/overview: the team's figures of a period, in total and per level. */
    getTeamOverview: build.query<TeamOverviewResponse, AgentPeriodQuery>({
      query: (params) => ({ url: AgentPaths.teamOverview, params }),
      providesTags: ['Downline', 'Report'],
    }),
    /** GET /wps/agent/downlines: a page of a parent's direct downlines, or a search of the tree. */
    getDownlines: build.query<DownlinePage, DownlineQuery>({
      query: (params) => ({ url: AgentPaths.downlines, params }),
      providesTags: ['Downline', 'Balance'],
    }),
    /** POST /wps/agent/downlines: a direct downline with the brand's default password. */
    createDownline: build.mutation<CreateDownlineResponse, CreateDownlineInput>({
      query: (body) => ({ url: AgentPaths.downlines, method: 'POST', body }),
      // A sub-agent created with contracts shows among those the agent gave of each kind.
      invalidatesTags: (answer) => [
        'Downline',
        'Report',
        ...(answer?.contracts ?? []).map((contract) => ({
          type: 'Contract' as const,
          id: contract.kind,
        })),
      ],
    }),
    /**
     * POST /wps/agent/team/transfer: money from the agent's main wallet to a member of its tree.
     * The agent's balance ('Balance'), the team list's balances and the records change.
     */
    transferToDownline: build.mutation<AgentTransferResponse, AgentTransferRequest>({
      query: (body) => ({ url: AgentTransferPaths.transfer, method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Balance', 'Downline', 'Transaction']),
    }),
    /** GET /wps/relay/getConsolidated: which contract kinds the agent sees, offers and holds. */
    getConsolidated: build.query<ConsolidatedContracts, void>({
      query: () => AgentContractPaths.consolidated,
      providesTags: [{ type: 'Contract', id: CONSOLIDATED }],
    }),
    /** POST ContractPaths[kind] { action: 'view' }: the agent's contracts of one kind. */
    getContractView: build.query<ContractView, ContractKind>({
      query: (kind) => ({
        url: ContractPaths[kind],
        method: 'POST',
        body: { action: 'view' } satisfies ContractCall,
      }),
      transformResponse: (answer: ContractCallResponse, _meta, kind) =>
        answer.view ?? { kind, mine: null, offer: null, given: [], canOffer: false },
      providesTags: (_view, _error, kind) => [{ type: 'Contract', id: kind }],
    }),
    /** POST ContractPaths[kind]: offer, accept, reject, terminate or simulate. */
    contractCall: build.mutation<ContractCallResponse, ContractCallArgs>({
      query: ({ kind, call }) => ({ url: ContractPaths[kind], method: 'POST', body: call }),
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.view)
            await dispatch(agentApi.util.upsertQueryData('getContractView', kind, data.view));
        } catch {
          // A refused call changes nothing here; the page shows why.
        }
      },
      invalidatesTags: (answer, error, { kind, call }) => {
        if (call.action === 'simulate') return [];
        // Refused (the contract moved on meanwhile, say): read the view again. Answered: its view
        // is already in the cache.
        const view = answer?.view ? [] : [{ type: 'Contract' as const, id: kind }];
        const consolidated =
          !error && call.action !== 'offer'
            ? [{ type: 'Contract' as const, id: CONSOLIDATED }]
            : [];
        return [...view, ...consolidated];
      },
    }),
    /** GET /wps/agent/income: the totals paid by kind and a page of settlements. */
    getIncome: build.query<IncomePage, IncomeQuery>({
      query: (params) => ({ url: AgentContractPaths.income, params }),
      providesTags: ['Report', 'Transaction'],
    }),
  }),
});

export const {
  useGetTeamOverviewQuery,
  useGetDownlinesQuery,
  useCreateDownlineMutation,
  useTransferToDownlineMutation,
  useGetConsolidatedQuery,
  useGetContractViewQuery,
  useContractCallMutation,
  useGetIncomeQuery,
} = agentApi;
