import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createWalletHandlers } from '../../testing/handlers';
import { createWalletStore, TRIAL_TOKEN } from '../../testing/wallet-store';
import { HeaderBalance } from './header-balance';

function WithStore({ as, children }: { as: 'member' | 'trial'; children: ReactNode }) {
  const [store] = useState(() => createWalletStore(as));
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'wallet/HeaderBalance',
  component: HeaderBalance,
  args: {},
  render: (_args, { parameters }) => (
    <WithStore as={(parameters.as as 'member' | 'trial' | undefined) ?? 'member'}>
      <HeaderBalance />
    </WithStore>
  ),
} satisfies Meta<typeof HeaderBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sum of the main and the game wallets, two decimals, comma thousands. */
export const Loaded: Story = {
  parameters: {
    msw: { handlers: createWalletHandlers({ balances: { MAIN: 1_234_550, DEMOSLOT: 10_000 } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Balance: ¥12,445.50')).toBeTruthy();
  },
};

/** A new member: zero. */
export const Zero: Story = {
  parameters: { msw: { handlers: createWalletHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Balance: ¥0.00')).toBeTruthy();
  },
};

/** Until the balance arrives: the refreshing placeholder (SPEC.md §4), room kept for the figure. */
export const Loading: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ latency: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Balance: loading')).toBeTruthy();
  },
};

/** The server did not answer: a dash and the refresh button. */
export const Unavailable: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ failing: true }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Balance: unavailable, please refresh'),
    ).toBeTruthy();
  },
};

/** A trial account has no balance: nothing is shown. */
export const TrialAccount: Story = {
  parameters: {
    as: 'trial',
    msw: { handlers: createWalletHandlers({ trialTokens: [TRIAL_TOKEN] }) },
  },
};
