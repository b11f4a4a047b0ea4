import { createTestStore } from '@lotusplay/test-utils';
import {
  balanceVisibilitySet,
  balanceVisibilityToggled,
  MASKED_BALANCE,
  selectBalanceVisible,
  visibleBalance,
  walletSlice,
} from './wallet-slice';

describe('walletSlice', () => {
  it('shows the balance by default and toggles it', () => {
    const store = createTestStore([walletSlice]);
    expect(selectBalanceVisible(store.getState())).toBe(true);
    store.dispatch(balanceVisibilityToggled());
    expect(selectBalanceVisible(store.getState())).toBe(false);
    store.dispatch(balanceVisibilityToggled());
    expect(selectBalanceVisible(store.getState())).toBe(true);
  });

  it('sets the visibility explicitly', () => {
    const store = createTestStore([walletSlice]);
    store.dispatch(balanceVisibilitySet(false));
    store.dispatch(balanceVisibilitySet(false));
    expect(selectBalanceVisible(store.getState())).toBe(false);
  });

  it('masks a hidden balance', () => {
    expect(visibleBalance('1,234.50', true)).toBe('1,234.50');
    expect(visibleBalance('1,234.50', false)).toBe(MASKED_BALANCE);
  });
});
