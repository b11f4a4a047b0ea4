// Package-internal (not in the ./testing entry): a store with the api, the auth and game-lobby
// slices, a member, a trial account or a visitor, the api client sending its token — for the
// lobby and betting-record tests and stories. Built without @lotusplay/test-utils, whose entry
// imports msw/node and vitest: the stories run in a browser too.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { gameLobbySlice } from '../state/game-lobby-slice';

/** The token the lobby tests and stories log in with. */
export const LOBBY_MEMBER_TOKEN = 'lobby-member-token';

/** Who is looking. */
export type LobbyViewer = 'member' | 'trial' | 'visitor';

/** A fresh store: a member (account type 0), a trial account (4) or a visitor (no token). */
export function createLobbyStore(as: LobbyViewer = 'member') {
  const store = configureStore({
    reducer: combineSlices(api, authSlice, gameLobbySlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  if (as !== 'visitor') {
    store.dispatch(tokenSet({ token: LOBBY_MEMBER_TOKEN, accountType: as === 'trial' ? 4 : 0 }));
  }
  return store;
}

/** A lobby store. */
export type LobbyStore = ReturnType<typeof createLobbyStore>;
