import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createWalletHandlers } from '../../testing/handlers';
import { failedStory, loadingStory, storyPage } from '../../testing/story-page';
import TransferFundPage from './transfer-fund-page';

const Page = storyPage(TransferFundPage);

const names = { MAIN: 'Main Wallet', SLOTS: 'Lotus Slots', LIVE: 'Lotus Live' };

const meta = {
  title: 'wallet/TransferFundPage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main wallet and two game wallets, with the transfer form. */
export const Wallets: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({
        balances: { MAIN: 1_234_550, SLOTS: 10_000, LIVE: 0 },
        names,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('¥12,445.50')).toBeTruthy();
  },
};

/** A new member: every wallet at zero. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: createWalletHandlers({ balances: { MAIN: 0, SLOTS: 0 }, names }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('¥0.00')).toHaveLength(3);
  },
};

/** A transfer went through: the message and the new balances. */
export const Transferred: Story = {
  parameters: {
    msw: { handlers: createWalletHandlers({ balances: { MAIN: 50_000, SLOTS: 0 }, names }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '¥100.00 moved from Main Wallet to Lotus Slots.',
    );
  },
};

/** An amount that cannot be sent is refused where it is typed. */
export const InvalidAmount: Story = {
  parameters: {
    msw: { handlers: createWalletHandlers({ balances: { MAIN: 1_000, SLOTS: 0 }, names }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
  },
};

/** A single-wallet brand: one wallet, nothing to transfer. */
export const SingleWallet: Story = {
  parameters: {
    msw: { handlers: createWalletHandlers({ balances: { MAIN: 8_800 }, names, single: true }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This site has a single wallet: there is nothing to transfer',
      ),
    ).toBeTruthy();
  },
};

/** The wallets are on their way. */
export const Loading: Story = loadingStory();

/** The server did not answer: a message and "Try again". */
export const Failed: Story = failedStory('Your wallets could not be loaded.');
