import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

/** Opens the modal from a button so focus return and scroll lock can be tried. */
function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ minHeight: '150vh' }}>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Announcement',
    closeLabel: 'Close',
    onClose: fn(),
    onEnter: fn(),
    children: <p>Scheduled maintenance takes place tonight between 02:00 and 04:00 (GMT+8).</p>,
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};

export const WithForm: Story = {
  args: {
    title: 'Feedback',
    children: (
      <form style={{ display: 'grid', gap: 8 }}>
        <label>
          Subject <input />
        </label>
        <label>
          Message (Enter adds a line here) <textarea rows={3} />
        </label>
      </form>
    ),
  },
};

export const WithoutCloseButton: Story = { args: { closeLabel: undefined } };
export const NotDraggable: Story = { args: { draggable: false } };
export const LocksPageScroll: Story = { args: { lockScroll: true } };
export const ClosesOnBackdrop: Story = { args: { closeOnBackdrop: true } };
export const CustomSize: Story = { args: { width: 800, height: 480 } };

export const LongContent: Story = {
  args: {
    children: (
      <div>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Rule {i + 1}: wagers are settled according to the official result.</p>
        ))}
      </div>
    ),
  },
};
