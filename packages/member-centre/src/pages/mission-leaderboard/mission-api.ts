// The mission calls (issue 27): the missions with the member's progress, their leaderboard and
// the claim. Tagged 'Mission' (the member event stream's `claimable` makes it stale) and
// 'Balance' (rounds and deposits move missions on); a claim pays, so it makes both stale.
import { api, LoyaltyPaths } from '@lotusplay/api-client';
import type {
  MissionClaimResponse,
  MissionLeaderboardResponse,
  MissionSummaryResponse,
} from '@lotusplay/api-client';

/** The mission endpoints. */
export const missionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMissionSummary: build.query<MissionSummaryResponse, void>({
      query: () => LoyaltyPaths.missionSummary,
      providesTags: ['Mission', 'Balance'],
    }),
    getMissionLeaderboard: build.query<MissionLeaderboardResponse, void>({
      query: () => LoyaltyPaths.missionLeaderboard,
      providesTags: ['Mission', 'Balance'],
    }),
    claimMission: build.mutation<MissionClaimResponse, number>({
      query: (missionId) => ({
        url: LoyaltyPaths.missionClaim,
        method: 'POST',
        body: { missionId },
      }),
      invalidatesTags: ['Mission', 'Balance', 'Rank'],
    }),
  }),
});

export const { useGetMissionSummaryQuery, useGetMissionLeaderboardQuery, useClaimMissionMutation } =
  missionApi;
