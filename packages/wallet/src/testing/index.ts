// The wallet package's test kit (`@lotusplay/wallet/testing`): MSW handlers of the wallet calls.
export { buildBalance, createWalletHandlers } from './handlers';
export type { WalletHandlerData } from './handlers';
