// The flows of SPEC.md §4 that touch the session: start from any login answer, forced change done,
// session ended by the server, logout, and the member info at start. The first view needs them;
// the forms' flows (log in, register, reset by phone, free play) are login-thunks.ts, with the
// auth modals.
import { api, ErrorCodes, IP_VERIFICATION_REQUIRED } from '@lotusplay/api-client';
import type { ApiError, LoginResponse, MemberInfo } from '@lotusplay/api-client';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session-api';
import {
  authModalOpened,
  loggedOut,
  mustChangePasswordCleared,
  forcedChangeReasonOf,
  sessionStartOf,
  tokenSet,
} from '../state/auth-slice';
import type { AuthRootState } from '../state/auth-slice';
import {
  clearMustChangePassword,
  clearSession,
  storeLoginSession,
  storeMemberInfo,
  storeMustChangePassword,
} from './session-storage';

/** A thunk of the auth flows. */
export type AuthThunk<R> = ThunkAction<R, AuthRootState, unknown, UnknownAction>;

/** How the session was started; sms and firebase logins never force a password change. */
export type SessionOrigin = 'username' | 'sms' | 'firebase' | 'register' | 'freePlay';

/**
 * What a login led to: the session is ready, the forced change modal is open instead, or the
 * new-address check is (a login from an address the member has not used: SPEC.md §4).
 */
export type LoginOutcome = 'loggedIn' | 'mustChangePassword' | 'ipVerification';

/** True for the error of a missing or expired token. */
export function isUnauthorized(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<ApiError>;
  return candidate.status === 401 || candidate.code === ErrorCodes.Unauthorized;
}

/**
 * Thunk: starts the session of any LoginResponse. Stores the SPEC.md §3 session keys (token,
 * `cpw` when a change is forced, the member keys; merchant keys stay) and updates the slice.
 */
export function sessionStarted(response: LoginResponse, origin: SessionOrigin = 'username') {
  // Never after an sms or firebase login (SPEC.md §4).
  const reason = origin === 'sms' || origin === 'firebase' ? null : forcedChangeReasonOf(response);
  return (dispatch: (action: UnknownAction) => unknown) => {
    storeLoginSession(response, reason);
    dispatch(tokenSet(sessionStartOf(response, reason)));
  };
}

/** Thunk: the forced (or voluntary) change succeeded, so `cpw` is removed. */
export function passwordChanged() {
  return (dispatch: (action: UnknownAction) => unknown) => {
    clearMustChangePassword();
    dispatch(mustChangePasswordCleared());
  };
}

/** Ends the session locally: storage cleared (merchant kept), api cache reset, logged out. */
function endLocally(dispatch: (action: UnknownAction) => unknown): void {
  clearSession();
  dispatch(api.util.resetApiState());
  dispatch(loggedOut());
}

/** Translation key of the login popup's notice after the server ended the session (SPEC.md §8). */
export const SESSION_ENDED_NOTICE = 'auth:notLoggedIn';

/**
 * Thunk: the server no longer knows the session (expired, revoked). Ends it locally as logout
 * does and opens the login popup saying 'You are not logged in, please login'; the visitor stays
 * on the page. Does nothing once the session is gone, so parallel 401s open one popup.
 */
export function endExpiredSession(): AuthThunk<void> {
  return (dispatch, getState) => {
    if (getState().auth.token === null) return;
    endLocally(dispatch);
    dispatch(authModalOpened({ name: 'loginPopup', notice: SESSION_ENDED_NOTICE }));
  };
}

/**
 * Thunk: the server refused a call with 403 PASSWORD_CHANGE_REQUIRED (the session's password
 * change is due, whatever the browser thought). Marks the change forced (`cpw`) and opens the
 * forced-change modal, once, however many calls were refused.
 */
export function passwordChangeRequired(): AuthThunk<void> {
  return (dispatch, getState) => {
    const { token, mustChangePassword, forcedChangeReason, modal } = getState().auth;
    if (token === null) return;
    if (!mustChangePassword) {
      const reason = forcedChangeReason ?? 'firstLogin';
      storeMustChangePassword(reason);
      dispatch(tokenSet({ token, forcedChangeReason: reason }));
    }
    if (modal?.name !== 'forcedChange') dispatch(authModalOpened('forcedChange'));
  };
}

/**
 * Thunk: the server refused a call with 403 IP_VERIFICATION_REQUIRED (the session started from a
 * new address). Opens the new-address check, once, however many calls were refused.
 */
export function ipVerificationRequired(): AuthThunk<void> {
  return (dispatch, getState) => {
    const { token, modal } = getState().auth;
    if (token === null || modal?.name === 'ipVerification') return;
    dispatch(authModalOpened('ipVerification'));
  };
}

/**
 * Thunk: loads the member info when a token exists (SPEC.md §4 start) and stores its keys.
 * A 401 ends the session (endExpiredSession). Resolves with the member, or null.
 */
export function loadMemberInfoIfLoggedIn(): AuthThunk<Promise<MemberInfo | null>> {
  return async (dispatch, getState) => {
    if (getState().auth.token === null) return null;
    const result = await dispatch(
      sessionApi.endpoints.getMemberInfo.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    if (result.error) {
      if (isUnauthorized(result.error)) dispatch(endExpiredSession());
      // A session from a new address proves it first (SPEC.md §4): the check opens.
      else if ((result.error as Partial<ApiError>).code === IP_VERIFICATION_REQUIRED) {
        dispatch(ipVerificationRequired());
      }
      return null;
    }
    if (!result.data || getState().auth.token === null) return null;
    storeMemberInfo(result.data);
    return result.data;
  };
}

/**
 * Thunk: logout of SPEC.md §4 after the user confirmed. Calls the server (its failure is ignored:
 * SPEC.md §8 gives logout no error handling), clears session storage, re-stores the merchant,
 * resets the api cache and marks logged out. Navigating to / is the caller's part.
 */
export function logOut(): AuthThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().auth.token !== null) {
      try {
        await dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
      } catch {
        // The local session ends either way.
      }
    }
    endLocally(dispatch);
  };
}
