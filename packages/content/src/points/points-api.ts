// The points mall's calls (SPEC.md §7), injected into the one api when the page's chunk loads.
// A conversion credits the main wallet: it invalidates 'Balance' (the header balance asks again)
// as well as the points; a redemption invalidates the points, the goods' stock and the history.
import { api } from '@lotusplay/api-client';
import type {
  ConvertPointRequest,
  ConvertPointResponse,
  LanguageCode,
  PointBalanceResponse,
  PointConfigResponse,
  PointRewardResponse,
  RedeemPointListResponse,
  RedeemPointRequest,
  RedeemPointResponse,
} from '@lotusplay/api-client';

export const POINT_BALANCE_PATH = '/wps/relay/MCS2_getPointBalance';
export const POINT_CONFIG_PATH = '/wps/relay/MCS2_getPointConfig';
export const POINT_REWARD_PATH = '/wps/relay/MCS2_getPointReward';
export const REDEEM_POINT_PATH = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
export const REDEEM_LIST_PATH = '/wps/relay/MCS2_getRedeemPointList';
export const CONVERT_POINT_PATH = '/wps/relay/passwordCheck/MCS2_convertPoint';

/** Arguments of the history query. */
export interface RedeemListArgs {
  pageNo: number;
  pageSize: number;
  lang: LanguageCode;
}

/** The points endpoints. */
export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPointBalance: build.query<PointBalanceResponse, void>({
      query: () => POINT_BALANCE_PATH,
      providesTags: ['Points'],
    }),
    getPointConfig: build.query<PointConfigResponse, void>({
      query: () => POINT_CONFIG_PATH,
    }),
    getPointRewards: build.query<PointRewardResponse, LanguageCode>({
      query: (lang) => ({ url: POINT_REWARD_PATH, params: { lang } }),
      providesTags: ['PointsReward'],
    }),
    getRedeemList: build.query<RedeemPointListResponse, RedeemListArgs>({
      query: (params) => ({ url: REDEEM_LIST_PATH, params }),
      providesTags: ['RedeemHistory'],
    }),
    redeemPoint: build.mutation<RedeemPointResponse, RedeemPointRequest & { lang: LanguageCode }>({
      query: ({ lang, ...body }) => ({
        url: REDEEM_POINT_PATH,
        method: 'POST',
        params: { lang },
        body,
      }),
      invalidatesTags: ['Points', 'PointsReward', 'RedeemHistory'],
    }),
    convertPoint: build.mutation<ConvertPointResponse, ConvertPointRequest>({
      query: (body) => ({ url: CONVERT_POINT_PATH, method: 'POST', body }),
      invalidatesTags: ['Points', 'Balance', 'Transaction'],
    }),
  }),
});

/** Hooks of the points endpoints. */
export const {
  useGetPointBalanceQuery,
  useGetPointConfigQuery,
  useGetPointRewardsQuery,
  useGetRedeemListQuery,
  useRedeemPointMutation,
  useConvertPointMutation,
} = pointsApi;
