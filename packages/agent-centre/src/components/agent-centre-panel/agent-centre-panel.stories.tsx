import { createSystemHandlers } from '@lotusplay/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AgentCentrePage } from '../../state/agent-centre-entries';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { buildContractData } from '../../testing/contract-data';
import { AgentStory } from '../../testing/agent-store';
import AgentCentrePanel, { type AgentCentrePages } from './agent-centre-panel';

interface Args {
  page: AgentCentrePage;
  pages?: AgentCentrePages;
}

function Opened({ page, pages }: Args) {
  return (
    <AgentStory page={page}>
      <AgentCentrePanel pages={pages} />
    </AgentStory>
  );
}

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: {
    handlers: () => [...createSystemHandlers(), ...createAgentHandlers(data(), modes)],
  },
});

/** A brand that offers no contract kind. */
const noContractKinds = () => buildAgentData({ contracts: buildContractData({ offered: [] }) });

const meta = {
  title: 'agent-centre/AgentCentrePanel',
  component: Opened,
  args: { page: 'agentTeamOverview' },
  parameters: handlers(),
} satisfies Meta<typeof Opened>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The default page, the team overview, beside the menu of an agent whose brand offers every
 * contract kind: bonus and the three salaries join the menu, hourly salary marked "Offer waiting".
 */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Agent centre' });
    await expect(
      await within(dialog).findByRole('table', { name: 'Figures by level' }),
    ).toBeTruthy();
  },
};

/** The brand offers no contract kind: the bonus and salary entries stay hidden. */
export const WithoutContractKinds: Story = {
  parameters: handlers(noContractKinds),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Agent centre menu' });
    await expect(within(menu).getAllByRole('button')).toHaveLength(8);
  },
};

/** The consolidated contract fields are on their way: a loader instead of the menu. */
export const ContractsLoading: Story = {
  parameters: handlers(buildAgentData, { consolidated: 'loading' }),
};

/** The consolidated contract fields could not be read: the contract entries stay hidden. */
export const ContractsFailed: Story = {
  parameters: handlers(buildAgentData, { consolidated: 'error' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('navigation', { name: 'Agent centre menu' });
    await expect(within(menu).getAllByRole('button')).toHaveLength(8);
  },
};

/** My income. */
export const MyIncome: Story = {
  args: { page: 'agentRevenueReport' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('table', { name: 'Payments' })).toBeTruthy();
  },
};

/** The daily salary page. */
export const DailySalary: Story = {
  args: { page: 'agentDailyWages2' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('table', { name: 'My rate tiers' })).toBeTruthy();
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

/** A page the app switched off (no loader) says it is coming soon. */
export const ComingSoon: Story = {
  args: { page: 'agentAnnouncement', pages: { agentAnnouncement: undefined } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Coming soon')).toBeTruthy();
  },
};

/** The page's code is on its way. */
export const PageLoading: Story = {
  args: {
    page: 'personalHistoryCopy',
    pages: { personalHistoryCopy: () => new Promise(() => {}) },
  },
};

/** The page's code could not be loaded: a message and "Try again". */
export const PageFailed: Story = {
  args: {
    page: 'personalHistoryCopy',
    pages: { personalHistoryCopy: () => Promise.reject(new Error('offline')) },
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
