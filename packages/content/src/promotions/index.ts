// The public part of the content feature's promotions area (re-exported by the package index).
export { PromotionsPage, promotionHref } from './promotions-page';
export { PromotionDetailPage, parsePromotionId, PROMOTION_ID_PARAM } from './promotion-detail-page';
export {
  promotionsApi,
  useClaimRafflePromotionMutation,
  useGetPromotionClaimQuery,
  useGetPromotionDetailQuery,
  useGetPromotionListQuery,
} from './promotions-api';

export type { PromotionDetailArg } from './promotions-api';
