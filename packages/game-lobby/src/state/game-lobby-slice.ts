// Game-lobby UI state shared by every game page.
import { sessionCache, sessionStorageKeys } from '@lotusplay/api-client';
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** State of the `gameLobby` slice. */
export interface GameLobbyState {
  /** Game pages can hide the header navigation to give the game more room (SPEC.md §2). */
  headerNavHidden: boolean;
  /**
   * The vendor page /game embeds (SPEC.md §2), kept in session storage under `iframeUrl`
   * (SPEC.md §3) so a reload of /game keeps the game.
   */
  gameUrl: string | null;
}

/** The URL of the launched game kept in session storage, or null. */
export function storedGameUrl(): string | null {
  return sessionCache.readText(sessionStorageKeys.iframeUrl);
}

/** The game-lobby slice (reducerPath 'gameLobby'). */
export const gameLobbySlice = createSlice({
  name: 'gameLobby',
  // A function: the slice is injected with its route chunk, after a launch may have stored a URL.
  initialState: (): GameLobbyState => ({ headerNavHidden: false, gameUrl: storedGameUrl() }),
  reducers: {
    /** Hides a shown header navigation or shows a hidden one. */
    headerNavToggled(state) {
      state.headerNavHidden = !state.headerNavHidden;
    },
    /** Sets whether the header navigation is hidden (pages leaving a game reset it to false). */
    headerNavHiddenSet(state, action: PayloadAction<boolean>) {
      state.headerNavHidden = action.payload;
    },
    /** A launch answered with the game's URL (also written to session storage by useLaunchGame). */
    gameUrlSet(state, action: PayloadAction<string | null>) {
      state.gameUrl = action.payload;
    },
  },
  selectors: {
    selectHeaderNavHidden: (state) => state.headerNavHidden,
    selectGameUrl: (state) => state.gameUrl,
  },
});

/** Action creators of the game-lobby slice. */
export const { headerNavToggled, headerNavHiddenSet, gameUrlSet } = gameLobbySlice.actions;
/** Selectors of the game-lobby slice; they read `state.gameLobby`. */
export const { selectHeaderNavHidden, selectGameUrl } = gameLobbySlice.selectors;
