export { contentApi, useGetHelpCenterQuery, useGetHelpV2Query } from './api/content-api';
export * from './home/index';
export * from './notices/index';
export * from './promotions/index';
export * from './points/index';
export * from './support/index';
export { sanitizeHtml, safeUrl } from './html/sanitize-html';
export { SafeHtml } from './components/safe-html/safe-html';
export {
  FooterHelpMenu,
  FooterHelpMenuView,
  helpEntryHref,
} from './components/footer-help-menu/footer-help-menu';
export { LicenceBadges } from './components/licence-badges/licence-badges';
export { LicenceButton } from './components/licence-button/licence-button';
export { MaintenancePage } from './pages/maintenance-page';
export { RegionBlockedPage } from './pages/region-blocked-page';
export { HomePage } from './pages/home-page';
export {
  LazyFooterHelpMenu,
  LazyLicenceBadges,
  LazyMaintenancePage,
  LazyRegionBlockedPage,
} from './lazy/lazy-content';

export type { SafeHtmlProps } from './components/safe-html/safe-html';
export type {
  FooterHelpMenuLinkProps,
  FooterHelpMenuProps,
  FooterHelpMenuStatus,
  FooterHelpMenuViewProps,
} from './components/footer-help-menu/footer-help-menu';
export type { LicenceBadge, LicenceBadgesProps } from './components/licence-badges/licence-badges';
export type { LicenceButtonProps } from './components/licence-button/licence-button';
export type { LazyScreenProps } from './lazy/lazy-content';
export type { MaintenancePageProps } from './pages/maintenance-page';
export type { RegionBlockedPageProps } from './pages/region-blocked-page';
export { contentManifest } from './manifest';
