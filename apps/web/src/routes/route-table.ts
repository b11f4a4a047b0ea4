// The route table of SPEC.md §2 as data: every path, the page it shows, the lazy page group that
// carries its code, the layout areas it composes and the query parameters it reads. Each package
// declares its own rows in its manifest (app/manifests.ts lists them); this composes them.
import type { FeatureRoute, FeatureRouteAreas, FeatureRouteParam } from '@lotusplay/ui-kit';
import { matchPath } from 'react-router';
import { manifests } from '../app/manifests';

/** A lazy page group of SPEC.md §2 ('index', 'egame', …): the modules of a group load together. */
export type PageGroup = string;

/** The page a route shows ('home', 'sports', …); also the suffix of its `shell:title…` key. */
export type PageId = string;

/** Which optional layout areas a route composes around its main view. */
export type RouteAreas = FeatureRouteAreas;

/** A query parameter (or the hash) a route reads, as documented in SPEC.md §2. */
export type RouteParam = FeatureRouteParam;

/** One row of the route table: a manifest's route with its areas and parameters filled in. */
export interface ShellRoute extends FeatureRoute {
  areas: RouteAreas;
  params: readonly RouteParam[];
}

const full = (): RouteAreas => ({
  header: true,
  banner: true,
  footer: true,
  sideMenu: true,
});

/** Every route of SPEC.md §2, from the manifests the app composes. */
export const shellRoutes: readonly ShellRoute[] = manifests.flatMap((manifest) =>
  (manifest.routes ?? []).map((route) => ({
    ...route,
    areas: { ...full(), ...route.areas },
    params: route.params ?? [],
  })),
);

/** The areas of the 404 page. */
export const notFoundAreas: RouteAreas = full();

/** A route-table row and the one of its paths that matched a location. */
export interface ShellRouteMatch {
  route: ShellRoute;
  path: string;
}

/**
 * The route-table row serving `pathname`, matched as the router matches its routes (case
 * insensitive, a trailing slash allowed), or undefined for an unknown path (the 404 page).
 */
export function matchShellRoute(pathname: string): ShellRouteMatch | undefined {
  for (const route of shellRoutes) {
    const path = route.paths.find((candidate) => matchPath(candidate, pathname));
    if (path !== undefined) return { route, path };
  }
  return undefined;
}

/** The route-table row serving `pathname`, or undefined for an unknown path. */
export function findShellRoute(pathname: string): ShellRoute | undefined {
  return matchShellRoute(pathname)?.route;
}

/** The main view's class: the path without its leading slash ('' for /). */
export function mainViewClass(pathname: string): string {
  return pathname.replace(/^\//, '');
}
