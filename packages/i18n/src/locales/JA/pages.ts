// The JA page namespaces as one module: loaded on demand, one chunk, never with the language.
import type { PageResources } from '../../resources';
import memberCentre from './memberCentre.json';
import wallet from './wallet.json';

/** Every page namespace of JA. */
export const pages: PageResources = { memberCentre, wallet };
