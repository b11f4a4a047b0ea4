export {
  supportedLanguages,
  defaultLanguage,
  languageNames,
  languageLocales,
  languageOptions,
  isLanguage,
  normalizeLanguage,
  htmlLangOf,
} from './languages';
export {
  namespaces,
  defaultNamespace,
  enResources,
  loadLanguageResources,
  loadPageNamespace,
  pageNamespaces,
} from './resources';
export {
  LANG_STORAGE_KEY,
  HIS_LANG_STORAGE_KEY,
  getStoredLanguage,
  getPreviousLanguage,
  storeLanguage,
} from './storage';
export {
  createI18n,
  i18n,
  getLanguage,
  setLanguage,
  ensureLanguageLoaded,
  initLanguage,
  applyDocumentLanguage,
} from './i18n';
export { I18nProvider } from './i18n-provider';
export { useTranslation, Trans } from 'react-i18next';
export { formatMoney, formatMinorUnits, toMinorUnits } from './format-money';
export {
  formatDateTime,
  formatDate,
  formatClock,
  formatGmtOffset,
  localOffsetMinutes,
} from './format-date';

export type { Language, LanguageOption } from './languages';
export type {
  Namespace,
  LanguageResources,
  PageNamespace,
  PageResources,
  Resources,
  TranslationTable,
} from './resources';
export type { I18n, CreateI18nOptions } from './i18n';
export type { I18nProviderProps } from './i18n-provider';
export type { DateInput, DateFormatOptions } from './format-date';
