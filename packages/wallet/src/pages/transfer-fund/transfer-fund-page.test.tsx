import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WalletHandlerData } from '../../testing/handlers';
import { setupPageTests } from '../../testing/page-test';
import TransferFundPage from './transfer-fund-page';

const page = setupPageTests(TransferFundPage);

function renderPage(data: WalletHandlerData) {
  data.transfers ??= [];
  return page.render(data).data;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('TransferFundPage', () => {
  it('lists every wallet and the total, with two decimals and comma thousands', async () => {
    renderPage({
      balances: { MAIN: 123_456, SLOTS: 2_000 },
      names: { MAIN: 'Main Wallet', SLOTS: 'Slots' },
    });
    expect(await screen.findByText('¥1,254.56')).toBeInTheDocument();
    expect(within(rowOf('Main Wallet')).getByText('¥1,234.56')).toBeInTheDocument();
    expect(within(rowOf('Slots')).getByText('¥20.00')).toBeInTheDocument();
  });

  it('checks the amount before sending anything', async () => {
    const data = renderPage({ balances: { MAIN: 1_000, SLOTS: 0 }, names: { SLOTS: 'Slots' } });
    const amount = await screen.findByLabelText('Amount');
    const submit = screen.getByRole('button', { name: 'Transfer' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    for (const [text, message] of [
      ['-5', 'Please enter a valid amount (more than 0, at most 2 decimals)'],
      ['1.001', 'Please enter a valid amount (more than 0, at most 2 decimals)'],
      ['abc', 'Please enter a valid amount (more than 0, at most 2 decimals)'],
      ['10.01', 'The amount is more than the balance of Main Wallet'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, text);
      await userEvent.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
    expect(data.transfers).toEqual([]);
  });

  it('transfers an amount into a game wallet and shows the new balances', async () => {
    const data = renderPage({ balances: { MAIN: 10_000, SLOTS: 0 }, names: { SLOTS: 'Slots' } });
    await userEvent.type(await screen.findByLabelText('Amount'), '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '¥25.50 moved from Main Wallet to Slots.',
    );
    await waitFor(() => expect(within(rowOf('Slots')).getByText('¥25.50')).toBeInTheDocument());
    expect(data.transfers).toEqual([
      expect.objectContaining({ from: 'MAIN', to: 'SLOTS', amount: '25.5' }),
    ]);
    expect(data.transfers![0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('moves everything in a game wallet back with All out', async () => {
    const data = renderPage({ balances: { MAIN: 0, SLOTS: 4_321 }, names: { SLOTS: 'Slots' } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move everything in Slots to the main wallet' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '¥43.21 moved from Slots to Main Wallet.',
    );
    expect(data.transfers).toEqual([
      expect.objectContaining({ from: 'SLOTS', to: 'MAIN', all: true }),
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Move everything in Slots to the main wallet' }),
      ).toBeDisabled(),
    );
  });

  it('says so when the wallet chosen for Transfer all is empty, and sends nothing', async () => {
    const data = renderPage({ balances: { MAIN: 0, SLOTS: 0 }, names: { SLOTS: 'Slots' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer all' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Main Wallet is empty');
    expect(data.transfers).toEqual([]);
  });

  it("shows the server's refusal in the reader's language", async () => {
    const data = renderPage({ balances: { MAIN: 10_000, SLOTS: 0 }, names: { SLOTS: 'Slots' } });
    await screen.findByLabelText('Amount');
    data.balances = { MAIN: 100, SLOTS: 0 }; // spent elsewhere meanwhile
    await userEvent.type(screen.getByLabelText('Amount'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transfer failed: Insufficient balance',
    );
  });

  it('offers no transfer on a single-wallet brand', async () => {
    renderPage({ balances: { MAIN: 500 }, single: true });
    expect(
      await screen.findByText('This site has a single wallet: there is nothing to transfer'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('says when the wallets cannot be loaded, and tries again', async () => {
    const data = renderPage({ balances: { MAIN: 500 }, failing: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your wallets could not be loaded.');
    data.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total balance')).toBeInTheDocument();
  });
});
