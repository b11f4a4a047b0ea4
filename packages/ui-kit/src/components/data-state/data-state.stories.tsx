import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataState } from './data-state';

const meta = {
  title: 'ui-kit/DataState',
  component: DataState,
  args: {
    status: 'ready',
    loadingLabel: 'Loading',
    errorMessage: 'The records could not be loaded.',
    retryLabel: 'Retry',
    onRetry: fn(),
    emptyMessage: 'No records in this period.',
    count: '3 records',
    children: (
      <ul>
        <li>Deposit 100.00</li>
        <li>Transfer -20.00</li>
        <li>Bet -5.00</li>
      </ul>
    ),
  },
} satisfies Meta<typeof DataState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner, announced as a status. */
export const Loading: Story = { args: { status: 'loading' } };
/** An alert with a retry button. */
export const Error: Story = { args: { status: 'error' } };
/** Nothing to list. */
export const Empty: Story = { args: { status: 'empty' } };
/** The count above the data. */
export const Ready: Story = {};
