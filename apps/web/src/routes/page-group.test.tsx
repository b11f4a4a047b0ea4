import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { ChunkLoadError, isChunkLoadError, loadPageGroup, withChunkTimeout } from './page-group';

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
