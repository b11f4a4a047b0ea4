// The content pieces the lazy wrappers load, in one module so that they arrive as one chunk.
export { FooterHelpMenu } from '../components/footer-help-menu/footer-help-menu';
export { LicenceBadges } from '../components/licence-badges/licence-badges';
export { MaintenancePage } from '../pages/maintenance-page';
export { RegionBlockedPage } from '../pages/region-blocked-page';
