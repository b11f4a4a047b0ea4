// The light/dark choice (SPEC.md §9): dark by default, kept in local storage under `theme`, and
// applied before the first render so the page never flashes the wrong colours.
import { localCache, localStorageKeys } from '@lotusplay/api-client';
import { applyTheme, isThemeName, themes } from '@lotusplay/ui-kit';
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

function apply(theme: ThemeName): void {
  applyTheme(theme);
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = themes[theme].colors.surface;
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
