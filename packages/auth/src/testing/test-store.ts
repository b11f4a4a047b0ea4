// Package-internal (not in the ./testing entry, which must not depend on the private test tooling):
// a store with the api and the auth slice, and the api client reading the token from session
// storage as the app configures it.
import { api, configureApiClient } from '@lotusplay/api-client';
import type { SmsPurpose } from '@lotusplay/api-client';
import { createTestStore } from '@lotusplay/test-utils';
import { authApi } from '../api/auth-api';
import { getSessionToken } from '../session/session-storage';
import { authSlice } from '../state/auth-slice';

/** A fresh store with the api and the auth slice; the client sends the stored token. */
export function createAuthStore() {
  configureApiClient({ getToken: getSessionToken, getLanguage: () => 'EN' });
  return createTestStore([api, authSlice]);
}

/** Asks the handlers for an SMS code for the demo player's number (+63 9170000001). */
export function sendDemoSmsCode(store: ReturnType<typeof createAuthStore>, purpose: SmsPurpose) {
  return store
    .dispatch(
      authApi.endpoints.requestSmsCode.initiate({
        mobileNum: '9170000001',
        countryDialingCode: '+63',
        purpose,
      }),
    )
    .unwrap();
}
