// The SMS forms with Firebase phone sign-in as the brand's SMS provider: codes are sent by Firebase
// (with the invisible reCAPTCHA host), the countdown is one minute, the confirmed code becomes an ID
// token sent in place of the code, and Firebase failures show the SPEC.md §8 texts.
import { buildRegisterValidators } from '@lotusplay/api-client/testing';
import type { FirebaseWebSettings } from '@lotusplay/api-client';
import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebasePhoneAuthError } from '../firebase/firebase-errors';
import { authModalOpened } from '../state/auth-slice';
import { DEMO_FIREBASE_ID_TOKEN } from '../testing';
import { ForgotPasswordModal } from './forgot-password-modal/forgot-password-modal';
import { LoginModal } from './login-modal/login-modal';
import { RegisterModal } from './register-modal/register-modal';
import { defaultHandlers, renderAuth } from '../testing/render-auth';

const RIGHT_CODE = '654321';
const firebase = vi.hoisted(() => ({
  created: [] as unknown[],
  sent: [] as { phone: string; container: unknown }[],
  sendFailure: null as null | Error,
}));

// The Firebase SDK is exercised against the Auth emulator (e2e/firebase); here the adapter is
// replaced so the forms' side of the contract is checked without a network.
vi.mock('../firebase/firebase-phone-auth', () => ({
  createFirebasePhoneAuth: (options: unknown) => {
    firebase.created.push(options);
    return {
      preload: () => Promise.resolve(),
      sendCode: (phone: string, container: unknown) => {
        firebase.sent.push({ phone, container });
        if (firebase.sendFailure) return Promise.reject(firebase.sendFailure);
        return Promise.resolve({
          confirm: (code: string) =>
            code === RIGHT_CODE
              ? Promise.resolve({ idToken: DEMO_FIREBASE_ID_TOKEN, phoneNumber: phone })
              : Promise.reject(new FirebasePhoneAuthError('auth/invalid-verification-code')),
        });
      },
    };
  },
}));

const server = setupMswServer(() => defaultHandlers());
const settings: FirebaseWebSettings = {
  apiKey: 'key',
  authDomain: 'demo-x.firebaseapp.com',
  projectId: 'demo-x',
  emulatorUrl: 'http://127.0.0.1:9099',
};
const brand = {
  showCountryCode: false,
  firebase: settings,
  validators: buildRegisterValidators(),
  countries: [{ countryCode: 'PH', countryDialingCode: '+63' }],
};

beforeEach(() => {
  window.sessionStorage.clear();
  firebase.created.length = 0;
  firebase.sent.length = 0;
  firebase.sendFailure = null;
});

async function sendCode(user: ReturnType<typeof userEvent.setup>, mobile = '9170000001') {
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
}

describe('login by SMS with Firebase', () => {
  const open = () => {
    const result = renderAuth(
      <LoginModal flags={{ MOBILEVERCODELOGIN3: true }} initialTab="sms" {...brand} />,
    );
    act(() => {
      result.store.dispatch(authModalOpened('loginPopup'));
    });
    return result;
  };

  it('sends through Firebase (no server SMS), then logs in with the ID token', async () => {
    let serverSms = 0;
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/wps/verification/sms/noLogin', () => {
        serverSms += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    const { store } = open();
    await sendCode(user);
    expect(firebase.created).toEqual([
      {
        config: { apiKey: 'key', authDomain: 'demo-x.firebaseapp.com', projectId: 'demo-x' },
        emulatorUrl: 'http://127.0.0.1:9099',
        languageCode: 'en',
      },
    ]);
    expect(firebase.sent).toEqual([{ phone: '+639170000001', container: expect.any(HTMLElement) }]);
    expect(serverSms).toBe(0);
    await user.type(screen.getByLabelText('Verification code'), `${RIGHT_CODE}{Enter}`);
    await waitFor(() => expect(store.getState().auth.token).not.toBeNull());
    expect(store.getState().auth.mustChangePassword).toBe(false);
  });

  it('shows a wrong code in the SPEC words and stays logged out', async () => {
    const user = userEvent.setup();
    const { store } = open();
    await sendCode(user);
    await user.type(screen.getByLabelText('Verification code'), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code is not valid');
    expect(store.getState().auth.token).toBeNull();
  });

  it('shows a Firebase send failure in the warning dialog', async () => {
    firebase.sendFailure = new FirebasePhoneAuthError('auth/too-many-requests');
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Mobile number'), '9170000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Could not send the code' });
    expect(dialog).toHaveTextContent('Too many requests, please try again after 5 minutes.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('asks for a new code when none was sent to this number', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Mobile number'), '9170000001');
    await user.type(screen.getByLabelText('Verification code'), `${RIGHT_CODE}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification code has expired, please send again.',
    );
  });
});

describe('registration and reset with Firebase', () => {
  it('registers by mobile with the ID token', async () => {
    const user = userEvent.setup();
    const result = renderAuth(
      <RegisterModal
        flags={{ MOBILENUMREG3: true, MOBILENUMPASSREG3: true }}
        initialTab="mobile"
        {...brand}
      />,
    );
    act(() => {
      result.store.dispatch(authModalOpened('register'));
    });
    await sendCode(user, '9178880001');
    await user.type(screen.getByLabelText('Verification code'), RIGHT_CODE);
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    await user.click(screen.getByRole('checkbox', { name: 'I am at least 18 years old' }));
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(result.store.getState().auth.token).not.toBeNull());
    expect(firebase.sent[0]?.phone).toBe('+639178880001');
  });

  it('resets by phone with the ID token and logs in', async () => {
    const user = userEvent.setup();
    const result = renderAuth(
      <ForgotPasswordModal flags={{ CHNGPASSVERIF3: true }} initialTab="phone" {...brand} />,
    );
    act(() => {
      result.store.dispatch(authModalOpened('forgotPassword'));
    });
    await sendCode(user);
    await user.type(screen.getByLabelText('Verification code'), RIGHT_CODE);
    await user.type(screen.getByLabelText('New password'), 'Play2025{Enter}');
    await waitFor(() => expect(result.store.getState().auth.token).not.toBeNull());
  });
});
