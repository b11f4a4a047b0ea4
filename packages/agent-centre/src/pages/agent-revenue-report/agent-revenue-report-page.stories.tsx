import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import { buildEmptyContractData } from '../../testing/contract-data';
import AgentRevenueReportPage from './agent-revenue-report-page';

function Page() {
  return (
    <AgentStory page="agentRevenueReport">
      <AgentRevenueReportPage />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/AgentRevenueReportPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: { handlers: () => createAgentHandlers(data(), modes) },
});

/** The totals by kind and the newest payments of every kind (two pages; one paid nothing). */
export const Filled: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Payments' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of payments' })).toBeVisible();
  },
};

/** The dividends only: each period a week. */
export const FilteredByKind: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Payments' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Bonus' }));
    await expect(await canvas.findByText('Payments: 3')).toBeVisible();
  },
};

/** Nothing paid yet. */
export const Empty: Story = {
  parameters: handlers(() => buildAgentData({ contracts: buildEmptyContractData() })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing has been paid to you yet.')).toBeVisible();
  },
};

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildAgentData, { income: 'loading' }) };

/** The call failed: a retry. */
export const Failed: Story = {
  parameters: handlers(buildAgentData, { income: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: each payment is a card. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Payments' })).toBeVisible();
  },
};
