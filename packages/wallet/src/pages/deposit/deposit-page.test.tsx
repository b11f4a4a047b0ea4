import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletApi } from '../../api/wallet-api';
import { completeDepositOrder, type WalletHandlerData } from '../../testing/handlers';
import { setupPageTests } from '../../testing/page-test';
import DepositPage from './deposit-page';

const page = setupPageTests(DepositPage);
const server = page.server;

function renderPage(data: WalletHandlerData) {
  const created: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('DEPOSIT_create')) created.push(request.url);
  });
  return { ...page.render(data), created };
}

afterEach(() => server.events.removeAllListeners());

describe('DepositPage', () => {
  it('offers each channel with its limits and checks the amount before sending', async () => {
    const { created } = renderPage({});
    const channels = await screen.findByRole('group', { name: 'Payment channel' });
    expect(within(channels).getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(channels).toHaveTextContent('¥100.00 – ¥50,000.00');
    const amount = screen.getByLabelText('Amount');
    const submit = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount');
    await userEvent.type(amount, '1.234');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '99.99');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The amount must be between ¥100.00 and ¥50,000.00',
    );
    // The e-wallet's limits are lower: the same amount is fine there.
    await userEvent.click(within(channels).getByRole('radio', { name: /E-wallet/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(created).toHaveLength(0);
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Order D20261125TEST0001 for ¥99\.99 is waiting for payment/,
    );
    expect(created).toHaveLength(1);
  });

  it('lists the order pending, and when it is paid says so and refreshes the balance', async () => {
    const { data } = renderPage({ balances: { MAIN: 0 } });
    await userEvent.type(await screen.findByLabelText('Amount'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const orders = await screen.findByRole('table', { name: 'Recent deposits' });
    await waitFor(() => expect(orders).toHaveTextContent('Pending'));
    const invalidate = vi.spyOn(walletApi.util, 'invalidateTags');
    completeDepositOrder(data, 'D20261125TEST0001');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(
      await screen.findByText('Order D20261125TEST0001 is paid: ¥500.00 is in your main wallet.'),
    ).toBeInTheDocument();
    expect(within(orders).getByText('Completed')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith(['Balance']);
  });

  it("shows the server's refusal in the reader's language, and nothing is lost", async () => {
    renderPage({ providerFailing: true });
    const amount = await screen.findByLabelText('Amount');
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The deposit could not be made: The payment could not be started. Please try again later',
    );
    expect(amount).toHaveValue('150');
  });

  it('says when no channel is available, and when channels cannot be loaded', async () => {
    renderPage({ channels: [] });
    expect(
      await screen.findByText(
        'No payment channel is available right now. Please contact customer service.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the channels cannot be loaded', async () => {
    const { data } = renderPage({ failing: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment channels could not be loaded.');
    data.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Payment channel' })).toBeInTheDocument();
  });
});
