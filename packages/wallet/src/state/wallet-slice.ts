// Wallet UI state. Balances themselves come from RTK Query (tag Balance), never from this slice.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** State of the `wallet` slice. */
export interface WalletState {
  /** Whether the header and wallet pages show the balance or a masked placeholder. */
  balanceVisible: boolean;
}

const initialState: WalletState = { balanceVisible: true };

/** The wallet slice (reducerPath 'wallet'). */
export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    /** Shows a hidden balance or hides a shown one. */
    balanceVisibilityToggled(state) {
      state.balanceVisible = !state.balanceVisible;
    },
    /** Sets the balance visibility explicitly. */
    balanceVisibilitySet(state, action: PayloadAction<boolean>) {
      state.balanceVisible = action.payload;
    },
  },
  selectors: {
    selectBalanceVisible: (state) => state.balanceVisible,
  },
});

/** Action creators of the wallet slice. */
export const { balanceVisibilityToggled, balanceVisibilitySet } = walletSlice.actions;
/** Selectors of the wallet slice; they read `state.wallet`. */
export const { selectBalanceVisible } = walletSlice.selectors;

/** Text shown instead of a hidden balance. */
export const MASKED_BALANCE = '****';

/** The balance text to show: the formatted amount, or the mask while hidden. */
export function visibleBalance(formatted: string, visible: boolean): string {
  return visible ? formatted : MASKED_BALANCE;
}
