import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { tokenSet } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { LogoutConfirmDialog } from './logout-confirm-dialog';
import { GateWarningDialog } from '../gate-warning-dialog/gate-warning-dialog';

setupMswServer(() => defaultHandlers());

describe('LogoutConfirmDialog', () => {
  it('logs out after confirmation and goes to /', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { store } = renderAuth(<LogoutConfirmDialog open onClose={onClose} />);
    act(() => {
      store.dispatch(tokenSet({ token: 'tok-demo-player', accountType: 0 }));
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });

  it('cancel keeps the session', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { store } = renderAuth(<LogoutConfirmDialog open onClose={onClose} />);
    act(() => {
      store.dispatch(tokenSet({ token: 'tok-demo-player' }));
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().auth.token).toBe('tok-demo-player');
  });
});

describe('GateWarningDialog', () => {
  it('shows the trial warning with its button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { i18n } = renderAuth(<GateWarningDialog open kind="trial" onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(i18n.t('auth:needTrueAccount'));
    await user.click(screen.getByRole('button', { name: i18n.t('auth:increaseSubmit') }));
    expect(onClose).toHaveBeenCalled();
  });
});
