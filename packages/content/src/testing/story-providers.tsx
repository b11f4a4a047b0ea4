// Package-internal: this package's tests and stories import it by path; it is not in the
// ./testing entry (handlers, factories and fakes for consumers).
// Story decorators: the app's providers, built per story so stories never share a cache.
import { api } from '@lotusplay/api-client';
import { I18nProvider, supportedLanguages } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import type { Language } from '@lotusplay/i18n';
import { configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';

/** The `language` global/arg of content stories. */
export const languageArgType = {
  control: 'select' as const,
  options: [...supportedLanguages],
};

/** A store holding only the shared api, as the app's root store does for these endpoints. */
export function createStoryStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** A store and an i18n instance in `language` around `children`. */
export function StoryProviders({
  language = 'EN',
  store,
  children,
}: {
  language?: Language;
  store?: ReturnType<typeof createStoryStore>;
  children: ReactNode;
}) {
  const [ownStore] = useState(() => store ?? createStoryStore());
  const [i18n] = useState(() => createTestI18n({ language, syncDocumentLang: false }));
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <Provider store={ownStore}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
}
