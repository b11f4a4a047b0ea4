import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthStoryProviders } from '../testing/story-providers';
import { LogoutConfirmDialog } from './logout-confirm-dialog';

const meta = {
  title: 'auth/LogoutConfirmDialog',
  component: LogoutConfirmDialog,
  args: { open: true, onClose: fn(), onLoggedOut: fn() },
  render: (args) => (
    <AuthStoryProviders loggedIn>
      <LogoutConfirmDialog {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof LogoutConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before logging out. */
export const Open: Story = {};
