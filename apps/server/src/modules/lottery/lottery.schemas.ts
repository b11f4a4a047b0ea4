// The lottery calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  LotteryBetRequestSchema as betBody,
  LotteryBetResponseSchema as betValue,
  LotteryBetsQuerySchema as betsQuery,
  LotteryBetsSchema as betsValue,
  LotteryCurrentQuerySchema as currentQuery,
  LotteryCurrentSchema as currentValue,
  LotteryGameListSchema as gameListValue,
  LotteryLanguageQuerySchema as languageQuery,
  LotteryMenuQuerySchema as menuQuery,
  LotteryMenusQuerySchema as menusQuery,
  LotteryMenuSchema as menuValue,
  LotteryOpenedQuerySchema as openedQuery,
  LotteryOpenedSchema as openedValue,
  LotteryPopularQuerySchema as popularQuery,
  OpsLotteryDrawRequestSchema as opsDrawBody,
  OpsLotteryDrawSchema as opsDrawValue,
} from '@lotusplay/api-client/schemas';
