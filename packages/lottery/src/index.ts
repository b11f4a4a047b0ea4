export {
  readLotteryFavourites,
  sameGameId,
  toggleFavouriteIn,
  writeLotteryFavourites,
} from './state/lottery-favourites';
export {
  loadLotteryFavourites,
  lotteryFavouritesCleared,
  lotteryFavouritesLoaded,
  lotteryFavouriteToggled,
  lotterySlice,
  selectIsLotteryFavourite,
  selectLotteryFavourites,
  toggleLotteryFavourite,
} from './state/lottery-slice';

export type { LotteryFavourite, LotteryFavouritesStore } from './state/lottery-favourites';
export type { LotteryState } from './state/lottery-slice';
