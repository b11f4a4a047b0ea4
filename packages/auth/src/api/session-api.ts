// The session's own calls, which the start-up code needs (the member info at start and its matchers
// in the auth slice, the unread counts of the header, logout): injected into the one api from the
// first view. The forms' calls (login, registration, passwords, SMS, captcha, human check) are in
// auth-api.ts, which only the auth modals and their thunks import, so the first view carries none
// of them (nor the human check they run first).
import { api } from '@lotusplay/api-client';
import type { MemberInfo, TagType, UnreadCountResponse } from '@lotusplay/api-client';

/** Tags a new or ended session makes stale. */
export const SESSION_TAGS: readonly TagType[] = ['Member', 'Balance', 'UnreadCount', 'Session'];

/** The session endpoints: member info, unread counts, logout. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /wps/session/logout: ends the session on the server. */
    logout: build.mutation<null, void>({
      query: () => ({ url: '/wps/session/logout', method: 'DELETE' }),
      invalidatesTags: () => [...SESSION_TAGS],
    }),
    /** GET /wps/member/info (token required). */
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => '/wps/member/info',
      providesTags: ['Member'],
    }),
    /** GET /wps/relay/CSP_unreadCount (token required): unread messages and unclaimed promotions. */
    getUnreadCount: build.query<UnreadCountResponse, void>({
      query: () => '/wps/relay/CSP_unreadCount',
      providesTags: ['UnreadCount'],
    }),
  }),
});

/** React hooks of the session endpoints. */
export const {
  useLogoutMutation,
  useGetMemberInfoQuery,
  useLazyGetMemberInfoQuery,
  useGetUnreadCountQuery,
} = sessionApi;
