// The agent centre's announcements (issue 28, agentAnnouncement): the announcements the operator
// wrote for agents, injected when the page's code loads. Keyed by language as well, so a change of
// language asks again; provides 'Announcement', like the site's notices.
import { AnnouncementPaths, api } from '@lotusplay/api-client';
import type { AgentAnnouncementListRequest, AgentAnnouncementPage } from '@lotusplay/api-client';

/** The agent centre's announcement endpoint. */
export const agentAnnouncementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/agent/announcements: a page of the announcements for agents, newest first. */
    getAgentAnnouncements: build.query<AgentAnnouncementPage, AgentAnnouncementListRequest>({
      query: (params) => ({ url: AnnouncementPaths.agent, params }),
      providesTags: [{ type: 'Announcement', id: 'agent' }],
    }),
  }),
});

export const { useGetAgentAnnouncementsQuery } = agentAnnouncementsApi;
