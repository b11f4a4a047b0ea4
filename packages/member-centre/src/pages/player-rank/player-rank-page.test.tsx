import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import PlayerRankPage from './player-rank-page';
import {
  buildLoyaltyData,
  buildPlayerRank,
  createLoyaltyHandlers,
  DIAMOND_RANK,
  type CallMode,
  type LoyaltyData,
} from './testing/loyalty-handlers';
import { createLoyaltyStore } from './testing/loyalty-store';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: LoyaltyData = buildLoyaltyData(), mode?: CallMode) {
  server.use(...createLoyaltyHandlers(data, { rank: mode }));
  renderWithProviders(<PlayerRankPage />, { store: createLoyaltyStore(), wrapper });
}

describe('PlayerRankPage', () => {
  it('shows the member’s rank, valid bets, progress to the next and the ranks’ benefits', async () => {
    renderPage();
    const mine = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(mine).getByText('Your rank').nextSibling).toHaveTextContent('Silver · Level 2');
    expect(within(mine).getByText('Your valid bets').nextSibling).toHaveTextContent('¥3,250.00');
    expect(within(mine).getByText('Next rank').nextSibling).toHaveTextContent('Gold');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next rank' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('¥6,750.00 more valid bets to Gold')).toBeInTheDocument();
    expect(screen.getByText('Your customer service: live chat')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Club ranks and their benefits' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveClass('lp-loyalty-table__mine');
    const diamond = within(rows[4]!).getAllByRole('cell');
    expect(diamond.map((cell) => cell.textContent)).toEqual([
      '5',
      'Diamond',
      '¥200,000.00',
      '¥888.00',
      '0.80%',
      '15',
      'Yes',
    ]);
  });

  it('says the VIP channel above level 4, and the top rank', async () => {
    renderPage(
      buildLoyaltyData({
        rank: { ...DIAMOND_RANK, level: 6, name: 'Royal', next: null, progressPercent: 100 },
      }),
    );
    expect(await screen.findByText('Your customer service: the VIP channel')).toBeInTheDocument();
    expect(screen.getByText('You have reached the top rank')).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    renderPage(buildLoyaltyData({ rank: buildPlayerRank() }), 'error');
    expect(
      await screen.findByText('Club ranks could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
