import { createTestStore } from '@lotusplay/test-utils';
import { readLotteryFavourites, toggleFavouriteIn } from './lottery-favourites';
import {
  loadLotteryFavourites,
  lotteryFavouritesCleared,
  lotterySlice,
  selectIsLotteryFavourite,
  selectLotteryFavourites,
  toggleLotteryFavourite,
} from './lottery-slice';

const stored = () => JSON.parse(window.localStorage.getItem('LOTTFAV') ?? 'null') as unknown;

describe('lottery favourites', () => {
  it('toggles by gameId, whatever type the id arrives as', () => {
    const list = toggleFavouriteIn([], { gameId: 101, gameName: 'Hanoi 5 min' });
    expect(list).toEqual([{ gameId: 101, gameName: 'Hanoi 5 min' }]);
    expect(toggleFavouriteIn(list, { gameId: '101' })).toEqual([]);
  });

  it('loads the favourites of the logged-in user from LOTTFAV', () => {
    window.localStorage.setItem(
      'LOTTFAV',
      JSON.stringify({
        alice: [{ gameId: 1 }, { gameId: 'x2' }, { bogus: true }],
        bob: [{ gameId: 9 }],
      }),
    );
    const store = createTestStore([lotterySlice]);
    store.dispatch(loadLotteryFavourites('alice'));
    expect(selectLotteryFavourites(store.getState())).toEqual([{ gameId: 1 }, { gameId: 'x2' }]);
    expect(selectIsLotteryFavourite(store.getState(), '1')).toBe(true);
    expect(selectIsLotteryFavourite(store.getState(), 9)).toBe(false);
  });

  it('persists toggles per username without touching other users', () => {
    window.localStorage.setItem('LOTTFAV', JSON.stringify({ bob: [{ gameId: 9 }] }));
    const store = createTestStore([lotterySlice]);
    store.dispatch(loadLotteryFavourites('alice'));
    store.dispatch(toggleLotteryFavourite({ gameId: 5, gameCode: 'VN5' }));
    store.dispatch(toggleLotteryFavourite({ gameId: 6 }));
    store.dispatch(toggleLotteryFavourite({ gameId: '5' }));
    expect(stored()).toEqual({ bob: [{ gameId: 9 }], alice: [{ gameId: 6 }] });
    expect(readLotteryFavourites('alice')).toEqual([{ gameId: 6 }]);
  });

  it('ignores toggles while logged out and clears on logout', () => {
    const store = createTestStore([lotterySlice]);
    store.dispatch(toggleLotteryFavourite({ gameId: 5 }));
    expect(selectLotteryFavourites(store.getState())).toEqual([]);
    expect(stored()).toBeNull();

    store.dispatch(loadLotteryFavourites('alice'));
    store.dispatch(toggleLotteryFavourite({ gameId: 5 }));
    store.dispatch(lotteryFavouritesCleared());
    expect(selectLotteryFavourites(store.getState())).toEqual([]);
    expect(readLotteryFavourites('alice')).toEqual([{ gameId: 5 }]);
  });

  it('survives a corrupt LOTTFAV value', () => {
    window.localStorage.setItem('LOTTFAV', '[[broken');
    const store = createTestStore([lotterySlice]);
    store.dispatch(loadLotteryFavourites('alice'));
    store.dispatch(toggleLotteryFavourite({ gameId: 1 }));
    expect(stored()).toEqual({ alice: [{ gameId: 1 }] });
  });
});
