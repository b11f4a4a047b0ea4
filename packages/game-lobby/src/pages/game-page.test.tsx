import { sessionStorageKeys } from '@lotusplay/api-client';
import { setupMswServer } from '@lotusplay/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gameUrlSet, selectHeaderNavHidden } from '../state/game-lobby-slice';
import { GAME_BALANCE_MESSAGE, GAME_FRAME_SANDBOX, GamePage } from './game-page';
import { createGameStore, renderGameUi } from './page-kit';

setupMswServer();

const url = 'https://launch.example.test/demo-vendor/play?token=abc';

describe('GamePage (/game)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('embeds the launched page in a sandboxed frame, loading until it has loaded', () => {
    const store = createGameStore();
    store.dispatch(gameUrlSet(url));
    renderGameUi(<GamePage />, { store, route: '/game' });
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
    const frame = screen.getByTitle('Game: Game');
    expect(frame).toHaveAttribute('src', url);
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(GAME_FRAME_SANDBOX).toBe('allow-scripts allow-same-origin allow-forms');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading the game…');
    fireEvent.load(frame);
    expect(screen.queryByText('Loading the game…')).not.toBeInTheDocument();
  });

  it('keeps the game over a reload: the store reads session storage iframeUrl', () => {
    window.sessionStorage.setItem(sessionStorageKeys.iframeUrl, url);
    renderGameUi(<GamePage />, { store: createGameStore(), route: '/game' });
    expect(screen.getByTitle('Game: Game')).toHaveAttribute('src', url);
  });

  it('hides and shows the header navigation, and shows it again on leaving', async () => {
    const user = userEvent.setup();
    const store = createGameStore();
    store.dispatch(gameUrlSet(url));
    const view = renderGameUi(<GamePage />, { store, route: '/game' });
    await user.click(screen.getByRole('button', { name: 'Hide navigation' }));
    expect(selectHeaderNavHidden(view.store.getState())).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(selectHeaderNavHidden(view.store.getState())).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hide navigation' }));
    expect(selectHeaderNavHidden(view.store.getState())).toBe(true);
    view.unmount();
    expect(selectHeaderNavHidden(store.getState())).toBe(false);
  });

  it('says no game is running without a URL (and never frames anything else)', () => {
    const store = createGameStore();
    store.dispatch(gameUrlSet('javascript:alert(1)'));
    renderGameUi(<GamePage />, { store, route: '/game' });
    expect(screen.getByRole('alert')).toHaveTextContent('No game is running');
    expect(screen.getByRole('link', { name: 'Choose a game' })).toHaveAttribute('href', '/');
    expect(screen.queryByTitle(/^Game:/)).not.toBeInTheDocument();
  });

  it('refreshes the balance when the game page says money moved, and only its own origin', () => {
    const store = createGameStore();
    store.dispatch(gameUrlSet(url));
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: unknown) => {
      dispatched.push(action);
      return dispatch(action as Parameters<typeof dispatch>[0]);
    }) as typeof store.dispatch;
    renderGameUi(<GamePage />, { store, route: '/game' });
    const invalidations = () =>
      dispatched.filter(
        (action) =>
          (action as { type?: string }).type === 'api/invalidateTags' &&
          ((action as { payload: unknown[] }).payload as unknown[]).includes('Balance'),
      ).length;
    const post = (origin: string, type: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data: { type } }));
      });
    post('https://evil.example.test', GAME_BALANCE_MESSAGE);
    post('https://launch.example.test', 'something-else');
    expect(invalidations()).toBe(0);
    post('https://launch.example.test', GAME_BALANCE_MESSAGE);
    expect(invalidations()).toBe(1);
  });
});
