import { MemberEventStream } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import type { I18n } from '@lotusplay/i18n';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** Props of App. */
export interface AppProps {
  store: AppStore;
  /** The i18next instance; the shared one by default (tests pass their own). */
  i18n?: I18n;
  /** The router with the app's routes: BrowserRouter in the browser, MemoryRouter in tests. */
  children: ReactNode;
}

/** The providers around the router: store, then translations. */
export function App({ store, i18n, children }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* The member's events keep the header's balance and counts current (one stream a tab). */}
        <MemberEventStream />
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </Provider>
    </StrictMode>
  );
}
