import { I18nProvider } from '@lotusplay/i18n';
import type { I18n } from '@lotusplay/i18n';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AppStore } from './store';

/** Props of App. */
export interface AppProps {
  store: AppStore;
  router: DataRouter;
  /** The i18next instance; the shared one by default (tests pass their own). */
  i18n?: I18n;
}

/** The providers around the router: store, translations, then the data router. */
export function App({ store, router, i18n }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}
