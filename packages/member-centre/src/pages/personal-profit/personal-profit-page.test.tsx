import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import PersonalProfitPage from './personal-profit-page';
import {
  buildLoyaltyData,
  createLoyaltyHandlers,
  EMPTY_PROFIT,
  type CallMode,
  type LoyaltyData,
} from '../player-rank/testing/loyalty-handlers';
import { createLoyaltyStore } from '../player-rank/testing/loyalty-store';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: LoyaltyData = buildLoyaltyData(), mode?: CallMode) {
  server.use(...createLoyaltyHandlers(data, { profit: mode }));
  renderWithProviders(<PersonalProfitPage />, { store: createLoyaltyStore(), wrapper });
  return { data, user: userEvent.setup() };
}

describe('PersonalProfitPage', () => {
  it('shows the totals and one line per game category, losses and wins marked', async () => {
    renderPage();
    const list = await screen.findByLabelText('Personal loss', { selector: 'dl' });
    expect(within(list).getByText('Rounds').nextSibling).toHaveTextContent('5');
    expect(within(list).getByText('Valid bet').nextSibling).toHaveTextContent('8.35');
    expect(within(list).getByText('Total win').nextSibling).toHaveTextContent('6.10');
    expect(within(list).getByText('Profit and loss').nextSibling).toHaveTextContent('-¥2.25');
    const table = screen.getByRole('table', { name: 'Profit and loss by game category' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Live casino',
      'Slots',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveTextContent('-¥2.55');
    expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveClass('lp-loyalty-figure--loss');
    expect(within(rows[0]!).getAllByRole('cell')[4]).toHaveClass('lp-loyalty-figure--win');
  });

  it('asks for the last 7 days first and the last 30 on the quick range', async () => {
    const { data, user } = renderPage();
    await screen.findByRole('table');
    const first = data.profitQueries[0]!;
    const days = (q: typeof first) =>
      (Date.parse(q.endDate!) - Date.parse(q.startDate!)) / 86_400_000 + 1;
    expect(days(first)).toBe(7);
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(days(data.profitQueries.at(-1)!)).toBe(30));
  });

  it('says so when there are no rounds', async () => {
    renderPage(buildLoyaltyData({ profit: EMPTY_PROFIT }));
    expect(await screen.findByText('No rounds in these days')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    renderPage(buildLoyaltyData(), 'error');
    expect(
      await screen.findByText('Personal loss could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
