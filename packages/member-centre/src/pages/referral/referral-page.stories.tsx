import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoyaltyStory } from '../player-rank/testing/loyalty-story';
import ReferralPage from './referral-page';
import {
  buildReferralData,
  createReferralHandlers,
  type ReferralCallMode,
  type ReferralData,
} from './testing/referral-handlers';

function Page() {
  return (
    <LoyaltyStory>
      <ReferralPage />
    </LoyaltyStory>
  );
}

const meta = { title: 'member-centre/ReferralPage', component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: ReferralData = buildReferralData(), mode?: ReferralCallMode) => ({
  msw: { handlers: createReferralHandlers(data, mode) },
});

/** The link, its QR code, the rule and three friends: rewarded, below the minimum, no deposit. */
export const Filled: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Friends who registered' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  },
};

/** No one registered with the code yet; the operator offers no reward. */
export const Empty: Story = {
  parameters: handlers(
    buildReferralData({
      members: [],
      rule: { enabled: false, minFirstDeposit: '0.00', reward: '0.00' },
    }),
  ),
};

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildReferralData(), 'loading') };

/** The call failed: a retry. */
export const Failed: Story = { parameters: handlers(buildReferralData(), 'error') };

/** On a phone: the QR code above the link. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
