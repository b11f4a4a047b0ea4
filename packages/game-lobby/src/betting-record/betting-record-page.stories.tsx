import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyHandlers, storyPage } from '../lobby/story-kit';
import { BettingRecordPage } from './betting-record-page';
import { buildRounds } from './build-rounds';

const Page = storyPage(BettingRecordPage, {});

const meta = {
  title: 'game-lobby/BettingRecordPage',
  component: Page,
  parameters: { msw: storyHandlers({ rounds: buildRounds(40, new Date(), 4) }) },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of rounds over several pages, with the totals of the range. */
export const Rounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Betting record' })).toBeTruthy();
    await expect(canvas.getByRole('navigation', { name: 'Betting record pages' })).toBeTruthy();
  },
};

/** No rounds in the range. */
export const Empty: Story = {
  parameters: { msw: storyHandlers({ rounds: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rounds in this period.')).toBeTruthy();
  },
};

/** The record is on its way. */
export const Loading: Story = {
  parameters: { msw: storyHandlers({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** The server fails: a message and "Try again". */
export const Failed: Story = {
  parameters: { msw: storyHandlers({ failing: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The betting record could not be loaded.',
    );
  },
};

/** A phone: each round is a card. */
export const Phone: Story = {
  args: { width: 375 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeTruthy();
  },
};
