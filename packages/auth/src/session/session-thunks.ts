// The flows of SPEC.md §4 that touch the session: start from any login answer, log in, register,
// free play, forced change done, logout, and the member info at start.
import { api, ErrorCodes } from '@lotusplay/api-client';
import type {
  ApiError,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  RegisterRequest,
  ResetByPhoneRequest,
} from '@lotusplay/api-client';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../api/auth-api';
import {
  authModalClosed,
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

/** What a login led to: the session is ready, or the forced change modal is open instead. */
export type LoginOutcome = 'loggedIn' | 'mustChangePassword';

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
 * Thunk: loads the member info when a token exists (SPEC.md §4 start) and stores its keys.
 * A 401 ends the session (endExpiredSession). Resolves with the member, or null.
 */
export function loadMemberInfoIfLoggedIn(): AuthThunk<Promise<MemberInfo | null>> {
  return async (dispatch, getState) => {
    if (getState().auth.token === null) return null;
    const result = await dispatch(
      authApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    if (result.error) {
      if (isUnauthorized(result.error)) dispatch(endExpiredSession());
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
        await dispatch(authApi.endpoints.logout.initiate()).unwrap();
      } catch {
        // The local session ends either way.
      }
    }
    endLocally(dispatch);
  };
}

/**
 * Thunk: logs in (human check inside the endpoint, not for sms). Rejects with the ApiError (its
 * `captcha` flag says whether the captcha field must appear). On a forced change the
 * forcedChange modal opens instead of loading the member; otherwise the member info loads and
 * the modals close. A first login without a forced change reports the first-login action (the
 * server clears its flag only when a new password is set).
 */
export function logIn(request: LoginRequest): AuthThunk<Promise<LoginOutcome>> {
  return async (dispatch, getState) => {
    const response = await dispatch(authApi.endpoints.login.initiate(request)).unwrap();
    dispatch(sessionStarted(response, request.type));
    // A session with a forced change may only change the password: the first-login action waits.
    if (response.firstTimeLogin && !getState().auth.mustChangePassword) {
      void dispatch(authApi.endpoints.firstLogin.initiate())
        .unwrap()
        .catch(() => undefined);
    }
    if (getState().auth.mustChangePassword) {
      dispatch(authModalOpened('forcedChange'));
      return 'mustChangePassword';
    }
    await dispatch(loadMemberInfoIfLoggedIn());
    dispatch(authModalClosed());
    return 'loggedIn';
  };
}

/** Thunk: registers (by username or by mobile) with auto login, loads the member, closes modals. */
export function registerAccount(
  request: RegisterRequest,
  mode: 'username' | 'mobile' = 'username',
): AuthThunk<Promise<LoginResponse>> {
  return async (dispatch) => {
    const endpoint =
      mode === 'mobile' ? authApi.endpoints.registerByMobile : authApi.endpoints.register;
    const response = await dispatch(endpoint.initiate(request)).unwrap();
    dispatch(sessionStarted(response, 'register'));
    await dispatch(loadMemberInfoIfLoggedIn());
    dispatch(authModalClosed());
    return response;
  };
}

/**
 * Thunk: SPEC.md §4 forgot by phone. Sets the new password with the SMS code, then logs in with
 * the mobile number and the new password. Rejects with the ApiError of whichever call failed.
 */
export function resetPasswordByPhoneAndLogIn(
  request: ResetByPhoneRequest,
): AuthThunk<Promise<LoginOutcome>> {
  return async (dispatch) => {
    await dispatch(authApi.endpoints.resetPasswordByPhone.initiate(request)).unwrap();
    return dispatch(
      logIn({
        username: request.mobileNum,
        password: request.newPassword,
        type: 'username',
        countryDialingCode: request.countryDialingCode,
      }),
    );
  };
}

/** Best-effort name of the visitor's operating system, sent with free play. */
export function detectOs(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Unknown';
}

function randomNonceText(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Thunk: free play of SPEC.md §4: trial login (a new type 4 account), load the member info,
 * remove the stored `cpw`, close the modals. Going to / is the caller's part. Free play has no
 * error handling in SPEC.md §8; the promise still rejects with the ApiError for the caller.
 */
export function startFreePlay(): AuthThunk<Promise<LoginResponse>> {
  return async (dispatch) => {
    // The cipher is loaded only when someone actually plays for free.
    const { encryptPayload } = await import('@lotusplay/api-client/crypto');
    const response = await dispatch(
      authApi.endpoints.freePlay.initiate({
        os: detectOs(),
        platform: 'W',
        nonce: encryptPayload(randomNonceText()).data,
        gatewayVersion: 3,
      }),
    ).unwrap();
    dispatch(sessionStarted(response, 'freePlay'));
    await dispatch(loadMemberInfoIfLoggedIn());
    dispatch(passwordChanged());
    dispatch(authModalClosed());
    return response;
  };
}
