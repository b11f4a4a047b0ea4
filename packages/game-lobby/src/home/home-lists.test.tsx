// The home page's lobby lists against the lobby's MSW handlers: hot games launched like the
// lobby's (login first for a visitor), latest winners with their amounts, and the empty, failed
// and loading states.
import { buildPermissionInfo, createSystemHandlers } from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { createLobbyStore, renderLobbyUi } from '../lobby/test-kit';
import type { LobbyViewer } from '../lobby/test-kit';
import { createGameHandlers } from '../testing/handlers';
import type { GameHandlerData } from '../testing/handlers';
import { HomeHotGames, HOME_HOT_GAMES, LatestWinners } from './home-lists';

const server = setupMswServer();

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderLists(data: GameHandlerData = {}, as: LobbyViewer = 'member') {
  server.use(
    ...createGameHandlers(data),
    ...createSystemHandlers({
      permission: buildPermissionInfo({ info: { imageCDNs: ['https://img.example.test'] } }),
    }),
  );
  renderLobbyUi(
    <>
      <HomeHotGames />
      <LatestWinners count={5} />
      <Location />
    </>,
    { store: createLobbyStore(as) },
  );
}

describe('HomeHotGames', () => {
  it('lists at most 12 hot games as launch buttons and launches one by the lobby’s rules', async () => {
    const user = userEvent.setup();
    renderLists();
    const section = await screen.findByRole('region', { name: 'Hot games' });
    const buttons = await within(section).findAllByRole('button', { name: /^Play / });
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.length).toBeLessThanOrEqual(HOME_HOT_GAMES);
    await user.click(buttons[0]!);
    // The first hot game is a Vietnam lottery's: SPEC.md §4 sends it to its page.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vnLottery'));
  });

  it('says so when there are no hot games', async () => {
    renderLists({ games: [] });
    expect(await screen.findByText('No hot games right now.')).toBeVisible();
  });

  it('reports a failure with a retry', async () => {
    renderLists({ failing: true });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('This list could not be loaded.');
    expect(within(alerts[0]!).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('LatestWinners', () => {
  it('shows masked winners with the game and the amount in the money format', async () => {
    renderLists();
    const section = await screen.findByRole('region', { name: 'Latest winners' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('mem***0');
    expect(items[0]).toHaveTextContent('won ¥125.50');
    expect(items[4]).toHaveTextContent('won ¥625.50');
  });

  it('says so when nobody has won yet', async () => {
    renderLists({ games: [] });
    expect(await screen.findByText('No winners yet. Be the first!')).toBeVisible();
  });
});
