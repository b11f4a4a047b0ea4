// The store: the base api and the session are always present; every feature slice is injected
// when the route chunk that needs it loads (SPEC.md §2 lazy page groups), so the home route does
// not pay for features it does not show.
import { api } from '@lotusplay/api-client';
import { authSlice, sessionExpiryMiddleware } from '@lotusplay/auth';
import type { agentCentreSlice } from '@lotusplay/agent-centre';
import type { gameLobbySlice } from '@lotusplay/game-lobby';
import type { lotterySlice } from '@lotusplay/lottery';
import type { memberCentreSlice } from '@lotusplay/member-centre';
import type { walletSlice } from '@lotusplay/wallet';
import { combineSlices, configureStore, createAction } from '@reduxjs/toolkit';
import type { Slice, WithSlice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

/** The feature slices that may be injected later, typed up front so selectors see them. */
export type LazySlices = WithSlice<typeof gameLobbySlice> &
  WithSlice<typeof lotterySlice> &
  WithSlice<typeof walletSlice> &
  WithSlice<typeof memberCentreSlice> &
  WithSlice<typeof agentCentreSlice>;

/** The root reducer; `rootReducer.inject(slice)` adds a feature slice at run time. */
export const rootReducer = combineSlices(api, authSlice).withLazyLoadedSlices<LazySlices>();

/** Dispatched after injecting slices so their initial state exists before the page renders. */
export const slicesInjected = createAction<string[]>('shell/slicesInjected');

/** Creates a store; tests make a fresh one each. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // A call answered 401 while logged in ends the session and opens the login popup.
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionExpiryMiddleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** The app's store type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The whole state, lazily injected slices included (as optional). */
export type RootState = ReturnType<typeof rootReducer>;
/** The store's dispatch, thunks included. */
export type AppDispatch = AppStore['dispatch'];

/** A feature slice that a route chunk injects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type InjectableSlice = Slice<any, any, any, any, any>;

/**
 * Injects the slices a route chunk needs into the root reducer and initialises their state.
 * Injecting the same slice twice is a no-op.
 */
export function injectSlices(store: AppStore, slices: readonly InjectableSlice[]): void {
  if (slices.length === 0) return;
  const missing = slices.filter((slice) => !(slice.reducerPath in store.getState()));
  // The typed `inject` only accepts the declared lazy slices; the cast keeps this helper generic.
  for (const slice of slices) (rootReducer.inject as (s: InjectableSlice) => unknown)(slice);
  if (missing.length > 0) store.dispatch(slicesInjected(missing.map((slice) => slice.reducerPath)));
}
