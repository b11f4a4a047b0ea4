// The promotions endpoints of the one api: the list and a detail per language (public), and for a
// member its claim state and the raffle claim. A claim invalidates the wallet's `Balance` tag, so
// the header balance (and any other balance on screen) is asked again once the prize is paid.
import { api } from '@lotusplay/api-client';
import type {
  ClaimRaffleResponse,
  LanguageCode,
  PromotionClaimState,
  PromotionDetail,
  PromotionListResponse,
} from '@lotusplay/api-client';
import { bootPromotions } from '../api/boot-page';
import { earlyCall } from '../api/early-call';

/** What getPromotionDetail asks for. */
export interface PromotionDetailArg {
  id: number;
  language: LanguageCode;
}

/** The request of the promotion list in a language. */
const listRequest = (language: LanguageCode) => ({
  url: '/wps/relay/MCSFE_getPromotionList',
  params: { language },
});

const earlyList = earlyCall('getPromotionList');

/**
 * Starts the promotion list call at once (the /promotions page's module does, opened on
 * /promotions): getPromotionList takes its answer for the same language once. Nothing to start
 * (null) when the boot data holds the list (then index.html preloads the first card's image). From the page's
 * hooks the call waited for the app's commit, after the header's chunks (~340 ms later in the
 * Lighthouse trace), and the first card's image — the page's LCP — after it.
 */
export async function startPromotionListEarly(
  language: LanguageCode,
): Promise<PromotionListResponse | null> {
  if (bootPromotions(language, false)) return null;
  const answered = await earlyList.start(listRequest(language));
  return answered.error ? null : (answered.data as PromotionListResponse);
}

const claimTag = (id: number) => ({ type: 'Promotion' as const, id: `claim-${id}` });

/** The promotions area's endpoints, injected into the shared `api`. */
export const promotionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/relay/MCSFE_getPromotionList?language= (every category: the tabs filter here). */
    getPromotionList: build.query<PromotionListResponse, LanguageCode>({
      queryFn: async (language, _api, _extra, baseQuery) => {
        const boot = bootPromotions(language, true);
        if (boot) return { data: boot };
        const answered = await earlyList.take(listRequest(language), baseQuery);
        if (answered.error) return { error: answered.error };
        return { data: answered.data as PromotionListResponse };
      },
      providesTags: (_result, _error, language) => [{ type: 'Promotion', id: `list-${language}` }],
    }),
    /** GET /wps/relay/MCSFE_getPromotionDetail?id=&language=. */
    getPromotionDetail: build.query<PromotionDetail, PromotionDetailArg>({
      query: ({ id, language }) => ({
        url: '/wps/relay/MCSFE_getPromotionDetail',
        params: { id, language },
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Promotion', id }],
    }),
    /** GET /wps/relay/MCSFE_getPromotionClaim?id= (token): claimed with its prize, or why not. */
    getPromotionClaim: build.query<PromotionClaimState, number>({
      query: (id) => ({ url: '/wps/relay/MCSFE_getPromotionClaim', params: { id } }),
      providesTags: (_result, _error, id) => [claimTag(id), 'Session'],
    }),
    /** POST /wps/relay/MCS2_claimRafflePromotion (token): draws and pays the prize once. */
    claimRafflePromotion: build.mutation<ClaimRaffleResponse, number>({
      query: (id) => ({
        url: '/wps/relay/MCS2_claimRafflePromotion',
        method: 'POST',
        body: { id },
      }),
      // Paid or refused (already claimed by another tab), the claim state and balance may differ.
      invalidatesTags: (_result, _error, id) => [claimTag(id), 'Balance', 'UnreadCount'],
    }),
  }),
});

/** Hooks of the promotions endpoints. */
export const {
  useGetPromotionListQuery,
  useGetPromotionDetailQuery,
  useGetPromotionClaimQuery,
  useClaimRafflePromotionMutation,
} = promotionsApi;
