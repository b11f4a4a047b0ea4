// Needs its own modules: a page group's slice is injected into the app's reducer when its chunk is
// first loaded, once per module graph.
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { ChunkLoadError, isChunkLoadError, loadPageGroup, withChunkTimeout } from './page-group';
import type { PageGroupLoader, PageGroupModule } from './page-group';
import type { PageGroup } from './route-table';

/** The real loader, except that `held` groups wait until the returned release is called. */
function holdGroup(held: PageGroup): { loadGroup: PageGroupLoader; release: () => void } {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    loadGroup: async (group) => {
      if (group === held) await gate;
      return loadPageGroup(group);
    },
    release: () => release(),
  };
}

describe('page groups', () => {
  it('injects the lottery slice only when the lottery chunk loads', async () => {
    const { store, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' });
    expect(store.getState().lottery).toBeUndefined();
    await router.navigate('/lottery?gameCode=VN1');
    await screen.findByRole('heading', { level: 1, name: 'Lottery' });
    expect(store.getState().lottery).toBeDefined();
  });

  it('injects the game-lobby slice with the egame chunk', async () => {
    const { store } = renderApp('/rng?page=PG');
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(store.getState().gameLobby).toBeDefined();
  });

  it('shows the slow-network message with a retry when a chunk fails', async () => {
    renderApp('/live', {
      loadGroup: () =>
        Promise.reject(new ChunkLoadError('Failed to fetch dynamically imported module')),
    });
    expect(
      await screen.findByText(
        'The page took longer time to load, please check your network connectivity',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The frame stays around the failed page.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps the boot screen up until the first page chunk arrives', async () => {
    const { loadGroup, release } = holdGroup('index');
    const { store } = renderApp('/', { loadGroup });
    // Status and brand configuration are in; only the page chunk is missing.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).every((query) => query?.status === 'fulfilled'),
      ).toBe(true),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
  });

  it('shows the page loading indicator in the frame while the next page chunk downloads', async () => {
    const { loadGroup, release } = holdGroup('promo');
    const { user } = renderApp('/', { loadGroup });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' });
    await user.click(screen.getAllByRole('link', { name: 'Promotions' })[0]!);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the page…' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('promotions');
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a page that fails to render as an error inside the frame, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenPage(): never {
      throw new Error('Cannot read properties of undefined');
    }
    const loadGroup: PageGroupLoader = async (group) => {
      const module = await loadPageGroup(group);
      return group === 'live'
        ? ({ ...module, pages: { live: BrokenPage } } satisfies PageGroupModule)
        : module;
    };
    const { router } = renderApp('/live', { loadGroup });
    expect(
      await screen.findByText('Something went wrong while showing this page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await router.navigate('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails a chunk that takes longer than the timeout', async () => {
    vi.useFakeTimers();
    try {
      const pending = withChunkTimeout(new Promise(() => undefined), 120_000);
      const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
      vi.advanceTimersByTime(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises browser chunk failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('loads every group with the pages its routes need', async () => {
    const { shellRoutes } = await import('./route-table');
    for (const route of shellRoutes) {
      const group = await loadPageGroup(route.group);
      expect(group.pages[route.page], `${route.group}/${route.page}`).toBeDefined();
    }
  });
});
