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
      i18n.t('authForms:confirmPasswordWrong'),
    );
    expect(screen.getByRole('checkbox', { name: /terms/ })).toHaveAccessibleDescription(
      i18n.t('authForms:termsRequired'),
    );
    // SPEC.md §5: the brand's minimum age is confirmed too (18 in the demo brand).
    expect(
      screen.getByRole('checkbox', { name: 'I am at least 18 years old' }),
    ).toHaveAccessibleDescription('You must confirm that you are at least 18 years old');
  });

  it('links the terms checkbox to the help centre’s terms, in a new tab, without ticking it', async () => {
    const user = userEvent.setup();
    openRegister();
    const link = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/help#terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const checkbox = screen.getByRole('checkbox', {
      name: 'I am of legal age and agree to the terms and conditions (opens in a new tab)',
    });
    // Following the link (jsdom does not navigate) leaves the box as it was.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('shows the username hint with min and max', () => {
    const { i18n } = openRegister();
    expect(
      screen.getByText(i18n.t('authForms:hintPattern1', { range: '6 - 16' })),
    ).toBeInTheDocument();
  });

  it('registers, logs in and goes to /', async () => {
    const user = userEvent.setup();
    const { store } = openRegister();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'newplayer1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('checkbox', { name: 'I am at least 18 years old' }));
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().auth.token).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The thunk closes the modal before the component navigates: wait for the navigation too.
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
  });
});
