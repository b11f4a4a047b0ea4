import type { WithdrawalOrder } from '@lotusplay/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  createWalletHandlers,
  DEFAULT_BANK_ACCOUNT,
  SECOND_BANK_ACCOUNT,
} from '../../testing/handlers';
import { failedStory, loadingStory, storyPage } from '../../testing/story-page';
import WithdrawPage from './withdraw-page';

const Page = storyPage(WithdrawPage);

const withdrawal = (
  n: number,
  status: WithdrawalOrder['status'],
  amount: string,
  disbursed = '0.00',
  remaining = amount,
): WithdrawalOrder => ({
  orderNo: `W20261125STORY${n}`,
  amount,
  disbursedAmount: disbursed,
  remainingAmount: remaining,
  status,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  disbursedAt: disbursed === '0.00' ? null : new Date().toISOString(),
  autoReceivedAt: ['disbursed', 'partially_disbursed'].includes(status)
    ? new Date(Date.now() + 30 * 60_000).toISOString()
    : null,
  closedAt: ['received', 'rejected', 'not_received'].includes(status)
    ? new Date().toISOString()
    : null,
  hasProof: status === 'not_received',
  bankAccount: {
    bankCode: DEFAULT_BANK_ACCOUNT.bankCode,
    bankName: DEFAULT_BANK_ACCOUNT.bankName,
    accountName: DEFAULT_BANK_ACCOUNT.accountName,
    accountNumber: DEFAULT_BANK_ACCOUNT.accountNumber,
  },
});

const meta = {
  title: 'wallet/WithdrawPage',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No payment password yet: it is set here first. */
export const SetPaymentPassword: Story = {
  parameters: { msw: { handlers: createWalletHandlers({ balances: { MAIN: 80_000 } }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Save payment password' }),
    ).toBeTruthy();
  },
};

/** Ready to withdraw; no withdrawal yet. */
export const Ready: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({ balances: { MAIN: 80_000 }, paymentPassword: '246810' }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No withdrawals yet.')).toBeTruthy();
  },
};

/** Two saved bank accounts to choose from. */
export const ChooseBankAccount: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({
        balances: { MAIN: 80_000 },
        paymentPassword: '246810',
        bankAccounts: [DEFAULT_BANK_ACCOUNT, SECOND_BANK_ACCOUNT],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Bank account' });
    await expect(within(select).getAllByRole('option')).toHaveLength(2);
  },
};

/** No saved bank account: the page says so and opens My account to add one. */
export const NoBankAccount: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({
        balances: { MAIN: 80_000 },
        paymentPassword: '246810',
        bankAccounts: [],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Add a bank account in My account',
      }),
    ).toBeTruthy();
  },
};

/** The bank accounts could not be loaded: "Try again". */
export const BankAccountsFailed: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({
        balances: { MAIN: 80_000 },
        paymentPassword: '246810',
        bankAccounts: 'failed',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeTruthy();
  },
};

/** Every state of a withdrawal: waiting, partly paid (paid and remaining), paid out, closed. */
export const Withdrawals: Story = {
  parameters: {
    msw: {
      handlers: createWalletHandlers({
        balances: { MAIN: 80_000 },
        paymentPassword: '246810',
        withdrawals: [
          withdrawal(1, 'pending', '150.00'),
          withdrawal(2, 'partially_disbursed', '500.00', '200.00', '300.00'),
          withdrawal(3, 'disbursed', '1000.00', '1000.00', '0.00'),
          withdrawal(4, 'not_received', '250.00', '250.00', '0.00'),
          withdrawal(5, 'received', '120.00', '120.00', '0.00'),
          withdrawal(6, 'rejected', '900.00'),
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Paid ¥200.00, remaining ¥300.00'),
    ).toBeTruthy();
  },
};

/** The page is on its way. */
export const Loading: Story = loadingStory();

/** The server did not answer: a message and "Try again". */
export const Failed: Story = failedStory('Your wallets could not be loaded.');
