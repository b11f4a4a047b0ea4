// Package-internal: this package's tests and stories import it by path; it is not in the
// ./testing entry (handlers, factories and fakes for consumers).
// The pages a visitor, a member and a trial account see differently (promotions, points mall):
// the session of each viewer, a story decorator with the api and the auth slice, and the balance
// probe their tests use to see the wallet's header balance asked again.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import type { Language } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

/** Who the page is seen by. */
export type StoryViewer = 'visitor' | 'member' | 'trial';

/** The session tokens of the viewers (the promotions handlers know `trial-token` as a trial). */
export const VIEWER_SESSIONS = {
  member: { token: 'member-token', accountType: 0 },
  trial: { token: 'trial-token', accountType: 4 },
} as const;

/** A store holding the auth slice, as the test kit's and the story's stores do. */
interface ViewerStore {
  getState(): { auth: { token: string | null } };
  dispatch(action: UnknownAction): unknown;
}

/** Points the api client at `store`'s session in `language`, and logs `as` in. */
export function viewAs<Store extends ViewerStore>(
  store: Store,
  as: StoryViewer,
  language: Language,
): Store {
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => language });
  if (as !== 'visitor') store.dispatch(tokenSet(VIEWER_SESSIONS[as]));
  return store;
}

/** A store with the api and the auth slice. */
function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [authSlice.reducerPath]: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The providers of a story seen by `as`: store, i18n and a router at `route`. */
export function ViewerStoryProviders({
  language,
  as,
  route = '/',
  children,
}: {
  language: Language;
  as: StoryViewer;
  route?: string;
  children: ReactNode;
}) {
  const [store] = useState(() => viewAs(createStore(), as, language));
  const [i18n] = useState(() => createTestI18n({ language, syncDocumentLang: false }));
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nProvider>
    </Provider>
  );
}

// A stand-in for the wallet's header balance: any query providing 'Balance' is asked again after a
// claim or a conversion.
const balanceProbe = api.injectEndpoints({
  endpoints: (build) => ({
    probeBalance: build.query<unknown, void>({
      query: () => '/wps/v2/wallets/balance',
      providesTags: ['Balance'],
    }),
  }),
});

/** Renders nothing; keeps a 'Balance' query subscribed, as the header balance does. */
export function BalanceProbe() {
  balanceProbe.useProbeBalanceQuery();
  return null;
}
