import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './loader';

const meta = {
  title: 'ui-kit/Loader',
  component: Loader,
  args: { label: 'Loading' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Loading games…' } };
export const OverParent: Story = {
  args: { overlay: 'parent' },
  render: (args) => (
    <div
      style={{
        position: 'relative',
        width: 320,
        height: 180,
        border: '1px solid var(--lp-color-border)',
      }}
    >
      <p style={{ padding: 16 }}>Wallet balances</p>
      <Loader {...args} />
    </div>
  ),
};
export const Fullscreen: Story = { args: { overlay: 'fullscreen', showLabel: true } };
