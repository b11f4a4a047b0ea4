// The promotions calls' schemas (member and operator), written once in
// @lotusplay/api-client/schemas.
export {
  OpsPromotionListSchema as operatorList,
  OpsPromotionParamsSchema as codeParams,
  OpsPromotionRequestSchema as addBody,
  OpsPromotionSchema as operatorPromotion,
  PromotionClaimQuerySchema as claimQuery,
  PromotionClaimRequestSchema as claimBody,
  PromotionClaimResponseSchema as claimValue,
  PromotionClaimStateSchema as claimStateValue,
  PromotionDetailQuerySchema as detailQuery,
  PromotionDetailSchema as detailValue,
  PromotionListQuerySchema as listQuery,
  PromotionListResponseSchema as listValue,
  PromotionRemovedResponseSchema as removedValue,
} from '@lotusplay/api-client/schemas';
