// The wallet package's test kit (`@lotusplay/wallet/testing`): MSW handlers of the wallet calls.
export {
  buildBalance,
  buildRecords,
  completeDepositOrder,
  createWalletHandlers,
  DEFAULT_CHANNELS,
  disburseWithdrawal,
} from './handlers';
export type { WalletHandlerData } from './handlers';
