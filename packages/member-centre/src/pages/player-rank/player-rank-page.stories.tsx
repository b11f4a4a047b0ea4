import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PlayerRankPage from './player-rank-page';
import {
  buildLoyaltyData,
  buildPlayerRank,
  createLoyaltyHandlers,
  DIAMOND_RANK,
  type CallMode,
  type LoyaltyData,
} from './testing/loyalty-handlers';
import { LoyaltyStory } from './testing/loyalty-story';

function Page() {
  return (
    <LoyaltyStory>
      <PlayerRankPage />
    </LoyaltyStory>
  );
}

const meta = { title: 'member-centre/PlayerRankPage', component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: LoyaltyData = buildLoyaltyData(), mode?: CallMode) => ({
  msw: { handlers: createLoyaltyHandlers(data, { rank: mode }) },
});

/** A Silver member a quarter of the way to Gold; live chat. */
export const Silver: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your customer service: live chat'),
    ).toBeVisible();
  },
};

/** A Diamond member: the VIP channel. */
export const Vip: Story = {
  parameters: handlers(buildLoyaltyData({ rank: DIAMOND_RANK })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your customer service: the VIP channel'),
    ).toBeVisible();
  },
};

/** A new member with no valid bets and no rank yet. */
export const NoRankYet: Story = {
  parameters: handlers(
    buildLoyaltyData({
      rank: buildPlayerRank({
        validBet: '0.00',
        level: 0,
        name: null,
        next: { level: 1, name: 'Bronze', minValidBet: '0.00', remaining: '0.00' },
        progressPercent: 0,
      }),
    }),
  ),
};

/** The brand has no club ranks. */
export const Empty: Story = {
  parameters: handlers(buildLoyaltyData({ rank: buildPlayerRank({ ranks: [] }) })),
};

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildLoyaltyData(), 'loading') };

/** The call failed: a retry. */
export const Failed: Story = { parameters: handlers(buildLoyaltyData(), 'error') };
