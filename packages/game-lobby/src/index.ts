export {
  bannerGroupForPath,
  bannerGroupsByPath,
  directLaunchCategories,
  gameCategories,
} from './navigation/categories';
export {
  gameLobbySlice,
  headerNavHiddenSet,
  headerNavToggled,
  selectHeaderNavHidden,
} from './state/game-lobby-slice';

export type { BannerGroup, GameCategory } from './navigation/categories';
export type { GameLobbyState } from './state/game-lobby-slice';
