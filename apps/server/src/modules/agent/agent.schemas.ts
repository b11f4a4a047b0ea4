// The agent calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  AffiliateCheckQuerySchema as affiliateQuery,
  AffiliateCheckResponseSchema as affiliateValue,
  AgentPeriodQuerySchema as overviewQuery,
  CreateDownlineInputSchema as createDownlineBody,
  CreateDownlineResponseSchema as createDownlineValue,
  DownlinePageSchema as downlinePageValue,
  DownlineQuerySchema as downlineQuery,
  TeamOverviewResponseSchema as overviewValue,
} from '@lotusplay/api-client/schemas';
