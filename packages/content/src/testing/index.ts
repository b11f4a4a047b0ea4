export {
  buildHelpArticle,
  buildHelpMenuEntries,
  buildHelpMenuEntry,
  buildHelpV2,
  buildLicences,
} from './factories';
export { contentHandlers, createContentErrorHandlers, createContentHandlers } from './handlers';
export { buildPointGoods, buildRedemptions, createPointsHandlers } from './points-handlers';

export type { ContentHandlerData } from './handlers';
export type { PointsHandlerData, PointsState } from './points-handlers';
export {
  buildAnnouncement,
  buildAnnouncementPage,
  buildAnnouncements,
  buildNoticeResponse,
  createNoticesHandlers,
  noticesHandlers,
} from './notices-handlers';
export type { NoticesHandlerData } from './notices-handlers';
export {
  buildFeedbackSettings,
  buildServiceResponse,
  createSupportHandlers,
  demoServiceLinks,
  supportHandlers,
} from './support-handlers';
export type { SupportHandlerData } from './support-handlers';
export {
  buildPromotion,
  buildPromotions,
  createPromotionsHandlers,
  promotionsHandlers,
} from './promotions-handlers';
export type { PromotionsHandlerData, PromotionsState } from './promotions-handlers';
export {
  buildBanner,
  buildBanners,
  createBannerErrorHandlers,
  createBannerHandlers,
} from './banner-handlers';
