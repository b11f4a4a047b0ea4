// The agent calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  AffiliateCheckQuerySchema as affiliateQuery,
  AffiliateCheckResponseSchema as affiliateValue,
  AgentPeriodQuerySchema as overviewQuery,
  AgentTransferRequestSchema as transferBody,
  AgentTransferResponseSchema as transferValue,
  CreateDownlineInputSchema as createDownlineBody,
  CreateDownlineResponseSchema as createDownlineValue,
  DownlinePageSchema as downlinePageValue,
  DownlineQuerySchema as downlineQuery,
  TeamOverviewResponseSchema as overviewValue,
} from '@lotusplay/api-client/schemas';
