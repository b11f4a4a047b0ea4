// Only EN, the default and fallback language, is imported statically. Every other language is one
// module loaded with a literal dynamic import, so both tsup and the app's bundler emit one chunk per
// language and a visitor downloads only the language they read.
import type { Language } from './languages';
import { resources as EN } from './locales/EN/index';

/** The translation namespaces: `common` and `content` of this package, `shell` of the web app, `auth` and `authForms` of the auth feature. */
export const namespaces = ['common', 'content', 'shell', 'auth', 'authForms'] as const;

/** One translation namespace. */
export type Namespace = (typeof namespaces)[number];

/** The default namespace of `t()` without a prefix. */
export const defaultNamespace: Namespace = 'common';

/** The flat key → text map of one namespace in one language. */
export type TranslationTable = Readonly<Record<string, string>>;

/** One language's resources, by namespace. */
export type LanguageResources = Readonly<Record<Namespace, TranslationTable>>;

/** Every language's resources, by namespace. */
export type Resources = Readonly<Record<Language, LanguageResources>>;

/** The EN resources, bundled statically: the start language of every instance and the fallback. */
export const enResources: LanguageResources = EN;

const loaded = new Map<Language, LanguageResources>([['EN', EN]]);
const loading = new Map<Language, Promise<LanguageResources>>();

function importLanguage(lang: Language): Promise<LanguageResources> {
  // One literal import per case: a computed path would defeat the per-language chunks.
  switch (lang) {
    case 'EN':
      return Promise.resolve(EN);
    case 'CN':
      return import('./locales/CN/index').then((m) => m.resources);
    case 'VI':
      return import('./locales/VI/index').then((m) => m.resources);
    case 'TH':
      return import('./locales/TH/index').then((m) => m.resources);
    case 'JA':
      return import('./locales/JA/index').then((m) => m.resources);
    case 'TY':
      return import('./locales/TY/index').then((m) => m.resources);
    case 'ID':
      return import('./locales/ID/index').then((m) => m.resources);
    default:
      return Promise.reject(new Error(`No resources for language ${String(lang)}`));
  }
}

/**
 * Loads one language's resources (every namespace); EN resolves at once. Each language is fetched
 * once per page; a failed load (offline, a chunk gone after a deployment) is retried on the next
 * call.
 */
export function loadLanguageResources(lang: Language): Promise<LanguageResources> {
  const ready = loaded.get(lang);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(lang);
  if (!pending) {
    pending = importLanguage(lang).then(
      (resources) => {
        loaded.set(lang, resources);
        loading.delete(lang);
        return resources;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** The languages this page has loaded so far (always EN), for instances created later. */
export function loadedLanguageResources(): Partial<Record<Language, LanguageResources>> {
  return Object.fromEntries(loaded);
}
