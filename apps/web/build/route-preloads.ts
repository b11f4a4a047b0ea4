// Build step: which JavaScript each route's first view needs beyond the entry, so the server that
// serves index.html can announce it with <link rel="modulepreload"> instead of letting the browser
// discover the page group's chunk only after the entry has run (issue 7, no boot waterfall).
// Writes `.vite/route-preloads.json` beside Vite's manifest: { "<path>": ["assets/….js", …] }.
import type { Plugin } from 'vite';
import { shellRoutes } from '../src/routes/route-table.ts';
import type { PageGroup } from '../src/routes/route-table.ts';

/** Where the server looks for the map, relative to the built app's folder. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The source file of a page group's chunk: `pointMall` → src/pages/groups/point-mall-group.tsx. */
export function pageGroupSource(group: PageGroup): string {
  const kebab = group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `src/pages/groups/${kebab}-group.tsx`;
}

/**
 * What the auth modals' lazy chunk exports (auth's AuthModalsHost imports it on demand): a route
 * with `opensModal` needs that chunk at once. Found by export, so it works the same whether the
 * auth package is built from its sources or installed from its published build.
 */
export const AUTH_MODALS_EXPORT = 'AuthModals';

interface ChunkInfo {
  fileName: string;
  imports: readonly string[];
  exports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** The chunk files a chunk loads before it runs: itself and its static imports, transitively. */
function closure(start: string, chunks: Map<string, ChunkInfo>, seen = new Set<string>()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) closure(imported, chunks, seen);
  return seen;
}

/** The Vite plugin that writes the route → preload map. */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'lotusplay:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/');
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const bySource = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        const source = output.facadeModuleId?.replace(/\\/g, '/');
        if (source?.startsWith(`${root}/`))
          bySource.set(source.slice(root.length + 1), output.fileName);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preloads: the bundle has no entry chunk');
      // The entry's own static imports are in index.html already (Vite writes them there).
      const inHtml = closure(entry.fileName, chunks);
      const routes: Record<string, string[]> = {};
      for (const route of shellRoutes) {
        const source = pageGroupSource(route.group);
        const file = bySource.get(source);
        if (!file) this.error(`route-preloads: no chunk for ${source} (group ${route.group})`);
        const needed = closure(file, chunks);
        if (route.opensModal) {
          const modals = [...chunks.values()].filter(
            (chunk) => !inHtml.has(chunk.fileName) && chunk.exports.includes(AUTH_MODALS_EXPORT),
          );
          if (modals.length !== 1)
            this.error(`route-preloads: ${modals.length} lazy chunks export ${AUTH_MODALS_EXPORT}`);
          closure(modals[0]!.fileName, chunks, needed);
        }
        const files = [...needed].filter((name) => !inHtml.has(name));
        for (const path of route.paths) routes[path.toLowerCase()] = files;
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
    },
  };
}
