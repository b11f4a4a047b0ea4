import { createContext, useContext } from 'react';
import type { PageGroups } from './page-group';

/** The page-group chunks of the running app, given by AppRoutes. */
export const PageGroupsContext = createContext<PageGroups | null>(null);

/** The page-group chunks of the running app; only inside AppRoutes. */
export function usePageGroups(): PageGroups {
  const pages = useContext(PageGroupsContext);
  if (!pages) throw new Error('usePageGroups is only available inside AppRoutes');
  return pages;
}
