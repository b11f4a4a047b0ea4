import { AGENT_TRANSFER_FLAG } from '@lotusplay/api-client';
import { buildWhitelabel, createSystemHandlers } from '@lotusplay/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildAgentData,
  buildManyDownlines,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import DownlineManagementPage from './downline-management-page';

function Page() {
  return (
    <AgentStory page="downlineManagmentView">
      <DownlineManagementPage />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/DownlineManagementPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: {
    handlers: () => [
      ...createSystemHandlers({ whitelabel: buildWhitelabel({ [AGENT_TRANSFER_FLAG]: true }) }),
      ...createAgentHandlers(data(), modes),
    ],
  },
});

/** The agent's direct downlines: a member and two sub-agents (whose names open their teams). */
export const Filled: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Downlines' })).toBeVisible();
  },
};

/** The team as a tree, a sub-agent's level opened. */
export const TreeView: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Downlines' });
    await userEvent.click(canvas.getByRole('button', { name: 'Tree' }));
    const tree = await canvas.findByRole('tree', { name: 'Team tree' });
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);
  },
};

/** A downline's details with the Transfer button (the brand allows transfers). */
export const Details: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Downlines' });
    await userEvent.click(canvas.getByRole('button', { name: 'Details of demo_subagent1' }));
    await expect(await canvas.findByRole('button', { name: 'Transfer' })).toBeVisible();
  },
};

/** A sub-agent's team, the path back up above it; one member is locked. */
export const DrilledDown: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'demo_subagent1' }));
    await expect(await canvas.findByText('sub1_member3')).toBeVisible();
    const path = canvas.getByRole('navigation', { name: 'Path' });
    await expect(within(path).getByRole('button', { name: 'My team' })).toBeVisible();
  },
};

/** A search of the whole team, 500 ms after the last keystroke. */
export const Search: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Downlines' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search username' }), 'sub1');
    await expect(await canvas.findByText('sub1_member1_friend')).toBeVisible();
  },
};

/** A search that finds no one. */
export const SearchEmpty: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Downlines' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search username' }), 'zzz');
    await expect(await canvas.findByText(/No one in your team/)).toBeVisible();
  },
};

/** 45 direct downlines: three pages. */
export const Paged: Story = {
  parameters: handlers(() => buildAgentData({ members: buildManyDownlines(45) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('navigation', { name: 'Pages of downlines' }),
    ).toBeVisible();
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
export const Loading: Story = { parameters: handlers(buildAgentData, { downlines: 'loading' }) };

/** The call failed: a retry. */
export const Failed: Story = {
  parameters: handlers(buildAgentData, { downlines: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone: each downline is a card. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Downlines' })).toBeVisible();
  },
};
