// The HTML allowed in server content (notices, promotions, help): one allow-list, used by the
// server when content is stored and served and by the web before rendering. Anything not named
// here is dropped: scripts, event handlers, styles, forms, frames.

/** Tags kept in content HTML. */
export const SAFE_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

/**
 * Attributes kept in content HTML. No `style`: inline CSS can overlay the page (fake dialogs,
 * click-jacking) even without script.
 */
export const SAFE_HTML_ATTRIBUTES = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'align',
  'class',
  'id',
] as const;

/** URL schemes allowed in href and src (relative and fragment URLs are allowed too). */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
