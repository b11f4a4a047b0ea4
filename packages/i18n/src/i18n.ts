import { createInstance, type BackendModule, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  htmlLangOf,
  isLanguage,
  normalizeLanguage,
  supportedLanguages,
  type Language,
} from './languages';
import {
  defaultNamespace,
  enResources,
  isPageNamespace,
  loadedLanguageResources,
  loadLanguageResources,
  loadPageNamespace,
  namespaces,
  pageNamespaces,
  type LanguageResources,
  type Namespace,
  type PageNamespace,
  type TranslationTable,
} from './resources';
import { getStoredLanguage, storeLanguage } from './storage';

/** The i18next instance type, re-exported so callers need not depend on i18next directly. */
export type I18n = I18nInstance;

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /**
   * The language wanted; defaults to the stored `lang` (EN when none or unknown). The instance
   * starts in it when its resources are at hand, otherwise in EN, switching once they are loaded.
   */
  language?: Language | string;
  /**
   * Resources to start with besides the bundled EN ones (tests, stories). A language given here is
   * taken as complete: a namespace it lacks is empty (its keys fall back to EN), never loaded; a
   * page namespace it lacks is loaded on demand as usual.
   */
  resources?: Partial<
    Record<Language, Partial<Record<Namespace | PageNamespace, TranslationTable>>>
  >;
  /** Register the instance with react-i18next globally, so `useTranslation` works without a provider. */
  registerGlobally?: boolean;
  /** Keep `<html lang>` in step with the language. Default true. */
  syncDocumentLang?: boolean;
}

/** Sets `<html lang>` to the BCP-47 locale of `lang` (no-op without a document). */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(lang);
}

// Lets a plain `instance.changeLanguage('CN')` (react-i18next, stories) load the bundle before
// i18next switches, instead of switching to a language without text.
const lazyLanguageBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    const table = isPageNamespace(namespace)
      ? loadPageNamespace(language, namespace)
      : loadLanguageResources(language).then((resources) => resources[namespace as Namespace]);
    table.then(
      (resources) => callback(null, resources ?? {}),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Each language request gets a number; a load that finishes after a newer request was made must
// not switch back to its (older) language. Every `languageChanging` counts, ours or anyone's.
const latestRequest = new WeakMap<I18n, number>();
function nextRequest(instance: I18n): number {
  const request = (latestRequest.get(instance) ?? 0) + 1;
  latestRequest.set(instance, request);
  return request;
}
function isLatest(instance: I18n, request: number): boolean {
  return latestRequest.get(instance) === request;
}

// What `initLanguage` waits for: the switch to the language the instance was created for, when
// its resources were not at hand then.
const startups = new WeakMap<I18n, Promise<void>>();

/** Resources at hand for a new instance: EN, every language this page loaded, then `given`. */
function initialResources(
  given: CreateI18nOptions['resources'] = {},
): Partial<Record<Language, Record<string, TranslationTable>>> {
  const result: Partial<Record<Language, Record<string, TranslationTable>>> = {};
  // Copies per instance: i18next writes added bundles into the language objects it is given.
  for (const [lang, bundle] of Object.entries(loadedLanguageResources()) as [
    Language,
    LanguageResources,
  ][]) {
    result[lang] = { ...bundle };
  }
  for (const [lang, bundle] of Object.entries(given) as [
    Language,
    Partial<Record<Namespace | PageNamespace, TranslationTable>>,
  ][]) {
    result[lang] = Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns] ?? {}]));
    for (const ns of pageNamespaces) {
      const table = bundle[ns];
      if (table) result[lang][ns] = table;
    }
  }
  result.EN ??= { ...enResources };
  return result;
}

/**
 * A fully initialised i18next instance, synchronously: EN is bundled (and the fallback), other
 * languages are loaded on demand. It starts in the wanted language when its resources are at hand,
 * otherwise in EN and switches as soon as they are loaded (`await initLanguage(instance)` to wait):
 * it never reports a language whose text it does not have. `common` is the default namespace.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const wanted =
    options.language === undefined ? getStoredLanguage() : normalizeLanguage(options.language);
  const resources = initialResources(options.resources);
  const start = resources[wanted] ? wanted : defaultLanguage;
  const instance = createInstance();
  instance.use(lazyLanguageBackend);
  if (options.registerGlobally) instance.use(initReactI18next);
  void instance.init({
    resources,
    // The bundles given are a start, not the whole set: the backend loads the others.
    partialBundledLanguages: true,
    lng: start,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    // Codes such as 'EN' or 'CN' are the platform's, not BCP-47: keep them exactly as written
    // (i18next would otherwise canonicalise 'EN' to 'en' and miss the resources).
    load: 'currentOnly',
    lowerCaseLng: false,
    cleanCode: false,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instance.on('languageChanging', () => nextRequest(instance));
  if (options.syncDocumentLang !== false) {
    applyDocumentLanguage(normalizeLanguage(instance.language));
    instance.on('languageChanged', (lng) => applyDocumentLanguage(normalizeLanguage(lng)));
  }
  startups.set(instance, start === wanted ? Promise.resolve() : switchWhenLoaded(instance, wanted));
  return instance;
}

async function switchWhenLoaded(instance: I18n, lang: Language): Promise<void> {
  const request = nextRequest(instance);
  try {
    await ensureLanguageLoaded(lang, instance);
  } catch {
    // The language's chunk could not be loaded (offline, gone after a deployment): the page stays
    // readable in EN rather than failing to start.
    return;
  }
  if (isLatest(instance, request)) await instance.changeLanguage(lang);
}

/** The app's shared instance, started in the stored language and registered with react-i18next. */
export const i18n: I18n = createI18n({ registerGlobally: true });

/** The current language of an instance (the shared one by default). */
export function getLanguage(instance: I18n = i18n): Language {
  return normalizeLanguage(instance.language);
}

/**
 * Loads `lang`'s resources into the instance (the shared one by default) unless it has them
 * already; resolves at once for EN and for a language loaded before. Rejects when the language's
 * chunk cannot be loaded.
 */
export async function ensureLanguageLoaded(lang: Language, instance: I18n = i18n): Promise<void> {
  if (!isLanguage(lang)) throw new Error(`Unsupported language ${String(lang)}`);
  if (namespaces.every((ns) => instance.hasResourceBundle(lang, ns))) return;
  const resources = await loadLanguageResources(lang);
  for (const ns of namespaces) {
    // Checked again: a concurrent call may have added it while this one waited.
    if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, resources[ns]);
  }
}

/**
 * Before the first render: waits until the instance (the shared one by default) is in the language
 * it was created for — the stored `lang` for the shared instance — loading its resources. Never
 * rejects: when they cannot be loaded the instance stays in EN. Resolves to the language in effect.
 */
export async function initLanguage(instance: I18n = i18n): Promise<Language> {
  // An instance not made by createI18n is brought to the stored language.
  await (startups.get(instance) ?? switchWhenLoaded(instance, getStoredLanguage()));
  return getLanguage(instance);
}

/**
 * Switches language: validates `lang`, loads its resources if needed, then stores `lang`/`hisLang`,
 * changes the i18next language and `<html lang>`. Resolves false (changing nothing) for an
 * unsupported code, or when a later language request overtook this one while it was loading.
 * Rejects (changing nothing) when the language's resources cannot be loaded.
 */
export async function setLanguage(lang: string, instance: I18n = i18n): Promise<boolean> {
  if (!isLanguage(lang)) return false;
  const request = nextRequest(instance);
  await ensureLanguageLoaded(lang, instance);
  if (!isLatest(instance, request)) return false;
  storeLanguage(lang);
  await instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return true;
}
