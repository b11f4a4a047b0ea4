import { useMemo } from 'react';
import { sanitizeHtml } from '../../html/sanitize-html';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** Untrusted HTML from the server. */
  html: string | null | undefined;
  /** The wrapping element; `div` by default. */
  as?: 'div' | 'section' | 'article' | 'span';
  className?: string;
}

/** Renders server HTML after `sanitizeHtml`: the only place this package sets inner HTML. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
