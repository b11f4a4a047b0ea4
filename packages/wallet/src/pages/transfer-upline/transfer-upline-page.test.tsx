import type { MemberInfo } from '@lotusplay/api-client';
import { tokenSet } from '@lotusplay/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WalletHandlerData } from '../../testing/handlers';
import { createWalletStore, MEMBER_TOKEN } from '../../testing/wallet-store';
import { setupPageTests } from '../../testing/page-test';
import TransferUplinePage from './transfer-upline-page';

const page = setupPageTests(TransferUplinePage);

function renderPage(data: WalletHandlerData, toUpline?: boolean) {
  const store = createWalletStore();
  if (toUpline !== undefined) {
    store.dispatch(
      tokenSet({ token: MEMBER_TOKEN, accountType: 0, member: { toUpline } as MemberInfo }),
    );
  }
  return page.render(data, store).data;
}

describe('TransferUplinePage', () => {
  it('sends an amount from the main wallet to the upline', async () => {
    const data = renderPage({ balances: { MAIN: 5_000 } }, true);
    expect(await screen.findByText('¥50.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¥12.50 sent to your upline.');
    expect(data.balances!.MAIN).toBe(3_750);
    expect(await screen.findByText('¥37.50')).toBeInTheDocument();
  });

  it('checks the amount before sending it', async () => {
    renderPage({ balances: { MAIN: 1_000 } }, true);
    await screen.findByText('¥10.00');
    const submit = screen.getByRole('button', { name: 'Send to upline' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount');
    await userEvent.type(screen.getByLabelText('Amount'), '10.01');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The amount is more than the balance of Main Wallet',
    );
  });

  it('says so when the account may not transfer to its upline', async () => {
    renderPage({ balances: { MAIN: 1_000 } }, false);
    expect(
      await screen.findByText('Transfers to your upline are not enabled for this account'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to upline' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when there is no upline", async () => {
    renderPage({ balances: { MAIN: 1_000 }, upline: 'none' });
    await screen.findByText('¥10.00');
    await userEvent.type(screen.getByLabelText('Amount'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transfer failed: You have no upline to transfer to',
    );
  });
});
