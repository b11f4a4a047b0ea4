import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createWalletHandlers } from '../../testing/handlers';
import { createWalletStore } from '../../testing/wallet-store';
import TransferUplinePage from './transfer-upline-page';

function Page() {
  const [store] = useState(() => createWalletStore());
  return (
    <Provider store={store}>
      <TransferUplinePage />
    </Provider>
  );
}

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
