// The CN resources as one module, so a bundler can load the language as a single chunk.
import type { LanguageResources } from '../../resources';
import common from './common.json';
import content from './content.json';
import shell from './shell.json';
import auth from './auth.json';

/** Every namespace of CN. */
export const resources: LanguageResources = { common, content, shell, auth };
