// Package-internal: this package's tests and stories import it by path; it is not in the
// ./testing entry (handlers, factories and fakes for consumers).
// Renders auth components as the app does: a real store (the shared api + the auth slice), a
// router that records where navigation went, and an i18n instance with every language.
import { api, configureApiClient } from '@lotusplay/api-client';
import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import type { I18n } from '@lotusplay/i18n';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createAuthHandlers } from './handlers';
import { authSlice } from '../state/auth-slice';

/** System and auth handlers with the demo defaults. */
export function defaultHandlers(data: Parameters<typeof createAuthHandlers>[0] = {}) {
  return [...createSystemHandlers(), ...createAuthHandlers(data)];
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/** A fresh store with the shared api and the auth slice. */
export function createAuthTestStore() {
  return createTestStore([api, authSlice]);
}

/** Renders `ui` with a fresh store, router (at `route`) and i18n; the token getter reads the store. */
export function renderAuth(
  ui: ReactElement,
  { route = '/somewhere' }: { route?: string } = {},
): RenderResult & { store: ReturnType<typeof createAuthTestStore>; i18n: I18n } {
  const store = createAuthTestStore();
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  const i18n: I18n = createTestI18n({ language: 'EN' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      {children}
      <LocationProbe />
    </I18nProvider>
  );
  return { ...renderWithProviders(ui, { store, route, wrapper }), store, i18n };
}
