// The light/dark choice (SPEC.md §9): dark by default, kept in local storage under `theme`, and
// applied before the first render so the page never flashes the wrong colours.
import { localCache, localStorageKeys } from '@lotusplay/api-client';
import { isThemeName } from '@lotusplay/ui-kit';
import type { ThemeName } from '@lotusplay/ui-kit';
import { useSyncExternalStore } from 'react';

export type { ThemeName };

const listeners = new Set<() => void>();

/** The stored theme; dark when nothing valid is stored. */
export function readStoredTheme(): ThemeName {
  const stored = localCache.readText(localStorageKeys.theme);
  return isThemeName(stored) ? stored : 'dark';
}

let current: ThemeName = readStoredTheme();

/**
 * Selects `theme` on the root element. ui-kit's stylesheet, which comes first in the page, holds
 * both themes' tokens under `[data-theme]` (ui-kit's tests keep it equal to its `themes` object), so
 * the shell does not carry that object or write every token inline; the browser bar takes the
 * theme's surface colour from the stylesheet.
 */
function apply(theme: ThemeName): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const surface = getComputedStyle(root).getPropertyValue('--lp-color-surface').trim();
  if (meta && surface) meta.content = surface;
}

/** Applies the stored theme to the document; call once before the first render. */
export function initTheme(): ThemeName {
  current = readStoredTheme();
  apply(current);
  return current;
}

/** Switches theme, stores it under `theme` and applies it. */
export function setTheme(theme: ThemeName): void {
  current = theme;
  localCache.writeText(localStorageKeys.theme, theme);
  apply(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme, re-rendering when it changes. */
export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, () => current);
}
