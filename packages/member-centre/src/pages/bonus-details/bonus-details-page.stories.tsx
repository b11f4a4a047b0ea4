import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BonusDetailsPage from './bonus-details-page';
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
      <BonusDetailsPage />
    </LoyaltyStory>
  );
}

const meta = { title: 'member-centre/BonusDetailsPage', component: Page } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: LoyaltyData = buildLoyaltyData(), mode?: CallMode) => ({
  msw: { handlers: createLoyaltyHandlers(data, { bonus: mode }) },
});

/** A bonus of each source, some with wagering still to do. */
export const Data: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Bonuses credited' }),
    ).toBeVisible();
  },
};

/** No bonuses in the range. */
export const Empty: Story = { parameters: handlers(buildLoyaltyData({ bonuses: [] })) };

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildLoyaltyData(), 'loading') };

/** The call failed: a retry. */
export const Failed: Story = { parameters: handlers(buildLoyaltyData(), 'error') };
