// The personal loss call (issue 27), injected when the page's code loads. Tagged 'Balance': a
// round played moves money, so the figures refresh with the balance.
import { api, LoyaltyPaths } from '@lotusplay/api-client';
import type { PersonalProfitQuery, PersonalProfitResponse } from '@lotusplay/api-client';

/** The personal loss endpoint. */
export const personalProfitApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPersonalProfit: build.query<PersonalProfitResponse, PersonalProfitQuery>({
      query: (params) => ({ url: LoyaltyPaths.personalProfit, params }),
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetPersonalProfitQuery } = personalProfitApi;
