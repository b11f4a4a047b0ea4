// Build step: which JavaScript each route's first view needs beyond the entry, so the server that
// serves index.html can announce it with <link rel="modulepreload"> instead of letting the browser
// discover the page group's chunk only after the entry has run (issue 7, no boot waterfall).
// Writes `.vite/route-preloads.json` beside Vite's manifest: { "<path>": ["assets/….js", …] }.
import { pathToFileURL } from 'node:url';
import type { FeatureManifest, FeatureRoute } from '@lotusplay/ui-kit';
import type { Plugin } from 'vite';

/** Where the server looks for the map, relative to the built app's folder. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** A manifest module's source: a package's src/manifest.ts or the app's own shell-manifest.ts. */
const MANIFEST_SOURCE = /\/(src\/manifest|src\/routes\/shell-manifest)\.ts$/;

/** The module a route's lazy loader imports: `() => import('./x').then(…)` → './x'. */
export function loaderSpecifier(route: Pick<FeatureRoute, 'load'>): string | undefined {
  return /\bimport\(\s*['"]([^'"]+)['"]\s*\)/.exec(route.load.toString())?.[1];
}

/**
 * The routes of the manifests the build contains, each with its manifest's file. A manifest holds
 * only data and lazy loaders and imports nothing but types, so Node runs its source as is (type
 * stripping) without loading any page code.
 */
async function manifestRoutes(ids: Iterable<string>) {
  const routes: { route: FeatureRoute; manifestId: string }[] = [];
  for (const id of ids) {
    if (!MANIFEST_SOURCE.test(id.replace(/\\/g, '/'))) continue;
    const module = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const manifest = value as Partial<FeatureManifest> | null;
      for (const route of manifest?.routes ?? []) routes.push({ route, manifestId: id });
    }
  }
  return routes;
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
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const byModule = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        if (output.facadeModuleId) byModule.set(output.facadeModuleId, output.fileName);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preloads: the bundle has no entry chunk');
      // The entry's own static imports are in index.html already (Vite writes them there).
      const inHtml = closure(entry.fileName, chunks);
      const routes = await manifestRoutes(this.getModuleIds());
      if (routes.length === 0) this.error(`route-preloads: no route in any manifest (${root})`);
      // A route's page group loads every module its routes name, so each of its routes needs them.
      const groupFiles = new Map<string, Set<string>>();
      for (const { route, manifestId } of routes) {
        const specifier = loaderSpecifier(route);
        if (!specifier) this.error(`route-preloads: ${route.paths[0]}'s loader imports no module`);
        const resolved = await this.resolve(specifier, manifestId);
        const file = resolved && byModule.get(resolved.id);
        if (!file) this.error(`route-preloads: no chunk for ${specifier} (${route.paths[0]})`);
        const files = groupFiles.get(route.group) ?? new Set<string>();
        closure(file, chunks, files);
        groupFiles.set(route.group, files);
      }
      const preloads: Record<string, string[]> = {};
      for (const { route } of routes) {
        const needed = new Set(groupFiles.get(route.group));
        if (route.opensModal) {
          const modals = [...chunks.values()].filter(
            (chunk) => !inHtml.has(chunk.fileName) && chunk.exports.includes(AUTH_MODALS_EXPORT),
          );
          if (modals.length !== 1)
            this.error(`route-preloads: ${modals.length} lazy chunks export ${AUTH_MODALS_EXPORT}`);
          closure(modals[0]!.fileName, chunks, needed);
        }
        const files = [...needed].filter((name) => !inHtml.has(name));
        for (const path of route.paths) preloads[path.toLowerCase()] = files;
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
