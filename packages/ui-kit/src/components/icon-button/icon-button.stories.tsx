import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';

const menuIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'ui-kit/IconButton',
  component: IconButton,
  args: { label: 'Account menu', children: menuIcon },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
/** A toggle, e.g. the theme switch, while it is on. */
export const Pressed: Story = { args: { label: 'Light theme', pressed: true } };
export const Disabled: Story = { args: { disabled: true } };
