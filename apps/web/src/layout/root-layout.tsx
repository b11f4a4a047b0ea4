import { AuthModalsHost, shouldRedirectToLogin, selectIsLoggedIn } from '@lotusplay/auth';
import { bannerGroupForPath } from '@lotusplay/game-lobby';
import { useTranslation } from '@lotusplay/i18n';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useBrand } from '../app/brand';
import { useAppSelector } from '../app/hooks';
import { usePageGroupStatus } from '../routes/page-group';
import { usePageGroups } from '../routes/page-groups-context';
import { pageTitleKey } from '../routes/page-title';
import { mainViewClass, matchShellRoute, notFoundAreas } from '../routes/route-table';
import type { PageId, RouteAreas } from '../routes/route-table';
import { BootScreen } from '../screens/boot-screen';
import { SystemGate } from '../screens/system-gate';
import { BannerSlot } from './banner-slot';
import { Footer } from './footer';
import { Header } from './header';
import { AgentCentreSlot, MemberCentreSlot } from './overlay-slots';
import { LeftSideBar, RightSideBar } from './side-bars';

/** The root route: the system gate, then the shell around the matched page. */
export function RootLayout() {
  return (
    <SystemGate>
      <FirstPageGate>
        <Shell />
      </FirstPageGate>
    </SystemGate>
  );
}

/**
 * Keeps the boot screen up until the first page's chunk has arrived (or failed, which the page
 * then reports inside the frame), so a visitor never sees the frame around an empty main view
 * at start. main.tsx has started that chunk already, alongside the status requests.
 */
function FirstPageGate({ children }: { children: ReactNode }) {
  const pages = usePageGroups();
  const { pathname } = useLocation();
  const [group] = useState(() => matchShellRoute(pathname)?.route.group);
  const status = usePageGroupStatus(group === undefined ? undefined : pages.load(group));
  return status === 'pending' ? <BootScreen /> : children;
}

/** The page and layout areas of the route-table row matching `pathname` (the 404 page's if none). */
function useShellRoute(pathname: string): { page: PageId; areas: RouteAreas } {
  const match = matchShellRoute(pathname);
  return match ? match.route : { page: 'notFound', areas: notFoundAreas };
}

/** SPEC.md §2: routing to a page scrolls to the top. */
function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

function useDocumentTitle(title: string, brand: string): void {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = t('documentTitle', { page: title, brand });
  }, [t, title, brand]);
}

/** Header, banner, side bars, main view and footer as the route's areas ask, plus the overlays. */
function Shell() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { page, areas } = useShellRoute(pathname);
  const bannerGroup = areas.banner ? bannerGroupForPath(pathname) : null;
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useScrollToTop(pathname);
  useDocumentTitle(t(pageTitleKey(page)), brand.brandName);

  if (shouldRedirectToLogin(pathname, loggedIn, brand.redirectToLogin)) {
    return <Navigate to="/login" replace />;
  }

  return (
    <div className="shell" data-page={page}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {areas.header && <Header isHome={page === 'home'} />}
      <div className={areas.sideMenu ? 'shell__body shell__body--with-sides' : 'shell__body'}>
        {areas.sideMenu && <LeftSideBar />}
        <div className="shell__centre">
          {bannerGroup && <BannerSlot group={bannerGroup} />}
          <main id="main-content" tabIndex={-1} className={mainViewClass(pathname)}>
            <Outlet />
          </main>
        </div>
        {areas.sideMenu && <RightSideBar />}
      </div>
      {areas.footer && <Footer />}
      <MemberCentreSlot />
      <AgentCentreSlot />
      <AuthModalsHost />
    </div>
  );
}
