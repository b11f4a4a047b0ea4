import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO_PASSWORD } from '../../testing';
import {
  AuthStoryProviders,
  mswParameters,
  neverAnswers,
  storyConfig,
  storyPage,
} from '../../testing/story-providers';
import {
  ChangePasswordModal,
  ForcedChangeModal,
  type ForcedChangeReason,
} from './change-password-modal';

const meta = {
  title: 'auth/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { validators: storyConfig.validators },
  parameters: mswParameters(),
  render: (args) => (
    <AuthStoryProviders modal="changePassword" loggedIn>
      <ChangePasswordModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = storyPage;

/** Fills old, new and confirmation and saves. */
async function changePassword(canvasElement: HTMLElement, oldPassword: string) {
  const body = page(canvasElement);
  await userEvent.type(body.getByLabelText('Current password'), oldPassword);
  await userEvent.type(body.getByLabelText('New password'), 'Lotus2026');
  await userEvent.type(body.getByLabelText('Confirm new password'), 'Lotus2026');
  await userEvent.click(body.getByRole('button', { name: 'Save new password' }));
  return body;
}

function Forced({ reason }: { reason: ForcedChangeReason }) {
  return (
    <AuthStoryProviders modal="forcedChange" loggedIn>
      <ForcedChangeModal reason={reason} validators={storyConfig.validators} />
    </AuthStoryProviders>
  );
}

/** The voluntary change. */
export const Voluntary: Story = {};

/** Saving while the server has not answered yet. */
export const Submitting: Story = {
  parameters: mswParameters({}, neverAnswers('post', '*/wps/member/password')),
  play: async ({ canvasElement }) => {
    const body = await changePassword(canvasElement, DEMO_PASSWORD);
    await expect(await body.findByRole('button', { name: 'Save new password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The current password was wrong: the server's refusal in the form's alert. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const body = await changePassword(canvasElement, 'NotMine99');
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent('The old password is incorrect'),
    );
  },
};

/** Forced: the brand's default password. */
export const ForcedDefaultPassword: Story = { render: () => <Forced reason="defaultPassword" /> };
/** Forced: first login. */
export const ForcedFirstLogin: Story = { render: () => <Forced reason="firstLogin" /> };
/** Forced: the password expired. */
export const ForcedExpired: Story = { render: () => <Forced reason="expired" /> };

/** Forced, and the user chose to log out instead: busy until the server answers. */
export const ForcedLoggingOut: Story = {
  render: () => <Forced reason="defaultPassword" />,
  parameters: mswParameters({}, neverAnswers('delete', '*/wps/session/logout')),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Log out instead' }));
    await expect(await body.findByRole('button', { name: 'Log out instead' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
