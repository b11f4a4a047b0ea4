import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildRegisterValidator, buildRegisterValidators } from '@lotusplay/api-client/testing';
import { AuthStoryProviders, storyConfig } from '../testing/story-providers';
import { RegisterModal } from './register-modal';

const meta = {
  title: 'auth/RegisterModal',
  component: RegisterModal,
  args: { ...storyConfig },
  render: (args) => (
    <AuthStoryProviders modal="register">
      <RegisterModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username tab. */
export const ByUsername: Story = {};
/** Mobile tab with the sms code. */
export const ByMobile: Story = { args: { initialTab: 'mobile' } };
/** Username registration that also needs an sms code (REGMOBVERF3). */
export const WithSmsVerification: Story = {
  args: { flags: { ...storyConfig.flags, MOBILENUMREG3: false, REGMOBVERF3: true } },
};
/** Every optional field enabled, with the captcha. */
export const AllFields: Story = {
  args: {
    validators: [
      ...buildRegisterValidators(),
      ...[
        'payeeName',
        'qqNum',
        'line',
        'whatsapp',
        'affiliateCode',
        'captcha',
        'paymentPassword',
      ].map((key) =>
        buildRegisterValidator({ key, required: false, minLength: 0, maxLength: 30, patternId: 0 }),
      ),
    ],
  },
};
