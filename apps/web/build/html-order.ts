// Build step: the stylesheet first in <head>. Vite writes it after the entry script and its
// modulepreload links; over HTTP/1.1 (six connections) the browser then queues it behind the
// scripts, and nothing paints until it arrives. First in the document, it is asked for first.
import type { Plugin } from 'vite';

const STYLESHEET = /^\s*<link rel="stylesheet"[^>]*>\s*$/gm;

/** Moves the stylesheet links Vite wrote to just before the first script or modulepreload. */
export function stylesheetFirst(): Plugin {
  return {
    name: 'lotusplay:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        if (sheets.length === 0) return html;
        const rest = html.replace(STYLESHEET, '');
        const at = rest.search(/\s*<(script type="module"|link rel="modulepreload")/);
        if (at < 0) return html;
        return `${rest.slice(0, at)}\n${sheets.map((s) => s.trimEnd()).join('\n')}${rest.slice(at)}`;
      },
    },
  };
}
