import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import BonusDetailsPage from './bonus-details-page';
import {
  buildBonuses,
  buildLoyaltyData,
  createLoyaltyHandlers,
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
  server.use(...createLoyaltyHandlers(data, { bonus: mode }));
  renderWithProviders(<BonusDetailsPage />, { store: createLoyaltyStore(), wrapper });
  return { data, user: userEvent.setup() };
}

describe('BonusDetailsPage', () => {
  it('lists each bonus with its source, amount and the wagering still to do', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Bonuses credited' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0).slice(1)).toEqual(['Mission', '¥3.00', 'Done', 'mission play-5 reward']);
    expect(cells(1).slice(1, 4)).toEqual(['Rank reward', '¥10.00', '¥5.00 of ¥10.00']);
    expect(cells(2)[1]).toBe('Raffle');
    expect(cells(3)[1]).toBe('Promotion');
    expect(cells(4)[1]).toBe('Rebate');
    expect(screen.getByText('Bonuses: 5')).toBeInTheDocument();
  });

  it('pages through the bonuses and asks again on a quick range', async () => {
    const data = buildLoyaltyData();
    data.bonuses = [...buildBonuses(), ...buildBonuses(), ...buildBonuses()].map((b, i) => ({
      ...b,
      id: i + 1,
    }));
    const { user } = renderPage(data);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(data.bonusQueries.at(-1)?.pageNo).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(data.bonusQueries.at(-1)?.pageNo).toBe(1));
    const last = data.bonusQueries.at(-1)!;
    expect((Date.parse(last.endDate!) - Date.parse(last.startDate!)) / 86_400_000 + 1).toBe(30);
  });

  it('says so when there are none', async () => {
    renderPage(buildLoyaltyData({ bonuses: [] }));
    expect(await screen.findByText('No bonuses in these days')).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    renderPage(buildLoyaltyData(), 'error');
    expect(
      await screen.findByText('Bonus details could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
