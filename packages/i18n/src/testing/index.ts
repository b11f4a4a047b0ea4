// Every language bundled statically, for tests and stories that need a language at once (without
// awaiting its chunk). Never import this from application code: it defeats the per-language chunks.
import { createI18n, type CreateI18nOptions, type I18n } from '../i18n';
import { resources as CN } from '../locales/CN/index';
import { resources as EN } from '../locales/EN/index';
import { resources as ID } from '../locales/ID/index';
import { resources as JA } from '../locales/JA/index';
import { resources as TH } from '../locales/TH/index';
import { resources as TY } from '../locales/TY/index';
import { resources as VI } from '../locales/VI/index';
import type { Resources } from '../resources';

/** The resources of every language and namespace, imported statically. */
export const allResources: Resources = { EN, CN, VI, TH, JA, TY, ID };

/**
 * `createI18n` with every language at hand: the instance starts in `language` synchronously and
 * switches synchronously too. `options.resources` still overrides single languages.
 */
export function createTestI18n(options: CreateI18nOptions = {}): I18n {
  return createI18n({ ...options, resources: { ...allResources, ...options.resources } });
}
