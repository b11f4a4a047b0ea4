// The bonus details call (issue 27), injected when the page's code loads. Tagged 'Balance': a
// bonus credited and a valid bet (its wagering) both move money.
import { api, LoyaltyPaths } from '@lotusplay/api-client';
import type { BonusDetailsQuery, BonusDetailsResponse } from '@lotusplay/api-client';

/** The bonus details endpoint. */
export const bonusDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBonusDetails: build.query<BonusDetailsResponse, BonusDetailsQuery>({
      query: (params) => ({ url: LoyaltyPaths.bonusDetails, params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetBonusDetailsQuery } = bonusDetailsApi;
