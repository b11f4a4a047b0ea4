// Package-internal: this package's tests and stories import it by path; it is not in the
// ./testing entry. A store with the api, the auth and lottery slices, seen by a visitor or a
// member, with i18n and a router, and the balance probe that shows 'Balance' being asked again.
import { api, configureApiClient } from '@lotusplay/api-client';
import type { MemberInfo } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import type { Language } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { lotterySlice } from '../state/lottery-slice';

/** Who sees the page. */
export type LotteryViewer = 'visitor' | 'member';

/** A fresh store with the api, auth and lottery slices, logged in as `as`. */
export function createLotteryStore(as: LotteryViewer, language: Language = 'EN') {
  const store = configureStore({
    reducer: combineSlices(api, authSlice, lotterySlice),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => language });
  if (as === 'member') {
    // The member's account names whose LOTTFAV list the page keeps.
    const member = { account: 'alice', nickname: 'Alice', currencySymbol: '¥' } as MemberInfo;
    store.dispatch(tokenSet({ token: 'member-token', accountType: 0, member }));
  }
  return store;
}

/** The lottery store's type. */
export type LotteryStore = ReturnType<typeof createLotteryStore>;

// A stand-in for the wallet's header balance: any query providing 'Balance'.
const balanceProbe = api.injectEndpoints({
  endpoints: (build) => ({
    probeLotteryBalance: build.query<unknown, void>({
      query: () => '/wps/v2/wallets/balance',
      providesTags: ['Balance'],
    }),
  }),
});

/** Renders nothing; keeps a 'Balance' query subscribed, as the header balance does. */
export function BalanceProbe() {
  balanceProbe.useProbeLotteryBalanceQuery();
  return null;
}

/** Providers of a lottery page: store, i18n and a router at `route` (page mounted at `path`). */
export function LotteryProviders({
  store,
  language = 'EN',
  route,
  path,
  children,
}: {
  store: LotteryStore;
  language?: Language;
  route: string;
  path: string;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createTestI18n({ language, syncDocumentLang: false }));
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </Provider>
  );
}
