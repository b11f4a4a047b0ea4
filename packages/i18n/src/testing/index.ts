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
import { pages as CNpages } from '../locales/CN/pages';
import { pages as ENpages } from '../locales/EN/pages';
import { pages as IDpages } from '../locales/ID/pages';
import { pages as JApages } from '../locales/JA/pages';
import { pages as THpages } from '../locales/TH/pages';
import { pages as TYpages } from '../locales/TY/pages';
import { pages as VIpages } from '../locales/VI/pages';
import type { PageResources, Resources } from '../resources';

/** The resources of every language and namespace, imported statically. */
export const allResources: Resources = { EN, CN, VI, TH, JA, TY, ID };

/** The page namespaces of every language, imported statically. */
export const allPageResources: Readonly<Record<keyof Resources, PageResources>> = {
  EN: ENpages,
  CN: CNpages,
  VI: VIpages,
  TH: THpages,
  JA: JApages,
  TY: TYpages,
  ID: IDpages,
};

/**
 * `createI18n` with every language (and every page namespace) at hand: the instance starts in `language` synchronously and
 * switches synchronously too. `options.resources` still overrides single languages.
 */
export function createTestI18n(options: CreateI18nOptions = {}): I18n {
  const every = Object.fromEntries(
    Object.entries(allResources).map(([lang, bundle]) => [
      lang,
      { ...bundle, ...allPageResources[lang as keyof Resources] },
    ]),
  );
  return createI18n({ ...options, resources: { ...every, ...options.resources } });
}
