import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthStoryProviders, storyConfig } from '../testing/story-providers';
import { ChangePasswordModal, ForcedChangeModal } from './change-password-modal';

const meta = {
  title: 'auth/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { validators: storyConfig.validators },
  render: (args) => (
    <AuthStoryProviders modal="changePassword" loggedIn>
      <ChangePasswordModal {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The voluntary change. */
export const Voluntary: Story = {};

function Forced({ reason }: { reason: 'firstLogin' | 'expired' | 'defaultPassword' }) {
  return (
    <AuthStoryProviders modal="forcedChange" loggedIn>
      <ForcedChangeModal reason={reason} validators={storyConfig.validators} />
    </AuthStoryProviders>
  );
}

/** Forced: the brand's default password. */
export const ForcedDefaultPassword: Story = { render: () => <Forced reason="defaultPassword" /> };
/** Forced: first login. */
export const ForcedFirstLogin: Story = { render: () => <Forced reason="firstLogin" /> };
/** Forced: the password expired. */
export const ForcedExpired: Story = { render: () => <Forced reason="expired" /> };
