import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryProviders, mswParameters } from '../testing/story-providers';
import { LogoutConfirmDialog } from './logout-confirm-dialog';

const meta = {
  title: 'auth/LogoutConfirmDialog',
  component: LogoutConfirmDialog,
  args: { open: true, onClose: fn(), onLoggedOut: fn() },
  parameters: mswParameters(),
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

/**
 * Confirmed: the logout call answers, then the dialog asks to close and reports the logout. The
 * dialog shows no busy state while the call runs (the component has none to show).
 */
export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledOnce());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
