// Issue 9: the server decides whether a password change is due. A browser that forgot (or was
// told to forget) the forced change meets 403 PASSWORD_CHANGE_REQUIRED on its next call, and the
// app answers it with the forced-change modal; a common new password shows under its field.
import { api, AuthErrorCodes, configureApiClient, ValidationMessages } from '@lotusplay/api-client';
import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { authApi } from '../../api/auth-api';
import { sessionExpiryMiddleware } from '../../session/session-expiry';
import { logIn } from '../../session/login-thunks';
import { loadMemberInfoIfLoggedIn } from '../../session/session-thunks';
import { authModalClosed, authSlice, mustChangePasswordCleared } from '../../state/auth-slice';
import { createAuthHandlers, DEMO_DEFAULT_PASSWORD } from '../../testing';
import { AuthModalsHost } from './auth-modals-host';

setupMswServer(() => [...createSystemHandlers(), ...createAuthHandlers()]);

/** The app's store: api + auth, the api middleware, then the session middleware. */
function renderApp() {
  const store = configureStore({
    reducer: combineSlices(api, authSlice),
    middleware: (getDefault) => getDefault().concat(api.middleware, sessionExpiryMiddleware),
  });
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  const i18n = createTestI18n({ language: 'EN' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  renderWithProviders(<AuthModalsHost />, { store, route: '/somewhere', wrapper });
  return store;
}

beforeEach(() => window.sessionStorage.clear());

describe('PASSWORD_CHANGE_REQUIRED from the server', () => {
  it('opens the forced-change modal even when the browser dropped the flag', async () => {
    const user = userEvent.setup();
    const store = renderApp();
    await act(async () => {
      await store.dispatch(
        logIn({ username: 'demo_default', password: DEMO_DEFAULT_PASSWORD, type: 'username' }),
      );
    });
    // Someone clears `cpw` and closes the modal: the browser now thinks no change is due.
    act(() => {
      store.dispatch(mustChangePasswordCleared());
      store.dispatch(authModalClosed());
      window.sessionStorage.removeItem('cpw');
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    let member: unknown;
    await act(async () => {
      member = await store.dispatch(loadMemberInfoIfLoggedIn());
    });
    expect(member).toBeNull();
    const refused = authApi.endpoints.getMemberInfo.select()(store.getState()).error;
    expect(refused).toMatchObject({ status: 403, code: AuthErrorCodes.PasswordChangeRequired });
    const dialog = await screen.findByRole('alertdialog', { name: 'Set a new password' });
    expect(dialog).toBeVisible();
    expect(store.getState().auth.mustChangePassword).toBe(true);
    expect(window.sessionStorage.getItem('cpw')).not.toBeNull();

    // A common new password is refused by the server and shown under the field.
    await user.type(screen.getByLabelText('Current password'), DEMO_DEFAULT_PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(ValidationMessages.commonPassword)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    // The change itself goes through; then the member info loads.
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'Lotus7Fresh');
    await user.type(screen.getByLabelText('Confirm new password'), 'Lotus7Fresh');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.getState().auth.mustChangePassword).toBe(false);
    await waitFor(() => expect(store.getState().auth.member?.account).toBe('demo_default'));
  });
});
