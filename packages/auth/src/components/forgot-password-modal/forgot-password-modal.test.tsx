import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModalOpened } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { ForgotPasswordModal } from './forgot-password-modal';

setupMswServer(() => defaultHandlers());

describe('ForgotPasswordModal', () => {
  it('sends the e-mail reset and shows the confirmation', async () => {
    const user = userEvent.setup();
    const result = renderAuth(
      <ForgotPasswordModal
        flags={{ CHNGPASSVERIF3: true }}
        showCountryCode={false}
        validators={[]}
        countries={[]}
      />,
    );
    act(() => {
      result.store.dispatch(authModalOpened('forgotPassword'));
    });
    expect(screen.getByRole('tab', { name: 'By phone' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'demo_player');
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.test{Enter}');
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches from the e-mail tab to a fresh phone form', async () => {
    const user = userEvent.setup();
    const result = renderAuth(
      <ForgotPasswordModal
        flags={{ CHNGPASSVERIF3: true }}
        showCountryCode={false}
        firebase={null}
        validators={[]}
        countries={[{ countryCode: 'PH', countryDialingCode: '+63' }]}
      />,
    );
    act(() => {
      result.store.dispatch(authModalOpened('forgotPassword'));
    });
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'demo_player');
    await user.click(screen.getByRole('tab', { name: 'By phone' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveValue('');
    await user.type(mobile, '9170000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
  });
});
