import { shouldRedirectToLogin } from './redirect-rule';

describe('shouldRedirectToLogin', () => {
  it.each(['/', '/home', '/lottery', '/rng', '/noticePage', '/help', '/game', '/unknown'])(
    'sends a visitor without a token from %s to /login when the brand option is on',
    (path) => {
      expect(shouldRedirectToLogin(path, false, true)).toBe(true);
    },
  );

  it.each([
    '/login',
    '/register',
    '/register.html',
    '/helpmc',
    '/download',
    '/download/',
    '/down',
    '/down/',
    '/login/',
  ])('exempts %s', (path) => {
    expect(shouldRedirectToLogin(path, false, true)).toBe(false);
  });

  it('never redirects with a token or when the brand option is off', () => {
    expect(shouldRedirectToLogin('/lottery', true, true)).toBe(false);
    expect(shouldRedirectToLogin('/lottery', false, false)).toBe(false);
  });

  it('matches exempt paths exactly, not by prefix', () => {
    expect(shouldRedirectToLogin('/login-help', false, true)).toBe(true);
    expect(shouldRedirectToLogin('/helpmcx', false, true)).toBe(true);
    expect(shouldRedirectToLogin('/downloads', false, true)).toBe(true);
    expect(shouldRedirectToLogin('/down/app', false, true)).toBe(true);
  });
});
