import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import AgentTeamOverviewPage from './agent-team-overview-page';

function Page() {
  return (
    <AgentStory page="agentTeamOverview">
      <AgentTeamOverviewPage />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/AgentTeamOverviewPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: { handlers: () => createAgentHandlers(data(), modes) },
});

/** Today's figures of a three-level team: totals, then level by level. */
export const Filled: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Figures by level' })).toBeVisible();
    await expect(canvas.getByText('-¥337.15')).toBeVisible();
  },
};

/** Another period: this week. */
export const ThisWeek: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Figures by level' });
    await userEvent.click(canvas.getByRole('tab', { name: 'This week' }));
    await expect(await canvas.findByText('¥9,250.00')).toBeVisible();
  },
};

/** No downline yet: the page offers to create one. */
export const Empty: Story = {
  parameters: handlers(() => buildAgentData({ members: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Create downline account' }),
    ).toBeVisible();
  },
};

/** The call has not answered yet. */
export const Loading: Story = { parameters: handlers(buildAgentData, { overview: 'loading' }) };

/** The call failed: a retry. */
export const Failed: Story = {
  parameters: handlers(buildAgentData, { overview: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: the table's rows become cards. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Figures by level' })).toBeVisible();
  },
};
