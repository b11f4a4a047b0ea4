// Package-internal (not in the ./testing entry): a store with the api, the auth and game-lobby
// slices (a member, a trial account or a visitor) and a location line, for the tests and stories.
// Built without @lotusplay/test-utils, whose entry imports msw/node and vitest: the stories run
// in a browser too.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useLocation } from 'react-router';
import { gameLobbySlice } from '../state/game-lobby-slice';

/** The token the page tests and stories log in with. */
export const PAGE_MEMBER_TOKEN = 'game-member-token';

/** A fresh store: a member (account type 0), a trial account (4) or a visitor (no token). */
export function createGameStore(as: 'member' | 'trial' | 'visitor' = 'member') {
  const store = configureStore({
    reducer: combineSlices(api, authSlice, gameLobbySlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  if (as !== 'visitor') {
    store.dispatch(tokenSet({ token: PAGE_MEMBER_TOKEN, accountType: as === 'trial' ? 4 : 0 }));
  }
  return store;
}

/** A game store. */
export type GameStore = ReturnType<typeof createGameStore>;

/** Shows the current path and query as a status line named "Location", for tests and stories. */
export function LocationLine() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}
