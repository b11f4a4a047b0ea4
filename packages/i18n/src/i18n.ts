import { createInstance, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  htmlLangOf,
  isLanguage,
  normalizeLanguage,
  type Language,
} from './languages';
import {
  defaultNamespace,
  namespaces,
  resources as bundledResources,
  type Resources,
} from './resources';
import { getStoredLanguage, storeLanguage } from './storage';

/** The i18next instance type, re-exported so callers need not depend on i18next directly. */
export type I18n = I18nInstance;

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /** Start language; defaults to the stored `lang` (EN when none or unknown). */
  language?: Language | string;
  /** Replace the bundled resources (tests, stories). */
  resources?: Resources;
  /** Register the instance with react-i18next globally, so `useTranslation` works without a provider. */
  registerGlobally?: boolean;
  /** Keep `<html lang>` in step with the language. Default true. */
  syncDocumentLang?: boolean;
}

/** Sets `<html lang>` to the BCP-47 locale of `lang` (no-op without a document). */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(lang);
}

/**
 * A fully initialised i18next instance: every resource bundled, init synchronous (the first
 * render has its text), fallback EN, `common` as default namespace.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const language =
    options.language === undefined ? getStoredLanguage() : normalizeLanguage(options.language);
  const instance = createInstance();
  if (options.registerGlobally) instance.use(initReactI18next);
  void instance.init({
    resources: options.resources ?? bundledResources,
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...Object.keys(options.resources ?? bundledResources)],
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
  if (options.syncDocumentLang !== false) {
    applyDocumentLanguage(normalizeLanguage(instance.language));
    instance.on('languageChanged', (lng) => applyDocumentLanguage(normalizeLanguage(lng)));
  }
  return instance;
}

/** The app's shared instance, started in the stored language and registered with react-i18next. */
export const i18n: I18n = createI18n({ registerGlobally: true });

/** The current language of an instance (the shared one by default). */
export function getLanguage(instance: I18n = i18n): Language {
  return normalizeLanguage(instance.language);
}

/**
 * Switches language: validates `lang`, stores `lang`/`hisLang`, changes the i18next language and
 * `<html lang>`. Returns false (and changes nothing) for an unsupported code.
 */
export function setLanguage(lang: string, instance: I18n = i18n): boolean {
  if (!isLanguage(lang)) return false;
  storeLanguage(lang);
  void instance.changeLanguage(lang);
  applyDocumentLanguage(lang);
  return true;
}
