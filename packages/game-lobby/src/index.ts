export {
  GAME_VENDOR_CACHE_SECONDS,
  GAME_VENDOR_PATH,
  gameLobbyApi,
  useGetGameVendorsQuery,
} from './api/game-lobby-api';
export {
  GamePaths,
  gamesApi,
  useAddFavoriteGameMutation,
  useGetBettingRecordQuery,
  useGetFavoriteGameIdsQuery,
  useGetFavoriteGamesListQuery,
  useGetGameListQuery,
  useGetHotGamesQuery,
  useGetRankListQuery,
  useGetRecentGamesQuery,
  useGetRoomListQuery,
  useGetVassGameTypeQuery,
  useLazyGetFavoriteGamesListQuery,
  useLazyGetGameListQuery,
  useLazyGetRecentGamesQuery,
  useLazyGetVassGameTypeQuery,
  useRemoveFavoriteGameMutation,
} from './api/games-api';
export {
  LAUNCH_GAME_PATH,
  LAUNCH_ROOM_PATH,
  launchApi,
  useLaunchGameMutation,
  useLaunchRoomMutation,
} from './api/launch-api';
export { HOME_HOT_GAMES, HomeHotGames, LatestWinners } from './home/home-lists';
export { loadBettingRecordPage, loadLobbyPage } from './lobby/load-pages';
export {
  canLoadMore,
  initialLobbyState,
  lobbyReducer,
  lobbyRequest,
  lobbyRequestKey,
} from './lobby/lobby-state';
export { launchStep, lotteryRoute } from './launch/launch-rules';
export { useLaunchGame } from './launch/use-launch-game';
export { HeaderNavigation } from './navigation/header-navigation';
export { categoryLanes, categoryPaths, cdnUrl, navCategoriesOf } from './navigation/nav-model';
export { useCdnUrl } from './navigation/use-cdn-url';
export {
  CategoryPage,
  CockfightPage,
  ElottPage,
  EsportsPage,
  LottPage,
  SportsPage,
} from './pages/category-page';
export { GAME_BALANCE_MESSAGE, GAME_FRAME_SANDBOX, GamePage } from './pages/game-page';
export {
  bannerGroupForPath,
  bannerGroupsByPath,
  directLaunchCategories,
  gameCategories,
} from './navigation/categories';
export {
  gameLobbySlice,
  gameUrlSet,
  headerNavHiddenSet,
  headerNavToggled,
  selectGameUrl,
  selectHeaderNavHidden,
  storedGameUrl,
} from './state/game-lobby-slice';

export type { GameVendorArgs } from './api/game-lobby-api';
export type { HomeHotGamesProps, LatestWinnersProps } from './home/home-lists';
export type { LaunchStep, LaunchTarget } from './launch/launch-rules';
export type { BettingRecordPageProps } from './betting-record/betting-record-page';
export type { LobbyPageProps } from './lobby/lobby-page';
export type {
  LobbyAction,
  LobbyListType,
  LobbyRequest,
  LobbyRoute,
  LobbyState,
  LobbyStatus,
} from './lobby/lobby-state';
export type { GameRouteState, LaunchGameApi, LaunchPrompt } from './launch/use-launch-game';
export type { HeaderNavigationProps } from './navigation/header-navigation';
export type { NavCategory } from './navigation/nav-model';
export type { CategoryPageProps } from './pages/category-page';
export type { BannerGroup, GameCategory } from './navigation/categories';
export type { GameLobbyState } from './state/game-lobby-slice';
export { gameLobbyManifest } from './manifest';
