import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createWalletHandlers } from '../../testing/handlers';
import { storyPage } from '../../testing/story-page';
import TransferUplinePage from './transfer-upline-page';

const Page = storyPage(TransferUplinePage);

const meta = {
  title: 'wallet/TransferUplinePage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main wallet's balance and the amount to send. */
export const Ready: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ balances: { MAIN: 250_000 } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('¥2,500.00')).toBeTruthy();
  },
};

/** The balance is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ latency: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Main wallet balance')).toBeTruthy();
  },
};
