// Session state: the token, the account type, the forced-change flag and the member, seeded from
// session storage when a store is made; plus which auth modal is open, shared by app and modals.
import { createSlice } from '@reduxjs/toolkit';
import type { Dispatch, PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, MemberInfo } from '@lotusplay/api-client';
import { sessionApi } from '../api/session-api';
import {
  clearSession,
  getSessionAccountType,
  getSessionToken,
  isAgentAccountType,
  isTrialAccountType,
  readForcedChangeReason,
  type ForcedChangeReason,
  storeSession,
} from '../session/session-storage';

/** The auth modals the app and the forms share. */
export type AuthModalName =
  | 'loginPopup'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'forcedChange'
  | 'logoutConfirm'
  | 'gateWarning'
  | 'ipVerification';

/** Why a gate refused an action. */
export type GateRefusal = 'login' | 'trial' | 'notAgent' | 'disabled';

/** The gate warning dialog: an `auth:` message key and the key of its confirm button. */
export interface GateWarning {
  reason: Exclude<GateRefusal, 'login'>;
  /** Translation key, e.g. 'auth:needTrueAccount'. */
  message: string;
  /** Translation key of the confirm button, e.g. 'auth:increaseSubmit'. */
  confirm: string;
}

/** The open auth modal; the gate warning carries its message, the login popup an optional notice. */
export type AuthModal =
  | { name: Exclude<AuthModalName, 'gateWarning' | 'loginPopup'> }
  | {
      name: 'loginPopup';
      /** Translation key of a notice above the form, e.g. 'auth:notLoggedIn' (session ended). */
      notice?: string;
    }
  | { name: 'gateWarning'; warning: GateWarning };

/** State of the `auth` slice. */
export interface AuthState {
  /** Session token; logged in means it is set (SPEC.md §4). */
  token: string | null;
  /** Session storage `isAgent`: 1, 2, 41, 42 agent; 4 trial; anything else a member. */
  accountType: number | null;
  /** Session storage `cpw`: the password must be changed before anything else (SPEC.md §4). */
  mustChangePassword: boolean;
  /** Why the change is forced (kept in `cpw`), or null. */
  forcedChangeReason: ForcedChangeReason | null;
  /** The member of the session, once a login or the member-info call answered. */
  member: MemberInfo | null;
  /** The open auth modal, or null. */
  modal: AuthModal | null;
  /** Counts login prompts, so the app can react to each one (a gate without a token). */
  loginPrompts: number;
}

/** The session the app starts after a login, registration or free play. */
export interface SessionStart {
  token: string;
  accountType?: number | null;
  /** Why a password change is forced; null or absent: none is. */
  forcedChangeReason?: ForcedChangeReason | null;
  member?: MemberInfo | null;
}

/** Any root state that holds the auth slice under `auth`. */
export interface AuthRootState {
  auth: AuthState;
}

/** The session slice (reducerPath 'auth'). Initial state is read lazily from session storage. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({
    token: getSessionToken(),
    accountType: getSessionAccountType(),
    mustChangePassword: readForcedChangeReason() !== null,
    forcedChangeReason: readForcedChangeReason(),
    member: null,
    modal: null,
    loginPrompts: 0,
  }),
  reducers: {
    /** A session began or its token was replaced. */
    tokenSet(state, action: PayloadAction<SessionStart>) {
      const { token, accountType, forcedChangeReason, member } = action.payload;
      state.token = token;
      if (accountType !== undefined) state.accountType = accountType;
      if (forcedChangeReason !== undefined) {
        state.forcedChangeReason = forcedChangeReason;
        state.mustChangePassword = forcedChangeReason !== null;
      }
      if (member !== undefined) state.member = member;
    },
    /** The account type became known (member info loaded). */
    accountTypeSet(state, action: PayloadAction<number | null>) {
      state.accountType = action.payload;
    },
    /** The forced change is done (or never applied, as for free play): `cpw` is gone. */
    mustChangePasswordCleared(state) {
      state.mustChangePassword = false;
      state.forcedChangeReason = null;
    },
    /** The session ended: login state false, agent false (SPEC.md §4). */
    loggedOut(state) {
      state.token = null;
      state.accountType = null;
      state.mustChangePassword = false;
      state.forcedChangeReason = null;
      state.member = null;
      state.modal = null;
    },
    /** Opens an auth modal (by name, or a whole modal such as a gate warning). */
    authModalOpened: {
      reducer(state, action: PayloadAction<AuthModal>) {
        state.modal = action.payload;
      },
      prepare(modal: Exclude<AuthModalName, 'gateWarning'> | AuthModal) {
        return { payload: typeof modal === 'string' ? { name: modal } : modal };
      },
    },
    /** Closes whichever auth modal is open. */
    authModalClosed(state) {
      state.modal = null;
    },
    /** A visitor without a token tried a gated action: the app opens the login popup. */
    loginPromptRequested(state) {
      state.modal = { name: 'loginPopup' };
      state.loginPrompts += 1;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(sessionApi.endpoints.getMemberInfo.matchFulfilled, (state, action) => {
      if (state.token === null) return;
      state.member = action.payload;
      state.accountType = action.payload.isAgent;
    });
    builder.addMatcher(sessionApi.endpoints.getUnreadCount.matchFulfilled, (state, action) => {
      if (!state.member) return;
      state.member.unreadMessage = action.payload.unreadMessage;
      state.member.availablePromoCount = action.payload.availablePromoCount;
    });
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
    selectMustChangePassword: (state) => state.token !== null && state.mustChangePassword,
    selectForcedChangeReason: (state) => (state.token === null ? null : state.forcedChangeReason),
    selectMemberInfo: (state) => (state.token === null ? null : state.member),
    selectNickname: (state) => (state.token === null ? null : (state.member?.nickname ?? null)),
    selectAccountName: (state) => (state.token === null ? null : (state.member?.account ?? null)),
    selectAvatarUrl: (state) => (state.token === null ? null : (state.member?.avatarUrl ?? null)),
    selectUnreadMessageCount: (state) =>
      state.token === null ? 0 : (state.member?.unreadMessage ?? 0),
    selectUnclaimedPromoCount: (state) =>
      state.token === null ? 0 : (state.member?.availablePromoCount ?? 0),
    selectCurrencySymbol: (state) => state.member?.currencySymbol ?? '¥',
    selectAuthModal: (state) => state.modal,
    selectOpenAuthModal: (state) => state.modal?.name ?? null,
    selectGateWarning: (state) =>
      state.modal?.name === 'gateWarning' ? state.modal.warning : null,
    /** The login popup's notice key (why it opened by itself), or null. */
    selectLoginNotice: (state) =>
      state.modal?.name === 'loginPopup' ? (state.modal.notice ?? null) : null,
    selectLoginPrompts: (state) => state.loginPrompts,
  },
});

/** Action creators of the auth slice. */
export const {
  tokenSet,
  accountTypeSet,
  mustChangePasswordCleared,
  loggedOut,
  authModalOpened,
  authModalClosed,
  loginPromptRequested,
} = authSlice.actions;

/** Selectors of the auth slice; they read `state.auth`. */
export const {
  selectToken,
  selectAccountType,
  selectIsLoggedIn,
  selectIsAgent,
  selectIsTrial,
  selectCanUseMemberCentre,
  selectMustChangePassword,
  selectForcedChangeReason,
  selectMemberInfo,
  selectNickname,
  selectAccountName,
  selectAvatarUrl,
  selectUnreadMessageCount,
  selectUnclaimedPromoCount,
  selectCurrencySymbol,
  selectAuthModal,
  selectOpenAuthModal,
  selectGateWarning,
  selectLoginNotice,
  selectLoginPrompts,
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

/**
 * Why the answer forces a password change (SPEC.md §4), or null: the server's reason, else (a
 * server that sends only the flags) an expired password, a first login, the default password.
 */
export function forcedChangeReasonOf(response: LoginResponse): ForcedChangeReason | null {
  if (!response.mustChangePassword) return null;
  if (response.forcedChangeReason) return response.forcedChangeReason;
  if (response.passwordExpired) return 'expired';
  if (response.firstTimeLogin) return 'firstLogin';
  return 'defaultPassword';
}

/** The SessionStart of a login, registration or free-play answer. */
export function sessionStartOf(
  response: LoginResponse,
  forcedChangeReason: ForcedChangeReason | null,
): SessionStart {
  return {
    token: response.token,
    accountType: response.member.isAgent,
    forcedChangeReason,
    member: response.member,
  };
}
