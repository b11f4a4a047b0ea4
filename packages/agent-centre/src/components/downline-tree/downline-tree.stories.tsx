import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import { DownlineTree } from './downline-tree';

function Tree() {
  return (
    <AgentStory page="downlineManagmentView">
      <DownlineTree onOpen={() => undefined} />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/DownlineTree',
  component: Tree,
} satisfies Meta<typeof Tree>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: { handlers: () => createAgentHandlers(data(), modes) },
});

/** The agent's direct downlines, collapsed. */
export const Collapsed: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('tree', { name: 'Team tree' });
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);
  },
};

/** Two levels open: a sub-agent's team, and a member's own downline below it. */
export const Expanded: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tree', { name: 'Team tree' });
    await userEvent.click(canvas.getByRole('treeitem', { name: /^demo_subagent1/ }));
    await userEvent.keyboard('{ArrowRight}');
    await canvas.findByRole('treeitem', { name: /^sub1_member1 / });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(
      await canvas.findByRole('treeitem', { name: /^sub1_member1_friend/ }),
    ).toHaveAttribute('aria-level', '3');
  },
};

/** The first level on its way. */
export const Loading: Story = {
  parameters: handlers(buildAgentData, { downlines: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** No downline yet. */
export const Empty: Story = {
  parameters: handlers(() => buildAgentData({ members: [] })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no downlines yet.'),
    ).toBeVisible();
  },
};
