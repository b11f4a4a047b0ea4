import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MissionLeaderboardPage from './mission-leaderboard-page';
import {
  buildLoyaltyData,
  createLoyaltyHandlers,
  type CallMode,
  type LoyaltyData,
} from '../player-rank/testing/loyalty-handlers';
import { LoyaltyStory } from '../player-rank/testing/loyalty-story';

function Page() {
  return (
    <LoyaltyStory>
      <MissionLeaderboardPage />
    </LoyaltyStory>
  );
}

const meta = { title: 'member-centre/MissionLeaderboardPage', component: Page } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: LoyaltyData = buildLoyaltyData(), mode?: CallMode) => ({
  msw: { handlers: createLoyaltyHandlers(data, { missions: mode, leaderboard: mode }) },
});

/** Four missions (one to claim, one under way, one claimed, one coming soon) and the board. */
export const Data: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Claim Play 5 rounds' }),
    ).toBeVisible();
  },
};

/** No missions and no one on the board yet. */
export const Empty: Story = {
  parameters: handlers(
    (() => {
      const data = buildLoyaltyData();
      data.missions = { missions: [], claimable: 0, earned: '0.00' };
      data.leaderboard = { ...data.leaderboard, list: [], me: { rank: null, validBet: '0.00' } };
      return data;
    })(),
  ),
};

/** The calls have not answered yet. */
export const Loading: Story = { parameters: handlers(buildLoyaltyData(), 'loading') };

/** The calls failed: a retry each. */
export const Failed: Story = { parameters: handlers(buildLoyaltyData(), 'error') };
