import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Dialog } from './dialog';

const meta = {
  title: 'ui-kit/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Warning',
    children: 'Your balance is not enough for this transfer.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The SPEC default: one CLOSE button. */
export const Warning: Story = {};

export const Confirm: Story = {
  args: {
    variant: 'confirm',
    title: 'Log out',
    children: 'Are you sure you want to log out?',
    buttons: [
      { label: 'Cancel', variant: 'secondary' },
      { label: 'Log out', onClick: fn(), isDefault: true },
    ],
  },
};

export const Destructive: Story = {
  args: {
    variant: 'confirm',
    title: 'Terminate contract',
    children: 'The downline contract ends today. This cannot be undone.',
    buttons: [
      { label: 'Keep', variant: 'secondary' },
      { label: 'Terminate', variant: 'danger', onClick: fn(), isDefault: true },
    ],
  },
};

export const WithCloseButton: Story = { args: { closeLabel: 'Close' } };

export const LongMessage: Story = {
  args: {
    children:
      'Withdrawals are processed within 24 hours. If the money has not arrived after that, upload proof of non-receipt so that customer service can trace the payment with the bank.',
  },
};
