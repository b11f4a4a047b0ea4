export {
  balanceVisibilitySet,
  balanceVisibilityToggled,
  MASKED_BALANCE,
  selectBalanceVisible,
  visibleBalance,
  walletSlice,
} from './state/wallet-slice';

export type { WalletState } from './state/wallet-slice';
