// Server-provided HTML (notices, help, promotions) is sanitised before it reaches the DOM
// (DESIGN.md "Security posture"). Allow-lists, not block-lists: anything not named here is dropped.
import { SAFE_HTML_ATTRIBUTES, SAFE_HTML_TAGS, SAFE_URL_SCHEMES } from '@lotusplay/api-client';
import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';

const allowedTags = [...SAFE_HTML_TAGS];
const allowedAttributes = [...SAFE_HTML_ATTRIBUTES];

// http(s), mailto, tel, and relative or fragment URLs. Everything else (javascript:, data:,
// vbscript:, …) is removed.
const allowedUri = /^(?:(?:https?|mailto|tel):|[/#?.]|[^:/?#]*(?:[/?#]|$))/i;

const safeSchemes = new Set<string>(SAFE_URL_SCHEMES);

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // `id` and `name` could clobber globals such as document.cookie.
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;

// A private instance so the link hook below never leaks into other users of DOMPurify.
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return (purifier = null);
  const instance = DOMPurify(window);
  if (!instance.isSupported) return (purifier = null);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const target = node.getAttribute('target');
    if (target !== null && target !== '_blank' && target !== '_self')
      node.removeAttribute('target');
    // A link may open a new tab, so it must never hand that tab a reference back to this one.
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  });
  return (purifier = instance);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Returns `html` with scripts, event handlers, styles, forms, frames and unsafe URLs removed, and
 * every link given rel="noopener noreferrer". Without a DOM (server rendering) the text is escaped
 * instead, so nothing unsanitised is ever returned. Null and undefined give ''.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  return instance ? instance.sanitize(html, config) : escapeHtml(html);
}

/**
 * `url` when it is http(s), mailto, tel or relative; otherwise undefined. For href and src values
 * from the server that are rendered as attributes rather than through sanitizeHtml.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return trimmed;
  return safeSchemes.has(scheme) ? trimmed : undefined;
}
