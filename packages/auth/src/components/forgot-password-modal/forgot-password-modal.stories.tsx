import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStoryProviders, storyConfig } from '../testing/story-providers';
import { ForgotPasswordModal } from './forgot-password-modal';

const meta = {
  title: 'auth/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: { ...storyConfig },
  render: (args) => (
    <AuthStoryProviders modal="forgotPassword">
      <ForgotPasswordModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By e-mail. */
export const ByEmail: Story = {};
/** By phone: code and new password. */
export const ByPhone: Story = { args: { initialTab: 'phone' } };
/** Brand without phone reset: no tabs. */
export const EmailOnly: Story = { args: { flags: {} } };
