import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStoryProviders, storyConfig } from '../testing/story-providers';
import { LoginModal } from './login-modal';

const meta = {
  title: 'auth/LoginModal',
  component: LoginModal,
  args: { ...storyConfig },
  render: (args) => (
    <AuthStoryProviders modal="loginPopup">
      <LoginModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty username form with every option on. */
export const Empty: Story = {};
/** The sms tab with the dialing code picker and the send-code button. */
export const SmsTab: Story = { args: { initialTab: 'sms' } };
/** After the server asked for a captcha (the image loads from /wps/captcha). */
export const CaptchaShown: Story = { args: { initialCaptchaRequired: true } };
/** A brand without sms login, registration or free play. */
export const Minimal: Story = { args: { flags: {}, showCountryCode: false } };
