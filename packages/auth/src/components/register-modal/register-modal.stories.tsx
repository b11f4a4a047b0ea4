import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildRegisterValidator, buildRegisterValidators } from '@lotusplay/api-client/testing';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO_PASSWORD } from '../../testing';
import {
  AuthStoryProviders,
  mswParameters,
  neverAnswers,
  storyConfig,
  storyPage,
} from '../../testing/story-providers';
import { RegisterModal } from './register-modal';

const meta = {
  title: 'auth/RegisterModal',
  component: RegisterModal,
  args: { ...storyConfig },
  parameters: mswParameters(),
  render: (args) => (
    <AuthStoryProviders modal="register">
      <RegisterModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = storyPage;

/** The brand validators plus an optional invitation code field. */
const withAffiliateCode = [
  ...buildRegisterValidators(),
  buildRegisterValidator({
    key: 'affiliateCode',
    required: false,
    minLength: 0,
    maxLength: 30,
    patternId: 0,
  }),
];

/** Fills the username form with a valid new account and submits it. */
async function registerAs(canvasElement: HTMLElement, username: string, affiliateCode?: string) {
  const body = page(canvasElement);
  await userEvent.type(body.getByLabelText('Username', { selector: 'input' }), username);
  await userEvent.type(body.getByLabelText('Password'), DEMO_PASSWORD);
  await userEvent.type(body.getByLabelText('Confirm password'), DEMO_PASSWORD);
  if (affiliateCode) await userEvent.type(body.getByLabelText('Invitation code'), affiliateCode);
  await userEvent.click(body.getByRole('checkbox', { name: /years old/ }));
  await userEvent.click(body.getByRole('checkbox', { name: /agree to the terms/ }));
  await userEvent.click(body.getByRole('button', { name: 'Register' }));
  return body;
}

/** Username tab. */
export const ByUsername: Story = {};

/** Mobile tab with the sms code. */
export const ByMobile: Story = { args: { initialTab: 'mobile' } };

/**
 * Mobile tab of a brand with MOBILENUMREG3 but not MOBILENUMPASSREG3: the number's code is the
 * credential, no password is asked.
 */
export const ByMobileWithoutPassword: Story = {
  args: {
    initialTab: 'mobile',
    flags: { ...storyConfig.flags, MOBILENUMREG3: true, MOBILENUMPASSREG3: false },
  },
  parameters: mswParameters({ flags: { MOBILENUMPASSREG3: false } }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(body.queryByLabelText('Password')).toBeNull();
  },
};

/** A brand whose market needs 21: the age confirmation says so (SPEC.md §5). */
export const MinimumAge21: Story = {
  parameters: mswParameters({ minimumAge: 21 }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByRole('checkbox', { name: 'I am at least 21 years old' }),
    ).toBeTruthy();
  },
};

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

/** No brand configuration passed: flags, validators and countries come from the system handlers. */
export const BrandFromServer: Story = {
  render: () => (
    <AuthStoryProviders modal="register">
      <RegisterModal />
    </AuthStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
    await expect(
      await body.findByLabelText('Username', { selector: 'input' }),
    ).toHaveAccessibleDescription(/starting with a letter/);
  },
};

/** The register settings have not arrived yet: the form waits behind a loader. */
export const LoadingBrandConfig: Story = {
  render: ({ flags, showCountryCode }) => (
    <AuthStoryProviders modal="register">
      <RegisterModal flags={flags} showCountryCode={showCountryCode} />
    </AuthStoryProviders>
  ),
  parameters: mswParameters({}, neverAnswers('get', '*/wps/system/setting/register')),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('status')).toHaveTextContent('Loading…');
    await expect(body.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
  },
};

/** Registering while the server has not answered yet: the loader covers the form. */
export const Submitting: Story = {
  parameters: mswParameters({}, neverAnswers('put', '*/wps/member/register')),
  play: async ({ canvasElement }) => {
    const body = await registerAs(canvasElement, 'newplayer1');
    await expect(await body.findByRole('status')).toHaveTextContent('Registering…');
    await expect(body.getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The username is already registered: the server's refusal in the form's alert. */
export const UsernameTaken: Story = {
  parameters: mswParameters({ takenUsernames: ['luckylotus'] }),
  play: async ({ canvasElement }) => {
    const body = await registerAs(canvasElement, 'luckylotus');
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent('This username is already registered'),
    );
  },
};

/** An invitation code the server does not know: a warning, and nothing is registered. */
export const InvalidAffiliateCode: Story = {
  args: { validators: withAffiliateCode },
  parameters: mswParameters({ affiliateCodes: ['LOTUS2025'] }),
  play: async ({ canvasElement }) => {
    const body = await registerAs(canvasElement, 'newplayer1', 'NOSUCHCODE');
    const warning = await body.findByRole('dialog', { name: 'Notice' });
    await expect(warning).toHaveTextContent('The invitation code is invalid');
    await expect(body.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  },
};
