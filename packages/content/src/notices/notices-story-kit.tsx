// Package-internal: the notices components in a fresh store (the api and the auth slice, a visitor
// or a member) and a router, with `index_notice` cleared so each story fetches afresh.
import { api, configureApiClient, sessionCache, sessionStorageKeys } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import type { Language } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

/** Args of a notices story. */
export interface NoticesStoryArgs {
  language?: Language;
  member?: boolean;
  route?: string;
  /** A phone: the story in a box this wide. */
  width?: number;
}

/** Providers of a notices story around `children`. */
export function NoticesStory({
  language = 'EN',
  member = false,
  route = '/noticePage',
  width,
  children,
}: NoticesStoryArgs & { children?: ReactNode }) {
  const [store] = useState(() => {
    sessionCache.remove(sessionStorageKeys.indexNotice);
    const created = configureStore({
      reducer: combineSlices(api, authSlice),
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    configureApiClient({ getToken: () => created.getState().auth.token, getLanguage: () => 'EN' });
    if (member) created.dispatch(tokenSet({ token: 'story-member-token', accountType: 0 }));
    return created;
  });
  const [i18n] = useState(() => createTestI18n({ language, syncDocumentLang: false }));
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <div style={width ? { maxWidth: width } : undefined}>{children}</div>
        </MemoryRouter>
      </I18nProvider>
    </Provider>
  );
}
