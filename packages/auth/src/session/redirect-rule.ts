// The redirect rule of SPEC.md §2.

/**
 * Paths a visitor without a token may open even when the brand sends everyone else to /login:
 * SPEC.md's list, where the app download is named /download, plus /down, the app's own
 * download route (SPEC.md §2's route table), so the download page stays open to visitors too.
 */
export const LOGIN_EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/down',
];

/**
 * SPEC.md §2: when the brand option is on, any route other than /login, /register,
 * /register.html, /helpmc or /download (and the app's download route /down) without a
 * session token redirects to /login. A trailing slash is ignored ("/login/" is "/login").
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
