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
export {
  allNumbersOf,
  initialPlayType,
  msUntil,
  pickerShapeOf,
  playTypesOf,
  prizeModeOf,
  randomNumber,
  slipTotals,
} from './state/lottery-rules';
export { LazyLotteryPage, LazySeaLotteryPage, LazyVnLotteryPage, lotteryRoutes } from './routes';

export type { LotteryFavourite, LotteryFavouritesStore } from './state/lottery-favourites';
export type { LotteryState } from './state/lottery-slice';
export type { LotteryPageKind, PickerShape } from './state/lottery-rules';
export { lotteryManifest } from './manifest';
