// The club rank call (issue 27), injected when the page's code loads. Tagged 'Rank' and 'Balance':
// valid bets move money, and reaching a rank pays its upgrade bonus.
import { api, LoyaltyPaths } from '@lotusplay/api-client';
import type { PlayerRankResponse } from '@lotusplay/api-client';

/** The club rank endpoint. */
export const playerRankApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlayerRank: build.query<PlayerRankResponse, void>({
      query: () => LoyaltyPaths.playerRank,
      providesTags: ['Rank', 'Balance'],
    }),
  }),
});

export const { useGetPlayerRankQuery } = playerRankApi;
