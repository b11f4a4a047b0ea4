import { api, AuthErrorCodes, AuthMessages, configureApiClient } from '@lotusplay/api-client';
import { errorEnvelope } from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { delay, http } from 'msw';
import { authApi } from '../api/auth-api';
import { authSlice, selectAuthModal, selectLoginNotice, tokenSet } from '../state/auth-slice';
import { createAuthHandlers, DEMO_SESSION_TOKEN } from '../testing';
import { isUnauthorizedRejection, sessionExpiryMiddleware } from './session-expiry';
import { getSessionToken } from './session-storage';
import { logIn } from './login-thunks';
import { logOut } from './session-thunks';

const server = setupMswServer(() => createAuthHandlers());

// A call of some other feature: the middleware must not care which endpoint answered 401.
const featureApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTestBalance: build.query<{ sumBalance: number }, number | void>({
      query: () => '/wps/v2/wallets/balance',
    }),
  }),
});

const notLoggedIn = () => errorEnvelope('UNAUTHORIZED', 'You are not logged in, please login', 401);

/** The app's store shape: api + auth, the api middleware, then the session-expiry middleware. */
function createStore() {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  configureApiClient({ getToken: getSessionToken, getLanguage: () => 'EN' });
  const store = configureStore({
    reducer: combineSlices(api, authSlice),
    middleware: (getDefault) =>
      getDefault().prepend(recorder).concat(api.middleware, sessionExpiryMiddleware),
  });
  const count = (type: string) => seen.filter((action) => action.type === type).length;
  return { store, count };
}

function storeSession(token = DEMO_SESSION_TOKEN) {
  window.sessionStorage.setItem('merchant', 'LOTUS');
  window.sessionStorage.setItem('merchantCode', 'lotusdemo');
  window.sessionStorage.setItem('token', token);
  window.sessionStorage.setItem('nickname', 'Lucky Lotus');
  window.sessionStorage.setItem('isAgent', '0');
}

const storage = () => Object.fromEntries(Object.entries(window.sessionStorage));

beforeEach(() => window.sessionStorage.clear());

describe('sessionExpiryMiddleware', () => {
  it('ends the session of a 401 from any endpoint as logout does and opens the login popup', async () => {
    storeSession();
    const { store } = createStore();
    await store.dispatch(authApi.endpoints.getMemberInfo.initiate());
    expect(authApi.endpoints.getMemberInfo.select()(store.getState()).isSuccess).toBe(true);

    server.use(http.get('*/wps/v2/wallets/balance', notLoggedIn));
    await store.dispatch(featureApi.endpoints.getTestBalance.initiate());

    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.member).toBeNull();
    // Storage cleared, merchant kept, api cache reset.
    expect(storage()).toEqual({ merchant: 'LOTUS', merchantCode: 'lotusdemo' });
    expect(authApi.endpoints.getMemberInfo.select()(store.getState()).isUninitialized).toBe(true);
    expect(selectAuthModal(store.getState())).toEqual({
      name: 'loginPopup',
      notice: 'auth:notLoggedIn',
    });
    expect(selectLoginNotice(store.getState())).toBe('auth:notLoggedIn');
  });

  it('opens one popup for several calls answered 401 at once', async () => {
    storeSession();
    const { store, count } = createStore();
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        await delay(10);
        return notLoggedIn();
      }),
      http.get('*/wps/member/info', notLoggedIn),
    );
    await Promise.all([
      store.dispatch(featureApi.endpoints.getTestBalance.initiate(1)),
      store.dispatch(featureApi.endpoints.getTestBalance.initiate(2)),
      store.dispatch(featureApi.endpoints.getTestBalance.initiate(3)),
      store.dispatch(authApi.endpoints.getMemberInfo.initiate()),
    ]);
    expect(count(authSlice.actions.loggedOut.type)).toBe(1);
    expect(count(authSlice.actions.authModalOpened.type)).toBe(1);
    expect(selectLoginNotice(store.getState())).toBe('auth:notLoggedIn');
  });

  it('keeps the session on other failures', async () => {
    storeSession();
    const { store } = createStore();
    for (const [code, status] of [
      ['FORBIDDEN', 403],
      ['INTERNAL_ERROR', 500],
    ] as const) {
      server.use(http.get('*/wps/v2/wallets/balance', () => errorEnvelope(code, 'no', status)));
      await store.dispatch(featureApi.endpoints.getTestBalance.initiate(status));
    }
    expect(store.getState().auth.token).toBe(DEMO_SESSION_TOKEN);
    expect(selectAuthModal(store.getState())).toBeNull();
  });

  it('ignores a 401 while no session is held (a visitor)', async () => {
    const { store, count } = createStore();
    server.use(http.get('*/wps/v2/wallets/balance', notLoggedIn));
    await store.dispatch(featureApi.endpoints.getTestBalance.initiate());
    expect(selectAuthModal(store.getState())).toBeNull();
    expect(count(authSlice.actions.loggedOut.type)).toBe(0);
  });

  it('ignores a late 401 of a call sent with an older token', async () => {
    storeSession('tok-old');
    const { store } = createStore();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        await answered;
        return notLoggedIn();
      }),
    );
    const pending = store.dispatch(featureApi.endpoints.getTestBalance.initiate());
    await delay(10);
    // Meanwhile the visitor logged in again.
    window.sessionStorage.setItem('token', 'tok-new');
    store.dispatch(tokenSet({ token: 'tok-new' }));
    answer();
    await pending;
    expect(store.getState().auth.token).toBe('tok-new');
    expect(selectAuthModal(store.getState())).toBeNull();
  });

  it('leaves a failed login (401 LOGIN_FAILED) to the login form', async () => {
    storeSession();
    const { store } = createStore();
    await expect(
      store.dispatch(logIn({ type: 'username', username: 'demo_player', password: 'wrong' })),
    ).rejects.toMatchObject({ status: 401, code: 'LOGIN_FAILED' });
    expect(store.getState().auth.token).toBe(DEMO_SESSION_TOKEN);
    expect(selectAuthModal(store.getState())).toBeNull();
  });

  it("leaves logout's own 401 to the logout flow: logged out, no popup", async () => {
    storeSession();
    const { store, count } = createStore();
    server.use(http.delete('*/wps/session/logout', notLoggedIn));
    await store.dispatch(logOut());
    expect(store.getState().auth.token).toBeNull();
    expect(count(authSlice.actions.authModalOpened.type)).toBe(0);
    expect(selectAuthModal(store.getState())).toBeNull();
    expect(storage()).toEqual({ merchant: 'LOTUS', merchantCode: 'lotusdemo' });
  });

  it('opens the forced-change modal once for calls answered 403 PASSWORD_CHANGE_REQUIRED', async () => {
    storeSession();
    const { store, count } = createStore();
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        errorEnvelope(
          AuthErrorCodes.PasswordChangeRequired,
          AuthMessages.passwordChangeRequired,
          403,
        ),
      ),
    );
    await Promise.all([
      store.dispatch(featureApi.endpoints.getTestBalance.initiate(1)),
      store.dispatch(featureApi.endpoints.getTestBalance.initiate(2)),
    ]);
    // The session stays; the change is now forced, in the slice and in `cpw`.
    expect(store.getState().auth.token).toBe(DEMO_SESSION_TOKEN);
    expect(store.getState().auth.mustChangePassword).toBe(true);
    expect(window.sessionStorage.getItem('cpw')).toBe('firstLogin');
    expect(selectAuthModal(store.getState())).toEqual({ name: 'forcedChange' });
    expect(count('auth/authModalOpened')).toBe(1);
  });
});

describe('isUnauthorizedRejection', () => {
  const rejected = (payload: unknown, type = 'api/executeQuery/rejected') => ({
    type,
    payload,
    meta: { rejectedWithValue: true, requestStatus: 'rejected', requestId: 'r', aborted: false },
    error: { message: 'Rejected' },
  });

  it('matches a rejected api call answered 401 UNAUTHORIZED only', () => {
    expect(isUnauthorizedRejection(rejected({ status: 401, code: 'UNAUTHORIZED' }))).toBe(true);
    expect(isUnauthorizedRejection(rejected({ status: 401, code: 'LOGIN_FAILED' }))).toBe(false);
    expect(isUnauthorizedRejection(rejected({ status: 403, code: 'FORBIDDEN' }))).toBe(false);
    expect(
      isUnauthorizedRejection(rejected({ status: 401, code: 'UNAUTHORIZED' }, 'other/x/rejected')),
    ).toBe(false);
    expect(isUnauthorizedRejection({ type: 'api/executeQuery/fulfilled', payload: {} })).toBe(
      false,
    );
    expect(isUnauthorizedRejection(null)).toBe(false);
  });
});
