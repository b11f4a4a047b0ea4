// The withdrawal calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  WithdrawalConfirmRequestSchema as withdrawalConfirmBody,
  WithdrawalCreateRequestSchema as withdrawalCreateBody,
  WithdrawalOrderQuerySchema as withdrawalOrderQuery,
  WithdrawalOrderSchema as withdrawalOrderValue,
  WithdrawalOrdersQuerySchema as withdrawalOrdersQuery,
  WithdrawalOrdersResponseSchema as withdrawalOrdersValue,
  WithdrawalOrderWithHistorySchema as withdrawalOrderWithHistoryValue,
} from '@lotusplay/api-client/schemas';
