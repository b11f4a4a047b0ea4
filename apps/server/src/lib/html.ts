// Content HTML (notices, promotions, help) is sanitised on the way in — when an operator stores it
// — and again on the way out, with the one allow-list of the contracts (the web sanitises a third
// time before rendering). Allow-lists, not block-lists: anything not named there is dropped.
import {
  SAFE_HTML_ATTRIBUTES,
  SAFE_HTML_TAGS,
  SAFE_URL_SCHEMES,
} from '@lotusplay/api-client/contracts';
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [...SAFE_HTML_TAGS],
  allowedAttributes: { '*': [...SAFE_HTML_ATTRIBUTES] },
  allowedSchemes: [...SAFE_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style text goes with its tag, never left behind as visible text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target !== undefined && next.target !== '_blank' && next.target !== '_self') {
        delete next.target;
      }
      // A link may open a new tab: it never hands that tab a reference back to this one.
      if (next.href !== undefined) next.rel = 'noopener noreferrer';
      else delete next.rel;
      return { tagName, attribs: next };
    },
  },
};

/** `html` with scripts, event handlers, styles, forms, frames and unsafe URLs removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, options);
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * `text` without any tag (script and style text dropped with them): for plain-text fields
 * (titles) that the web renders as text, never as HTML, so the characters themselves stay.
 */
export function stripHtml(text: string | null | undefined): string {
  if (!text) return '';
  const escaped = sanitize(text, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: options.nonTextTags,
  });
  return escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!).trim();
}
