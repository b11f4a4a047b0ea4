// The deposit calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  DepositChannelsResponseSchema as depositChannelsValue,
  DepositCreateRequestSchema as depositCreateBody,
  DepositOrderQuerySchema as depositOrderQuery,
  DepositOrderSchema as depositOrderValue,
  DepositOrdersQuerySchema as depositOrdersQuery,
  DepositOrdersResponseSchema as depositOrdersValue,
  DepositOrderWithHistorySchema as depositOrderWithHistoryValue,
} from '@lotusplay/api-client/schemas';
