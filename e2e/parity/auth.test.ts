// The auth handlers of @lotusplay/auth/testing and the real server give the same status, code,
// message and captcha flag to the same request sequences: login failures and the captcha brake,
// per-address limits, SMS codes, registration errors, reset by phone, sessions, forgot by e-mail,
// the forced password change, common passwords and the limit of wrong old passwords.
import { AuthLimits } from '@lotusplay/api-client';
import type { RegisterSetting, WhitelabelResponse } from '@lotusplay/api-client';
import { createAuthHandlers, DEMO_PASSWORD, DEMO_SMS_CODE } from '@lotusplay/auth/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runOnBoth, startParityServer } from './harness';
import type { Call, Clock, ParityServer, Side } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;
let brand: { registerSetting: RegisterSetting; flags: Record<string, boolean> };
let serial = 0;
/** A client address nobody used yet (documentation range). */
const nextAddress = () => `203.0.${113 + Math.floor(++serial / 250)}.${serial % 250}`;
/** A Philippine mobile number nobody registered yet. */
const nextMobile = () => `9185${String(++serial).padStart(6, '0')}`;
/** A username nobody registered yet (letters then digits, 6–16 characters). */
const nextUsername = () => `parity${String(++serial).padStart(4, '0')}`;

beforeAll(async () => {
  server = await startParityServer(clock);
  const read = async <T>(url: string) =>
    (await server.app.inject({ method: 'GET', url })).json<{ value: T }>().value;
  brand = {
    registerSetting: await read<RegisterSetting>('/wps/system/setting/register'),
    flags: (await read<WhitelabelResponse>('/wps/system/whitelabel')).flags,
  };
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  // Every sequence starts when the windows of the previous one have closed.
  clock.now += 24 * 3_600_000;
});

/** Runs a sequence on both sides and expects the same transcript. */
async function expectParity(sequence: (side: Side) => Promise<void>) {
  const { msw, server: real } = await runOnBoth({
    server,
    clock,
    // The handlers apply the server's own brand settings, as a story passes them to a form.
    handlers: () =>
      createAuthHandlers({
        registerSetting: brand.registerSetting,
        flags: brand.flags,
        now: () => clock.now,
      }),
    secrets: { smsCode: DEMO_SMS_CODE, captchaAnswer: 'ab12' },
    sequence,
  });
  expect(msw.length).toBeGreaterThan(0);
  expect(msw).toEqual(real);
}

const login = (address: string, body: Record<string, unknown>): Call => ({
  method: 'POST',
  path: '/wps/session/login',
  body: { type: 'username', ...body },
  encoding: 'encrypted',
  address,
});
const smsLogin = (address: string, mobile: string, code: string): Call =>
  login(address, { type: 'sms', username: mobile, password: code, countryDialingCode: '+63' });
const smsCode = (address: string, mobileNum: string, purpose: 'login' | 'forgot'): Call => ({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: { mobileNum, countryDialingCode: '+63', purpose },
  address,
  humanCheck: true,
});
const registerCode = (address: string, mobileNo: string, registerType = 'username'): Call => ({
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: { mobileNo, countryDialingCode: '+63', registerType },
  address,
  humanCheck: true,
});
const register = (address: string, body: Record<string, unknown>, byMobile = false): Call => ({
  method: 'PUT',
  path: byMobile ? '/wps/member/register/mobile' : '/wps/member/register',
  body: {
    password: 'Start2025',
    confirmPassword: 'Start2025',
    ageConfirmed: true,
    countryDialingCode: '+63',
    login: true,
    registerMethod: 'WEB',
    ...body,
  },
  encoding: 'encrypted',
  address,
  humanCheck: true,
});
/** A wrong six-digit code for `right`. */
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

describe('auth handlers and server agree', () => {
  it('on failed logins and the captcha brake of one account', async () => {
    await expectParity(async (side) => {
      const user = 'demo_agent';
      for (let i = 1; i <= AuthLimits.accountFailuresBeforeCaptcha; i += 1) {
        await side.call(
          `failure ${i}`,
          login(nextAddress(), { username: user, password: `Wrong${i}pass` }),
        );
      }
      await side.call(
        'right password, no captcha',
        login(nextAddress(), { username: user, password: DEMO_PASSWORD }),
      );
      await side.call(
        'wrong captcha answer',
        login(nextAddress(), {
          username: user,
          password: DEMO_PASSWORD,
          captchaKey: 'nope',
          captcha: 'XXXX',
        }),
      );
      side.advance(1_000);
      const first = await side.captcha(nextAddress());
      await side.call('right captcha, wrong password', {
        ...login(nextAddress(), { username: user, password: 'Wrong9pass', ...first }),
        humanCheck: true,
      });
      await side.call(
        'captcha used up',
        login(nextAddress(), { username: user, password: DEMO_PASSWORD, ...first }),
      );
      side.advance(1_000);
      const unchecked = await side.captcha(nextAddress());
      await side.call(
        'right captcha, no human check',
        login(nextAddress(), { username: user, password: DEMO_PASSWORD, ...unchecked }),
      );
      side.advance(1_000);
      const second = await side.captcha(nextAddress());
      await side.call('right captcha, right password', {
        ...login(nextAddress(), { username: user, password: DEMO_PASSWORD, ...second }),
        humanCheck: true,
      });
      await side.call(
        'brake reset',
        login(nextAddress(), { username: user, password: DEMO_PASSWORD }),
      );
      await side.call(
        'unknown account',
        login(nextAddress(), { username: nextUsername(), password: DEMO_PASSWORD }),
      );
      await side.call(
        'trial account',
        login(nextAddress(), { username: 'demo_trial', password: 'anything1' }),
      );
    });
  });

  it('on the captcha brake and the attempt limit of one address', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      for (let i = 1; i <= AuthLimits.addressFailuresBeforeCaptcha; i += 1) {
        await side.call(
          `ghost ${i}`,
          login(address, { username: `ghost${serial}x${i}`, password: 'Wrong1pass' }),
        );
      }
      await side.call(
        'brake from the address',
        login(address, { username: 'demo_player', password: DEMO_PASSWORD }),
      );
      await side.call(
        'elsewhere',
        login(nextAddress(), { username: 'demo_player', password: DEMO_PASSWORD }),
      );
      for (let i = 0; i < AuthLimits.loginAttemptsPerAddress; i += 1) {
        await side.call(`flood ${i}`, login(address, { username: `flood${i}`, password: 'x' }));
      }
      side.advance(AuthLimits.loginAttemptWindowMs + 1_000);
      await side.call(
        'window slid',
        login(address, { username: 'demo_player', password: DEMO_PASSWORD }),
      );
    });
  });

  it('on invalid login requests', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      await side.call('empty', login(address, { username: '  ', password: '' }));
      await side.call(
        'unknown type',
        login(address, { username: 'demo_player', password: DEMO_PASSWORD, type: 'admin' }),
      );
      await side.call('bad number', smsLogin(address, '12ab', '123456'));
      await side.call(
        'no dialing code',
        login(address, { type: 'sms', username: '9170000001', password: '123456' }),
      );
      await side.call('code never sent', smsLogin(address, '9170000001', '123456'));
      await side.call('member info with a made-up token', {
        method: 'GET',
        path: '/wps/member/info',
        address,
        token: 'tok-made-up',
      });
      await side.call('member info without a token', {
        method: 'GET',
        path: '/wps/member/info',
        address,
      });
    });
  });

  it('on SMS codes for login: intervals, back-off, single use, unknown numbers', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      await side.call('send', smsCode(address, '9170000002', 'login'));
      await side.call('again at once', smsCode(address, '9170000002', 'login'));
      side.advance(2_000);
      const code = await side.smsCode('+639170000002');
      await side.call('wrong code', smsLogin(address, '9170000002', wrongCode(code)));
      await side.call('right code', smsLogin(address, '9170000002', code));
      await side.call('replayed code', smsLogin(address, '9170000002', code));
      await side.call('unknown number', smsCode(address, nextMobile(), 'login'));
      await side.call('letters', smsCode(address, 'abcdefgh', 'login'));
      await side.call('unknown country', {
        ...smsCode(address, '9170000002', 'login'),
        body: { mobileNum: '9170000002', countryDialingCode: '+999', purpose: 'login' },
      });
      const busy = nextMobile();
      let last = '';
      for (let i = 1; i <= AuthLimits.smsMaxPerWindow + 1; i += 1) {
        side.advance(2_000);
        last = nextAddress();
        await side.call(`burst ${i}`, smsCode(last, busy, 'forgot'));
      }
      // Others spent the number's limits: its owner still gets a code, with a raised proof.
      await side.call('again with the raised proof', smsCode(last, busy, 'forgot'));
      await side.call('the same address at once', smsCode(last, busy, 'forgot'));
      side.advance(AuthLimits.smsBackOffMs);
      await side.call('after the back-off', smsCode(nextAddress(), busy, 'forgot'));
    });
  });

  it('on registration errors, in the server order', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const mobile = nextMobile();
      const username = nextUsername();
      await side.call('code for a registered number', registerCode(address, '9170000001'));
      await side.call('code for a new number', registerCode(address, mobile));
      side.advance(2_000);
      const code = await side.smsCode(`+63${mobile}`);
      const fields = { username, mobileNum: mobile, verificationCode: code };
      await side.call(
        'confirmation differs',
        register(address, { ...fields, confirmPassword: 'Other2025' }),
      );
      await side.call('username too short', register(address, { ...fields, username: 'ab1' }));
      await side.call('no code', register(address, { ...fields, verificationCode: '' }));
      await side.call(
        'unknown invitation code',
        register(address, { ...fields, affiliateCode: 'NOSUCHCODE' }),
      );
      await side.call('taken username', register(address, { ...fields, username: 'DEMO_player' }));
      await side.call('taken number', register(address, { ...fields, mobileNum: '9170000001' }));
      await side.call(
        'wrong code',
        register(address, { ...fields, verificationCode: wrongCode(code) }),
      );
      await side.call('registered', register(address, { ...fields, affiliateCode: 'demoagent' }));
      await side.call(
        'same code again',
        register(address, { ...fields, username: nextUsername() }),
      );
      await side.call(
        'same username again',
        register(address, { ...fields, mobileNum: nextMobile() }),
      );
      await side.call('number now taken', registerCode(address, mobile, 'mobile'));
      await side.call('logs in', login(nextAddress(), { username, password: 'Start2025' }));
    });
  });

  it('on reset by phone, then logins with the new and the old password', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const mobile = nextMobile();
      await side.call('register code', registerCode(address, mobile, 'mobile'));
      const registration = await side.smsCode(`+63${mobile}`);
      await side.call(
        'register by mobile',
        register(
          address,
          { username: '', mobileNum: mobile, verificationCode: registration },
          true,
        ),
      );
      side.advance(2_000);
      await side.call('forgot code', smsCode(address, mobile, 'forgot'));
      const code = await side.smsCode(`+63${mobile}`);
      const reset = (newPassword: string, verificationCode: string): Call => ({
        method: 'POST',
        path: '/wps/member/password/verification',
        body: { newPassword, mobileNum: mobile, countryDialingCode: '+63', verificationCode },
        encoding: 'encrypted',
        address,
        humanCheck: true,
      });
      await side.call('weak password', reset('weak', code));
      await side.call('wrong code', reset('Fresh2026', wrongCode(code)));
      await side.call('reset', reset('Fresh2026', code));
      await side.call('code used up', reset('Again2026', code));
      await side.call(
        'new password by number',
        login(nextAddress(), {
          username: mobile,
          password: 'Fresh2026',
          countryDialingCode: '+63',
        }),
      );
      await side.call(
        'old password',
        login(nextAddress(), { username: `m${mobile}`, password: 'Start2025' }),
      );
    });
  });

  it('on sessions: member info, change password, logout', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const mobile = nextMobile();
      await side.call('register code', registerCode(address, mobile, 'mobile'));
      const code = await side.smsCode(`+63${mobile}`);
      const registered = await side.call(
        'register',
        register(address, { username: '', mobileNum: mobile, verificationCode: code }, true),
      );
      const token = (registered.value as { token: string } | null)?.token ?? null;
      const change = (
        oldPassword: string,
        newPassword: string,
        confirmNewPassword = newPassword,
      ): Call => ({
        method: 'POST',
        path: '/wps/member/password',
        body: { oldPassword, newPassword, confirmNewPassword },
        encoding: 'encrypted',
        address,
        token,
      });
      await side.call('member info', { method: 'GET', path: '/wps/member/info', address, token });
      await side.call('weak new password', change('Start2025', 'weak'));
      await side.call('confirmation differs', change('Start2025', 'Better2026', 'Better2027'));
      await side.call('wrong old password', change('Wrong2025', 'Better2026'));
      await side.call('changed', change('Start2025', 'Better2026'));
      await side.call('logout', { method: 'DELETE', path: '/wps/session/logout', address, token });
      await side.call('member info after logout', {
        method: 'GET',
        path: '/wps/member/info',
        address,
        token,
      });
      await side.call('logout again', {
        method: 'DELETE',
        path: '/wps/session/logout',
        address,
        token,
      });
    });
  });

  it('on a forced password change: only the change and logout are answered', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const started = await side.call(
        'default password',
        login(address, { username: 'demo_default', password: 'abc123456' }),
      );
      const token = (started.value as { token: string } | null)?.token ?? null;
      const call = (method: Call['method'], path: string, body?: unknown): Call => ({
        method,
        path,
        body,
        address,
        token,
      });
      await side.call('member info', call('GET', '/wps/member/info'));
      await side.call('avatar', call('PUT', '/wps/member/info/icon', { avatarId: 1 }));
      await side.call('avatars', call('GET', '/wps/relay/MCSFE_getPlayerAvatar'));
      await side.call('unread count', call('GET', '/wps/relay/CSP_unreadCount'));
      await side.call('first-login action', call('POST', '/wps/relay/firstLogin'));
      const change = (oldPassword: string, newPassword: string): Call => ({
        ...call('POST', '/wps/member/password', {
          oldPassword,
          newPassword,
          confirmNewPassword: newPassword,
        }),
        encoding: 'encrypted',
      });
      await side.call('common new password', change('abc123456', 'Password1'));
      await side.call('wrong old password', change('Wrong2025', 'Better2026'));
      await side.call('logout', call('DELETE', '/wps/session/logout'));
      await side.call('member info after logout', call('GET', '/wps/member/info'));
    });
  });

  it('on common passwords and wrong old passwords: the session ends after the limit', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const mobile = nextMobile();
      await side.call('register code', registerCode(address, mobile, 'mobile'));
      const code = await side.smsCode(`+63${mobile}`);
      const fields = { username: '', mobileNum: mobile, verificationCode: code };
      await side.call(
        'common password',
        register(address, { ...fields, password: 'Qwerty123', confirmPassword: 'Qwerty123' }, true),
      );
      const registered = await side.call('register', register(address, fields, true));
      const token = (registered.value as { token: string } | null)?.token ?? null;
      const change = (oldPassword: string): Call => ({
        method: 'POST',
        path: '/wps/member/password',
        body: { oldPassword, newPassword: 'Better2026', confirmNewPassword: 'Better2026' },
        encoding: 'encrypted',
        address,
        token,
      });
      for (let i = 1; i <= AuthLimits.changePasswordGuessesPerSession; i += 1) {
        await side.call(`wrong old password ${i}`, change(`Guess${i}abc`));
      }
      await side.call('right old password, too late', change('Start2025'));
      await side.call('member info', { method: 'GET', path: '/wps/member/info', address, token });
    });
  });

  it('on forgot by e-mail and its per-account limit', async () => {
    await expectParity(async (side) => {
      const username = nextUsername();
      const forgot = (name: string): Call => ({
        method: 'POST',
        path: '/wps/member/password/email',
        body: { username: name, email: 'someone@example.com' },
        encoding: 'form',
        address: nextAddress(),
        humanCheck: true,
      });
      for (let i = 1; i <= AuthLimits.forgotEmailPerAccount; i += 1) {
        await side.call(`request ${i}`, forgot(i % 2 === 0 ? username.toUpperCase() : username));
      }
      const other = nextAddress();
      const forgotFrom = (address: string): Call => ({ ...forgot(username), address });
      await side.call('one too many, from another address', forgotFrom(other));
      await side.call('again from there, with the raised proof', forgotFrom(other));
      await side.call('another account', forgot(nextUsername()));
      side.advance(AuthLimits.forgotEmailWindowMs);
      await side.call('window slid', forgot(username));
    });
  });

  it('on free play and its per-address limit', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const freePlay = (body: Record<string, unknown>): Call => ({
        method: 'POST',
        path: '/wps/session/login/freeplay',
        body,
        address,
      });
      const valid = { os: 'Linux', platform: 'W', nonce: 'U2FsdGVkX1+abc', gatewayVersion: 3 };
      await side.call('other platform', freePlay({ ...valid, platform: 'X' }));
      for (let i = 1; i <= AuthLimits.freePlayPerAddressPerHour; i += 1) {
        await side.call(`trial ${i}`, freePlay(valid));
      }
      await side.call('one too many', freePlay(valid));
      side.advance(3_600_000);
      await side.call('an hour later', freePlay(valid));
    });
  });

  it('on forgot by e-mail and its per-address limit', async () => {
    await expectParity(async (side) => {
      const address = nextAddress();
      const forgot = (username: string, email: string): Call => ({
        method: 'POST',
        path: '/wps/member/password/email',
        body: { username, email },
        encoding: 'form',
        address,
        humanCheck: true,
      });
      for (let i = 1; i <= AuthLimits.forgotEmailPerAddress; i += 1) {
        await side.call(`request ${i}`, forgot(nextUsername(), 'someone@example.com'));
      }
      await side.call('one too many', forgot('demo_player', 'demo_player@lotusplay.example'));
      side.advance(AuthLimits.forgotEmailWindowMs);
      await side.call('window slid', forgot('demo_player', 'nobody@example.com'));
    });
  });
});
