import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  render: (args) => (
    <p style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      ¥ <Skeleton {...args} />
      <span className="lp-visually-hidden">Balance loading</span>
    </p>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance placeholder of the header. */
export const Balance: Story = {};
export const Wide: Story = { args: { width: '12em', height: '1.2em' } };
