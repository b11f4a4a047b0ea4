import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beginSession, authSlice, selectAuthModal, selectLoginPrompts } from '../state/auth-slice';
import type { AuthState } from '../state/auth-slice';
import {
  agentCentreGate,
  memberCentreGate,
  useAgentCentreGate,
  useMemberCentreGate,
} from './gates';

const stateOf = (token: string | null, accountType: number | null) => ({
  auth: { token, accountType } as AuthState,
});

describe('pure gates', () => {
  it.each([
    [null, null, 'login', 'login'],
    ['t', 0, 'allowed', 'notAgent'],
    ['t', 4, 'trial', 'notAgent'],
    ['t', 1, 'allowed', 'allowed'],
    ['t', 2, 'allowed', 'allowed'],
    ['t', 41, 'allowed', 'allowed'],
    ['t', 42, 'allowed', 'allowed'],
  ])('token %s, type %s: member centre %s, agent centre %s', (token, type, member, agent) => {
    expect(memberCentreGate(stateOf(token, type))).toBe(member);
    expect(agentCentreGate(stateOf(token, type))).toBe(agent);
  });

  it('a disabled feature is refused to a logged-in user, and asks a visitor to log in first', () => {
    expect(memberCentreGate(stateOf('t', 0), { enabled: false })).toBe('disabled');
    expect(agentCentreGate(stateOf('t', 1), { enabled: false })).toBe('disabled');
    expect(memberCentreGate(stateOf(null, null), { enabled: false })).toBe('login');
  });
});

function GatedButtons() {
  const memberGate = useMemberCentreGate();
  const agentGate = useAgentCentreGate();
  const [opened, setOpened] = useState('nothing');
  return (
    <>
      <button type="button" onClick={() => memberGate(() => setOpened('member centre'))}>
        Member centre
      </button>
      <button type="button" onClick={() => agentGate(() => setOpened('agent centre'))}>
        Agent centre
      </button>
      <p>Opened: {opened}</p>
    </>
  );
}

describe('gate hooks', () => {
  it('without a token: the action is cancelled and the login popup is requested', async () => {
    const store = createTestStore([authSlice]);
    renderWithProviders(<GatedButtons />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(screen.getByText('Opened: nothing')).toBeInTheDocument();
    expect(selectAuthModal(store.getState())).toEqual({ name: 'loginPopup' });
    expect(selectLoginPrompts(store.getState())).toBe(1);
  });

  it('a trial account gets the in_need_true_account warning instead of the member centre', async () => {
    const store = createTestStore([authSlice]);
    store.dispatch(beginSession({ token: 't', accountType: 4 }));
    renderWithProviders(<GatedButtons />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(screen.getByText('Opened: nothing')).toBeInTheDocument();
    expect(selectAuthModal(store.getState())).toEqual({
      name: 'gateWarning',
      warning: { reason: 'trial', message: 'auth:needTrueAccount', confirm: 'auth:increaseSubmit' },
    });
  });

  it('a member opens the member centre but is refused the agent centre', async () => {
    const store = createTestStore([authSlice]);
    store.dispatch(beginSession({ token: 't', accountType: 0 }));
    renderWithProviders(<GatedButtons />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(screen.getByText('Opened: member centre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(screen.getByText('Opened: member centre')).toBeInTheDocument();
    expect(selectAuthModal(store.getState())).toMatchObject({
      name: 'gateWarning',
      warning: { reason: 'notAgent' },
    });
  });

  it('an agent opens the agent centre', async () => {
    const store = createTestStore([authSlice]);
    store.dispatch(beginSession({ token: 't', accountType: 41 }));
    renderWithProviders(<GatedButtons />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(screen.getByText('Opened: agent centre')).toBeInTheDocument();
    expect(selectAuthModal(store.getState())).toBeNull();
  });
});
