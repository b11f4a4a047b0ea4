// The session as SPEC.md §3/§4 keep it: "logged in" means a token exists in session storage.
import { sessionCache, sessionStorageKeys } from '@lotusplay/api-client';
import type { LoginResponse, MemberInfo } from '@lotusplay/api-client';

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

/** True when session storage `cpw` marks a forced password change. */
export function readMustChangePassword(): boolean {
  const value = sessionCache.readText(sessionStorageKeys.cpw);
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}

/** Why a password change is forced (SPEC.md §4): first login, expired password, default password. */
export type ForcedChangeReason = 'firstLogin' | 'expired' | 'defaultPassword';

const FORCED_CHANGE_REASONS: readonly string[] = ['firstLogin', 'expired', 'defaultPassword'];

/**
 * The reason kept in `cpw`, or null when no change is forced. A `cpw` written by an older build
 * (`1`, `true`) counts as the default password.
 */
export function readForcedChangeReason(): ForcedChangeReason | null {
  if (!readMustChangePassword()) return null;
  const value = sessionCache.readText(sessionStorageKeys.cpw) ?? '';
  return FORCED_CHANGE_REASONS.includes(value) ? (value as ForcedChangeReason) : 'defaultPassword';
}

/** Removes session storage `cpw` (the forced change is done, or free play never needs it). */
export function clearMustChangePassword(): void {
  sessionCache.remove(sessionStorageKeys.cpw);
}

/** Writes `cpw`: the server said the password must change before anything else. */
export function storeMustChangePassword(reason: ForcedChangeReason): void {
  sessionCache.writeText(sessionStorageKeys.cpw, reason);
}

/**
 * Writes the member keys of SPEC.md §3: nickname, account, username, customerId, isAgent,
 * toUpline, memberLabel (JSON) and memberLabelColor. Merchant keys are never touched.
 */
export function storeMemberInfo(member: MemberInfo): void {
  sessionCache.writeText(sessionStorageKeys.nickname, member.nickname);
  sessionCache.writeText(sessionStorageKeys.account, member.account);
  sessionCache.writeText(sessionStorageKeys.username, member.account);
  sessionCache.writeText(sessionStorageKeys.customerId, member.customerId);
  sessionCache.writeText(sessionStorageKeys.isAgent, String(member.isAgent));
  sessionCache.writeText(sessionStorageKeys.toUpline, String(member.toUpline));
  sessionCache.write(sessionStorageKeys.memberLabel, member.memberLabel);
  if (member.memberLabelColor) {
    sessionCache.writeText(sessionStorageKeys.memberLabelColor, member.memberLabelColor);
  } else {
    sessionCache.remove(sessionStorageKeys.memberLabelColor);
  }
}

/**
 * Writes the whole session of a login answer: token, `cpw` (holding the reason) when a change is
 * forced, member keys.
 */
export function storeLoginSession(
  response: LoginResponse,
  forcedChange: ForcedChangeReason | null,
): void {
  sessionCache.writeText(sessionStorageKeys.token, response.token);
  if (forcedChange) sessionCache.writeText(sessionStorageKeys.cpw, forcedChange);
  else clearMustChangePassword();
  storeMemberInfo(response.member);
}
