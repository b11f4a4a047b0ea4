import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PersonalProfitPage from './personal-profit-page';
import {
  buildLoyaltyData,
  createLoyaltyHandlers,
  EMPTY_PROFIT,
  type CallMode,
  type LoyaltyData,
} from '../player-rank/testing/loyalty-handlers';
import { LoyaltyStory } from '../player-rank/testing/loyalty-story';

function Page() {
  return (
    <LoyaltyStory>
      <PersonalProfitPage />
    </LoyaltyStory>
  );
}

const meta = { title: 'member-centre/PersonalProfitPage', component: Page } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: LoyaltyData = buildLoyaltyData(), mode?: CallMode) => ({
  msw: { handlers: createLoyaltyHandlers(data, { profit: mode }) },
});

/** Rounds in two categories: a small win at live casino, a loss at slots. */
export const Data: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Profit and loss by game category' }),
    ).toBeVisible();
  },
};

/** No rounds in the range. */
export const Empty: Story = {
  parameters: handlers(buildLoyaltyData({ profit: EMPTY_PROFIT })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No rounds in these days')).toBeVisible();
  },
};

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildLoyaltyData(), 'loading') };

/** The call failed: a retry. */
export const Failed: Story = {
  parameters: handlers(buildLoyaltyData(), 'error'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};
