import { createTestStore } from '@lotusplay/test-utils';
import {
  authSlice,
  beginSession,
  endSession,
  accountTypeSet,
  authModalClosed,
  authModalOpened,
  loggedOut,
  loginPromptRequested,
  selectAuthModal,
  selectCanUseMemberCentre,
  selectLoginPrompts,
  selectMustChangePassword,
  selectOpenAuthModal,
  selectIsAgent,
  selectIsLoggedIn,
  selectIsTrial,
  selectToken,
} from './auth-slice';

describe('authSlice', () => {
  it('starts logged out when session storage has no token', () => {
    const store = createTestStore([authSlice]);
    expect(store.getState().auth).toMatchObject({ token: null, accountType: null });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('reads the token and account type from session storage when the store is made', () => {
    window.sessionStorage.setItem('token', 'tok-1');
    window.sessionStorage.setItem('isAgent', '41');
    const store = createTestStore([authSlice]);
    expect(selectToken(store.getState())).toBe('tok-1');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectIsAgent(store.getState())).toBe(true);
  });

  it.each([
    [1, true, false],
    [2, true, false],
    [41, true, false],
    [42, true, false],
    [4, false, true],
    [0, false, false],
    [3, false, false],
    [null, false, false],
  ])('account type %s: agent %s, trial %s', (type, agent, trial) => {
    const store = createTestStore([authSlice]);
    store.dispatch(beginSession({ token: 't', accountType: type }));
    expect(selectIsAgent(store.getState())).toBe(agent);
    expect(selectIsTrial(store.getState())).toBe(trial);
    expect(selectCanUseMemberCentre(store.getState())).toBe(!trial);
  });

  it('beginSession stores the token and account type in session storage', () => {
    const store = createTestStore([authSlice]);
    store.dispatch(beginSession({ token: 'abc', accountType: 2 }));
    expect(window.sessionStorage.getItem('token')).toBe('abc');
    expect(window.sessionStorage.getItem('isAgent')).toBe('2');
    expect(store.getState().auth).toMatchObject({ token: 'abc', accountType: 2 });
  });

  it('endSession clears session storage but keeps merchant and merchantCode', () => {
    for (const [key, value] of [
      ['token', 'abc'],
      ['isAgent', '1'],
      ['nickname', 'Lucky'],
      ['cpw', '1'],
      ['merchant', 'Lotus'],
      ['merchantCode', 'lotusdemo'],
    ]) {
      window.sessionStorage.setItem(key as string, value as string);
    }
    const store = createTestStore([authSlice]);
    store.dispatch(endSession());
    expect(store.getState().auth).toMatchObject({ token: null, accountType: null });
    expect(selectIsAgent(store.getState())).toBe(false);
    expect(Object.keys(window.sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(window.sessionStorage.getItem('merchantCode')).toBe('lotusdemo');
  });

  it('an account type without a token grants nothing', () => {
    const store = createTestStore([authSlice]);
    store.dispatch(accountTypeSet(1));
    expect(selectIsAgent(store.getState())).toBe(false);
    expect(selectCanUseMemberCentre(store.getState())).toBe(false);
  });

  it('opens and closes auth modals, and counts login prompts', () => {
    const store = createTestStore([authSlice]);
    store.dispatch(authModalOpened('register'));
    expect(selectOpenAuthModal(store.getState())).toBe('register');
    store.dispatch(loginPromptRequested());
    store.dispatch(loginPromptRequested());
    expect(selectOpenAuthModal(store.getState())).toBe('loginPopup');
    expect(selectLoginPrompts(store.getState())).toBe(2);
    store.dispatch(authModalClosed());
    expect(selectAuthModal(store.getState())).toBeNull();
  });

  it('reads the forced-change flag from session storage cpw', () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('cpw', '1');
    const store = createTestStore([authSlice]);
    expect(selectMustChangePassword(store.getState())).toBe(true);
    // A cpw from an older build (no reason) reads as the default password.
    expect(store.getState().auth.forcedChangeReason).toBe('defaultPassword');
    store.dispatch(loggedOut());
    expect(selectMustChangePassword(store.getState())).toBe(false);
    expect(store.getState().auth).toEqual({
      token: null,
      accountType: null,
      mustChangePassword: false,
      forcedChangeReason: null,
      member: null,
      modal: null,
      loginPrompts: 0,
    });
  });
});
