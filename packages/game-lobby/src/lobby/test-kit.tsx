// Package-internal (not in the ./testing entry): a lobby or betting-record page rendered in a
// lobby store (see lobby-store.ts) with the EN texts, for the tests.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders } from '@lotusplay/test-utils';
import type { ReactElement, ReactNode } from 'react';
import { createLobbyStore, type LobbyStore } from './lobby-store';

export { createLobbyStore, LOBBY_MEMBER_TOKEN } from './lobby-store';
export type { LobbyStore, LobbyViewer } from './lobby-store';

const i18n = createTestI18n({ language: 'EN' });

function withTexts({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders `ui` in `store` at `route` (optionally as the element of the route `path`). */
export function renderLobbyUi(
  ui: ReactElement,
  {
    store = createLobbyStore(),
    route = '/',
    path,
  }: { store?: LobbyStore; route?: string; path?: string } = {},
) {
  renderWithProviders(ui, { store, route, path, wrapper: withTexts });
  return { store };
}
