import { defaultLanguage, isLanguage, normalizeLanguage, type Language } from './languages';

/** localStorage key of the current language (SPEC.md §3). */
export const LANG_STORAGE_KEY = 'lang';
/** localStorage key of the language in effect before the last change (SPEC.md §3). */
export const HIS_LANG_STORAGE_KEY = 'hisLang';

// Storage can be missing (SSR, Node) or throw (Safari private mode, disabled cookies); language
// choice must never break the page, so every access is guarded.
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the choice lasts for this page only.
  }
}

/** The stored current language; EN when nothing or something unknown is stored. */
export function getStoredLanguage(): Language {
  return normalizeLanguage(read(LANG_STORAGE_KEY));
}

/** The stored previous language, or null when none (or an unknown one) is stored. */
export function getPreviousLanguage(): Language | null {
  const value = read(HIS_LANG_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

/**
 * Persists `lang` under `lang`. `hisLang` receives the language it replaces when it changes, and is
 * written on first use too so both keys always exist after a choice.
 */
export function storeLanguage(lang: Language): void {
  const stored = read(LANG_STORAGE_KEY);
  const previous = isLanguage(stored) ? stored : defaultLanguage;
  if (previous !== lang || read(HIS_LANG_STORAGE_KEY) === null) {
    write(HIS_LANG_STORAGE_KEY, previous);
  }
  write(LANG_STORAGE_KEY, lang);
}
