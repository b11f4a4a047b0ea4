export { contentApi, useGetHelpCenterQuery, useGetHelpV2Query } from './api/content-api';
export { sanitizeHtml, safeUrl } from './html/sanitize-html';
export { SafeHtml } from './components/safe-html/safe-html';
export {
  FooterHelpMenu,
  FooterHelpMenuView,
  helpEntryHref,
} from './components/footer-help-menu/footer-help-menu';
export { LicenceBadges } from './components/licence-badges/licence-badges';
export { MaintenancePage } from './pages/maintenance-page';
export { RegionBlockedPage } from './pages/region-blocked-page';

export type { SafeHtmlProps } from './components/safe-html/safe-html';
export type {
  FooterHelpMenuLinkProps,
  FooterHelpMenuProps,
  FooterHelpMenuStatus,
  FooterHelpMenuViewProps,
} from './components/footer-help-menu/footer-help-menu';
export type { LicenceBadge, LicenceBadgesProps } from './components/licence-badges/licence-badges';
export type { MaintenancePageProps } from './pages/maintenance-page';
export type { RegionBlockedPageProps } from './pages/region-blocked-page';
