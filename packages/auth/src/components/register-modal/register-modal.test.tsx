import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRegisterValidators } from '@lotusplay/api-client/testing';
import { authModalOpened } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { RegisterModal } from './register-modal';

// Registration by username without an SMS code, as the form's flags below say.
setupMswServer(() => defaultHandlers({ affiliateCodes: ['GOOD1'], flags: { REGMOBVERF3: false } }));

beforeEach(() => window.sessionStorage.clear());

function openRegister() {
  const result = renderAuth(
    <RegisterModal
      flags={{ USERNAMEREG3: true }}
      showCountryCode={false}
      validators={buildRegisterValidators()}
      countries={[{ countryCode: 'PH', countryDialingCode: '+63' }]}
    />,
  );
  act(() => {
    result.store.dispatch(authModalOpened('register'));
  });
  return result;
}

describe('RegisterModal', () => {
  it('shows the validation messages and requires the terms', async () => {
    const user = userEvent.setup();
    const { i18n } = openRegister();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), '1bad');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      i18n.t('auth:confirmPasswordWrong'),
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(i18n.t('auth:termsRequired'));
  });

  it('shows the username hint with min and max', () => {
    const { i18n } = openRegister();
    expect(screen.getByText(i18n.t('auth:hintPattern1', { range: '6 - 16' }))).toBeInTheDocument();
  });

  it('registers, logs in and goes to /', async () => {
    const user = userEvent.setup();
    const { store } = openRegister();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'newplayer1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().auth.token).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The thunk closes the modal before the component navigates: wait for the navigation too.
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });
});
