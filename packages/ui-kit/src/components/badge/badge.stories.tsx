import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { count: 3, label: '3 unread messages' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      Messages <Badge {...args} />
    </span>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
/** The primary tone, e.g. unclaimed promotions. */
export const Primary: Story = { args: { count: 2, tone: 'primary', label: '2 promotions' } };
export const OverMax: Story = { args: { count: 150, max: 99, label: '150 unread messages' } };
/** Zero renders nothing at all (SPEC.md §2). */
export const Zero: Story = { args: { count: 0, label: 'No unread messages' } };
