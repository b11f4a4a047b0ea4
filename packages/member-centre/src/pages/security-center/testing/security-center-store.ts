// A store with the api and the auth slice, logged in as a member, the api client sending its
// token (as the app configures it): for the page's tests and stories.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { createTestStore } from '@lotusplay/test-utils';

/** A fresh store logged in as a member. */
export function createSecurityCenterStore() {
  const store = createTestStore([api, authSlice]);
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  store.dispatch(tokenSet({ token: 'security-center-token', accountType: 0 }));
  return store;
}
