import { decryptPayload } from '@lotusplay/api-client/crypto';
import { errorEnvelope } from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { http } from 'msw';
import { authApi } from '../api/auth-api';
import {
  selectIsLoggedIn,
  selectIsTrial,
  selectMemberInfo,
  selectForcedChangeReason,
  selectMustChangePassword,
  selectNickname,
  selectOpenAuthModal,
  selectUnclaimedPromoCount,
  selectUnreadMessageCount,
} from '../state/auth-slice';
import { createAuthStore, sendDemoSmsCode } from '../testing/test-store';
import { buildLoginResponse, createAuthHandlers } from '../testing';
import { detectOs, logIn, resetPasswordByPhoneAndLogIn, startFreePlay } from './login-thunks';
import {
  loadMemberInfoIfLoggedIn,
  logOut,
  passwordChanged,
  sessionStarted,
} from './session-thunks';

const server = setupMswServer(() => createAuthHandlers());

const storage = () => Object.fromEntries(Object.entries(window.sessionStorage));

describe('session thunks', () => {
  it('sessionStarted stores every SPEC §3 key and keeps the merchant', () => {
    window.sessionStorage.setItem('merchant', 'Lotus');
    window.sessionStorage.setItem('merchantCode', 'lotusdemo');
    const store = createAuthStore();
    store.dispatch(sessionStarted(buildLoginResponse({ mustChangePassword: true })));
    expect(storage()).toEqual({
      merchant: 'Lotus',
      merchantCode: 'lotusdemo',
      token: 'tok-demo-player',
      cpw: 'defaultPassword',
      nickname: 'Lucky Lotus',
      account: 'demo_player',
      username: 'demo_player',
      customerId: 'C-1001',
      isAgent: '0',
      toUpline: 'false',
      memberLabel: '[{"labelName":"VIP"}]',
      memberLabelColor: '#d4a017',
    });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectMustChangePassword(store.getState())).toBe(true);
    expect(selectNickname(store.getState())).toBe('Lucky Lotus');
    expect(selectUnreadMessageCount(store.getState())).toBe(3);
    expect(selectUnclaimedPromoCount(store.getState())).toBe(2);
  });

  it('keeps why the change is forced, from the server or else from the flags', () => {
    const store = createAuthStore();
    const reasonAfter = (flags: { passwordExpired?: boolean; firstTimeLogin?: boolean }) => {
      store.dispatch(sessionStarted(buildLoginResponse({ mustChangePassword: true, ...flags })));
      return [selectForcedChangeReason(store.getState()), window.sessionStorage.getItem('cpw')];
    };
    expect(reasonAfter({ passwordExpired: true, firstTimeLogin: true })).toEqual([
      'expired',
      'expired',
    ]);
    expect(reasonAfter({ firstTimeLogin: true })).toEqual(['firstLogin', 'firstLogin']);
    expect(reasonAfter({})).toEqual(['defaultPassword', 'defaultPassword']);
    // The server's own reason wins over the flags.
    store.dispatch(
      sessionStarted(
        buildLoginResponse({
          mustChangePassword: true,
          firstTimeLogin: true,
          forcedChangeReason: 'defaultPassword',
        }),
      ),
    );
    expect(selectForcedChangeReason(store.getState())).toBe('defaultPassword');
    store.dispatch(passwordChanged());
    expect(selectForcedChangeReason(store.getState())).toBeNull();
  });

  it('never forces a change after an sms login; passwordChanged clears cpw', () => {
    const store = createAuthStore();
    store.dispatch(sessionStarted(buildLoginResponse({ mustChangePassword: true }), 'sms'));
    expect(window.sessionStorage.getItem('cpw')).toBeNull();
    expect(selectMustChangePassword(store.getState())).toBe(false);
    store.dispatch(sessionStarted(buildLoginResponse({ mustChangePassword: true })));
    store.dispatch(passwordChanged());
    expect(window.sessionStorage.getItem('cpw')).toBeNull();
    expect(selectMustChangePassword(store.getState())).toBe(false);
  });

  it('logIn loads the member and closes the modals; a forced change opens forcedChange instead', async () => {
    const store = createAuthStore();
    const request = { username: 'demo_player', password: 'Play2025', type: 'username' as const };
    await expect(store.dispatch(logIn(request))).resolves.toBe('loggedIn');
    expect(selectMemberInfo(store.getState())?.account).toBe('demo_player');
    expect(selectOpenAuthModal(store.getState())).toBeNull();

    server.use(
      ...createAuthHandlers({
        login: buildLoginResponse({ mustChangePassword: true, firstTimeLogin: true }),
      }),
    );
    const first = vi.fn();
    server.events.on('request:start', ({ request: r }) => {
      if (r.url.endsWith('/wps/relay/firstLogin')) first();
    });
    await expect(store.dispatch(logIn(request))).resolves.toBe('mustChangePassword');
    expect(selectOpenAuthModal(store.getState())).toBe('forcedChange');
    // The reason is kept, so the modal explains the right thing even after a reload.
    expect(window.sessionStorage.getItem('cpw')).toBe('firstLogin');
    expect(selectForcedChangeReason(store.getState())).toBe('firstLogin');
    // The first-login action waits for the change: the server refuses it until then.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('logIn rejects with the ApiError and leaves the session alone', async () => {
    const store = createAuthStore();
    const error = await store
      .dispatch(logIn({ username: 'demo_player', password: 'wrong', type: 'username' }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'LOGIN_FAILED',
      message: 'Incorrect username or password',
    });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('logOut calls the server, clears storage but the merchant, and resets the api cache', async () => {
    const calls = vi.fn();
    server.events.on('request:start', ({ request }) =>
      calls(`${request.method} ${new URL(request.url).pathname}`),
    );
    window.sessionStorage.setItem('merchant', 'Lotus');
    window.sessionStorage.setItem('merchantCode', 'lotusdemo');
    const store = createAuthStore();
    store.dispatch(sessionStarted(buildLoginResponse()));
    await store.dispatch(authApi.endpoints.getCaptcha.initiate(undefined, { subscribe: false }));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    await store.dispatch(logOut());
    expect(calls).toHaveBeenCalledWith('DELETE /wps/session/logout');
    expect(storage()).toEqual({ merchant: 'Lotus', merchantCode: 'lotusdemo' });
    expect(store.getState().api.queries).toEqual({});
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    server.events.removeAllListeners();
  });

  it('logOut ends the local session even when the server call fails', async () => {
    server.use(
      http.delete('*/wps/session/logout', () => errorEnvelope('INTERNAL_ERROR', 'boom', 500)),
    );
    const store = createAuthStore();
    store.dispatch(sessionStarted(buildLoginResponse()));
    await store.dispatch(logOut());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('loadMemberInfoIfLoggedIn asks nothing without a token', async () => {
    const calls = vi.fn();
    server.events.on('request:start', calls);
    const store = createAuthStore();
    await expect(store.dispatch(loadMemberInfoIfLoggedIn())).resolves.toBeNull();
    expect(calls).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('loadMemberInfoIfLoggedIn fills the member and its storage keys; a 401 ends the session', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    window.sessionStorage.setItem('merchantCode', 'lotusdemo');
    const store = createAuthStore();
    const member = await store.dispatch(loadMemberInfoIfLoggedIn());
    expect(member?.nickname).toBe('Lucky Lotus');
    expect(window.sessionStorage.getItem('nickname')).toBe('Lucky Lotus');
    expect(selectNickname(store.getState())).toBe('Lucky Lotus');

    server.use(
      http.get('*/wps/member/info', () => errorEnvelope('UNAUTHORIZED', 'Please log in', 401)),
    );
    await expect(store.dispatch(loadMemberInfoIfLoggedIn())).resolves.toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage()).toEqual({ merchantCode: 'lotusdemo' });
  });

  it('a failure other than 401 keeps the session', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    server.use(http.get('*/wps/member/info', () => errorEnvelope('INTERNAL_ERROR', 'boom', 500)));
    const store = createAuthStore();
    await expect(store.dispatch(loadMemberInfoIfLoggedIn())).resolves.toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('startFreePlay logs in a trial account, loads it, removes cpw and closes the modals', async () => {
    let sent: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/freeplay'))
        void request
          .clone()
          .json()
          .then((b) => (sent = b));
    });
    server.use(
      ...createAuthHandlers({
        freePlay: buildLoginResponse({
          token: 'tok-trial',
          mustChangePassword: true,
          member: { isAgent: 4, type: 4 },
        }),
        member: buildLoginResponse({ member: { isAgent: 4, type: 4, nickname: 'Guest' } }).member,
      }),
    );
    const store = createAuthStore();
    await store.dispatch(startFreePlay());
    expect(selectIsTrial(store.getState())).toBe(true);
    expect(selectNickname(store.getState())).toBe('Guest');
    expect(window.sessionStorage.getItem('cpw')).toBeNull();
    expect(selectMustChangePassword(store.getState())).toBe(false);
    expect(sent).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    const nonce = (sent as { nonce: string }).nonce;
    expect(decryptPayload<string>(nonce)).toMatch(/^[0-9a-f]{32}$/);
    server.events.removeAllListeners();
  });

  it('resetPasswordByPhoneAndLogIn sets the password, then logs in with the mobile number', async () => {
    let loginBody: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/wps/session/login')) {
        void request
          .clone()
          .json()
          .then((b: { data: string }) => (loginBody = decryptPayload(b.data)));
      }
    });
    const store = createAuthStore();
    await sendDemoSmsCode(store, 'forgot');
    await expect(
      store.dispatch(
        resetPasswordByPhoneAndLogIn({
          newPassword: 'Play2025',
          mobileNum: '9170000001',
          countryDialingCode: '+63',
          verificationCode: '123456',
        }),
      ),
    ).resolves.toBe('loggedIn');
    expect(loginBody).toMatchObject({
      username: '9170000001',
      password: 'Play2025',
      countryDialingCode: '+63',
    });
    const bad = await store
      .dispatch(
        resetPasswordByPhoneAndLogIn({
          newPassword: 'Play2025',
          mobileNum: '9170000001',
          countryDialingCode: '+63',
          verificationCode: '000000',
        }),
      )
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 'SMS_CODE_INVALID' });
    server.events.removeAllListeners();
  });

  it('detectOs names the common systems', () => {
    expect(detectOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('Android');
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('iOS');
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(detectOs('curl/8')).toBe('Unknown');
  });
});
