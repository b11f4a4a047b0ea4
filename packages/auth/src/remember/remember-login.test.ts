import {
  forgetLogin,
  readRememberedLogin,
  REMEMBER_LOGIN_KEY,
  REMEMBER_LOGIN_TTL_MS,
  rememberLogin,
} from './remember-login';

describe('remember me', () => {
  const now = Date.UTC(2025, 0, 1);

  it('keeps the username, dialing code and sms number for 24 hours', () => {
    rememberLogin(
      { username: 'demo_player', countryDialingCode: '63', smsNumber: '9170000001' },
      now,
    );
    expect(REMEMBER_LOGIN_TTL_MS).toBe(86_400_000);
    expect(readRememberedLogin(now + REMEMBER_LOGIN_TTL_MS - 1)).toEqual({
      username: 'demo_player',
      countryDialingCode: '63',
      smsNumber: '9170000001',
    });
    expect(readRememberedLogin(now + REMEMBER_LOGIN_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(REMEMBER_LOGIN_KEY)).toBeNull();
  });

  it('never stores a password, even when one is passed in', () => {
    const withPassword = { username: 'u1', countryDialingCode: '84', password: 'Play2025' };
    rememberLogin(withPassword, now);
    const raw = window.localStorage.getItem(REMEMBER_LOGIN_KEY) ?? '';
    expect(raw).not.toContain('Play2025');
    expect(raw).not.toContain('password');
    expect(readRememberedLogin(now)).toEqual({ username: 'u1', countryDialingCode: '84' });
  });

  it('forgets on request and ignores garbage', () => {
    rememberLogin({ username: 'u1', countryDialingCode: '63' }, now);
    forgetLogin();
    expect(readRememberedLogin(now)).toBeNull();
    window.localStorage.setItem(REMEMBER_LOGIN_KEY, '{not json');
    expect(readRememberedLogin(now)).toBeNull();
    window.localStorage.setItem(REMEMBER_LOGIN_KEY, JSON.stringify({ username: 1 }));
    expect(readRememberedLogin(now)).toBeNull();
  });
});
