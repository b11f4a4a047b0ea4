// Only EN, the default and fallback language, is imported statically. Every other language is one
// module loaded with a literal dynamic import, so both tsup and the app's bundler emit one chunk per
// language and a visitor downloads only the language they read.
import type { Language } from './languages';
import { resources as EN } from './locales/EN/index';

/**
 * The translation namespaces bundled with each language: `common` and `content` of this package,
 * `shell` of the web app, `auth` of the auth feature (the header's part, the gate warnings and the
 * session-ended notice; the forms' words and messages are the `authForms` page namespace).
 */
export const namespaces = ['common', 'content', 'shell', 'auth'] as const;

/** One translation namespace. */
export type Namespace = (typeof namespaces)[number];

/** The default namespace of `t()` without a prefix. */
export const defaultNamespace: Namespace = 'common';

/**
 * Namespaces of pages that load on demand (the auth feature's dialogs, the member centre, its wallet pages, the game lobby's
 * pages and its betting record, the notices, promotions, points mall and support pages of the
 * content feature, the lottery pages, the agent centre and its reports): not bundled with any language, each one a small chunk per language, fetched the first time a component asks
 * for it (`useTranslation('wallet')` reports `ready` once it is there) and again, by the i18next
 * backend, for the next language chosen. They keep the start-up bundle free of their text.
 */
export const pageNamespaces = [
  'authForms',
  'memberCentre',
  'wallet',
  'gameLobby',
  'notices',
  'promotions',
  'pointMall',
  'support',
  'lottery',
  'securityCenter',
  'loyalty',
  'referral',
  'agentCentre',
  'agentReports',
] as const;

/** A namespace loaded on demand. */
export type PageNamespace = (typeof pageNamespaces)[number];

/** Whether `ns` is a namespace loaded on demand. */
export function isPageNamespace(ns: string): ns is PageNamespace {
  return (pageNamespaces as readonly string[]).includes(ns);
}

/** The flat key → text map of one namespace in one language. */
export type TranslationTable = Readonly<Record<string, string>>;

/** One language's resources, by namespace. */
export type LanguageResources = Readonly<Record<Namespace, TranslationTable>>;

/** Every language's resources, by namespace. */
export type Resources = Readonly<Record<Language, LanguageResources>>;

/** One language's page namespaces. */
export type PageResources = Readonly<Record<PageNamespace, TranslationTable>>;

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

type PagesModule = { pages: PageResources };

// One literal import per language: its page namespaces together, one small chunk.
const pageLoaders: Record<Language, () => Promise<PagesModule>> = {
  EN: () => import('./locales/EN/pages'),
  CN: () => import('./locales/CN/pages'),
  VI: () => import('./locales/VI/pages'),
  TH: () => import('./locales/TH/pages'),
  JA: () => import('./locales/JA/pages'),
  TY: () => import('./locales/TY/pages'),
  ID: () => import('./locales/ID/pages'),
};

const loadedPages = new Map<Language, Promise<PageResources>>();

/**
 * Loads one page namespace of one language (each language's page namespaces come as one chunk,
 * once per page; a failed load is retried on the next call).
 */
export async function loadPageNamespace(
  lang: Language,
  ns: PageNamespace,
): Promise<TranslationTable> {
  let pending = loadedPages.get(lang);
  if (!pending) {
    const loader = pageLoaders[lang];
    if (!loader) throw new Error(`No resources for ${String(lang)}/${ns}`);
    pending = loader().then(
      (module) => module.pages,
      (error: unknown) => {
        loadedPages.delete(lang);
        throw error;
      },
    );
    loadedPages.set(lang, pending);
  }
  return (await pending)[ns];
}
