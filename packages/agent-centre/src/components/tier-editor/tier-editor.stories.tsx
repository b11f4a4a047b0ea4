import type { ContractKind } from '@lotusplay/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { checkTiers, EMPTY_TIER, type TierDraft } from '../../internal/contract-tiers';
import { TierEditor } from './tier-editor';

interface Args {
  kind: ContractKind;
  initial: TierDraft[];
  /** Show the problems at once, as after a first try. */
  checked: boolean;
  ownMaxRate?: string;
}

function Editor({ kind, initial, checked, ownMaxRate }: Args) {
  const [tiers, setTiers] = useState(initial);
  return (
    <TierEditor
      kind={kind}
      legend="Rate tiers"
      tiers={tiers}
      onChange={setTiers}
      check={checked ? checkTiers(kind, tiers, ownMaxRate) : null}
      ownMaxRate={ownMaxRate}
    />
  );
}

const meta = {
  title: 'agent-centre/TierEditor',
  component: Editor,
  args: { kind: 'dailySalary', initial: [{ ...EMPTY_TIER }], checked: false },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One empty tier: nothing to remove. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
  },
};

/** A daily salary's three tiers. */
export const Filled: Story = {
  args: {
    initial: [
      { minValidBet: '10000.00', minActiveMembers: '3', rate: '0.50' },
      { minValidBet: '50000.00', minActiveMembers: '5', rate: '1.00' },
      { minValidBet: '100000.00', minActiveMembers: '10', rate: '1.50' },
    ],
  },
};

/** Five tiers: no more can be added. */
export const Full: Story = {
  args: {
    initial: Array.from({ length: 5 }, (_, i) => ({
      minValidBet: String((i + 1) * 10_000),
      minActiveMembers: String(i + 1),
      rate: `0.${i + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add tier' })).toBeDisabled();
  },
};

/** Every problem at its field, and the order problem under the list. */
export const Problems: Story = {
  args: {
    checked: true,
    ownMaxRate: '1.50',
    initial: [
      { minValidBet: '1,000', minActiveMembers: '', rate: '2' },
      { minValidBet: '500', minActiveMembers: '2', rate: '9' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('At most 3.00% for this kind')).toBeVisible();
  },
};

/** Tiers out of order. */
export const WrongOrder: Story = {
  args: {
    checked: true,
    initial: [
      { minValidBet: '5000', minActiveMembers: '2', rate: '1' },
      { minValidBet: '9000', minActiveMembers: '3', rate: '0.8' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Each tier needs a higher rate/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tier 2' }));
    await expect(canvas.queryByText(/Each tier needs a higher rate/)).toBeNull();
  },
};
