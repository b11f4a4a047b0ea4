import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import SecurityCenterPage, { type SecurityCenterTab } from './security-center-page';
import {
  buildSecurityCenterData,
  createSecurityCenterHandlers,
  type SecurityCenterData,
} from './testing/security-center-handlers';
import { createSecurityCenterStore } from './testing/security-center-store';

/** The page in a fresh member store, on `tab`. */
function Page({ tab }: { tab?: SecurityCenterTab }) {
  const [store] = useState(() => createSecurityCenterStore());
  return (
    <Provider store={store}>
      <SecurityCenterPage initialTab={tab} />
    </Provider>
  );
}

const meta = {
  title: 'member-centre/SecurityCenterPage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (
  overrides: Partial<SecurityCenterData> = {},
  edit?: (d: SecurityCenterData) => void,
) => {
  const data = buildSecurityCenterData(overrides);
  edit?.(data);
  return { msw: { handlers: createSecurityCenterHandlers(data) } };
};

const filled = (data: SecurityCenterData) => {
  Object.assign(data.profile.values, {
    payeeName: 'Maria Santos',
    mobileNum: '9171234567',
    birthday: '1990-04-12',
    zalo: '0912345678',
    occupation: 'Engineer',
  });
  data.profile.countryDialingCode = '+63';
};

/** A new member: only a nickname and an e-mail; nothing is locked yet. */
export const NewProfile: Story = {
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Nickname')).toHaveValue('Lucky Star');
  },
};

/** A filled profile: the real name and birthday are locked (the demo brand's rule). */
export const LockedProfile: Story = {
  parameters: handlers({}, filled),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Real name')).toHaveAttribute(
      'readonly',
    );
  },
};

/** Security of a member with nothing set up: no payment password, no authenticator. */
export const SecurityNothingSet: Story = {
  args: { tab: 'security' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Set payment password' }),
    ).toBeTruthy();
  },
};

/** Security of a member with a payment password, a bound mobile and the authenticator on. */
export const SecurityAllSet: Story = {
  args: { tab: 'security' },
  parameters: handlers(
    { paymentPasswordSet: true, totp: { enabled: true, recoveryCodesLeft: 7 } },
    filled,
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('On. Recovery codes left: 7.'),
    ).toBeTruthy();
  },
};

/** Bank accounts: the real name is needed first. */
export const BankNeedsRealName: Story = {
  args: { tab: 'bank' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Please fill in your real name in the profile first.'),
    ).toBeTruthy();
  },
};

/** Bank accounts: two bound, the form with the real name filled in. */
export const BankAccounts: Story = {
  args: { tab: 'bank' },
  parameters: handlers({}, (data) => {
    filled(data);
    data.accounts = [
      {
        id: 1,
        bankCode: 'BDO',
        bankName: 'BDO Unibank',
        accountName: 'Maria Santos',
        accountNumber: '**** 9012',
        createdAt: '2026-02-01T00:00:00Z',
      },
      {
        id: 2,
        bankCode: 'GCASH',
        bankName: 'GCash',
        accountName: 'Maria Santos',
        accountNumber: '**** 1234',
        createdAt: '2026-02-02T00:00:00Z',
      },
    ];
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('GCash · Maria Santos · **** 1234'),
    ).toBeTruthy();
  },
};

/** Bank accounts: the limit reached, no form. */
export const BankLimitReached: Story = {
  args: { tab: 'bank' },
  parameters: handlers({}, (data) => {
    filled(data);
    data.accounts = [1, 2, 3, 4, 5].map((id) => ({
      id,
      bankCode: 'BDO',
      bankName: 'BDO Unibank',
      accountName: 'Maria Santos',
      accountNumber: `**** 000${id}`,
      createdAt: '2026-02-01T00:00:00Z',
    }));
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You can keep up to 5 bank accounts.'),
    ).toBeTruthy();
  },
};

/** Login history with a verified new address. */
export const LoginHistory: Story = {
  args: { tab: 'history' },
  parameters: handlers(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Login history' }),
    ).toBeTruthy();
  },
};

/** Login history without logins. */
export const LoginHistoryEmpty: Story = {
  args: { tab: 'history' },
  parameters: handlers({ history: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No logins yet')).toBeTruthy();
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: handlers({ latency: 'infinite' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** The server failed: the alert and "Try again". */
export const Failed: Story = {
  parameters: handlers({ failing: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not load this',
    );
  },
};
