// Every resource is imported statically: the whole set is small, and a synchronous init means
// the first render already has its text (no flash of keys, no Suspense).
import EN_common from './locales/EN/common.json';
import EN_content from './locales/EN/content.json';
import EN_shell from './locales/EN/shell.json';
import CN_common from './locales/CN/common.json';
import CN_content from './locales/CN/content.json';
import CN_shell from './locales/CN/shell.json';
import VI_common from './locales/VI/common.json';
import VI_content from './locales/VI/content.json';
import VI_shell from './locales/VI/shell.json';
import TH_common from './locales/TH/common.json';
import TH_content from './locales/TH/content.json';
import TH_shell from './locales/TH/shell.json';
import JA_common from './locales/JA/common.json';
import JA_content from './locales/JA/content.json';
import JA_shell from './locales/JA/shell.json';
import TY_common from './locales/TY/common.json';
import TY_content from './locales/TY/content.json';
import TY_shell from './locales/TY/shell.json';
import ID_common from './locales/ID/common.json';
import ID_content from './locales/ID/content.json';
import ID_shell from './locales/ID/shell.json';
import type { Language } from './languages';

/** The translation namespaces. `common` and `content` belong to this package, `shell` to the web app. */
export const namespaces = ['common', 'content', 'shell'] as const;

/** One translation namespace. */
export type Namespace = (typeof namespaces)[number];

/** The default namespace of `t()` without a prefix. */
export const defaultNamespace: Namespace = 'common';

/** The flat key → text map of one namespace in one language. */
export type TranslationTable = Readonly<Record<string, string>>;

/** Every language's resources, by namespace. */
export type Resources = Readonly<Record<Language, Readonly<Record<Namespace, TranslationTable>>>>;

/** The bundled resources of every language and namespace. */
export const resources: Resources = {
  EN: { common: EN_common, content: EN_content, shell: EN_shell },
  CN: { common: CN_common, content: CN_content, shell: CN_shell },
  VI: { common: VI_common, content: VI_content, shell: VI_shell },
  TH: { common: TH_common, content: TH_content, shell: TH_shell },
  JA: { common: JA_common, content: JA_content, shell: JA_shell },
  TY: { common: TY_common, content: TY_content, shell: TY_shell },
  ID: { common: ID_common, content: ID_content, shell: ID_shell },
};
