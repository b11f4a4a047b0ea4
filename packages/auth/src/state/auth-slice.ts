// Session state: the token and the account type, seeded from session storage when a store is made.
import { createSlice } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction } from '@reduxjs/toolkit';
import {
  clearSession,
  getSessionAccountType,
  getSessionToken,
  isAgentAccountType,
  isTrialAccountType,
  storeSession,
} from '../session/session-storage';

/** State of the `auth` slice. */
export interface AuthState {
  /** Session token; logged in means it is set (SPEC.md §4). */
  token: string | null;
  /** Session storage `isAgent`: 1, 2, 41, 42 agent; 4 trial; anything else a member. */
  accountType: number | null;
}

/** The session the app starts after a login, registration or free play. */
export interface SessionStart {
  token: string;
  accountType?: number | null;
}

/** The session slice (reducerPath 'auth'). Initial state is read lazily from session storage. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({
    token: getSessionToken(),
    accountType: getSessionAccountType(),
  }),
  reducers: {
    /** A session began or its token was replaced. */
    tokenSet(state, action: PayloadAction<SessionStart>) {
      state.token = action.payload.token;
      if (action.payload.accountType !== undefined) state.accountType = action.payload.accountType;
    },
    /** The account type became known (member info loaded). */
    accountTypeSet(state, action: PayloadAction<number | null>) {
      state.accountType = action.payload;
    },
    /** The session ended: login state false, agent false (SPEC.md §4). */
    loggedOut(state) {
      state.token = null;
      state.accountType = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectAccountType: (state) => state.accountType,
    selectIsLoggedIn: (state) => state.token !== null,
    selectIsAgent: (state) => state.token !== null && isAgentAccountType(state.accountType),
    selectIsTrial: (state) => state.token !== null && isTrialAccountType(state.accountType),
    /** Member-centre gate of SPEC.md §5: a token and not a trial account. */
    selectCanUseMemberCentre: (state) =>
      state.token !== null && !isTrialAccountType(state.accountType),
  },
});

/** Action creators of the auth slice. */
export const { tokenSet, accountTypeSet, loggedOut } = authSlice.actions;

/** Selectors of the auth slice; they read `state.auth`. */
export const {
  selectToken,
  selectAccountType,
  selectIsLoggedIn,
  selectIsAgent,
  selectIsTrial,
  selectCanUseMemberCentre,
} = authSlice.selectors;

/** Thunk: stores the session in session storage, then records it in the store. */
export function beginSession(session: SessionStart) {
  return (dispatch: Dispatch) => {
    storeSession(session);
    dispatch(tokenSet(session));
  };
}

/** Thunk: clears session storage (keeping merchant and merchantCode), then marks logged out. */
export function endSession() {
  return (dispatch: Dispatch) => {
    clearSession();
    dispatch(loggedOut());
  };
}
