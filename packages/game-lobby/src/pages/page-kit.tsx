// Package-internal (not in the ./testing entry): the EN texts and a render that shows where the
// app went, in a game store (game-store.tsx) — for the navigation, launch, category and game page
// tests.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders } from '@lotusplay/test-utils';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createGameStore, LocationLine, type GameStore } from './game-store';

export { createGameStore, LocationLine, PAGE_MEMBER_TOKEN } from './game-store';
export type { GameStore } from './game-store';

const i18n = createTestI18n({ language: 'EN' });

/** The EN texts around `children`. */
export function WithTexts({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders `ui` with a location line in `store` at `route`. */
export function renderGameUi(
  ui: ReactElement,
  { store = createGameStore(), route = '/' }: { store?: GameStore; route?: string } = {},
): RenderResult & { store: GameStore } {
  const result = renderWithProviders(
    <>
      {ui}
      <LocationLine />
    </>,
    { store, route, wrapper: WithTexts },
  );
  return { ...result, store };
}
