// The banner calls' schemas (public and operator), written once in @lotusplay/api-client/schemas.
export {
  BannerRemovedResponseSchema as removedValue,
  BannersQuerySchema as bannersQuery,
  BannersResponseSchema as bannersValue,
  OpsBannerParamsSchema as opsBannerParams,
  OpsBannerRequestSchema as opsBannerBody,
  OpsBannerSchema as opsBannerValue,
  OpsBannerTextParamsSchema as opsBannerTextParams,
  OpsBannerTextRequestSchema as opsBannerTextBody,
  OpsBannersQuerySchema as opsBannersQuery,
  OpsBannersResponseSchema as opsBannersValue,
} from '@lotusplay/api-client/schemas';
