/** Every language the product ships resources for. EN is the default. */
export const supportedLanguages = ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID'] as const;

/** A language code as the platform spells it (SPEC.md §9): EN, CN, VI, TH, JA, TY (Tagalog), ID. */
export type Language = (typeof supportedLanguages)[number];

/** The language used when nothing (or something unknown) is stored. */
export const defaultLanguage: Language = 'EN';

/** Each language's name in that language, for the language switcher. */
export const languageNames: Readonly<Record<Language, string>> = {
  EN: 'English',
  CN: '中文',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
  JA: '日本語',
  TY: 'Tagalog',
  ID: 'Bahasa Indonesia',
};

/** The BCP-47 locale of each language; also the `<html lang>` value and the `Intl` locale. */
export const languageLocales: Readonly<Record<Language, string>> = {
  EN: 'en-US',
  CN: 'zh-CN',
  VI: 'vi-VN',
  TH: 'th-TH',
  JA: 'ja-JP',
  TY: 'fil-PH',
  ID: 'id-ID',
};

/** One entry of the language switcher. */
export interface LanguageOption {
  code: Language;
  /** The language's own name. */
  name: string;
  /** BCP-47 locale. */
  locale: string;
}

/** The language switcher's entries, in the order of `supportedLanguages`. */
export const languageOptions: readonly LanguageOption[] = supportedLanguages.map((code) => ({
  code,
  name: languageNames[code],
  locale: languageLocales[code],
}));

/** True when `value` is one of the supported language codes (exact, upper-case). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Reads a language code leniently (trims, upper-cases): 'cn' → 'CN'. Anything unknown → `defaultLanguage`.
 */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== 'string') return defaultLanguage;
  const code = value.trim().toUpperCase();
  return isLanguage(code) ? code : defaultLanguage;
}

/** The `<html lang>` value of a language (its BCP-47 locale). */
export function htmlLangOf(lang: Language): string {
  return languageLocales[lang];
}
