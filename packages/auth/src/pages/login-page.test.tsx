import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { clearSession, storeSession } from '../session/session-storage';
import { authModalClosed, tokenSet } from '../state/auth-slice';
import { DEMO_SESSION_TOKEN } from '../testing/handlers';
import { defaultHandlers, renderAuth } from '../testing/render-auth';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

setupMswServer(() => defaultHandlers());

describe('LoginPage', () => {
  it('opens the login popup at once, and again from the page', async () => {
    const { store } = renderAuth(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(store.getState().auth.modal).toEqual({ name: 'loginPopup' });
    act(() => {
      store.dispatch(authModalClosed());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.modal).toEqual({ name: 'loginPopup' });
  });

  it('sends a logged-in visitor to the home page', async () => {
    const { store } = renderAuth(<LoginPage />, { route: '/login' });
    act(() => {
      store.dispatch(tokenSet({ token: DEMO_SESSION_TOKEN, accountType: 0 }));
    });
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });
});

describe('RegisterPage', () => {
  it('shows its page with the register dialog opened over it', () => {
    const { store } = renderAuth(
      <RegisterPage>
        <h1>Home</h1>
      </RegisterPage>,
      { route: '/register' },
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(store.getState().auth.modal).toEqual({ name: 'register' });
  });

  it('opens nothing for a logged-in visitor', () => {
    storeSession({ token: DEMO_SESSION_TOKEN, accountType: 0 });
    try {
      const { store } = renderAuth(
        <RegisterPage>
          <p>Home</p>
        </RegisterPage>,
      );
      expect(store.getState().auth.token).toBe(DEMO_SESSION_TOKEN);
      expect(store.getState().auth.modal).toBeNull();
    } finally {
      clearSession();
    }
  });
});
