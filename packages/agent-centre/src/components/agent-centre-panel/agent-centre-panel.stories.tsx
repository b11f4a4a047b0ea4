import { createSystemHandlers } from '@lotusplay/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AgentCentrePage, AgentFeatureFlags } from '../../state/agent-centre-entries';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import AgentCentrePanel, { type AgentCentrePages } from './agent-centre-panel';

interface Args {
  page: AgentCentrePage;
  pages?: AgentCentrePages;
  flags?: AgentFeatureFlags;
}

function Opened({ page, pages, flags }: Args) {
  return (
    <AgentStory page={page}>
      <AgentCentrePanel pages={pages} flags={flags} />
    </AgentStory>
  );
}

const handlers = (modes?: AgentCallModes) => ({
  msw: {
    handlers: () => [...createSystemHandlers(), ...createAgentHandlers(buildAgentData(), modes)],
  },
});

const meta = {
  title: 'agent-centre/AgentCentrePanel',
  component: Opened,
  args: { page: 'agentTeamOverview' },
  parameters: handlers(),
} satisfies Meta<typeof Opened>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default page, the team overview, beside the menu of an agent without contract features. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Agent centre' });
    await expect(
      await within(dialog).findByRole('table', { name: 'Figures by level' }),
    ).toBeTruthy();
  },
};

/** An agent with every contract feature: bonus and the three salaries join the menu. */
export const WithContractFeatures: Story = {
  args: { flags: { dividend: true, dailySalary: true, hourSalary: true, realtimeSalary: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('table', { name: 'Figures by level' });
    const menu = await body.findByRole('navigation', { name: 'Agent centre menu' });
    await expect(within(menu).getAllByRole('button')).toHaveLength(12);
  },
};

/** Creating a downline account. */
export const CreateDownline: Story = {
  args: { page: 'registerCenter' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/starting with a letter/)).toBeTruthy();
  },
};

/** The team management list. */
export const TeamManagement: Story = {
  args: { page: 'downlineManagmentView' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('table', { name: 'Downlines' })).toBeTruthy();
  },
};

/** A page not built yet says it is coming soon. */
export const ComingSoon: Story = {
  args: { page: 'agentAnnouncement' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Coming soon')).toBeTruthy();
  },
};

/** The page's code is on its way. */
export const PageLoading: Story = {
  args: { page: 'agentRevenueReport', pages: { agentRevenueReport: () => new Promise(() => {}) } },
};

/** The page's code could not be loaded: a message and "Try again". */
export const PageFailed: Story = {
  args: {
    page: 'agentRevenueReport',
    pages: { agentRevenueReport: () => Promise.reject(new Error('offline')) },
  },
};

/** On a phone: the menu is a strip that scrolls sideways above the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('table', { name: 'Figures by level' })).toBeTruthy();
  },
};
