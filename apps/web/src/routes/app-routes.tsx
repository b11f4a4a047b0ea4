import type { RouteObject } from 'react-router';
import { injectSlices } from '../app/store';
import type { AppStore } from '../app/store';
import { RootLayout } from '../layout/root-layout';
import { BootScreen } from '../screens/boot-screen';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteError, RouteErrorView } from './route-error';
import { loadPageGroup } from './page-group';
import type { PageGroupLoader } from './page-group';
import { notFoundAreas, shellRoutes } from './route-table';
import type { PageId, RouteAreas, ShellRoute } from './route-table';

/** What every route carries in `handle`: the page it shows and the layout areas around it. */
export interface ShellRouteHandle {
  page: PageId;
  areas: RouteAreas;
  route?: ShellRoute;
}

/** Options of createAppRoutes (tests replace the chunk loader). */
export interface AppRoutesOptions {
  loadGroup?: PageGroupLoader;
}

/**
 * The route objects of the whole app: one layout route composing header, banner, side bars and
 * footer around the main view, a lazy child per path of the route table, and the 404 page.
 */
export function createAppRoutes(store: AppStore, options: AppRoutesOptions = {}): RouteObject[] {
  const loadGroup = options.loadGroup ?? loadPageGroup;
  const children: RouteObject[] = shellRoutes.flatMap((route) =>
    route.paths.map((path): RouteObject => ({
      path,
      handle: { page: route.page, areas: route.areas, route } satisfies ShellRouteHandle,
      ErrorBoundary: RouteError,
      lazy: async () => {
        try {
          const group = await loadGroup(route.group);
          injectSlices(store, group.slices);
          const Component = group.pages[route.page];
          if (!Component) throw new Error(`Page group ${route.group} has no page ${route.page}`);
          return { Component };
        } catch (error) {
          // A rejected `lazy` leaves the route "still loading" for the router, which then renders
          // an empty main view; resolving to the error page keeps the frame and offers a retry.
          return { Component: () => <RouteErrorView error={error} /> };
        }
      },
    })),
  );
  children.push({
    path: '*',
    handle: { page: 'notFound', areas: notFoundAreas } satisfies ShellRouteHandle,
    Component: NotFoundPage,
  });
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: BootScreen,
      ErrorBoundary: RouteError,
      children,
    },
  ];
}
