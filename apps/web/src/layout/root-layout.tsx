import { shouldRedirectToLogin, selectIsLoggedIn } from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useBrand } from '../app/brand';
import { useAppSelector } from '../app/hooks';
import type { ShellRouteHandle } from '../routes/app-routes';
import { pageTitleKey } from '../routes/page-title';
import { mainViewClass, notFoundAreas } from '../routes/route-table';
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
      <Shell />
    </SystemGate>
  );
}

function useRouteHandle(): ShellRouteHandle {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as ShellRouteHandle | undefined;
  return handle ?? { page: 'notFound', areas: notFoundAreas };
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
  const navigation = useNavigation();
  const { page, areas } = useRouteHandle();
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
          {areas.banner && <BannerSlot group={areas.banner} />}
          <main id="main-content" tabIndex={-1} className={mainViewClass(pathname)}>
            <Outlet />
          </main>
        </div>
        {areas.sideMenu && <RightSideBar />}
      </div>
      {areas.footer && <Footer />}
      <MemberCentreSlot />
      <AgentCentreSlot />
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('pageLoading')} />
      )}
    </div>
  );
}
