import type { DepositOrder } from '@lotusplay/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createWalletHandlers } from '../../testing/handlers';
import { failedStory, loadingStory, storyPage } from '../../testing/story-page';
import DepositPage from './deposit-page';

const Page = storyPage(DepositPage);

const order = (n: number, status: DepositOrder['status'], amount: string): DepositOrder => ({
  orderNo: `D20261125STORY${n}`,
  channelCode: 'BANK',
  channelName: 'Bank transfer',
  amount,
  status,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  completedAt: status === 'completed' ? new Date().toISOString() : null,
});

const meta = {
  title: 'wallet/DepositPage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: the channels with their limits, no deposit yet. */
export const FirstDeposit: Story = {
  parameters: { msw: { handlers: createWalletHandlers({}) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No deposits yet.')).toBeTruthy();
  },
};

/** Recent orders: one waiting for payment, one paid, one rejected. */
export const WithOrders: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({
        orders: [
          order(1, 'pending', '500.00'),
          order(2, 'completed', '1200.00'),
          order(3, 'rejected', '300.00'),
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Recent deposits' });
    await expect(table).toHaveTextContent('Pending');
  },
};

/** No channel open: the member is told whom to ask. */
export const NoChannels: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ channels: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No payment channel is available right now/),
    ).toBeTruthy();
  },
};

/** The channels are on their way. */
export const Loading: Story = loadingStory();

/** The server did not answer: a message and "Try again". */
export const Failed: Story = failedStory('The payment channels could not be loaded.');
