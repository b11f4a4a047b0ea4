import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildVendor } from '../testing/catalogue';
import { LottPage, SportsPage } from './category-page';
import { storyHandlers, storyOf } from './story-kit';

const Sports = storyOf(SportsPage);

const meta = {
  title: 'game-lobby/CategoryPage',
  component: Sports,
  parameters: { msw: storyHandlers() },
  args: { route: '/sports' },
} satisfies Meta<typeof Sports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /sports: SABA, FB, and CMD under maintenance (disabled). */
export const WithMaintenance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Vendors' });
    await expect(within(list).getByRole('button', { name: /CMD/ })).toBeDisabled();
  },
};

/** Many vendors in the lane. */
export const ManyVendors: Story = {
  parameters: {
    msw: storyHandlers({
      vendors: Array.from({ length: 24 }, (_, index) =>
        buildVendor({ gameType: 'SPORTS', vassalage: `BOOK${index + 1}` }),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Vendors' });
    await expect(within(list).getAllByRole('button')).toHaveLength(24);
  },
};

/** While the vendor list loads. */
export const Loading: Story = {
  parameters: { msw: storyHandlers({ pending: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** A lane without vendors. */
export const Empty: Story = {
  parameters: { msw: storyHandlers({ vendors: [] }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No vendors in this category yet.'),
    ).toBeTruthy();
  },
};

/** The vendor list failed: a retry. */
export const Failed: Story = {
  parameters: { msw: storyHandlers({ failing: true }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

/** A member launching a vendor: the location moves to /game. */
export const Launch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'SABA' }));
    await expect(await canvas.findByText('/game')).toBeTruthy();
  },
};

/** /lott: the lottery vendors open the lottery pages. */
export const Lottery: Story = {
  render: (args) => {
    const Lott = storyOf(LottPage);
    return <Lott {...args} />;
  },
  args: { route: '/lott' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'TCG LOTTO VN' }));
    await expect(await canvas.findByText('/vnLottery?gameCode=TCG_LOTTO_VN_LOBBY')).toBeTruthy();
  },
};

/** The light theme. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Vendors' })).toBeTruthy();
  },
};
