// The content feature's pieces the shell places, loaded on demand. The content package brings
// the HTML sanitiser (DOMPurify, ~10 KB gzip); none of these pieces is needed for the first
// paint of a page (footer parts sit below the fold, the licence list opens in a dialog, the
// maintenance and region screens are rare), so they stay out of the start-up JavaScript.
// Placeholders keep the final size where it is known, so nothing shifts.
import type {
  FooterHelpMenuProps,
  LicenceBadgesProps,
  MaintenancePageProps,
  RegionBlockedPageProps,
} from '@lotusplay/content';
import { lazy, Suspense } from 'react';
import { BootScreen } from '../screens/boot-screen';

const loadContent = () => import('@lotusplay/content');

const LicenceBadges = lazy(async () => ({ default: (await loadContent()).LicenceBadges }));
const FooterHelpMenu = lazy(async () => ({ default: (await loadContent()).FooterHelpMenu }));
const MaintenancePage = lazy(async () => ({ default: (await loadContent()).MaintenancePage }));
const RegionBlockedPage = lazy(async () => ({ default: (await loadContent()).RegionBlockedPage }));

/** LicenceBadges, loaded on demand, with a same-size placeholder while its code arrives. */
export function LazyLicenceBadges(props: LicenceBadgesProps) {
  if (props.licences.length === 0) return null;
  return (
    <Suspense
      fallback={
        <div className={`licences-placeholder ${props.className ?? ''}`} aria-hidden="true" />
      }
    >
      <LicenceBadges {...props} />
    </Suspense>
  );
}

/** FooterHelpMenu (help entries from server content), loaded on demand. */
export function LazyFooterHelpMenu(props: FooterHelpMenuProps) {
  return (
    <Suspense
      fallback={<div className={`help-placeholder ${props.className ?? ''}`} aria-hidden="true" />}
    >
      <FooterHelpMenu {...props} />
    </Suspense>
  );
}

/** The maintenance screen, loaded when system status asks for it. */
export function LazyMaintenancePage(props: MaintenancePageProps) {
  return (
    <Suspense fallback={<BootScreen />}>
      <MaintenancePage {...props} />
    </Suspense>
  );
}

/** The region-blocked screen, loaded when system status asks for it. */
export function LazyRegionBlockedPage(props: RegionBlockedPageProps) {
  return (
    <Suspense fallback={<BootScreen />}>
      <RegionBlockedPage {...props} />
    </Suspense>
  );
}
