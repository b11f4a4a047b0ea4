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
import CNmemberCentre from '../locales/CN/memberCentre.json';
import CNwallet from '../locales/CN/wallet.json';
import ENmemberCentre from '../locales/EN/memberCentre.json';
import ENwallet from '../locales/EN/wallet.json';
import IDmemberCentre from '../locales/ID/memberCentre.json';
import IDwallet from '../locales/ID/wallet.json';
import JAmemberCentre from '../locales/JA/memberCentre.json';
import JAwallet from '../locales/JA/wallet.json';
import THmemberCentre from '../locales/TH/memberCentre.json';
import THwallet from '../locales/TH/wallet.json';
import TYmemberCentre from '../locales/TY/memberCentre.json';
import TYwallet from '../locales/TY/wallet.json';
import VImemberCentre from '../locales/VI/memberCentre.json';
import VIwallet from '../locales/VI/wallet.json';
import type { PageResources, Resources } from '../resources';

/** The resources of every language and namespace, imported statically. */
export const allResources: Resources = { EN, CN, VI, TH, JA, TY, ID };

/** The page namespaces of every language, imported statically. */
export const allPageResources: Readonly<Record<keyof Resources, PageResources>> = {
  EN: { memberCentre: ENmemberCentre, wallet: ENwallet },
  CN: { memberCentre: CNmemberCentre, wallet: CNwallet },
  VI: { memberCentre: VImemberCentre, wallet: VIwallet },
  TH: { memberCentre: THmemberCentre, wallet: THwallet },
  JA: { memberCentre: JAmemberCentre, wallet: JAwallet },
  TY: { memberCentre: TYmemberCentre, wallet: TYwallet },
  ID: { memberCentre: IDmemberCentre, wallet: IDwallet },
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
