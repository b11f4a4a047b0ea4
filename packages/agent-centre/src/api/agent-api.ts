// The agent centre's team calls (issue 28, slice 1), injected when a page's code loads. The
// overview and the team list provide 'Downline' (and the overview 'Report'); creating a downline
// makes both stale, so the new account shows in the team list and the team size at once.
import { AgentPaths, api } from '@lotusplay/api-client';
import type {
  AgentPeriodQuery,
  CreateDownlineInput,
  CreateDownlineResponse,
  DownlinePage,
  DownlineQuery,
  TeamOverviewResponse,
} from '@lotusplay/api-client';

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
      invalidatesTags: ['Downline', 'Report'],
    }),
  }),
});

export const { useGetTeamOverviewQuery, useGetDownlinesQuery, useCreateDownlineMutation } =
  agentApi;
