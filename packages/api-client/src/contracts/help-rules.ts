// Where the help centre's pages are (SPEC.md §2: /help with an optional #tag anchor): the tags of
// the pages the site links to from elsewhere (the registration form's terms, the footer), which
// the demo brand's help content carries and an operator's must keep.

/** The help centre's path. */
export const HELP_PATH = '/help';

/** The tags of the help pages other parts of the site link to. */
export const HelpPageTags = {
  /** The terms and conditions (an article). */
  terms: 'terms',
  /** The privacy policy (an article). */
  privacy: 'privacy',
  /** Responsible gaming (a category: its first article opens). */
  responsibleGaming: 'responsibleGaming',
} as const;

/** A help page's tag. */
export type HelpPageTag = (typeof HelpPageTags)[keyof typeof HelpPageTags];

/** The address of a help page: the help centre with the page's tag as anchor. */
export function helpPageHref(tag: string, helpPath: string = HELP_PATH): string {
  return `${helpPath}#${encodeURIComponent(tag)}`;
}
