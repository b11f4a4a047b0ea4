import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthStoryProviders } from '../testing/story-providers';
import { GateWarningDialog } from './gate-warning-dialog';

const meta = {
  title: 'auth/GateWarningDialog',
  component: GateWarningDialog,
  args: { open: true, onClose: fn(), kind: 'trial' },
  render: (args) => (
    <AuthStoryProviders>
      <GateWarningDialog {...args} />
    </AuthStoryProviders>
  ),
} satisfies Meta<typeof GateWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial account: in_need_true_account with in_increase_submit. */
export const TrialWarning: Story = {};
/** Not an agent. */
export const NotAgent: Story = { args: { kind: 'notAgent' } };
