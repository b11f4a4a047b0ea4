import type { LanguageCode } from '@lotusplay/api-client';
import type { Game } from '@lotusplay/api-client/contracts';
import { buildPermissionInfo, createSystemHandlers } from '@lotusplay/api-client/testing';
import { selectLoginPrompts, selectOpenAuthModal } from '@lotusplay/auth';
import { setupMswServer } from '@lotusplay/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { GamePaths } from '../api/games-api';
import { buildGames, buildVendor, MAINTENANCE_GAME_ID } from '../testing/catalogue';
import { createGameHandlers, DEMO_LAUNCH_ORIGIN, type GameHandlerData } from '../testing/handlers';
import { LobbyPage, type LobbyPageProps } from './lobby-page';
import { createLobbyStore, renderLobbyUi, type LobbyViewer } from './test-kit';

const server = setupMswServer();

/** Every game-list query string asked, in order. */
let listQueries: Record<string, string>[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith(GamePaths.gameList)) {
    listQueries.push(Object.fromEntries(url.searchParams));
  }
});
beforeEach(() => {
  listQueries = [];
});
const lastList = () => listQueries.at(-1)!;

function renderLobby(
  data: GameHandlerData = {},
  {
    as = 'member',
    route = '/rng',
    props = {},
    languages,
  }: { as?: LobbyViewer; route?: string; props?: LobbyPageProps; languages?: LanguageCode[] } = {},
) {
  server.use(
    ...createGameHandlers(data),
    ...createSystemHandlers({
      permission: buildPermissionInfo({
        info: { languages: languages ?? ['EN'], imageCDNs: ['https://img.example.test'] },
      }),
    }),
  );
  const store = createLobbyStore(as);
  renderLobbyUi(
    <>
      <LobbyPage gameType="RNG" {...props} />
      <Location />
    </>,
    { store, route },
  );
  return { data, store };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const games = () => screen.findByRole('list', { name: 'Games' });
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.lp-game-card__name')?.textContent);

describe('LobbyPage', () => {
  it("opens on the first vendor's games, with the lists and the vendor arrows", async () => {
    renderLobby();
    const list = await games();
    expect(cardNames(list)).toHaveLength(15);
    expect(cardNames(list)[0]).toBe('JILI Game 1');
    expect(lastList()).toMatchObject({
      gameType: 'RNG',
      vassalage: 'JILI',
      pageNo: '1',
      pageSize: '15',
      clientType: '3',
    });
    const lists = screen.getByRole('group', { name: 'Game lists' });
    expect(
      within(lists)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hot', 'Favourites', 'Recent']);
    const vendors = screen.getByRole('navigation', { name: 'Vendors' });
    expect(within(vendors).getByRole('button', { name: 'JILI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Ten RNG vendors: eight a slide, the arrows move between the two slides.
    expect(within(vendors).queryByRole('button', { name: 'HABA' })).not.toBeInTheDocument();
    expect(within(vendors).getByRole('button', { name: 'Previous vendors' })).toBeDisabled();
    await userEvent.click(within(vendors).getByRole('button', { name: 'Next vendors' }));
    await userEvent.click(within(vendors).getByRole('button', { name: 'HABA' }));
    await waitFor(() => expect(lastList()).toMatchObject({ vassalage: 'HABA', pageNo: '1' }));
    expect(await screen.findByRole('button', { name: 'Play HABA Game 1' })).toBeInTheDocument();
  });

  it('shows no vendor arrows with eight vendors or fewer, and no hot list without hot games', async () => {
    const vendors = ['A1', 'A2', 'A3'].map((vassalage) =>
      buildVendor({ gameType: 'RNG', vassalage }),
    );
    const list = vendors.flatMap((vendor) =>
      buildGames(vendor, 3).map((game) => ({ ...game, isHot: 0 as const })),
    );
    renderLobby({ vendors, games: list });
    await games();
    expect(screen.queryByRole('button', { name: 'Next vendors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hot' })).not.toBeInTheDocument();
  });

  it('a visitor has no favourites list; recent and the heart ask for a login', async () => {
    const { store } = renderLobby({}, { as: 'visitor' });
    await games();
    expect(screen.queryByRole('button', { name: 'Favourites' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(selectLoginPrompts(store.getState())).toBe(1);
    expect(screen.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Add JILI Game 1 to favourites' }));
    expect(selectLoginPrompts(store.getState())).toBe(2);
  });

  it('a trial account gets the real-account warning for favourites and recent', async () => {
    const { store } = renderLobby({}, { as: 'trial' });
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(selectOpenAuthModal(store.getState())).toBe('gateWarning');
    expect(screen.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches 500 ms after the last key, across vendors, only when the text changed', async () => {
    renderLobby();
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(lastList()).toMatchObject({ gameClassify: 'JP' }));
    const asked = listQueries.length;
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'Game 12');
    expect(listQueries).toHaveLength(asked);
    await waitFor(() => expect(listQueries).toHaveLength(asked + 1), { timeout: 2000 });
    expect(lastList()).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      gameName: 'Game 12',
      pageNo: '1',
      pageSize: '15',
    });
    const list = await screen.findByRole('button', { name: 'Play PG Game 12' });
    expect(list).toBeInTheDocument();
    const vendors = screen.getByRole('navigation', { name: 'Vendors' });
    expect(within(vendors).getByRole('button', { name: 'JILI' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // A trailing space is not a new search.
    await userEvent.type(box, ' ');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(listQueries).toHaveLength(asked + 1);
  });

  it('filters by classification and min bet from page 1, each only when it changes', async () => {
    renderLobby();
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Table games' }));
    await waitFor(() =>
      expect(lastList()).toMatchObject({ vassalage: 'JILI', gameClassify: 'TG', pageNo: '1' }),
    );
    expect(screen.queryByRole('button', { name: 'Bingo' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Minimum bet'), '0.5');
    await waitFor(() =>
      expect(lastList()).toMatchObject({ gameClassify: 'TG', minBet: '0.5', pageNo: '1' }),
    );
    expect(await screen.findByText('No games found.')).toBeInTheDocument();
  });

  it('offers bingo when the brand supports TY', async () => {
    renderLobby({}, { languages: ['EN', 'TY'] });
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Bingo' }));
    await waitFor(() => expect(lastList()).toMatchObject({ gameClassify: 'BG' }));
  });

  it('loads 15 more, then no more when no pages are left', async () => {
    renderLobby();
    const list = await games();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames(list)).toHaveLength(20));
    expect(lastList()).toMatchObject({ vassalage: 'JILI', pageNo: '2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listQueries.filter((q) => q.pageNo === '2')).toHaveLength(1);
  });

  it('moves the focus from "load more" to the first new card when the page arrives', async () => {
    const vendor = buildVendor({ gameType: 'RNG', vassalage: 'BIG' });
    renderLobby({ vendors: [vendor], games: buildGames(vendor, 40) });
    const list = await games();
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardNames(list)).toHaveLength(30));
    expect(screen.getByRole('button', { name: 'Play BIG Game 16' })).toHaveFocus();
    // The button is still there for the third page, and Tab reaches it again.
    expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-disabled');
  });

  it('focuses the first new card when the last page takes the button away', async () => {
    renderLobby();
    const list = await games();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames(list)).toHaveLength(20));
    expect(screen.getByRole('button', { name: 'Play JILI Game 16' })).toHaveFocus();
  });

  it('ignores "load more" while a page is on its way', async () => {
    const data: GameHandlerData = {};
    renderLobby(data);
    await games();
    data.latency = 300;
    server.use(...createGameHandlers(data));
    const more = screen.getByRole('button', { name: 'Load more' });
    await userEvent.click(more);
    // Marked, not disabled: a disabled button would drop the keyboard's focus.
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    fireEvent.click(more);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(listQueries.filter((q) => q.pageNo === '2')).toHaveLength(1);
  });

  it('adds and removes a favourite, with a loader while it is saved', async () => {
    const data: GameHandlerData = { favouriteIds: [] };
    renderLobby(data);
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Add JILI Game 2 to favourites' }));
    const heart = await screen.findByRole('button', { name: 'Remove JILI Game 2 from favourites' });
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(data.favouriteIds).toEqual(['JILI-2']);

    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const list = await games();
    await waitFor(() => expect(cardNames(list)).toEqual(['JILI Game 2']));
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove JILI Game 2 from favourites' }),
    );
    expect(await screen.findByText('You have no favourite games yet.')).toBeInTheDocument();
    expect(data.favouriteIds).toEqual([]);
  });

  it('says when a favourite could not be saved', async () => {
    const data: GameHandlerData = {};
    renderLobby(data);
    await games();
    server.use(
      http.post(`*${GamePaths.addFavorite}`, () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL', message: 'x', value: null },
          { status: 500 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add JILI Game 1 to favourites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The favourite could not be saved.');
    expect(screen.getByRole('button', { name: 'Add JILI Game 1 to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('lists the recent games from page 1 and goes back to the vendor on a second press', async () => {
    renderLobby({ recentIds: ['PG-4', 'JILI-7', 'EVO-1'] });
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    const list = await games();
    await waitFor(() => expect(cardNames(list)).toEqual(['PG Game 4', 'JILI Game 7']));
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    await waitFor(async () => expect(cardNames(await games())[0]).toBe('JILI Game 1'));
  });

  it('shows the hot games of this game type, one page', async () => {
    renderLobby();
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Hot' }));
    const list = await games();
    await waitFor(() => expect(cardNames(list)).toContain('PG Game 8'));
    expect(cardNames(list).every((name) => / Game (1|8|15)$/.test(name ?? ''))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reads the route: type hot, type vassalage, the /rng page tab and the game type', async () => {
    renderLobby({}, { route: '/rng?type=vassalage&vassalage=CQ9' });
    await games();
    expect(lastList()).toMatchObject({ vassalage: 'CQ9' });
  });

  it('writes the chosen vendor tab into the address, in place of a route vendor', async () => {
    renderLobby({}, { route: '/rng?type=vassalage&vassalage=CQ9' });
    await games();
    const vendors = screen.getByRole('navigation', { name: 'Vendors' });
    await userEvent.click(within(vendors).getByRole('button', { name: 'PG' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=PG'));
    await waitFor(() => expect(lastList()).toMatchObject({ vassalage: 'PG' }));
    expect(await screen.findByRole('button', { name: 'Play PG Game 1' })).toBeInTheDocument();
    expect(within(vendors).getByRole('button', { name: 'PG' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads the /rng?page= vendor tab', async () => {
    renderLobby({}, { route: '/rng?page=PP' });
    await games();
    expect(lastList()).toMatchObject({ vassalage: 'PP' });
  });

  it('reads the lobby type of the route, upper-cased', async () => {
    renderLobby({}, { route: '/lobby?lobbyType=fish' });
    expect(await screen.findByRole('heading', { name: 'Fishing' })).toBeInTheDocument();
    await games();
    expect(lastList()).toMatchObject({ gameType: 'FISH', vassalage: 'JDB_FISH' });
  });

  it('route type hot opens the hot list', async () => {
    renderLobby({}, { route: '/rng?type=hot' });
    await games();
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(listQueries).toHaveLength(0);
  });

  it('shows the images from the brand image CDN', async () => {
    renderLobby();
    const card = await screen.findByRole('button', { name: 'Play JILI Game 1' });
    await waitFor(() =>
      expect(card.querySelector('img')).toHaveAttribute(
        'src',
        'https://img.example.test/game/jili/1.png?w=240&v=1',
      ),
    );
  });

  it('launches a game through the launch rules: the URL is kept for /game', async () => {
    const data: GameHandlerData = {};
    const { store } = renderLobby(data);
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Play JILI Game 5' }));
    await waitFor(() =>
      expect(store.getState().gameLobby.gameUrl).toBe(
        `${DEMO_LAUNCH_ORIGIN}/demo-vendor/play?token=demo-JILI-JILI_G5`,
      ),
    );
    expect(data.recentIds).toEqual(['JILI-5']);
  });

  it('lists the rooms of a PVP vendor and joins one through the PVP launch', async () => {
    const { store } = renderLobby({}, { route: '/pvp', props: { gameType: 'PVP' } });
    const rooms = await screen.findByRole('region', { name: 'Rooms' }, { timeout: 5_000 });
    const join = within(rooms).getAllByRole('button', { name: /^Join / });
    expect(join.length).toBeGreaterThan(0);
    const name = join[0]!.getAttribute('aria-label')!.replace(/^Join /, '');
    expect(within(rooms).getByText(name)).toBeInTheDocument();
    await userEvent.click(join[0]!);
    await waitFor(
      () =>
        expect(store.getState().gameLobby.gameUrl).toMatch(
          new RegExp(`^${DEMO_LAUNCH_ORIGIN}/demo-vendor/play\\?token=demo-KY-`),
        ),
      { timeout: 5_000 },
    );
    // The URL is stored first and the page moves to /game on the next render.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game'), {
      timeout: 5_000,
    });
  });

  it('a visitor joining a PVP room gets the login popup', async () => {
    const { store } = renderLobby({}, { as: 'visitor', route: '/pvp', props: { gameType: 'PVP' } });
    const rooms = await screen.findByRole('region', { name: 'Rooms' }, { timeout: 5_000 });
    await userEvent.click(within(rooms).getAllByRole('button', { name: /^Join / })[0]!);
    expect(selectLoginPrompts(store.getState())).toBe(1);
    expect(store.getState().gameLobby.gameUrl).toBeNull();
  });

  it('a visitor launching a game gets the login popup', async () => {
    const { store, data } = renderLobby({}, { as: 'visitor' });
    await games();
    await userEvent.click(screen.getByRole('button', { name: 'Play JILI Game 5' }));
    expect(selectLoginPrompts(store.getState())).toBe(1);
    expect(data.recentIds).toEqual([]);
  });

  it('shows a game under maintenance that cannot be launched', async () => {
    const { store } = renderLobby();
    await games();
    const card = screen.getByRole('button', {
      name: 'JILI Game 3: under maintenance, it cannot be played now',
    });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(MAINTENANCE_GAME_ID).toBe('JILI-3');
    await userEvent.click(card);
    expect(store.getState().gameLobby.gameUrl).toBeNull();
  });

  it('says when the games cannot be loaded, and tries again', async () => {
    const data: GameHandlerData = {};
    renderLobby(data);
    await games();
    data.failing = true;
    server.use(...createGameHandlers(data));
    await userEvent.click(screen.getByRole('button', { name: 'Arcade' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    data.failing = false;
    server.use(...createGameHandlers(data));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await games()).toBeInTheDocument();
    expect(lastList()).toMatchObject({ gameClassify: 'AC' });
  });

  it('moves between cards with the arrow keys', async () => {
    renderLobby();
    await games();
    const first = screen.getByRole('button', { name: 'Play JILI Game 1' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Play JILI Game 2' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Play JILI Game 15' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('keeps fewer than 1,500 DOM nodes with all 10,000 games loaded (virtualised)', async () => {
    const vendor = buildVendor({ gameType: 'RNG', vassalage: 'BIG' });
    const all: Game[] = buildGames(vendor, 10_000);
    renderLobby({ vendors: [vendor], games: all });
    // The mocked server answers every game at once: one page of 10,000.
    server.use(
      http.get(`*${GamePaths.gameList}`, () =>
        HttpResponse.json({
          success: true,
          code: 'OK',
          message: 'OK',
          value: { games: all, totalPages: 1 },
        }),
      ),
    );
    const list = await games();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000'),
    );
    const nodes = document.body.querySelectorAll('*').length;
    expect(nodes).toBeLessThan(1500);
    // The page scrolled to the end (the grid's top far above the window): the last game is there
    // and the count stays small. The grid has no scroller of its own.
    const grid = list.parentElement!;
    expect(grid.scrollTop).toBe(0);
    const rect = vi.spyOn(grid, 'getBoundingClientRect');
    rect.mockReturnValue(DOMRect.fromRect({ x: 0, y: -2_000_000, width: 1024, height: 2_000_720 }));
    act(() => {
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('button', { name: 'Play BIG Game 10000' })).toBeInTheDocument();
    expect(document.body.querySelectorAll('*').length).toBeLessThan(1500);
    rect.mockRestore();
  });

  it('keeps a focused card rendered when the page scrolls it out of the window', async () => {
    const vendor = buildVendor({ gameType: 'RNG', vassalage: 'BIG' });
    const all: Game[] = buildGames(vendor, 2_000);
    renderLobby({ vendors: [vendor], games: all });
    server.use(
      http.get(`*${GamePaths.gameList}`, () =>
        HttpResponse.json({
          success: true,
          code: 'OK',
          message: 'OK',
          value: { games: all, totalPages: 1 },
        }),
      ),
    );
    const list = await games();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2000'),
    );
    const first = screen.getByRole('button', { name: 'Play BIG Game 1' });
    first.focus();
    const rect = vi.spyOn(list.parentElement!, 'getBoundingClientRect');
    rect.mockReturnValue(DOMRect.fromRect({ x: 0, y: -200_000, width: 1024, height: 400_000 }));
    act(() => {
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('button', { name: 'Play BIG Game 2000' })).toBeInTheDocument();
    expect(first).toBeInTheDocument();
    expect(first).toHaveFocus();
    rect.mockRestore();
  });
});
