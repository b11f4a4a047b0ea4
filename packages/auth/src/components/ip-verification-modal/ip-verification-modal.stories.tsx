import type { IpProofMethod } from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AuthStoryProviders,
  mswParameters,
  neverAnswers,
  storyPage,
} from '../../testing/story-providers';
import { IpVerificationModal } from './ip-verification-modal';

/** The session's pending check, with `methods`; a code is '123456', anything else is wrong. */
const pending = (methods: IpProofMethod[]) =>
  mswParameters(
    {},
    http.get('*/wps/session/ipVerification', () =>
      envelope({ methods, mobile: '****0001', email: 'd***@example.com', ip: '203.0.113.9' }),
    ),
    http.post('*/wps/session/ipVerification/code', () =>
      envelope({ expiredMinutes: 5, sentTo: '****0001' }),
    ),
    http.post('*/wps/session/ipVerification', () =>
      errorEnvelope('IP_PROOF_WRONG', 'The verification answer is not correct', 400),
    ),
  );

const meta = {
  title: 'auth/IpVerificationModal',
  component: IpVerificationModal,
  args: { open: true, onClose: fn() },
  parameters: pending(['mobile', 'email', 'bankAccountName', 'totp']),
  render: (args) => (
    <AuthStoryProviders loggedIn>
      <IpVerificationModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof IpVerificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every proof the brand allows and the member can give: a choice. */
export const AllMethods: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyPage(canvasElement).findByRole('alertdialog', {
      name: 'Confirm it is you',
    });
    await expect(await within(dialog).findAllByRole('radio')).toHaveLength(4);
  },
};

/** Only the bank account name: no choice, the name is asked. */
export const BankAccountNameOnly: Story = {
  parameters: pending(['bankAccountName']),
  play: async ({ canvasElement }) => {
    const dialog = await storyPage(canvasElement).findByRole('alertdialog');
    await expect(await within(dialog).findByLabelText('Bank account name')).toBeTruthy();
  },
};

/** A code sent to the bound mobile number, and a wrong answer. */
export const WrongCode: Story = {
  parameters: pending(['mobile']),
  play: async ({ canvasElement }) => {
    const dialog = await storyPage(canvasElement).findByRole('alertdialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The verification answer is not correct',
    );
  },
};

/** The check has not loaded yet. */
export const Loading: Story = {
  parameters: mswParameters({}, neverAnswers('get', '*/wps/session/ipVerification')),
  play: async ({ canvasElement }) => {
    const dialog = await storyPage(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('status')).toBeTruthy();
  },
};

/** The check could not be loaded: the alert and "Try again". */
export const Failed: Story = {
  parameters: mswParameters(
    {},
    http.get('*/wps/session/ipVerification', () => errorEnvelope('INTERNAL_ERROR', 'x', 500)),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await storyPage(canvasElement).findByRole('alertdialog');
    await expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};
