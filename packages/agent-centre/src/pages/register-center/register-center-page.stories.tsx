import { createSystemHandlers } from '@lotusplay/api-client/testing';
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
import RegisterCenterPage from './register-center-page';

function Page() {
  return (
    <AgentStory page="registerCenter">
      <RegisterCenterPage />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/RegisterCenterPage',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: { handlers: () => [...createSystemHandlers(), ...createAgentHandlers(data(), modes)] },
});

/** The empty form, with the brand's username rule as its hint. */
export const Form: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/starting with a letter/)).toBeVisible();
  },
};

/** A member account created: the page says how its first login goes. */
export const Created: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'luckystar8');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/Account luckystar8 created/)).toBeVisible();
  },
};

/** The username breaks the brand's rule: the problem shows at the field. */
export const InvalidUsername: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, '9lives');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(username).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A team where luckystar1 exists already. */
function withLuckystar1(): AgentData {
  const data = buildAgentData();
  data.members.push({ ...data.members[0]!, id: 300, username: 'luckystar1' });
  return data;
}

/** The username is taken: the server's answer shows at the field. */
export const UsernameTaken: Story = {
  parameters: handlers(withLuckystar1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'luckystar1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('This username is already registered')).toBeVisible();
  },
};

/** The brand has no default password: nothing can be created, and the page says why. */
export const NoDefaultPassword: Story = {
  parameters: handlers(() => buildAgentData({ defaultPasswordSet: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'luckystar8');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

type Canvas = ReturnType<typeof within>;

/** newagent02 as an agent, its daily salary chosen; with `rate`, one tier of it sent. */
async function agentWithDailySalary(canvas: Canvas, rate?: string) {
  await canvas.findByText(/starting with a letter/);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'newagent02');
  await userEvent.click(canvas.getByRole('radio', { name: 'Agent' }));
  await userEvent.click(
    await canvas.findByRole('checkbox', { name: /^Give a Daily salary contract/ }),
  );
  const tiers = canvas.getByRole('group', { name: 'Daily salary: rate tiers' });
  if (rate === undefined) return tiers;
  const tier = within(tiers);
  await userEvent.type(tier.getByRole('textbox', { name: 'Minimum valid bets' }), '0');
  await userEvent.type(tier.getByRole('textbox', { name: 'Minimum active members' }), '1');
  await userEvent.type(tier.getByRole('textbox', { name: 'Rate (%)' }), rate);
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return tiers;
}

/** A sub-agent: the contracts it may hold from its creation, the daily salary chosen. */
export const AgentWithContract: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(await agentWithDailySalary(within(canvasElement))).toBeVisible();
  },
};

/** A rate above the agent's own: the problem shows at the tier, nothing is sent. */
export const ContractRateAboveOwn: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await agentWithDailySalary(canvas, '2.00');
    await expect(await canvas.findByText('At most your own rate, 1.50%')).toBeVisible();
  },
};

/** A sub-agent created with a contract: the page names the contracts in force. */
export const CreatedWithContract: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await agentWithDailySalary(canvas, '0.80');
    await expect(await canvas.findByText(/Contracts in force: Daily salary 0.80%/)).toBeVisible();
  },
};

/** A sub-agent chosen by an agent holding no contract: nothing to pass on, and the page says so. */
export const AgentWithoutContracts: Story = {
  parameters: handlers(() => buildAgentData({ contracts: buildEmptyContractData() })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/starting with a letter/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Agent' }));
    await expect(await canvas.findByText(/You hold no contract to pass on/)).toBeVisible();
  },
};

/** On a phone. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/starting with a letter/)).toBeVisible();
  },
};
