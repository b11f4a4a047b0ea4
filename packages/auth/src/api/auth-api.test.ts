import { api, AuthLimits } from '@lotusplay/api-client';
import type { LoginRequest } from '@lotusplay/api-client';
import { decryptPayload } from '@lotusplay/api-client/crypto';
import { setupMswServer } from '@lotusplay/test-utils';
import { serverHumanCheck, setHumanCheckAdapter } from '../human-check/human-check';
import type { HumanCheckAction, HumanCheckContext } from '../human-check/human-check';
import { createAuthStore, sendDemoSmsCode } from '../testing/test-store';
import { createAuthHandlers, DEMO_FIREBASE_ID_TOKEN, DEMO_SMS_CODE } from '../testing';
import { authApi } from './auth-api';

const server = setupMswServer(() => createAuthHandlers());

/** Records every request body (raw text) and method by path while letting the handlers answer. */
function recordRequests() {
  const seen: {
    method: string;
    path: string;
    body: string;
    auth: string | null;
    type: string | null;
  }[] = [];
  server.events.on('request:start', ({ request }) => {
    // The human check's challenge calls are not what these tests count.
    if (new URL(request.url).pathname === '/wps/verification/human-check') return;
    const clone = request.clone();
    void clone.text().then((body) =>
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body,
        auth: request.headers.get('authorization'),
        type: request.headers.get('content-type'),
      }),
    );
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  setHumanCheckAdapter();
});

const login: LoginRequest = { username: 'demo_player', password: 'Play2025', type: 'username' };

describe('authApi', () => {
  it('sends login encrypted and returns the login response', async () => {
    const seen = recordRequests();
    const store = createAuthStore();
    const response = await store.dispatch(authApi.endpoints.login.initiate(login)).unwrap();
    expect(response.token).toBe('tok-demo-player');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const sent = JSON.parse(seen[0]!.body) as { data: string };
    expect(Object.keys(sent)).toEqual(['data']);
    expect(decryptPayload(sent.data)).toEqual(login);
  });

  it('answers LOGIN_FAILED, asks for the captcha after the contract failures, then refuses without it', async () => {
    const store = createAuthStore();
    const wrong = { ...login, password: 'nope' };
    const errors = [];
    for (let i = 0; i <= AuthLimits.accountFailuresBeforeCaptcha; i += 1) {
      errors.push(
        await store
          .dispatch(authApi.endpoints.login.initiate(wrong))
          .unwrap()
          .catch((e: unknown) => e),
      );
    }
    const last = AuthLimits.accountFailuresBeforeCaptcha - 1;
    expect(errors[0]).toMatchObject({ status: 401, code: 'LOGIN_FAILED', captcha: last === 0 });
    expect(errors[last]).toMatchObject({ status: 401, code: 'LOGIN_FAILED', captcha: true });
    expect(errors[last + 1]).toMatchObject({
      status: 400,
      code: 'CAPTCHA_INVALID',
      captcha: true,
    });
  });

  it('merges the solved human check into a login with the captcha and SMS requests, not into other logins', async () => {
    const seen = recordRequests();
    const verify = vi.fn((action: HumanCheckAction, context: HumanCheckContext) =>
      serverHumanCheck.verify(action, context),
    );
    setHumanCheckAdapter({ verify });
    const store = createAuthStore();
    await store.dispatch(authApi.endpoints.login.initiate(login)).unwrap();
    await sendDemoSmsCode(store, 'login');
    await store
      .dispatch(
        authApi.endpoints.login.initiate({
          username: '9170000001',
          password: DEMO_SMS_CODE,
          countryDialingCode: '+63',
          type: 'sms',
        }),
      )
      .unwrap();
    // Firebase ran its own reCAPTCHA before the code was sent.
    await store
      .dispatch(
        authApi.endpoints.login.initiate({
          username: '9170000001',
          password: '',
          firebaseIdToken: DEMO_FIREBASE_ID_TOKEN,
          countryDialingCode: '+63',
          type: 'firebase',
        }),
      )
      .unwrap();
    // A first login without the captcha needs no check; the SMS request does.
    expect(verify.mock.calls.map(([action]) => action)).toEqual(['sms']);
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    const [first, , third] = seen.map((r) => JSON.parse(r.body) as { data?: string });
    expect(decryptPayload(first!.data!)).not.toHaveProperty('humanCheckToken');
    expect(JSON.parse(seen[1]!.body)).toMatchObject({
      humanCheckProvider: 'altcha',
      humanCheckToken: expect.any(String) as string,
    });
    expect(decryptPayload(third!.data!)).not.toHaveProperty('humanCheckToken');
    // With the captcha (after failures) the login runs the check too.
    const withCaptcha = await store
      .dispatch(
        authApi.endpoints.login.initiate({ ...login, captcha: 'ab12', captchaKey: 'some-key' }),
      )
      .unwrap()
      .catch((e: unknown) => e);
    expect(verify.mock.calls.map(([action]) => action)).toEqual(['sms', 'login']);
    expect(withCaptcha).toMatchObject({ token: expect.any(String) as string });
  });

  it('does not send the request when the human check fails', async () => {
    const seen = recordRequests();
    setHumanCheckAdapter({ verify: () => Promise.reject(new Error('closed')) });
    const store = createAuthStore();
    const error = await store
      .dispatch(
        authApi.endpoints.requestSmsCode.initiate({
          mobileNum: '9170000001',
          countryDialingCode: '+63',
          purpose: 'login',
        }),
      )
      .unwrap()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'HUMAN_CHECK_FAILED' });
    expect(seen).toHaveLength(0);
  });

  it('registers with PUT (encrypted), by username and by mobile', async () => {
    const seen = recordRequests();
    const store = createAuthStore();
    const body = {
      username: 'newbie1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      ageConfirmed: true,
      mobileNum: '9175550001',
      countryDialingCode: '+63',
      verificationCode: DEMO_SMS_CODE,
      login: true as const,
      registerMethod: 'WEB' as const,
    };
    const registerCode = (mobileNo: string, registerType: 'username' | 'mobile') =>
      store
        .dispatch(
          authApi.endpoints.requestRegisterSmsCode.initiate({
            mobileNo,
            countryDialingCode: '+63',
            registerType,
          }),
        )
        .unwrap();
    await registerCode(body.mobileNum, 'username');
    await store.dispatch(authApi.endpoints.register.initiate(body)).unwrap();
    await registerCode('9175550002', 'mobile');
    await store
      .dispatch(
        authApi.endpoints.registerByMobile.initiate({
          ...body,
          username: '',
          mobileNum: '9175550002',
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /wps/verification/sms/register',
      'PUT /wps/member/register',
      'POST /wps/verification/sms/register',
      'PUT /wps/member/register/mobile',
    ]);
    expect(decryptPayload((JSON.parse(seen[1]!.body) as { data: string }).data)).toEqual({
      ...body,
      humanCheckProvider: 'altcha',
      humanCheckToken: expect.any(String) as string,
    });
  });

  it('sends forgot-by-email form-encoded and logout as DELETE with the token', async () => {
    const seen = recordRequests();
    const store = createAuthStore();
    await store
      .dispatch(
        authApi.endpoints.forgotPasswordByEmail.initiate({
          username: 'demo_player',
          email: 'a@b.co',
        }),
      )
      .unwrap();
    window.sessionStorage.setItem('token', 'tok-demo-player');
    await store.dispatch(authApi.endpoints.logout.initiate()).unwrap();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/wps/member/password/email' });
    expect(seen[0]!.body).toMatch(
      /^username=demo_player&email=a%40b\.co&humanCheckProvider=altcha&humanCheckToken=[\w%]+$/,
    );
    expect(seen[0]!.type).toContain('application/x-www-form-urlencoded');
    expect(seen[1]).toMatchObject({
      method: 'DELETE',
      path: '/wps/session/logout',
      auth: 'Bearer tok-demo-player',
    });
  });

  it('encrypts change password and reset by phone', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    const store = createAuthStore();
    await sendDemoSmsCode(store, 'forgot');
    const seen = recordRequests();
    await store
      .dispatch(
        authApi.endpoints.changePassword.initiate({
          oldPassword: 'Play2025',
          newPassword: 'New2025a',
          confirmNewPassword: 'New2025a',
        }),
      )
      .unwrap();
    await store
      .dispatch(
        authApi.endpoints.resetPasswordByPhone.initiate({
          newPassword: 'New2025b',
          mobileNum: '9170000001',
          countryDialingCode: '+63',
          verificationCode: DEMO_SMS_CODE,
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    for (const request of seen)
      expect(Object.keys(JSON.parse(request.body) as object)).toEqual(['data']);
    const wrongOld = await store
      .dispatch(
        authApi.endpoints.changePassword.initiate({
          oldPassword: 'New2025a',
          newPassword: 'Other2025',
          confirmNewPassword: 'Other2025',
        }),
      )
      .unwrap()
      .catch((e: unknown) => e);
    // The reset by phone ended every session of the account, as the server does.
    expect(wrongOld).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refetches member info and unread count after a login (tag invalidation)', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    const store = createAuthStore();
    const seen = recordRequests();
    const member = store.dispatch(authApi.endpoints.getMemberInfo.initiate());
    const unread = store.dispatch(authApi.endpoints.getUnreadCount.initiate());
    await member;
    await unread;
    await store.dispatch(authApi.endpoints.login.initiate(login)).unwrap();
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.path === '/wps/member/info')).toHaveLength(2),
    );
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.path === '/wps/relay/CSP_unreadCount')).toHaveLength(2),
    );
    member.unsubscribe();
    unread.unsubscribe();
  });

  it('answers the remaining calls through their paths', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    const store = createAuthStore();
    const captcha = await store.dispatch(authApi.endpoints.getCaptcha.initiate()).unwrap();
    expect(captcha.captchaKey).toBe('captcha-key-1');
    const affiliate = await store
      .dispatch(authApi.endpoints.checkAffiliate.initiate({ code: 'nope', domain: 'x.test' }))
      .unwrap();
    expect(affiliate.success).toBe(false);
    const avatar = await store.dispatch(authApi.endpoints.getPlayerAvatar.initiate()).unwrap();
    expect(avatar.options).toHaveLength(3);
    await expect(
      store.dispatch(authApi.endpoints.setAvatar.initiate({ avatarId: 2 })).unwrap(),
    ).resolves.toBeNull();
    await expect(
      store.dispatch(authApi.endpoints.firstLogin.initiate()).unwrap(),
    ).resolves.toBeNull();
    const sms = await store
      .dispatch(
        authApi.endpoints.requestRegisterSmsCode.initiate({
          mobileNo: '9175550003',
          countryDialingCode: '+63',
          registerType: 'mobile',
        }),
      )
      .unwrap();
    expect(sms.expiredMinutes).toBe(1);
    store.dispatch(api.util.resetApiState());
  });
});
