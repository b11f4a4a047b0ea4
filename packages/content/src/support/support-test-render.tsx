// Package-internal test helper: renders support components with the shared api, the auth slice
// (the join page reads the session), a router at `route`, and a private i18n instance.
import { api } from '@lotusplay/api-client';
import { authSlice } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import type { I18n, Language } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import type { RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

/** Renders `ui` as the app does; `token` logs a member in. */
export function renderSupport(
  ui: ReactElement,
  {
    route = '/',
    language = 'EN',
    token,
  }: { route?: string; language?: Language; token?: string } = {},
): RenderResult & { i18n: I18n; user: UserEvent } {
  const i18n = createTestI18n({ language });
  const store = createTestStore([api, authSlice], {
    preloadedState: token
      ? ({ auth: { ...authSlice.getInitialState(), token } } as never)
      : undefined,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  const user = userEvent.setup();
  return { user, i18n, ...renderWithProviders(ui, { store, route, wrapper }) };
}
