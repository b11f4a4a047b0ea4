// The wallet calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  AccountRecordQuerySchema as accountRecordQuery,
  AccountRecordResponseSchema as accountRecordValue,
  ConsolidatedFundsResponseSchema as consolidatedFundsValue,
  MerchantWalletResponseSchema as merchantWalletValue,
  TransferToUplineRequestSchema as transferToUplineBody,
  WalletBalanceResponseSchema as walletBalanceValue,
  WalletTransferRequestSchema as walletTransferBody,
  WalletTransferResponseSchema as walletTransferValue,
} from '@lotusplay/api-client/schemas';
