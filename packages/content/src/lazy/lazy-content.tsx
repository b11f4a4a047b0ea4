// The content pieces the shell places, loaded on demand. They bring the HTML sanitiser
// (DOMPurify, ~10 KB gzip) and none of them is needed for the first paint of a page (footer
// parts sit below the fold, the licence list opens in a dialog, the maintenance and region
// screens are rare), so they stay out of the start-up JavaScript. The footer's pieces are not
// even asked for until the first page has been painted. Placeholders keep the final size where
// it is known, so nothing shifts.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { FooterHelpMenuProps } from '../components/footer-help-menu/footer-help-menu';
import type { LicenceBadgesProps } from '../components/licence-badges/licence-badges';
import type { MaintenancePageProps } from '../pages/maintenance-page';
import type { RegionBlockedPageProps } from '../pages/region-blocked-page';
import { useAfterFirstPaint } from './after-first-paint';

const loadParts = () => import('./lazy-parts');

const LicenceBadges = lazy(async () => ({ default: (await loadParts()).LicenceBadges }));
const FooterHelpMenu = lazy(async () => ({ default: (await loadParts()).FooterHelpMenu }));
const MaintenancePage = lazy(async () => ({ default: (await loadParts()).MaintenancePage }));
const RegionBlockedPage = lazy(async () => ({ default: (await loadParts()).RegionBlockedPage }));

/** LicenceBadges, loaded after the first paint, with a same-size placeholder until it is in. */
export function LazyLicenceBadges(props: LicenceBadgesProps) {
  const painted = useAfterFirstPaint();
  if (props.licences.length === 0) return null;
  const placeholder = (
    <div className={`lp-licences-placeholder ${props.className ?? ''}`} aria-hidden="true" />
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LicenceBadges {...props} />
    </Suspense>
  );
}

/** FooterHelpMenu (help entries from server content), loaded after the first paint. */
export function LazyFooterHelpMenu(props: FooterHelpMenuProps) {
  const painted = useAfterFirstPaint();
  const placeholder = (
    <div className={`lp-footer-help-placeholder ${props.className ?? ''}`} aria-hidden="true" />
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FooterHelpMenu {...props} />
    </Suspense>
  );
}

/** What a lazy full-page screen shows while its code loads (the app's boot screen, say). */
export interface LazyScreenProps {
  fallback?: ReactNode;
}

/** The maintenance screen, loaded when system status asks for it. */
export function LazyMaintenancePage({
  fallback = null,
  ...props
}: MaintenancePageProps & LazyScreenProps) {
  return (
    <Suspense fallback={fallback}>
      <MaintenancePage {...props} />
    </Suspense>
  );
}

/** The region-blocked screen, loaded when system status asks for it. */
export function LazyRegionBlockedPage({
  fallback = null,
  ...props
}: RegionBlockedPageProps & LazyScreenProps) {
  return (
    <Suspense fallback={fallback}>
      <RegionBlockedPage {...props} />
    </Suspense>
  );
}
