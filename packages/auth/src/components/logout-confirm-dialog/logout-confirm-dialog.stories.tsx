import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AuthStoryProviders,
  mswParameters,
  neverAnswers,
  storyPage,
} from '../../testing/story-providers';
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

/** Confirmed: the logout call answers, then the dialog asks to close and reports the logout. */
export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    const body = storyPage(canvasElement);
    const dialog = body.getByRole('alertdialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledOnce());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Logging out: the call has not answered yet, so the confirm button is busy. */
export const LoggingOut: Story = {
  parameters: mswParameters(undefined, neverAnswers('delete', '*/wps/session/logout')),
  play: async ({ args, canvasElement }) => {
    const dialog = storyPage(canvasElement).getByRole('alertdialog', { name: 'Log out' });
    const confirm = within(dialog).getByRole('button', { name: 'Log out' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onLoggedOut).not.toHaveBeenCalled();
  },
};
