// A session can end on the server while the visitor uses the site (idle or absolute expiry, a
// password changed elsewhere, an operator). Whichever call finds out first, with whichever
// feature's endpoint, ends it in the browser too: one middleware watches every rejected call.
import { api, AuthErrorCodes, ErrorCodes, IP_VERIFICATION_REQUIRED } from '@lotusplay/api-client';
import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session-api';
import type { AuthRootState } from '../state/auth-slice';
import {
  endExpiredSession,
  ipVerificationRequired,
  passwordChangeRequired,
} from './session-thunks';

/**
 * True for a rejected call of the shared api answered 401 UNAUTHORIZED: the token is missing,
 * unknown or expired. A failed login (401 LOGIN_FAILED) is not one.
 */
export function isUnauthorizedRejection(action: unknown): boolean {
  if (!isRejectedWithValue(action)) return false;
  if (!action.type.startsWith(`${api.reducerPath}/`)) return false;
  const error = action.payload as { status?: unknown; code?: unknown } | undefined;
  return error?.status === 401 && error.code === ErrorCodes.Unauthorized;
}

/**
 * True for a rejected call of the shared api answered 403 PASSWORD_CHANGE_REQUIRED: the session
 * may only change its password (and log out) until it does.
 */
export function isPasswordChangeRequiredRejection(action: unknown): boolean {
  if (!isRejectedWithValue(action)) return false;
  if (!action.type.startsWith(`${api.reducerPath}/`)) return false;
  const error = action.payload as { status?: unknown; code?: unknown } | undefined;
  return error?.status === 403 && error.code === AuthErrorCodes.PasswordChangeRequired;
}

/**
 * True for a rejected call of the shared api answered 403 IP_VERIFICATION_REQUIRED: the session
 * started from a new address and does nothing until the address is proved (SPEC.md §4).
 */
export function isIpVerificationRequiredRejection(action: unknown): boolean {
  if (!isRejectedWithValue(action)) return false;
  if (!action.type.startsWith(`${api.reducerPath}/`)) return false;
  const error = action.payload as { status?: unknown; code?: unknown } | undefined;
  return error?.status === 403 && error.code === IP_VERIFICATION_REQUIRED;
}

/**
 * True when the rejected call carried `token`. A late answer to a call sent with an older token
 * (before a logout and a new login) must not end the new session. Without request metadata the
 * call counts as sent with the current token.
 */
function sentWith(action: UnknownAction, token: string): boolean {
  const meta = action.meta as { baseQueryMeta?: { request?: Request } } | undefined;
  const request = meta?.baseQueryMeta?.request;
  if (!request) return true;
  return request.headers.get('authorization') === `Bearer ${token}`;
}

/**
 * Store middleware: any call answered 401 UNAUTHORIZED while a session token is held ends the
 * session as logout does locally and opens the login popup with SPEC.md §8's 'You are not logged
 * in, please login'. Logout's own call is left to the logout flow. Any call answered 403
 * PASSWORD_CHANGE_REQUIRED opens the forced-change modal instead (passwordChangeRequired), and
 * 403 IP_VERIFICATION_REQUIRED the new-address check (ipVerificationRequired). Add it after
 * `api.middleware`.
 */
export const sessionExpiryMiddleware: Middleware<object, AuthRootState> =
  (store) => (next) => (action) => {
    const result = next(action);
    if (isUnauthorizedRejection(action) && !sessionApi.endpoints.logout.matchRejected(action)) {
      const token = store.getState().auth.token;
      if (token !== null && sentWith(action as UnknownAction, token)) {
        (store.dispatch as ThunkDispatch<AuthRootState, unknown, UnknownAction>)(
          endExpiredSession(),
        );
      }
    } else if (isIpVerificationRequiredRejection(action)) {
      const token = store.getState().auth.token;
      if (token !== null && sentWith(action as UnknownAction, token)) {
        (store.dispatch as ThunkDispatch<AuthRootState, unknown, UnknownAction>)(
          ipVerificationRequired(),
        );
      }
    } else if (isPasswordChangeRequiredRejection(action)) {
      const token = store.getState().auth.token;
      if (token !== null && sentWith(action as UnknownAction, token)) {
        (store.dispatch as ThunkDispatch<AuthRootState, unknown, UnknownAction>)(
          passwordChangeRequired(),
        );
      }
    }
    return result;
  };
