// The EN resources as one module: the default and fallback language, bundled with the package.
import type { LanguageResources } from '../../resources';
import common from './common.json';
import content from './content.json';
import shell from './shell.json';
import auth from './auth.json';

/** Every namespace of EN. */
export const resources: LanguageResources = { common, content, shell, auth };
