export { HeaderBalance } from './components/header-balance/header-balance';
export { useGetBalanceQuery, WALLET_BALANCE_PATH, walletApi } from './api/wallet-api';
export {
  loadDepositPage,
  loadTransactionHistoryPage,
  loadTransferFundPage,
  loadTransferUplinePage,
  loadWithdrawPage,
} from './pages/load-pages';
export {
  balanceVisibilitySet,
  balanceVisibilityToggled,
  MASKED_BALANCE,
  selectBalanceVisible,
  visibleBalance,
  walletSlice,
} from './state/wallet-slice';

export type { HeaderBalanceProps } from './components/header-balance/header-balance';
export type { WalletState } from './state/wallet-slice';
export { walletManifest } from './manifest';
export { OPEN_MY_ACCOUNT_ACTION } from './lib/my-account-action';
