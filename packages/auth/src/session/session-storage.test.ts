import {
  getSessionAccountType,
  getSessionToken,
  isAgentAccountType,
  isTrialAccountType,
} from './session-storage';

describe('session storage readers', () => {
  it('getSessionToken returns the stored token or null', () => {
    expect(getSessionToken()).toBeNull();
    window.sessionStorage.setItem('token', '');
    expect(getSessionToken()).toBeNull();
    window.sessionStorage.setItem('token', 'xyz');
    expect(getSessionToken()).toBe('xyz');
  });

  it('getSessionAccountType parses integers only', () => {
    expect(getSessionAccountType()).toBeNull();
    window.sessionStorage.setItem('isAgent', '42');
    expect(getSessionAccountType()).toBe(42);
    window.sessionStorage.setItem('isAgent', 'agent');
    expect(getSessionAccountType()).toBeNull();
  });

  it('classifies account types as SPEC.md §4/§5 list them', () => {
    expect([1, 2, 41, 42].every(isAgentAccountType)).toBe(true);
    expect([0, 3, 4, 40, 43, null, undefined].some(isAgentAccountType)).toBe(false);
    expect(isTrialAccountType(4)).toBe(true);
    expect(isTrialAccountType(1)).toBe(false);
  });
});
