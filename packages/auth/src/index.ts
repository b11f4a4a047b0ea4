export {
  accountTypeSet,
  authSlice,
  beginSession,
  endSession,
  loggedOut,
  selectAccountType,
  selectCanUseMemberCentre,
  selectIsAgent,
  selectIsLoggedIn,
  selectIsTrial,
  selectToken,
  tokenSet,
} from './state/auth-slice';
export { LOGIN_EXEMPT_PATHS, shouldRedirectToLogin } from './session/redirect-rule';
export {
  AGENT_ACCOUNT_TYPES,
  clearSession,
  getSessionAccountType,
  getSessionToken,
  isAgentAccountType,
  isTrialAccountType,
  storeSession,
  TRIAL_ACCOUNT_TYPE,
} from './session/session-storage';

export type { AuthState, SessionStart } from './state/auth-slice';
