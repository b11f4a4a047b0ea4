// The game lists of SPEC.md §3 and §7 ("Games"): game list, hot, recent, favourites and their
// toggle, a VASSALAGE vendor's popup list, latest winners, PVP rooms and the betting record.
// Every call is a GET whose query string carries the payload, except the favourite toggle (POST).
import type {
  BettingRecordRequest,
  BettingRecordResponse,
  FavoriteGameIdsResponse,
  FavoriteGamesListResponse,
  FavoriteGamesRequest,
  FavoriteToggleRequest,
  FavoriteToggleResponse,
  GameListRequest,
  GameListResponse,
  HotGamesRequest,
  HotGamesResponse,
  PvpRoomListResponse,
  RankListRequest,
  RankListResponse,
  RecentGamesRequest,
  RecentGamesResponse,
  VassGameTypeResponse,
} from '@lotusplay/api-client/contracts';
import { gameLobbyApi } from './game-lobby-api';

/** Paths of the game-list calls (all under /wps/relay/). */
export const GamePaths = {
  gameList: '/wps/relay/GCSGAME_gameList',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  recentGames: '/wps/relay/GCS_recentGame',
  favoriteGameIds: '/wps/relay/MCSFE_getFavoriteGames',
  favoriteGamesList: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavorite: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavorite: '/wps/relay/MCSFE_removeFavoriteGameV2',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  rankList: '/wps/relay/GCSGAME_getRankList',
  roomList: '/wps/relay/GLS2_roomList',
  bettingRecord: '/wps/relay/GCS_bettingRecord',
} as const;

type QueryParams = Record<string, string | number | boolean>;

/** The request as a query string: unset and empty values left out. */
function paramsOf(request: object | void): QueryParams | undefined {
  if (!request) return undefined;
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value as string | number | boolean;
  }
  return params;
}

/** Marks `nodeId` as a favourite (or not) in the cached id list, before the server answers. */
function patchFavoriteIds(nodeIds: string[], nodeId: string, favourite: boolean): void {
  const at = nodeIds.indexOf(nodeId);
  if (favourite && at < 0) nodeIds.push(nodeId);
  if (!favourite && at >= 0) nodeIds.splice(at, 1);
}

/** The game-list endpoints. */
export const gamesApi = gameLobbyApi.injectEndpoints({
  endpoints: (build) => {
    const toggle = (path: string, favourite: boolean) =>
      build.mutation<FavoriteToggleResponse, FavoriteToggleRequest>({
        query: (body) => ({ url: path, method: 'POST', body }),
        // Optimistic: the heart changes at once and comes back if the call fails.
        async onQueryStarted({ nodeId }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            gamesApi.util.updateQueryData('getFavoriteGameIds', undefined, (draft) => {
              patchFavoriteIds(draft.nodeIds, nodeId, favourite);
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: ['Favourite'],
      });
    return {
      getGameList: build.query<GameListResponse, GameListRequest>({
        query: (request) => ({ url: GamePaths.gameList, params: paramsOf(request) }),
        providesTags: ['Game'],
      }),
      getHotGames: build.query<HotGamesResponse, HotGamesRequest | void>({
        query: (request) => ({ url: GamePaths.hotGames, params: paramsOf(request) }),
        providesTags: ['HotGame'],
      }),
      getRecentGames: build.query<RecentGamesResponse, RecentGamesRequest | void>({
        query: (request) => ({ url: GamePaths.recentGames, params: paramsOf(request) }),
        providesTags: ['RecentGame'],
      }),
      getFavoriteGameIds: build.query<FavoriteGameIdsResponse, void>({
        query: () => GamePaths.favoriteGameIds,
        providesTags: ['Favourite'],
      }),
      getFavoriteGamesList: build.query<FavoriteGamesListResponse, FavoriteGamesRequest | void>({
        query: (request) => ({ url: GamePaths.favoriteGamesList, params: paramsOf(request) }),
        providesTags: ['Favourite'],
      }),
      addFavoriteGame: toggle(GamePaths.addFavorite, true),
      removeFavoriteGame: toggle(GamePaths.removeFavorite, false),
      getVassGameType: build.query<VassGameTypeResponse, string>({
        query: (vassalage) => ({ url: GamePaths.vassGameType, params: { vassalage } }),
        providesTags: ['Game'],
      }),
      getRankList: build.query<RankListResponse, RankListRequest | void>({
        query: (request) => ({ url: GamePaths.rankList, params: paramsOf(request) }),
        providesTags: ['Rank'],
      }),
      getRoomList: build.query<PvpRoomListResponse, string>({
        query: (vassalage) => ({ url: GamePaths.roomList, params: { vassalage } }),
      }),
      getBettingRecord: build.query<BettingRecordResponse, BettingRecordRequest | void>({
        query: (request) => ({ url: GamePaths.bettingRecord, params: paramsOf(request) }),
        providesTags: ['Report'],
      }),
    };
  },
});

/** Hooks of the game-list endpoints. */
export const {
  useGetGameListQuery,
  useLazyGetGameListQuery,
  useGetHotGamesQuery,
  useGetRecentGamesQuery,
  useLazyGetRecentGamesQuery,
  useGetFavoriteGameIdsQuery,
  useGetFavoriteGamesListQuery,
  useLazyGetFavoriteGamesListQuery,
  useAddFavoriteGameMutation,
  useRemoveFavoriteGameMutation,
  useGetVassGameTypeQuery,
  useLazyGetVassGameTypeQuery,
  useGetRankListQuery,
  useGetRoomListQuery,
  useGetBettingRecordQuery,
} = gamesApi;
