// The vendor list (SPEC.md §7 "Games": GCSGAME_gameVendor), injected into the one api. It is the
// only game call of the start-up code (the header navigation is built from it): the other game
// calls live in games-api.ts and launch-api.ts, so their code loads with the pages that use them.
import { api } from '@lotusplay/api-client';
import type { GameVendorResponse } from '@lotusplay/api-client/contracts';

/** GET /wps/relay/GCSGAME_gameVendor?merchantCode= (no token): every lane that has vendors. */
export const GAME_VENDOR_PATH = '/wps/relay/GCSGAME_gameVendor';

/** Arguments of the vendor list: the brand's merchant code, when the app knows it. */
export interface GameVendorArgs {
  merchantCode?: string;
}

/** Seconds the vendor list stays cached after its last subscriber leaves (it changes rarely). */
export const GAME_VENDOR_CACHE_SECONDS = 3600;

/** The vendor-list endpoint. */
export const gameLobbyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGameVendors: build.query<GameVendorResponse, GameVendorArgs | void>({
      query: (args) => ({
        url: GAME_VENDOR_PATH,
        params: args?.merchantCode ? { merchantCode: args.merchantCode } : undefined,
      }),
      keepUnusedDataFor: GAME_VENDOR_CACHE_SECONDS,
      providesTags: ['GameVendor'],
    }),
  }),
});

/** Hooks of the vendor-list endpoint. */
export const { useGetGameVendorsQuery } = gameLobbyApi;
