import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRegisterValidators } from '@lotusplay/api-client/testing';
import { DEMO_PASSWORD } from '../../testing';
import { authModalOpened, tokenSet } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { ForcedChangeModal, type ForcedChangeReason } from './change-password-modal';

setupMswServer(() => defaultHandlers());

describe('ForcedChangeModal', () => {
  function openForced(reason: ForcedChangeReason = 'defaultPassword') {
    const result = renderAuth(<ForcedChangeModal validators={buildRegisterValidators()} />);
    act(() => {
      result.store.dispatch(tokenSet({ token: 'tok-demo-player', forcedChangeReason: reason }));
      result.store.dispatch(authModalOpened('forcedChange'));
    });
    return result;
  }

  it('cannot be dismissed with Escape and explains why', async () => {
    const user = userEvent.setup();
    openForced();
    const dialog = screen.getByRole('alertdialog', { name: 'Set a new password' });
    expect(dialog).toHaveTextContent('default password');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'Your password has expired'],
    ['firstLogin', 'This is your first login'],
  ] as const)('explains a change forced by %s from the session', (reason, text) => {
    openForced(reason);
    expect(screen.getByRole('alertdialog', { name: 'Set a new password' })).toHaveTextContent(text);
  });

  it('shows a wrong old password and succeeds with the right one', async () => {
    const user = userEvent.setup();
    const { store, i18n } = openForced();
    await user.type(screen.getByLabelText('Current password'), 'nope1234');
    await user.type(screen.getByLabelText('New password'), 'fresh1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n.t('authForms:passwordIncorrect'),
    );
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(store.getState().auth.mustChangePassword).toBe(false));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The thunk closes the modal before the component navigates: wait for the navigation too.
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });
});
