import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_BANK_ACCOUNT,
  disburseWithdrawal,
  SECOND_BANK_ACCOUNT,
  type WalletHandlerData,
} from '../../testing/handlers';
import { setupPageTests } from '../../testing/page-test';
import { createWalletStore } from '../../testing/wallet-store';
import { OPEN_MY_ACCOUNT_ACTION } from '../../lib/my-account-action';
import WithdrawPage from './withdraw-page';

const page = setupPageTests(WithdrawPage);

function renderPage(data: WalletHandlerData) {
  return page.render(data).data;
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Asks for the withdrawals again, once the page is not already asking. */
async function checkStatus() {
  const button = screen.getByRole('button', { name: 'Check status' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

async function withdraw(amount: string, password = '246810') {
  // The form shows once the saved bank accounts have answered.
  const field = await screen.findByLabelText('Amount');
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.type(screen.getByLabelText('Payment password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('WithdrawPage', () => {
  it('asks for a payment password first, checked before it is sent', async () => {
    const data = renderPage({ balances: { MAIN: 50_000 } });
    expect(
      await screen.findByText(/Set a payment password before your first withdrawal/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Login password'), 'Play2025');
    await userEvent.type(screen.getByLabelText('New payment password (6 digits)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The payment password must be 6 digits');
    await userEvent.type(screen.getByLabelText('New payment password (6 digits)'), '6');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '123457');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The two payment passwords are not the same',
    );
    await userEvent.clear(screen.getByLabelText('Confirm payment password'));
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(data.paymentPassword).toBe('123456');
  });

  it('checks the amount and the payment password before sending, then holds the amount', async () => {
    const data = renderPage({ balances: { MAIN: 50_000 }, paymentPassword: '246810' });
    expect(await screen.findByText('¥500.00')).toBeInTheDocument();
    await withdraw('99.99');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The amount must be between ¥100.00 and ¥50,000.00',
    );
    await withdraw('500.01');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'The amount is more than the balance of Main Wallet',
    );
    await userEvent.clear(screen.getByLabelText('Payment password'));
    await withdraw('200', '12');
    expect(screen.getByRole('alert')).toHaveTextContent('The payment password must be 6 digits');
    await userEvent.clear(screen.getByLabelText('Payment password'));
    await withdraw('200', '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The withdrawal could not be made: The payment password is not correct',
    );
    expect(data.withdrawals ?? []).toHaveLength(0);
    await withdraw('200');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Withdrawal W20261125TEST0001 for ¥200\.00 is waiting to be paid out/,
    );
    expect(data.balances!.MAIN).toBe(30_000);
    const list = await screen.findByRole('list', { name: 'Recent withdrawals' });
    await waitFor(() => expect(list).toHaveTextContent('Pending'));
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('shows a partial payout and is confirmed received', async () => {
    const data = renderPage({
      balances: { MAIN: 50_000 },
      paymentPassword: '246810',
    });
    await screen.findByText('¥500.00');
    await withdraw('300');
    await screen.findByRole('status');
    disburseWithdrawal(data, 'W20261125TEST0001', 10_000);
    await checkStatus();
    const item = await screen.findByText('Paid ¥100.00, remaining ¥200.00');
    expect(item).toBeInTheDocument();
    const card = item.closest('li')!;
    expect(card).toHaveTextContent('Partly paid out');
    // The message above follows the order: no longer "waiting to be paid out".
    expect(screen.getByRole('status')).toHaveTextContent(
      'Withdrawal W20261125TEST0001 for ¥300.00 is partly paid out: ¥100.00 paid, ¥200.00 still to come.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'I received it' }));
    // The status line still holds the earlier message until the answer arrives.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Withdrawal W20261125TEST0001 is closed as received.',
      ),
    );
    // The unpaid rest is back in the main wallet.
    expect(data.balances!.MAIN).toBe(40_000);
  });

  it('says "paid out" above once the row says it, and asks for the confirmation', async () => {
    const data = renderPage({ balances: { MAIN: 50_000 }, paymentPassword: '246810' });
    await screen.findByText('¥500.00');
    await withdraw('150');
    expect(await screen.findByRole('status')).toHaveTextContent('is waiting to be paid out');
    disburseWithdrawal(data, 'W20261125TEST0001');
    await checkStatus();
    const card = (await screen.findByRole('button', { name: 'I received it' })).closest('li')!;
    expect(card).toHaveTextContent('Paid out');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Withdrawal W20261125TEST0001 for ¥150.00 has been paid out. Confirm below once you have received it.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('waiting');
  });

  it('reports not received only with a real png or jpg, judged by its bytes', async () => {
    const data = renderPage({ balances: { MAIN: 50_000 }, paymentPassword: '246810' });
    await screen.findByText('¥500.00');
    await withdraw('150');
    await screen.findByRole('status');
    disburseWithdrawal(data, 'W20261125TEST0001');
    await checkStatus();
    const report = await screen.findByRole('button', { name: 'I did not receive it' });
    await userEvent.click(report);
    const card = report.closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Send report' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please upload a proof image');
    const fake = new File(['just text, renamed'], 'proof.png', { type: 'image/png' });
    await userEvent.upload(within(card).getByLabelText(/Proof of non-receipt/), fake);
    await userEvent.click(within(card).getByRole('button', { name: 'Send report' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The proof must be a png or jpg image',
    );
    const real = new File([PNG], 'screenshot.png', { type: 'image/png' });
    await userEvent.upload(within(card).getByLabelText(/Proof of non-receipt/), real);
    await userEvent.click(within(card).getByRole('button', { name: 'Send report' }));
    // The status line still holds the earlier message until the answer arrives.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your report on W20261125TEST0001 was sent.',
      ),
    );
    expect(data.withdrawals![0]).toMatchObject({ status: 'not_received', hasProof: true });
  });

  it('withdraws to the bank account chosen from the saved ones, shown on the withdrawal', async () => {
    const data = renderPage({
      balances: { MAIN: 50_000 },
      paymentPassword: '246810',
      bankAccounts: [DEFAULT_BANK_ACCOUNT, SECOND_BANK_ACCOUNT],
    });
    const select = await screen.findByRole('combobox', { name: 'Bank account' });
    expect(select).toHaveDisplayValue('GCash · Ana Reyes · **** 1234');
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    // No bank details to type: only the account, the amount and the payment password.
    expect(screen.queryByLabelText(/account number/i)).not.toBeInTheDocument();
    await userEvent.selectOptions(
      select,
      'Bank of the Philippine Islands · Ana Reyes · ****** 7788',
    );
    await withdraw('200');
    expect(await screen.findByRole('status')).toHaveTextContent(/W20261125TEST0001/);
    const list = await screen.findByRole('list', { name: 'Recent withdrawals' });
    await waitFor(() =>
      expect(list).toHaveTextContent('To Bank of the Philippine Islands · Ana Reyes · ****** 7788'),
    );
    expect(data.withdrawals?.[0]?.bankAccount?.bankCode).toBe('BPI');
  });

  it('says so when the member has no bank account, and opens My account to add one', async () => {
    const store = createWalletStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    page.render({ balances: { MAIN: 50_000 }, paymentPassword: '246810', bankAccounts: [] }, store);
    expect(await screen.findByText(/You have no withdrawal bank account yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a bank account in My account' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(dispatch).toHaveBeenCalledWith(OPEN_MY_ACCOUNT_ACTION);
  });

  it('offers to try again when the bank accounts cannot be loaded', async () => {
    renderPage({ balances: { MAIN: 50_000 }, paymentPassword: '246810', bankAccounts: 'failed' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(retry).toBeEnabled();
  });
});
