// A store with the api, the auth slice (logged in, the api client sending its token) and the
// member centre's slice: for the loyalty pages' tests and stories.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { createTestStore } from '@lotusplay/test-utils';
import { memberCentreSlice } from '../../../state/member-centre-slice';

/** A fresh store logged in as a member. */
export function createLoyaltyStore() {
  const store = createTestStore([api, authSlice, memberCentreSlice]);
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  store.dispatch(tokenSet({ token: 'loyalty-token', accountType: 0 }));
  return store;
}
