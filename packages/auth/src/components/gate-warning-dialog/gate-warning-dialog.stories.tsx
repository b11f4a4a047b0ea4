import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuthStoryProviders, mswParameters } from '../../testing/story-providers';
import { GateWarningDialog } from './gate-warning-dialog';

const meta = {
  title: 'auth/GateWarningDialog',
  component: GateWarningDialog,
  args: { open: true, onClose: fn(), kind: 'trial' },
  parameters: mswParameters(),
  render: (args) => (
    <AuthStoryProviders>
      <GateWarningDialog {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof GateWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial account: in_need_true_account with in_increase_submit. */
export const TrialWarning: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Notice' });
    await expect(dialog).toHaveAccessibleDescription(/register a real account/);
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};
/** Not an agent. */
export const NotAgent: Story = { args: { kind: 'notAgent' } };
/** A feature the brand switched off. */
export const Disabled: Story = { args: { kind: 'disabled' } };
