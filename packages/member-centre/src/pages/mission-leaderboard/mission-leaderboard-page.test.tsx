import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import MissionLeaderboardPage from './mission-leaderboard-page';
import {
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

function renderPage(
  data: LoyaltyData = buildLoyaltyData(),
  modes: { missions?: CallMode; leaderboard?: CallMode } = {},
) {
  server.use(...createLoyaltyHandlers(data, modes));
  const store = createLoyaltyStore();
  renderWithProviders(<MissionLeaderboardPage />, { store, wrapper });
  return { data, store, user: userEvent.setup() };
}

describe('MissionLeaderboardPage', () => {
  it('lists the missions with their progress and status, and claims a reached one once', async () => {
    const { data, user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Missions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const bet = screen.getByRole('listitem', { name: 'Place 100.00 of valid bets' });
    expect(within(bet).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(within(bet).getByText('Progress: ¥42.50 of ¥100.00')).toBeInTheDocument();
    expect(within(bet).getByText('In progress')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Log in on 3 days' })).getByText('Claimed'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Deposit 500.00' })).getByText('Coming soon'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Earned from missions: ¥10.00 · 1 to claim/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim Play 5 rounds' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reward of ¥3.00 claimed');
    expect(data.paid).toEqual([1]);
    // The list follows: claimed, no button to claim it again.
    expect(
      await within(screen.getByRole('listitem', { name: 'Play 5 rounds' })).findByText('Claimed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim / })).not.toBeInTheDocument();
    expect(await screen.findByText(/Earned from missions: ¥13.00/)).toBeInTheDocument();
  });

  it('says so when a claim is refused', async () => {
    const data = buildLoyaltyData();
    const { user } = renderPage(data);
    await screen.findByRole('button', { name: 'Claim Play 5 rounds' });
    data.missions.missions[0]!.status = 'claimed'; // claimed elsewhere meanwhile
    await user.click(screen.getByRole('button', { name: 'Claim Play 5 rounds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reward could not be claimed. Please try again.',
    );
    expect(data.paid).toEqual([]);
  });

  it('shows the leaderboard with masked names and the member’s place', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'luc***ar', '¥5,200.00']);
    expect(screen.getByText('Your place: 3')).toBeInTheDocument();
    expect(screen.getByText('Valid bets from 2026-11-21 to 2026-11-27')).toBeInTheDocument();
  });

  it('opens the club ranks', async () => {
    const { store, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Club rank' }));
    expect(store.getState().memberCentre.page).toBe('playerRank');
  });

  it('says so when there are no missions and no one on the board', async () => {
    const data = buildLoyaltyData();
    data.missions = { missions: [], claimable: 0, earned: '0.00' };
    data.leaderboard = { ...data.leaderboard, list: [], me: { rank: null, validBet: '0.00' } };
    renderPage(data);
    expect(await screen.findByText('No missions right now')).toBeInTheDocument();
    expect(await screen.findByText('No valid bets in these days yet')).toBeInTheDocument();
  });

  it('offers a retry when the calls fail', async () => {
    renderPage(buildLoyaltyData(), { missions: 'error', leaderboard: 'error' });
    expect(
      await screen.findByText('Missions could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The leaderboard could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});
