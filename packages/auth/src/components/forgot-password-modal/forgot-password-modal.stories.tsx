import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  AuthStoryProviders,
  mswParameters,
  neverAnswers,
  storyConfig,
  storyPage,
} from '../../testing/story-providers';
import { ForgotPasswordModal } from './forgot-password-modal';

const meta = {
  title: 'auth/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: { ...storyConfig },
  parameters: mswParameters(),
  render: (args) => (
    <AuthStoryProviders modal="forgotPassword">
      <ForgotPasswordModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = storyPage;

/** Fills the e-mail form and sends it. */
async function sendResetLink(canvasElement: HTMLElement) {
  const body = page(canvasElement);
  await userEvent.type(body.getByLabelText('Username', { selector: 'input' }), 'luckylotus');
  await userEvent.type(body.getByLabelText('E-mail'), 'demo@lotusplay.test');
  await userEvent.click(body.getByRole('button', { name: 'Send reset link' }));
  return body;
}

/** By e-mail. */
export const ByEmail: Story = {};

/** By phone: code and new password. */
export const ByPhone: Story = { args: { initialTab: 'phone' } };

/** Brand without phone reset: no tabs. */
export const EmailOnly: Story = { args: { flags: {} } };

/** The reset link is being asked for and the server has not answered yet. */
export const Submitting: Story = {
  parameters: mswParameters({}, neverAnswers('post', '*/wps/member/password/email')),
  play: async ({ canvasElement }) => {
    const body = await sendResetLink(canvasElement);
    await expect(await body.findByRole('button', { name: 'Send reset link' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server accepted the request: the confirmation replaces the form. */
export const EmailSent: Story = {
  play: async ({ canvasElement }) => {
    const body = await sendResetLink(canvasElement);
    await expect(await body.findByRole('status')).toHaveTextContent('a reset link is on its way');
    await expect(body.queryByLabelText('E-mail')).not.toBeInTheDocument();
  },
};
