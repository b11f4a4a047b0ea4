// Package-internal: this package's tests and stories import it by path; it is not in the
// ./testing entry (handlers, factories and fakes for consumers).
// Renders content components as the app does: a fresh store with the shared api, a router, and a
// private i18n instance in the wanted language.
import { api } from '@lotusplay/api-client';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import type { I18n, Language } from '@lotusplay/i18n';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders `ui` with store, router and i18n; returns the i18n instance too. */
export function renderContent(
  ui: ReactElement,
  { language = 'EN' }: { language?: Language } = {},
): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n({ language });
  const store = createTestStore([api]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return { ...renderWithProviders(ui, { store, wrapper }), i18n };
}
