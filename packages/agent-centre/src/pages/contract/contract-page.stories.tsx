import type { ContractKind } from '@lotusplay/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import { buildContractData, buildEmptyContractData } from '../../testing/contract-data';
import { ContractPage } from './contract-page';

function Page({ kind }: { kind: ContractKind }) {
  return (
    <AgentStory page="agentDailyWages2">
      <ContractPage kind={kind} />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/ContractPage',
  component: Page,
  args: { kind: 'dailySalary' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (data: () => AgentData = buildAgentData, modes?: AgentCallModes) => ({
  msw: { handlers: () => createAgentHandlers(data(), modes) },
});

/** Picks a downline agent and types one tier into the offer form. */
async function fillOffer(canvasElement: HTMLElement, downline: string, rate: string) {
  const canvas = within(canvasElement);
  const offer = await canvas.findByRole('region', { name: 'Offer a contract' });
  const select = within(offer).getByRole('combobox', { name: 'Downline' });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(select, downline);
  const tier = within(offer).getByRole('group', { name: 'Tier 1' });
  await userEvent.type(within(tier).getByRole('textbox', { name: 'Minimum valid bets' }), '10000');
  await userEvent.type(within(tier).getByRole('textbox', { name: 'Minimum active members' }), '2');
  await userEvent.type(within(tier).getByRole('textbox', { name: 'Rate (%)' }), rate);
  await userEvent.click(within(offer).getByRole('button', { name: 'Offer contract' }));
  return offer;
}

/**
 * Daily salary: my active contract from my upline, the two I gave (one active, one waiting), the
 * offer form, the simulator with my tiers, my payments.
 */
export const Filled: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'My rate tiers' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Contracts I gave' })).toBeVisible();
  },
};

/** Hourly salary: an offer from my upline waits for my answer. */
export const PendingOffer: Story = {
  args: { kind: 'hourSalary' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Offered rate tiers' })).toBeVisible();
  },
};

/** The offer accepted: the contract is active, and may be passed on. */
export const Accepted: Story = {
  args: { kind: 'hourSalary' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText('Offer accepted: the contract is active.')).toBeVisible();
  },
};

/** Rejecting asks first. */
export const RejectConfirm: Story = {
  args: { kind: 'hourSalary' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('alertdialog', { name: 'Reject this offer?' }),
    ).toBeVisible();
  },
};

/** Terminating my contract asks first. */
export const TerminateConfirm: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Terminate' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('alertdialog', { name: 'Terminate this contract?' }),
    ).toBeVisible();
  },
};

/** Bonus (dividends): the offer form has a settlement period. */
export const Dividend: Story = {
  args: { kind: 'dividend' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Offer a contract' });
    await expect(within(offer).getByRole('combobox', { name: 'Settlement period' })).toBeVisible();
  },
};

/** Real-time salary: no contract, nothing given, nothing paid; the simulator still works. */
export const NoContract: Story = {
  args: { kind: 'realtimeSalary' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have no contract of this kind/)).toBeVisible();
  },
};

/** An agent with no contract of any kind. */
export const Empty: Story = {
  args: { kind: 'dividend' },
  parameters: handlers(() => buildAgentData({ contracts: buildEmptyContractData() })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have no contract of this kind/)).toBeVisible();
  },
};

/** A contract offered to demo_subagent2. */
export const Offered: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const offer = await fillOffer(canvasElement, 'demo_subagent2', '0.4');
    await expect(
      await within(offer).findByText('Contract offered to demo_subagent2'),
    ).toBeVisible();
  },
};

/** A rate below what demo_subagent1 passed on: the warning names the contracts it ends. */
export const LowerRateWarning: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await fillOffer(canvasElement, 'demo_subagent1', '0.5');
    const body = within(canvasElement.ownerDocument.body);
    const warning = await body.findByRole('alertdialog', {
      name: "End your downline's contracts?",
    });
    await expect(
      within(warning).getByRole('button', { name: 'Offer and end those contracts' }),
    ).toBeVisible();
  },
};

/** The form's own check: every problem at its field. */
export const InvalidOffer: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const offer = await fillOffer(canvasElement, 'demo_subagent2', '9');
    await expect(await within(offer).findByText('At most 3.00% for this kind')).toBeVisible();
  },
};

/** What my own tiers would have paid me for yesterday. */
export const Simulated: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const simulator = await canvas.findByRole('region', { name: 'Rate simulator' });
    await userEvent.click(within(simulator).getByRole('button', { name: 'Simulate' }));
    await expect(await within(simulator).findByText('You would have earned ¥325.00')).toBeVisible();
  },
};

/** The contracts have not answered yet. */
export const Loading: Story = {
  parameters: handlers(buildAgentData, { contractView: 'loading' }),
};

/** The contracts could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(buildAgentData, { contractView: 'error' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The brand does not offer the kind: the server's word. */
export const FeatureOff: Story = {
  args: { kind: 'hourSalary' },
  parameters: handlers(() =>
    buildAgentData({ contracts: buildContractData({ offered: ['dividend', 'dailySalary'] }) }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The brand does not offer this kind of contract'),
    ).toBeVisible();
  },
};

/** On a phone: tiers stack, tables become cards. */
export const Phone: Story = {
  parameters: handlers(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'My rate tiers' })).toBeVisible();
  },
};
