import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  buildCaptcha,
  createFakePhoneAuth,
  DEMO_PASSWORD,
  FAKE_FIREBASE_CODE,
} from '../../testing';
import {
  AuthStoryProviders,
  mswParameters,
  neverAnswers,
  storyConfig,
  storyPage,
} from '../../testing/story-providers';
import { LoginModal } from './login-modal';

const meta = {
  title: 'auth/LoginModal',
  component: LoginModal,
  args: { ...storyConfig },
  parameters: mswParameters(),
  render: (args) => (
    <AuthStoryProviders modal="loginPopup">
      <LoginModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = storyPage;

/** Empty username form with every option on. */
export const Empty: Story = {};

/** Opened by itself because the server ended the session: SPEC.md §8's notice describes it. */
export const SessionEnded: Story = {
  args: { notice: 'auth:notLoggedIn' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toHaveAccessibleDescription('You are not logged in, please login');
  },
};

/** The sms tab with the dialing code picker and the send-code button. */
export const SmsTab: Story = { args: { initialTab: 'sms' } };

/** After the server asked for a captcha: the image is the captcha handler's. */
export const CaptchaShown: Story = {
  args: { initialCaptchaRequired: true },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const image = await body.findByRole('img', { name: 'Captcha image' });
    await expect(image).toHaveAttribute('src', `data:image/png;base64,${buildCaptcha().image}`);
    await expect(body.getByLabelText('Captcha')).toBeRequired();
  },
};

/** A brand without sms login, registration or free play. */
export const Minimal: Story = { args: { flags: {}, showCountryCode: false } };

/** Logging in while the server has not answered yet: the loader covers the form. */
export const Submitting: Story = {
  parameters: mswParameters({}, neverAnswers('post', '*/wps/session/login')),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Username', { selector: 'input' }), 'demo_player');
    await userEvent.type(body.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Logging in…');
    await expect(body.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong password: the server's refusal is announced in the form's alert. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Username', { selector: 'input' }), 'demo_player');
    await userEvent.type(body.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent('Incorrect username or password'),
    );
    await expect(body.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  },
};

/** Sending the sms code failed: the server's reason in a warning dialog. */
export const SmsSendFailed: Story = {
  args: { initialTab: 'sms' },
  parameters: mswParameters(
    {},
    http.post('*/wps/verification/sms/noLogin', () =>
      HttpResponse.json(
        { success: false, code: 'SMS_RATE_LIMITED', message: 'Too many requests', value: null },
        { status: 429 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Mobile number'), '9170000001');
    await userEvent.click(body.getByRole('button', { name: 'Send code' }));
    const dialog = await body.findByRole('dialog', { name: 'Could not send the code' });
    await expect(dialog).toHaveTextContent('Too many requests');
  },
};

/** The code was sent: the button counts down the seconds before another can be asked for. */
export const SmsCountdown: Story = {
  args: { initialTab: 'sms' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Mobile number'), '9170000001');
    await userEvent.click(body.getByRole('button', { name: 'Send code' }));
    const counting = await body.findByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(counting).toBeDisabled();
  },
};

/** The brand's Firebase project for the Firebase stories (the adapter is a fake: no network). */
const firebaseBrand = {
  initialTab: 'sms' as const,
  firebase: {
    apiKey: 'story-key',
    authDomain: 'demo-story.firebaseapp.com',
    projectId: 'demo-story',
    emulatorUrl: null,
  },
};

/** Firebase sends the code: one-minute countdown, then the code logs in with its ID token. */
export const FirebaseSms: Story = {
  args: { ...firebaseBrand, phoneAuth: createFakePhoneAuth() },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Mobile number'), '9170000001');
    await userEvent.click(body.getByRole('button', { name: 'Send code' }));
    await expect(await body.findByRole('button', { name: /^Resend in 60 s$/ })).toBeDisabled();
    await userEvent.type(body.getByLabelText('Verification code'), FAKE_FIREBASE_CODE);
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  },
};

/** Firebase refuses to send: its SPEC.md §8 message in the warning dialog. */
export const FirebaseSendFailed: Story = {
  args: {
    ...firebaseBrand,
    phoneAuth: createFakePhoneAuth({ sendFailure: 'auth/quota-exceeded' }),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Mobile number'), '9170000001');
    await userEvent.click(body.getByRole('button', { name: 'Send code' }));
    const dialog = await body.findByRole('dialog', { name: 'Could not send the code' });
    await expect(dialog).toHaveTextContent(
      'Quota not sufficient, please contact customer service.',
    );
  },
};

/** A wrong Firebase code: its SPEC.md §8 message in the form's alert. */
export const FirebaseWrongCode: Story = {
  args: { ...firebaseBrand, phoneAuth: createFakePhoneAuth() },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(body.getByLabelText('Mobile number'), '9170000001');
    await userEvent.click(body.getByRole('button', { name: 'Send code' }));
    await body.findByRole('button', { name: /^Resend in \d+ s$/ });
    await userEvent.type(body.getByLabelText('Verification code'), '111111');
    await userEvent.click(body.getByRole('button', { name: 'Log in' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Verification code is not valid',
    );
  },
};
