import type { PageId } from './route-table';

/** The `shell` translation key of a page's title: 'home' → 'titleHome'. */
export function pageTitleKey(page: PageId): string {
  return `title${page.charAt(0).toUpperCase()}${page.slice(1)}`;
}
