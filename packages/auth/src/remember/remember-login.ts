// "Remember me" of SPEC.md §4/§9: the last username and dialing code (and sms number) kept for
// 24 hours. Never the password: SPEC.md lists it, issue 3 forbids keeping anything secret.

/** Local-storage key of the remembered login. */
export const REMEMBER_LOGIN_KEY = 'rememberLogin';
/** How long a remembered login lasts: 24 hours (SPEC.md §9). */
export const REMEMBER_LOGIN_TTL_MS = 86_400_000;

/** What is remembered. There is deliberately no password field. */
export interface RememberedLogin {
  username: string;
  countryDialingCode: string;
  smsNumber?: string;
}

interface StoredLogin extends RememberedLogin {
  expiresAt: number;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the login for 24 hours from `now`; only the listed fields are kept. */
export function rememberLogin(login: RememberedLogin, now: number = Date.now()): void {
  const stored: StoredLogin = {
    username: String(login.username),
    countryDialingCode: String(login.countryDialingCode),
    expiresAt: now + REMEMBER_LOGIN_TTL_MS,
  };
  if (login.smsNumber) stored.smsNumber = String(login.smsNumber);
  try {
    storage()?.setItem(REMEMBER_LOGIN_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the form simply starts empty next time.
  }
}

/** Forgets the remembered login. */
export function forgetLogin(): void {
  try {
    storage()?.removeItem(REMEMBER_LOGIN_KEY);
  } catch {
    // Storage disabled: nothing was remembered.
  }
}

/** The remembered login, or null when none, unreadable or older than 24 hours (then removed). */
export function readRememberedLogin(now: number = Date.now()): RememberedLogin | null {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(REMEMBER_LOGIN_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    forgetLogin();
    return null;
  }
  const stored = value as Partial<StoredLogin> | null;
  if (
    !stored ||
    typeof stored.username !== 'string' ||
    typeof stored.countryDialingCode !== 'string' ||
    typeof stored.expiresAt !== 'number' ||
    stored.expiresAt <= now
  ) {
    forgetLogin();
    return null;
  }
  const login: RememberedLogin = {
    username: stored.username,
    countryDialingCode: stored.countryDialingCode,
  };
  if (typeof stored.smsNumber === 'string' && stored.smsNumber) login.smsNumber = stored.smsNumber;
  return login;
}
