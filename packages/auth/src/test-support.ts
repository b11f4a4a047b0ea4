// Shared by this package's tests only (never exported): a store with the api and the auth slice,
// and the api client reading the token from session storage as the app configures it.
import { api, configureApiClient } from '@lotusplay/api-client';
import { createTestStore } from '@lotusplay/test-utils';
import { getSessionToken } from './session/session-storage';
import { authSlice } from './state/auth-slice';

/** A fresh store with the api and the auth slice; the client sends the stored token. */
export function createAuthStore() {
  configureApiClient({ getToken: getSessionToken, getLanguage: () => 'EN' });
  return createTestStore([api, authSlice]);
}
