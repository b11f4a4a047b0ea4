// The referral call (invite friends, issue 27), injected when the page's code loads. Tagged
// 'Referral' and 'Balance': a referral's reward arrives with a balance change (the member event
// stream invalidates 'Balance'), so the earnings follow without a reload.
import { api, ReferralPaths } from '@lotusplay/api-client';
import type { ReferralQuery, ReferralResponse } from '@lotusplay/api-client';

/** The referral endpoint. */
export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferral: build.query<ReferralResponse, ReferralQuery>({
      query: (params) => ({ url: ReferralPaths.referral, params }),
      providesTags: ['Referral', 'Balance'],
    }),
  }),
});

export const { useGetReferralQuery } = referralApi;
