import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildRecords, createWalletHandlers } from '../../testing/handlers';
import { failedStory, loadingStory, storyPage } from '../../testing/story-page';
import TransactionHistoryPage from './transaction-history-page';

const Page = storyPage(TransactionHistoryPage);

const meta = {
  title: 'wallet/TransactionHistoryPage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of movements over several pages: money in green, money out red, the balance after. */
export const Records: Story = {
  parameters: {
    msw: { handlers: createWalletHandlers({ records: buildRecords(40, new Date(), 4) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeTruthy();
    await expect(canvas.getByRole('navigation', { name: 'Account record pages' })).toBeTruthy();
  },
};

/** Nothing in the range chosen. */
export const Empty: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ records: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records in this period.')).toBeTruthy();
  },
};

/** The record is on its way. */
export const Loading: Story = loadingStory();

/** The server did not answer: a message and "Try again". */
export const Failed: Story = failedStory('The account record could not be loaded.');
