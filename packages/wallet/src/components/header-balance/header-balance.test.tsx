import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createWalletHandlers } from '../../testing/handlers';
import type { WalletHandlerData } from '../../testing/handlers';
import { createWalletStore, TRIAL_TOKEN } from '../../testing/wallet-store';
import { HeaderBalance } from './header-balance';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderBalance(data: WalletHandlerData, as: 'member' | 'trial' = 'member') {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/v2/wallets/balance') calls += 1;
  });
  data.trialTokens ??= [TRIAL_TOKEN];
  server.use(...createWalletHandlers(data));
  const view = renderWithProviders(<HeaderBalance />, { store: createWalletStore(as), wrapper });
  return { ...view, calls: () => calls };
}

afterEach(() => server.events.removeAllListeners());

describe('HeaderBalance', () => {
  it('shows the refreshing placeholder, then the sum of every wallet with two decimals and comma thousands', async () => {
    const { container } = renderBalance({ balances: { MAIN: 123_456_789, DEMOSLOT: 1_001 } });
    expect(screen.getByText('Balance: loading')).toHaveClass('lp-visually-hidden');
    expect(container.querySelector('.lp-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Balance: ¥1,234,577.90')).toBeInTheDocument();
    expect(container.querySelector('.lp-skeleton')).not.toBeInTheDocument();
    expect(container.textContent).toContain('¥1,234,577.90');
  });

  it('refreshes on demand, showing the placeholder while it reloads', async () => {
    const data: WalletHandlerData = { balances: { MAIN: 500 }, latency: 400 };
    const { container } = renderBalance(data);
    expect(await screen.findByText('Balance: ¥5.00')).toBeInTheDocument();
    data.balances = { MAIN: 250_075 };
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(refresh);
    await waitFor(() => {
      expect(container.querySelector('.lp-skeleton')).toBeInTheDocument();
      expect(refresh).toBeDisabled();
    });
    expect(screen.getByText('Balance: loading')).toBeInTheDocument();
    expect(await screen.findByText('Balance: ¥2,500.75')).toBeInTheDocument();
    expect(refresh).toBeEnabled();
  });

  it('says when the balance cannot be read, and a refresh recovers', async () => {
    const data: WalletHandlerData = { failing: true };
    renderBalance(data);
    expect(await screen.findByText('Balance: unavailable, please refresh')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    data.failing = false;
    data.balances = { MAIN: 42 };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Balance: ¥0.42')).toBeInTheDocument();
  });

  it('shows nothing for a trial account and never asks for its balance', async () => {
    const { container, calls } = renderBalance({ balances: { MAIN: 100 } }, 'trial');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(calls()).toBe(0);
  });

  it('is one row with a labelled refresh button reachable by keyboard', async () => {
    renderBalance({ balances: { MAIN: 0 } });
    await waitFor(() => expect(screen.getByText('Balance: ¥0.00')).toBeInTheDocument());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveFocus();
  });
});
