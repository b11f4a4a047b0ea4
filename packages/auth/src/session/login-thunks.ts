// The forms' flows of SPEC.md §4: log in, register, forgot by phone and free play. Only the auth
// modals run them, so this module (with the forms' endpoints and the human check) loads with them.
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetByPhoneRequest,
} from '@lotusplay/api-client';
import { authApi } from '../api/auth-api';
import { authModalClosed, authModalOpened } from '../state/auth-slice';
import {
  loadMemberInfoIfLoggedIn,
  passwordChanged,
  sessionStarted,
  type AuthThunk,
  type LoginOutcome,
} from './session-thunks';

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
    // A login from a new address: the member call was refused and the check opened instead.
    if (getState().auth.modal?.name === 'ipVerification') return 'ipVerification';
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
