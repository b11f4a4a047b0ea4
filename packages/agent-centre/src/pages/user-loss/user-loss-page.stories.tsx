import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildReportData,
  createReportHandlers,
  REPORT_TODAY,
  type ReportCallModes,
  type ReportData,
} from '../../testing/agent-report-handlers';
import { AgentStory } from '../../testing/agent-store';
import UserLossPage from './user-loss-page';

function Page() {
  return (
    <AgentStory>
      <UserLossPage now={() => REPORT_TODAY} />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/UserLossPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => ReportData = () => buildReportData(), modes?: ReportCallModes) => ({
  msw: { handlers: () => createReportHandlers(data(), modes) },
});

/** Today's rows of a small team, with the totals. */
export const Filled: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: 'Profit and loss by member' }),
    ).toBeVisible();
  },
};

/** Nothing in these days. */
export const Empty: Story = {
  parameters: handlers(() => ({ bets: [], profitLoss: [], transactions: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/in these days/)).toBeVisible();
  },
};

/** The call never answers. */
export const Loading: Story = {
  parameters: handlers(undefined, { profitLoss: 'loading' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** The call fails: an alert with a retry. */
export const Failed: Story = {
  parameters: handlers(undefined, { profitLoss: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Many rows: the pager, then page 2. */
export const Paging: Story = {
  parameters: handlers(() => {
    const data = buildReportData(45);
    const many = <T,>(rows: T[]) => Array.from({ length: 23 }, (_, i) => rows[i % rows.length]!);
    return {
      bets: data.bets,
      profitLoss: many(data.profitLoss).map((row, i) => ({
        ...row,
        memberId: i,
        username: `member${String(i).padStart(2, '0')}`,
      })),
      transactions: many(data.transactions).map((row, i) => ({ ...row, id: i })),
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Profit and loss by member' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(
      await canvas.findByRole('button', { name: 'Page 2', current: 'page' }),
    ).toBeVisible();
  },
};
