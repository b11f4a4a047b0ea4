// Package-internal story decorator of the support stories: a store with the shared api and the
// auth slice (a token logs a member in), a router at `route`, and i18n in `language`.
import { api } from '@lotusplay/api-client';
import { authSlice } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import type { Language } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

/** The app's providers around a support story. */
export function SupportStoryProviders({
  language = 'EN',
  route = '/',
  token,
  children,
}: {
  language?: Language;
  route?: string;
  token?: string;
  children: ReactNode;
}) {
  const [store] = useState(() =>
    configureStore({
      reducer: combineSlices(api, authSlice),
      preloadedState: token
        ? ({ auth: { ...authSlice.getInitialState(), token } } as never)
        : undefined,
      middleware: (getDefault) => getDefault().concat(api.middleware),
    }),
  );
  const [i18n] = useState(() => createTestI18n({ language, syncDocumentLang: false }));
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </MemoryRouter>
    </Provider>
  );
}
