// Package-internal (not in the ./testing entry): a store with the api and the auth slice, a member
// (or trial) session in it, and the api client sending its token, as the app configures it.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { createTestStore } from '@lotusplay/test-utils';

/** The token of the session the wallet tests and stories log in with. */
export const MEMBER_TOKEN = 'wallet-member-token';
/** The token of a trial session. */
export const TRIAL_TOKEN = 'wallet-trial-token';

/** A fresh store logged in as a member (account type 0) or a trial account (4). */
export function createWalletStore(as: 'member' | 'trial' = 'member') {
  const store = createTestStore([api, authSlice]);
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  store.dispatch(
    tokenSet(
      as === 'member'
        ? { token: MEMBER_TOKEN, accountType: 0 }
        : { token: TRIAL_TOKEN, accountType: 4 },
    ),
  );
  return store;
}
