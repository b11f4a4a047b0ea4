import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RewardCenterPage from './reward-center-page';
import {
  buildReward,
  buildRewardData,
  createRewardHandlers,
  type RewardCallMode,
  type RewardData,
} from './testing/reward-handlers';
import { RewardStory } from './testing/reward-story';

function Page() {
  return (
    <RewardStory>
      <RewardCenterPage />
    </RewardStory>
  );
}

const meta = { title: 'member-centre/RewardCenterPage', component: Page } satisfies Meta<
  typeof Page
>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: RewardData = buildRewardData(), mode?: RewardCallMode) => ({
  msw: { handlers: createRewardHandlers(data, mode) },
});

/** One reward of every activity status: join (with the Zalo prompt), applying, claim, … */
export const EveryStatus: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Claim Weekend bonus' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

/** Only one status each, for the designers. */
const only = (status: Parameters<typeof buildReward>[2]) => ({
  parameters: handlers({ rewards: [buildReward(1, 'Weekend bonus', status)] }),
});
export const Join: Story = only('join');
export const Joined: Story = only('joined');
export const Applying: Story = only('applying');
export const Process: Story = only('process');
export const Claim: Story = only('claim');
export const Claimed: Story = only('claimed');
export const Issued: Story = only('issued');
export const Rejected: Story = only('rejected');
export const Close: Story = only('close');
export const ComingSoon: Story = only('comingSoon');

/** A reward to join that needs a Zalo number: the form asks for it (SPEC.md §5). */
export const ZaloPrompt: Story = {
  parameters: handlers({
    rewards: [buildReward(1, 'Zalo bonus', 'join', { contact: 'zalo' })],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Join Zalo bonus' })).click();
    await expect(
      await canvas.findByLabelText('Enter Zalo number ID to redeem bonus'),
    ).toBeVisible();
  },
};

/** On a phone: the cards in one column, the form's fields full width. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** No rewards. */
export const Empty: Story = { parameters: handlers({ rewards: [] }) };

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildRewardData(), 'loading') };

/** The call failed: a retry. */
export const Failed: Story = { parameters: handlers(buildRewardData(), 'error') };
