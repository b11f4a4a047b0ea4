// The banner call, injected into the shared api with the carousel's chunk (not at start-up: the
// first banner of a first visit comes from the boot data). The language is part of the argument,
// so switching language asks for that language's banners.
import { api, BANNERS_PATH } from '@lotusplay/api-client';
import type { BannersRequest, BannersResponse } from '@lotusplay/api-client';

/** The banner endpoint of the content feature. */
export const bannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A route group's banners in one language: GET /wps/relay/MCSFE_getBanners. */
    getBanners: build.query<BannersResponse, Required<BannersRequest>>({
      query: (request) => ({ url: BANNERS_PATH, params: request }),
      // Brand-level data: kept for the visit's route changes.
      keepUnusedDataFor: 600,
    }),
  }),
});

/** Hook of the banner endpoint. */
export const { useGetBannersQuery } = bannersApi;
