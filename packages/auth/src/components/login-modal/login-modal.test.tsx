import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD, DEMO_SMS_CODE } from '../../testing';
import { endExpiredSession } from '../../session/session-thunks';
import { authModalOpened, tokenSet } from '../../state/auth-slice';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { LoginModal } from './login-modal';

const server = setupMswServer(() => defaultHandlers());
const allFlags = { MOBILEVERCODELOGIN3: true, DIRECTREG3: true, FREEPLAY3: true };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function openLogin(props: Parameters<typeof LoginModal>[0] = {}) {
  const result = renderAuth(<LoginModal flags={allFlags} showCountryCode={false} {...props} />);
  act(() => {
    result.store.dispatch(authModalOpened('loginPopup'));
  });
  return result;
}

describe('LoginModal', () => {
  it('logs in, stores the session, closes and goes to /', async () => {
    const user = userEvent.setup();
    const { store } = openLogin();
    const username = screen.getByLabelText('Username', { selector: 'input' });
    expect(username).toHaveFocus();
    await user.type(username, '  demo_player ');
    await user.type(screen.getByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(store.getState().auth.token).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The thunk closes the modal before the component navigates: wait for the navigation too.
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
    expect(window.sessionStorage.getItem('token')).toBeTruthy();
  });

  it('shows the login failure in the alert and keeps the modal', async () => {
    const user = userEvent.setup();
    const { i18n } = openLogin();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'demo_player');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('authForms:loginFailed'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
  });

  it('leaving an empty field shows no error (nothing shifts under the pointer); Forgot password? opens its form', async () => {
    const user = userEvent.setup();
    const { store, i18n } = openLogin();
    const username = screen.getByLabelText('Username', { selector: 'input' });
    expect(username).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    // Give a blur check every chance to show its message.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(i18n.t('authForms:enterUsernamePassword'))).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(store.getState().auth.modal?.name).toBe('forgotPassword');
  });

  it('shows required-field messages under the fields', async () => {
    const user = userEvent.setup();
    const { i18n } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText('Username', { selector: 'input' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(i18n.t('authForms:enterUsernamePassword'));
  });

  it('shows the captcha only after the server asked for it', async () => {
    server.use(...defaultHandlers({ captchaRequired: true }));
    const user = userEvent.setup();
    openLogin();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'demo_player');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New image' })).toBeInTheDocument();
  });

  it('opens the forced change instead of closing when the password must change', async () => {
    const user = userEvent.setup();
    const { store } = openLogin();
    await user.type(screen.getByLabelText('Username', { selector: 'input' }), 'demo_default');
    await user.type(screen.getByLabelText('Password'), `${DEMO_DEFAULT_PASSWORD}{Enter}`);
    await waitFor(() => expect(store.getState().auth.modal?.name).toBe('forcedChange'));
  });

  it('sends an sms code and counts down the seconds left', async () => {
    const user = userEvent.setup();
    const { i18n } = openLogin();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    const send = screen.getByRole('button', { name: 'Send code' });
    await user.click(send);
    // The mobile number is checked before any request.
    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(i18n.t('authForms:invalidMobile'));
    await user.type(mobile, '9170000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: /Resend in 60 s/ });
    expect(counting).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), `${DEMO_SMS_CODE}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the sms fields only once the brand's dialing codes are there", async () => {
    const { http, HttpResponse } = await import('msw');
    const { buildRegisterSetting, envelopeBody } = await import('@lotusplay/api-client/testing');
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/wps/system/setting/register', async () => {
        await held;
        return HttpResponse.json(envelopeBody(buildRegisterSetting()));
      }),
    );
    openLogin({ initialTab: 'sms' });
    // A number typed now would go out without its country code.
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('shows the sms failure in a warning dialog', async () => {
    const { http, HttpResponse } = await import('msw');
    const asked: unknown[] = [];
    server.use(
      http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(
          { success: false, code: 'SMS_RATE_LIMITED', message: 'Too many requests', value: null },
          { status: 429 },
        );
      }),
    );
    const user = userEvent.setup();
    const { i18n } = openLogin({ initialTab: 'sms' });
    // The number fields wait for the brand's dialing codes, so no code goes out without one.
    await user.type(await screen.findByLabelText('Mobile number'), '9170000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not send the code' });
    expect(dialog).toHaveTextContent(i18n.t('authForms:tooManyRequests'));
    expect(asked).toEqual([
      expect.objectContaining({ countryDialingCode: expect.stringMatching(/^\+\d+$/) }),
    ]);
  });

  it('hides sms, register and free play when their flags are off', () => {
    openLogin({ flags: {} });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('says why it opened when the server ended the session, as the dialog description', async () => {
    const { store } = renderAuth(<LoginModal flags={allFlags} showCountryCode={false} />);
    window.sessionStorage.setItem('token', 'tok-demo-player');
    act(() => {
      store.dispatch(tokenSet({ token: 'tok-demo-player' }));
      store.dispatch(endExpiredSession());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAccessibleDescription('You are not logged in, please login');
    expect(screen.getByLabelText('current path')).toHaveTextContent('/somewhere');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('shows no notice when the visitor opened it', () => {
    openLogin();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('You are not logged in, please login')).not.toBeInTheDocument();
  });

  it('shows the notice given by prop', () => {
    renderAuth(<LoginModal open notice="auth:notLoggedIn" flags={{}} showCountryCode={false} />);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveAccessibleDescription(
      'You are not logged in, please login',
    );
  });
});
