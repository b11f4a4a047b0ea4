import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AgentAnnouncement } from '@lotusplay/api-client';
import {
  buildAgentAnnouncements,
  createAgentAnnouncementHandlers,
  type AgentAnnouncementMode,
} from '../../testing/agent-announcement-handlers';
import { AgentStory } from '../../testing/agent-store';
import AgentAnnouncementPage from './agent-announcement-page';

function Page() {
  return (
    <AgentStory>
      <AgentAnnouncementPage />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/AgentAnnouncementPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (
  list: () => AgentAnnouncement[] = () => buildAgentAnnouncements(),
  mode?: AgentAnnouncementMode,
) => ({ msw: { handlers: () => createAgentAnnouncementHandlers(list(), mode) } });

/** The two announcements the demo brand has for agents, the newest shown. */
export const Loaded: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: 'Announcements for agents' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('article', { name: 'Agents: commission statement for 2026-11-03' }),
    ).toBeVisible();
  },
};

/** Many announcements: the pager, then page 2. */
export const Paging: Story = {
  parameters: handlers(() => buildAgentAnnouncements(13)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of announcements' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByRole('article', { name: 'Agent notice 11' })).toBeVisible();
  },
};

/** None for agents at the moment. */
export const Empty: Story = {
  parameters: handlers(() => []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/no announcements for agents/)).toBeVisible();
  },
};

/** The call never answers. */
export const Loading: Story = {
  parameters: handlers(undefined, 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

/** The call fails: an alert with a retry. */
export const Failed: Story = {
  parameters: handlers(undefined, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
