// A store with the api, the auth slice and the member centre's slice, a member session in it and
// the api client sending its token, as the app configures it: for the messages page's and the
// panel's tests and stories.
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { createTestStore } from '@lotusplay/test-utils';
import { memberCentreSlice } from '../../../state/member-centre-slice';

/** The token of the session the tests and stories log in with. */
export const MEMBER_TOKEN = 'member-centre-token';

/** A fresh store logged in as a member (account type 0). */
export function createMemberStore() {
  const store = createTestStore([api, authSlice, memberCentreSlice]);
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  store.dispatch(tokenSet({ token: MEMBER_TOKEN, accountType: 0 }));
  return store;
}
