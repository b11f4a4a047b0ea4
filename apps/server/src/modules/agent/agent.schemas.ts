// The agent calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  AffiliateCheckQuerySchema as affiliateQuery,
  AffiliateCheckResponseSchema as affiliateValue,
} from '@lotusplay/api-client/schemas';
