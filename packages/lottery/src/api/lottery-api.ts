// The lottery calls (SPEC.md §7 "Lottery"), injected into the one api when the lottery chunk
// loads. Tags: the menus, popular and recent games provide 'Lottery'; draws and results provide
// 'LotteryDraw'; the member's bets provide { type: 'Lottery', id: 'BETS' }. A bet invalidates
// 'Balance' (the header balance asks again), the bets and the recent games.
import { api } from '@lotusplay/api-client';
import type { GameVendorResponse } from '@lotusplay/api-client/contracts';
import type {
  LotteryBetRequest,
  LotteryBetResponse,
  LotteryBetsQuery,
  LotteryBetsResponse,
  LotteryCurrentNumeroResponse,
  LotteryMenuResponse,
  LotteryOpenedListResponse,
  LotteryPopularResponse,
  LotteryPrizeMode,
  LotteryRecentResponse,
} from '@lotusplay/api-client';
import { LotteryLimits } from '@lotusplay/api-client';

export const LOTTERY_MENUS_PATH = '/lgw/games/game_menus';
export const LOTTERY_MENU_PATH = '/lgw/vn/games/game_menu';
export const LOTTERY_RECENT_PATH = '/lgw/vn/games/game_menu/recent';
export const LOTTERY_POPULAR_PATH = '/lgw/games/popular';
export const LOTTERY_OPENED_PATH = '/lgw/vn/numeros/opened/game';
export const LOTTERY_CURRENT_PATH = '/lotto/lgw/games/opened/numero';
export const LOTTERY_BETS_PATH = '/lgw/bets';
/** The vendor list (the prize mode rule of SPEC.md §4 reads its ELOTT lane). */
export const LOTTERY_VENDOR_PATH = '/wps/relay/GCSGAME_gameVendor';

/** VN lotto device (SPEC.md §9). */
export const LOTTERY_DEVICE = 'WEB';

/** A response with the offset of the server's clock from the browser's, in ms. */
export type WithClock<T> = T & { clockOffsetMs: number };

/** Fetch metadata as the base query passes it on (the HTTP response, when there was one). */
interface ResponseMeta {
  response?: { headers: { get(name: string): string | null } };
}

/** Server time minus browser time from the response's Date header (0 when it has none). */
function offsetFromDateHeader(meta: unknown): number {
  const date = (meta as ResponseMeta | undefined)?.response?.headers.get('date');
  const server = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(server) ? server - Date.now() : 0;
}

/** Arguments of a menu call. */
export interface LotteryMenuArgs {
  prizeMode: LotteryPrizeMode;
  language: string;
}

/** The lottery endpoints. */
export const lotteryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLotteryVendorLanes: build.query<GameVendorResponse, void>({
      query: () => LOTTERY_VENDOR_PATH,
      keepUnusedDataFor: 3600,
      providesTags: ['GameVendor'],
    }),
    getLotteryMenus: build.query<WithClock<LotteryMenuResponse>, { language: string }>({
      query: ({ language }) => ({ url: LOTTERY_MENUS_PATH, params: { language } }),
      transformResponse: (value: LotteryMenuResponse, meta) => ({
        ...value,
        clockOffsetMs: offsetFromDateHeader(meta),
      }),
      providesTags: ['Lottery'],
    }),
    getLotteryMenu: build.query<WithClock<LotteryMenuResponse>, LotteryMenuArgs>({
      query: ({ prizeMode, language }) => ({
        url: LOTTERY_MENU_PATH,
        params: { prizeMode, device: LOTTERY_DEVICE, language },
      }),
      transformResponse: (value: LotteryMenuResponse, meta) => ({
        ...value,
        clockOffsetMs: offsetFromDateHeader(meta),
      }),
      providesTags: ['Lottery'],
    }),
    getPopularLotteries: build.query<LotteryPopularResponse, LotteryMenuArgs>({
      query: ({ prizeMode, language }) => ({
        url: LOTTERY_POPULAR_PATH,
        params: { count: LotteryLimits.popularCount, prizeMode, device: LOTTERY_DEVICE, language },
      }),
      providesTags: ['Lottery'],
    }),
    getRecentLotteries: build.query<LotteryRecentResponse, { language: string }>({
      query: ({ language }) => ({ url: LOTTERY_RECENT_PATH, params: { language } }),
      providesTags: [{ type: 'Lottery', id: 'RECENT' }],
    }),
    getCurrentNumero: build.query<WithClock<LotteryCurrentNumeroResponse>, string>({
      query: (gameCode) => ({ url: LOTTERY_CURRENT_PATH, params: { gameCode } }),
      transformResponse: (value: LotteryCurrentNumeroResponse) => {
        const server = Date.parse(value.serverTime);
        return {
          ...value,
          clockOffsetMs: Number.isFinite(server) ? server - Date.now() : 0,
        };
      },
      providesTags: (_result, _error, gameCode) => [{ type: 'LotteryDraw', id: gameCode }],
    }),
    getOpenedNumeros: build.query<LotteryOpenedListResponse, string>({
      query: (gameCode) => ({
        url: LOTTERY_OPENED_PATH,
        params: { gameCode, count: LotteryLimits.openedCount },
      }),
      providesTags: (_result, _error, gameCode) => [
        { type: 'LotteryDraw', id: `OPENED-${gameCode}` },
      ],
    }),
    getLotteryBets: build.query<LotteryBetsResponse, LotteryBetsQuery>({
      query: (params) => ({ url: LOTTERY_BETS_PATH, params }),
      providesTags: [{ type: 'Lottery', id: 'BETS' }],
    }),
    placeLotteryBet: build.mutation<LotteryBetResponse, LotteryBetRequest>({
      query: (body) => ({ url: LOTTERY_BETS_PATH, method: 'POST', body }),
      invalidatesTags: [
        'Balance',
        'Transaction',
        { type: 'Lottery', id: 'BETS' },
        { type: 'Lottery', id: 'RECENT' },
      ],
    }),
  }),
});

/** Hooks of the lottery endpoints. */
export const {
  useGetLotteryVendorLanesQuery,
  useGetLotteryMenusQuery,
  useGetLotteryMenuQuery,
  useGetPopularLotteriesQuery,
  useGetRecentLotteriesQuery,
  useGetCurrentNumeroQuery,
  useGetOpenedNumerosQuery,
  useGetLotteryBetsQuery,
  usePlaceLotteryBetMutation,
} = lotteryApi;
