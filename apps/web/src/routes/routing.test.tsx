import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { shellRoutes } from './route-table';

const enTitles: Record<string, string> = {
  register: 'Register',
  noticePage: 'Announcements',
  pointMall: 'Points mall',
  sports: 'Sports',
  esports: 'Esports',
  ds88: 'Cockfight',
  elott: 'Electronic lottery',
  lott: 'Lottery games',
  seaLottery: 'SEA lottery',
  vnLottery: 'Vietnam lottery',
  lottery: 'Lottery',
  live: 'Live casino',
  pvp: 'Player vs player',
  fish: 'Fishing',
  rng: 'Slots',
  promotions: 'Promotions',
  promoDetail: 'Promotion details',
  seamless: 'Seamless games',
  fbsports: 'FB sports',
  help: 'Help centre',
  helpmc: 'Help centre',
  down: 'App download',
  join: 'Join us',
  game: 'Game',
  login: 'Log in',
};

// Pages that exist (home; /login and /register with the auth modals, tested in header-account;
// the game-lobby category pages and /game, tested below).
const gameLobbyPages = [
  'sports',
  'esports',
  'ds88',
  'elott',
  'lott',
  'game',
  'rng',
  'live',
  'fish',
  'pvp',
];
const builtPages = new Set([
  'home',
  'login',
  'register',
  'noticePage',
  'pointMall',
  'promotions',
  'promoDetail',
  'help',
  'helpmc',
  'down',
  'join',
  'lottery',
  'vnLottery',
  'seaLottery',
  ...gameLobbyPages,
]);
const pendingPaths = shellRoutes
  .filter((route) => !builtPages.has(route.page))
  .flatMap((route) => route.paths.map((path) => [path, route.page] as const));

describe('routing', () => {
  it.each(['/', '/index', '/index.html', '/home'])('%s shows the home page', async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jackpot' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  });

  it.each([
    ['/sports', 'Sports', ['SABA', 'FB', 'CMDUnder maintenance']],
    ['/esports', 'Esports', ['IMES', 'TF']],
    ['/ds88', 'Cockfight', ['SV388']],
    ['/elott', 'Electronic lottery', ['ELOTT', 'LOTT']],
    ['/lott', 'Lottery games', ['TCG LOTTO VN', 'TCG SEA']],
  ])('%s shows the vendor cards of its lane', async (path, title, vendors) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vendors' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(vendors);
  });

  it.each([
    ['/rng', 'Slots'],
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/pvp', 'PvP'],
  ])('%s shows the lobby of its game type with its games', async (path, title) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const games = await screen.findByRole('list', { name: 'Games' }, { timeout: 5_000 });
    expect(within(games).getAllByRole('listitem').length).toBeGreaterThan(0);
    // Asked once the games are in: the box is remounted (cleared) when the first vendor is chosen.
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
  });

  it('/noticePage lists the notices with the selected one and the pages', async () => {
    renderApp('/noticePage');
    // The heading shows first in the page's placeholder, then in the page: asked for once it is in.
    const list = await screen.findByRole('list', { name: 'Notice titles' }, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(screen.getByRole('navigation', { name: 'Notice pages' })).toBeInTheDocument();
  });

  it('/promotions lists the promotions, and one opens on /promoDetail', async () => {
    const { user } = renderApp('/promotions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotions' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Lucky Raffle' }, { timeout: 5_000 });
    await user.click(within(card).getByRole('link'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucky Raffle' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('/pointMall shows the points mall with its rewards', async () => {
    renderApp('/pointMall');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Points mall' }),
    ).toBeInTheDocument();
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    expect(await within(rewards).findByText('Lucky red envelope')).toBeInTheDocument();
  });

  it('/vnLottery shows the lottery lobby, and a game opens its betting view', async () => {
    const { user, router } = renderApp('/vnLottery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const group = await screen.findByRole('region', { name: 'Vietnam fast' }, { timeout: 5_000 });
    await user.click(within(group).getByRole('link', { name: 'Play Vietnam fast' }));
    expect(router.location.search).toBe('?gameCode=VN_FAST');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnam fast' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Bet slip' })).toBeInTheDocument();
  });

  it('/lottery opens the betting view of its gameCode on its playType', async () => {
    renderApp('/lottery?gameCode=FAST_3D&vendor=LOTT&playType=FAST_2D');
    expect(await screen.findByRole('tab', { name: '2D' }, { timeout: 5_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('/seaLottery asks a visitor to log in', async () => {
    renderApp('/seaLottery?gameCode=SEA_4D');
    expect(
      await screen.findByText('Log in to play the SEA lottery.', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });

  it.each([
    ['/help#deposit', 'Help centre'],
    ['/down', 'App download'],
    ['/join', 'Join us as an agent'],
  ])('%s shows the support page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/game without a launched game says so and links to the games', async () => {
    renderApp('/game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No game is running');
  });

  it.each(pendingPaths)(
    '%s shows its title and says it is not available yet',
    async (path, page) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: enTitles[page] }),
      ).toBeInTheDocument();
      expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
    },
  );

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/', ''],
    ['/sports', 'sports'],
    ['/index.html', 'index.html'],
    ['/rng?page=PG', 'rng'],
    ['/nowhere', 'nowhere'],
  ])('gives the main view at %s the class "%s"', async (path, className) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1 });
    expect(main.getAttribute('class') ?? '').toBe(className);
  });

  it('composes header, footer and both side bars on a full page', async () => {
    renderApp('/promotions');
    await screen.findByRole('heading', { level: 1, name: 'Promotions' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Shortcuts' })).toBeInTheDocument();
  });

  it('shows /helpmc without header, footer or side bars', async () => {
    renderApp('/helpmc#deposit');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('navigates with the header links and scrolls to the top', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' });
    vi.mocked(window.scrollTo).mockClear();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'App download' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'App download' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/down');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('offers a skip link to the main content', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('sets the document title from the page and brand', async () => {
    renderApp('/live');
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    expect(document.title).toBe('Live casino · LotusPlay');
  });
});
