// Lottery state: the current user's favourites, mirrored to local storage by the thunks below.
import { createSlice } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction } from '@reduxjs/toolkit';
import {
  readLotteryFavourites,
  sameGameId,
  toggleFavouriteIn,
  writeLotteryFavourites,
} from './lottery-favourites';
import type { LotteryFavourite } from './lottery-favourites';

/** State of the `lottery` slice. */
export interface LotteryState {
  /** Whose favourites are loaded; null while logged out. */
  username: string | null;
  favourites: LotteryFavourite[];
}

const initialState: LotteryState = { username: null, favourites: [] };

/** The lottery slice (reducerPath 'lottery'). */
export const lotterySlice = createSlice({
  name: 'lottery',
  initialState,
  reducers: {
    /** The favourites of `username` were read from storage. */
    lotteryFavouritesLoaded(
      state,
      action: PayloadAction<{ username: string; favourites: LotteryFavourite[] }>,
    ) {
      state.username = action.payload.username;
      state.favourites = action.payload.favourites;
    },
    /** Adds the game, or removes it when its gameId is already a favourite. Ignored when logged out. */
    lotteryFavouriteToggled(state, action: PayloadAction<LotteryFavourite>) {
      if (state.username === null) return;
      state.favourites = toggleFavouriteIn(state.favourites, action.payload);
    },
    /** Forgets the loaded favourites (logout); storage keeps them for the next login. */
    lotteryFavouritesCleared(state) {
      state.username = null;
      state.favourites = [];
    },
  },
  selectors: {
    selectLotteryFavourites: (state) => state.favourites,
    selectIsLotteryFavourite: (state, gameId: string | number) =>
      state.favourites.some((entry) => sameGameId(entry.gameId, gameId)),
  },
});

/** Action creators of the lottery slice. */
export const { lotteryFavouritesLoaded, lotteryFavouriteToggled, lotteryFavouritesCleared } =
  lotterySlice.actions;
/** Selectors of the lottery slice; they read `state.lottery`. */
export const { selectLotteryFavourites, selectIsLotteryFavourite } = lotterySlice.selectors;

/** Thunk: loads the favourites of `username` from local storage LOTTFAV. */
export function loadLotteryFavourites(username: string) {
  return (dispatch: Dispatch) => {
    dispatch(lotteryFavouritesLoaded({ username, favourites: readLotteryFavourites(username) }));
  };
}

/** Thunk: toggles one favourite and writes the user's new list to local storage. */
export function toggleLotteryFavourite(favourite: LotteryFavourite) {
  return (dispatch: Dispatch, getState: () => { lottery: LotteryState }) => {
    dispatch(lotteryFavouriteToggled(favourite));
    const { username, favourites } = getState().lottery;
    if (username !== null) writeLotteryFavourites(username, favourites);
  };
}
