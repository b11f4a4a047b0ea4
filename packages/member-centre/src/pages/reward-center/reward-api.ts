// The reward-centre calls (issue 27): the rewards with the member's status, joining, applying and
// claiming. Tagged 'Reward' (the member event stream's `claimable` makes it stale when the
// operator approves or rejects); a claim pays, so it makes 'Balance' stale too.
import { api, RewardPaths } from '@lotusplay/api-client';
import type {
  RewardApplyRequest,
  RewardCenterResponse,
  RewardClaimResponse,
  RewardItem,
  RewardJoinRequest,
} from '@lotusplay/api-client';

/** The reward-centre endpoints. */
export const rewardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRewardCenter: build.query<RewardCenterResponse, void>({
      query: () => RewardPaths.list,
      providesTags: ['Reward'],
    }),
    joinReward: build.mutation<RewardItem, RewardJoinRequest>({
      query: (body) => ({ url: RewardPaths.join, method: 'POST', body }),
      invalidatesTags: ['Reward'],
    }),
    applyReward: build.mutation<RewardItem, RewardApplyRequest>({
      query: (body) => ({ url: RewardPaths.apply, method: 'POST', body }),
      invalidatesTags: ['Reward'],
    }),
    claimReward: build.mutation<RewardClaimResponse, number>({
      query: (promotionId) => ({ url: RewardPaths.claim, method: 'POST', body: { promotionId } }),
      invalidatesTags: ['Reward', 'Balance'],
    }),
  }),
});

export const {
  useGetRewardCenterQuery,
  useJoinRewardMutation,
  useApplyRewardMutation,
  useClaimRewardMutation,
} = rewardApi;
