// The redirect rule of SPEC.md §2.

/** Paths a visitor without a token may open even when the brand sends everyone else to /login. */
export const LOGIN_EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/**
 * SPEC.md §2: when the brand option is on, any route other than /login, /register,
 * /register.html, /helpmc or /download without a session token redirects to /login.
 * A trailing slash is ignored ("/login/" is "/login").
 */
export function shouldRedirectToLogin(
  pathname: string,
  hasToken: boolean,
  brandOptionOn: boolean,
): boolean {
  if (!brandOptionOn || hasToken) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return !LOGIN_EXEMPT_PATHS.includes(path);
}
