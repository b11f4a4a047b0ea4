import { systemHandlers } from '@lotusplay/api-client/testing';
import { sessionStorageKeys } from '@lotusplay/api-client';
import type { Game, GameVendor } from '@lotusplay/api-client/contracts';
import { selectOpenAuthModal } from '@lotusplay/auth';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createGameStore, renderGameUi } from '../pages/page-kit';
import { selectGameUrl } from '../state/game-lobby-slice';
import {
  buildCatalogue,
  createGameHandlers,
  DEFAULT_VENDORS,
  DEMO_LAUNCH_ORIGIN,
  MAINTENANCE_GAME_ID,
} from '../testing';
import { useLaunchGame } from './use-launch-game';

setupMswServer(() => [...systemHandlers, ...createGameHandlers()]);

const vendor = (code: string) => DEFAULT_VENDORS.find((entry) => entry.vassalage === code)!;
const game = (nodeId: string) => buildCatalogue().find((entry) => entry.nodeId === nodeId)!;

function Launcher({ vendors = [], games = [] }: { vendors?: GameVendor[]; games?: Game[] }) {
  const { launchVendor, launchGame, dialog } = useLaunchGame();
  return (
    <>
      {vendors.map((entry) => (
        <button key={entry.vassalage} type="button" onClick={() => launchVendor(entry)}>
          {entry.name}
        </button>
      ))}
      {games.map((entry) => (
        <button key={entry.nodeId} type="button" onClick={() => launchGame(entry)}>
          {entry.gameName}
        </button>
      ))}
      {dialog}
    </>
  );
}

const location = () => screen.getByRole('status', { name: 'Location' });

describe('useLaunchGame', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('opens the login popup for a visitor and launches nothing', async () => {
    const user = userEvent.setup();
    const { store } = renderGameUi(<Launcher vendors={[vendor('EVO')]} />, {
      store: createGameStore('visitor'),
    });
    await user.click(screen.getByRole('button', { name: 'EVO' }));
    expect(selectOpenAuthModal(store.getState())).toBe('loginPopup');
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('launches a vendor, keeps the URL in the store and session storage, and opens /game', async () => {
    const user = userEvent.setup();
    const { store } = renderGameUi(<Launcher vendors={[vendor('EVO')]} />);
    await user.click(screen.getByRole('button', { name: 'EVO' }));
    expect(await screen.findByText('/game')).toBeInTheDocument();
    const url = `${DEMO_LAUNCH_ORIGIN}/demo-vendor/play?token=demo-EVO-EVO_LOBBY`;
    expect(selectGameUrl(store.getState())).toBe(url);
    expect(window.sessionStorage.getItem(sessionStorageKeys.iframeUrl)).toBe(url);
  });

  it('routes lottery vendors and RNG vendors without a launch call', async () => {
    const user = userEvent.setup();
    renderGameUi(<Launcher vendors={[vendor('LOTT'), vendor('JILI'), vendor('TCG_SEA')]} />);
    await user.click(screen.getByRole('button', { name: 'LOTT' }));
    expect(location()).toHaveTextContent('/lottery?gameCode=LOTT_PK10&vendor=LOTT&playType=SUM');
    await user.click(screen.getByRole('button', { name: 'JILI' }));
    expect(location()).toHaveTextContent('/rng?type=vassalage&vassalage=JILI');
    await user.click(screen.getByRole('button', { name: 'TCG SEA' }));
    expect(location()).toHaveTextContent('/seaLottery?gameCode=TCG_SEA_LOBBY');
  });

  it('shows the popup game list of a VASSALAGE vendor, and a chosen game launches', async () => {
    const user = userEvent.setup();
    renderGameUi(<Launcher vendors={[vendor('FISHVASS')]} />);
    await user.click(screen.getByRole('button', { name: 'FISHVASS' }));
    const popup = await screen.findByRole('dialog', { name: 'FISHVASS games' });
    await user.click(await within(popup).findByRole('button', { name: 'FISHVASS Game 2' }));
    expect(await screen.findByText('/game')).toBeInTheDocument();
  });

  it('says a game under maintenance cannot be played, whether the list or the server says so', async () => {
    const user = userEvent.setup();
    const underMaintenance = game(MAINTENANCE_GAME_ID);
    renderGameUi(
      <Launcher
        games={[underMaintenance, { ...underMaintenance, maintenance: false, gameName: 'Stale' }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: underMaintenance.gameName }));
    const dialog = await screen.findByRole('dialog', { name: 'The game cannot start' });
    expect(dialog).toHaveTextContent('This game is under maintenance. Please try again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // A list read before the maintenance began: the server refuses with GAME_MAINTENANCE.
    await user.click(screen.getByRole('button', { name: 'Stale' }));
    expect(await screen.findByRole('dialog', { name: 'The game cannot start' })).toHaveTextContent(
      'under maintenance',
    );
    expect(location()).toHaveTextContent(/^\/$/);
  });
});
