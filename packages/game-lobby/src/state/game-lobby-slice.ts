// Game-lobby UI state shared by every game page.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** State of the `gameLobby` slice. */
export interface GameLobbyState {
  /** Game pages can hide the header navigation to give the game more room (SPEC.md §2). */
  headerNavHidden: boolean;
}

const initialState: GameLobbyState = { headerNavHidden: false };

/** The game-lobby slice (reducerPath 'gameLobby'). */
export const gameLobbySlice = createSlice({
  name: 'gameLobby',
  initialState,
  reducers: {
    /** Hides a shown header navigation or shows a hidden one. */
    headerNavToggled(state) {
      state.headerNavHidden = !state.headerNavHidden;
    },
    /** Sets whether the header navigation is hidden (pages leaving a game reset it to false). */
    headerNavHiddenSet(state, action: PayloadAction<boolean>) {
      state.headerNavHidden = action.payload;
    },
  },
  selectors: {
    selectHeaderNavHidden: (state) => state.headerNavHidden,
  },
});

/** Action creators of the game-lobby slice. */
export const { headerNavToggled, headerNavHiddenSet } = gameLobbySlice.actions;
/** Selectors of the game-lobby slice; they read `state.gameLobby`. */
export const { selectHeaderNavHidden } = gameLobbySlice.selectors;
