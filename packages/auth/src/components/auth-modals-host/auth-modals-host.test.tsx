import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { authModalClosed, authModalOpened } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { AuthModalsHost } from './auth-modals-host';

setupMswServer(() => defaultHandlers());

describe('AuthModalsHost', () => {
  it('renders nothing until a modal opens, then keeps the modals mounted', async () => {
    const { store, container } = renderAuth(<AuthModalsHost />);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    act(() => {
      store.dispatch(authModalOpened('loginPopup'));
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    act(() => {
      store.dispatch(authModalClosed());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => {
      store.dispatch(authModalOpened('register'));
    });
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });
});
