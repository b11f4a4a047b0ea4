export {
  buildHelpArticle,
  buildHelpMenuEntries,
  buildHelpMenuEntry,
  buildHelpV2,
  buildLicences,
} from './factories';
export { contentHandlers, createContentErrorHandlers, createContentHandlers } from './handlers';

export type { ContentHandlerData } from './handlers';
