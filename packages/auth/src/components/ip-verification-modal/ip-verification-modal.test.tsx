import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD, DEMO_SMS_CODE } from '../../testing';
import { authModalOpened } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { LoginModal } from '../login-modal/login-modal';
import { IpVerificationModal } from './ip-verification-modal';

const server = setupMswServer(() => defaultHandlers());

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function logInFromNewAddress(methods: Parameters<typeof defaultHandlers>[0]) {
  server.use(...defaultHandlers(methods));
  const user = userEvent.setup();
  const result = renderAuth(
    <>
      <LoginModal showCountryCode={false} />
      <IpVerificationModal />
    </>,
  );
  act(() => {
    result.store.dispatch(authModalOpened('loginPopup'));
  });
  await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'demo_player');
  await user.type(screen.getByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm it is you' });
  return { ...result, user, dialog };
}

describe('IpVerificationModal', () => {
  it('opens after a login from a new address and lets the member in with the e-mail code', async () => {
    const { store, user, dialog } = await logInFromNewAddress({
      ipVerification: ['email', 'totp'],
    });
    expect(
      await within(dialog).findByText(
        'You are logging in from a new address (203.0.113.9). Please confirm it is you before you continue.',
      ),
    ).toBeInTheDocument();
    const email = within(dialog).getByRole('radio', {
      name: 'A code sent to your e-mail d***@example.com',
    });
    expect(email).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A code was sent to ****0001. It expires in 5 minutes.',
    );
    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The verification answer is not correct',
    );
    await user.type(within(dialog).getByLabelText('Verification code'), DEMO_SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(store.getState().auth.member?.account).toBe('demo_player'));
  });

  it('proves the address with the authenticator', async () => {
    const { store, user, dialog } = await logInFromNewAddress({
      ipVerification: ['email', 'totp'],
    });
    await user.click(await within(dialog).findByRole('radio', { name: 'Your authenticator app' }));
    await user.type(within(dialog).getByLabelText('Authenticator code or recovery code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().auth.member?.account).toBe('demo_player'));
  });

  it('logs out when the member leaves without the proof', async () => {
    const { store, user, dialog } = await logInFromNewAddress({
      ipVerification: ['bankAccountName'],
    });
    expect(
      await within(dialog).findByText('The account name of your bank account'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
