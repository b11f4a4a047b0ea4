// The session as SPEC.md §3/§4 keep it: "logged in" means a token exists in session storage.
import { sessionCache, sessionStorageKeys } from '@lotusplay/api-client';

/** Account types (session storage `isAgent`) that may use the agent centre (SPEC.md §5). */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial (free-play) account type, without full rights (SPEC.md §4, §6). */
export const TRIAL_ACCOUNT_TYPE = 4;

/** True for the agent account types 1, 2, 41 and 42. */
export function isAgentAccountType(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && AGENT_ACCOUNT_TYPES.includes(type);
}

/** True for the trial account type 4. */
export function isTrialAccountType(type: number | null | undefined): boolean {
  return type === TRIAL_ACCOUNT_TYPE;
}

/** The session token from session storage, or null. The api-client's `getToken` getter. */
export function getSessionToken(): string | null {
  return sessionCache.readText(sessionStorageKeys.token) || null;
}

/** The account type from session storage `isAgent`, or null when missing or not a number. */
export function getSessionAccountType(): number | null {
  const text = sessionCache.readText(sessionStorageKeys.isAgent);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

/** Writes the token (and the account type when known) to session storage. */
export function storeSession(session: { token: string; accountType?: number | null }): void {
  sessionCache.writeText(sessionStorageKeys.token, session.token);
  if (session.accountType !== undefined && session.accountType !== null) {
    sessionCache.writeText(sessionStorageKeys.isAgent, String(session.accountType));
  }
}

/**
 * Clears session storage as logout does (SPEC.md §4) and puts the brand's `merchant` and
 * `merchantCode` back, since the brand outlives the session.
 */
export function clearSession(): void {
  const merchant = sessionCache.readText(sessionStorageKeys.merchant);
  const merchantCode = sessionCache.readText(sessionStorageKeys.merchantCode);
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was stored either.
  }
  if (merchant !== null) sessionCache.writeText(sessionStorageKeys.merchant, merchant);
  if (merchantCode !== null) sessionCache.writeText(sessionStorageKeys.merchantCode, merchantCode);
}
