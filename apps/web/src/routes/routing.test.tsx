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

// Pages that exist (home; /login and /register with the auth modals, tested in header-account).
const builtPages = new Set(['home', 'login', 'register']);
const pendingPaths = shellRoutes
  .filter((route) => !builtPages.has(route.page))
  .flatMap((route) => route.paths.map((path) => [path, route.page] as const));

describe('routing', () => {
  it.each(['/', '/index', '/index.html', '/home'])('%s shows the home page', async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The game lobby is coming soon/)).toBeInTheDocument();
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
    expect(screen.getByRole('complementary', { name: 'Shortcuts' })).toBeInTheDocument();
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
