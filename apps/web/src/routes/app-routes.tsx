import { useTranslation } from '@lotusplay/i18n';
import type { ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { ErrorBoundary } from './error-boundary';
import { usePageGroupStatus } from './page-group';
import type { PageGroups } from './page-group';
import { PageGroupsContext, usePageGroups } from './page-groups-context';
import { RouteErrorView } from './route-error';
import { shellRoutes } from './route-table';
import type { ShellRoute } from './route-table';

const renderError = (error: unknown) => <RouteErrorView error={error} />;

/** Shown in place of the page while its chunk downloads; the frame around it stays. */
function PageLoading() {
  const { t } = useTranslation('shell');
  return <div className="route-progress" role="progressbar" aria-label={t('pageLoading')} />;
}

/**
 * Around every page: a render error or a failed chunk shows the error view inside the frame.
 * Each route's frame has its own key, so a page's state and caught error belong to its route.
 */
function PageFrame({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={renderError}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * A route-table page from its group's chunk: the page loading indicator while the chunk
 * downloads (the frame around it already shows the new route), the error view if it failed.
 */
function LazyPage({ route }: { route: ShellRoute }) {
  const load = usePageGroups().load(route.group);
  const status = usePageGroupStatus(load);
  if (status === 'pending') return <PageLoading />;
  if (status === 'rejected') throw load.reason;
  const Page = load.value?.pages[route.page];
  if (!Page) throw new Error(`Page group ${route.group} has no page ${route.page}`);
  return <Page />;
}

/**
 * The route objects of the whole app: one layout route composing header, banner, side bars and
 * footer around the main view, a lazy page per path of the route table, and the 404 page.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...shellRoutes.flatMap((route) =>
        route.paths.map((path): RouteObject => ({
          path,
          element: (
            <PageFrame key={path}>
              <LazyPage route={route} />
            </PageFrame>
          ),
        })),
      ),
      {
        path: '*',
        element: (
          <PageFrame key="*">
            <NotFoundPage />
          </PageFrame>
        ),
      },
    ],
  },
];

/** Props of AppRoutes. */
export interface AppRoutesProps {
  /** Where the pages' chunks come from (main.tsx starts the first one before rendering). */
  pages: PageGroups;
}

/** Every route of the app, inside a router; an error outside any page replaces the whole screen. */
export function AppRoutes({ pages }: AppRoutesProps) {
  const { key } = useLocation();
  const element = useRoutes(appRoutes);
  return (
    <PageGroupsContext value={pages}>
      <ErrorBoundary resetKey={key} fallback={renderError}>
        {element}
      </ErrorBoundary>
    </PageGroupsContext>
  );
}
