import { createTestStore } from '@lotusplay/test-utils';
import {
  gameLobbySlice,
  headerNavHiddenSet,
  headerNavToggled,
  selectHeaderNavHidden,
} from './game-lobby-slice';

describe('gameLobbySlice', () => {
  it('shows the header navigation by default and toggles it', () => {
    const store = createTestStore([gameLobbySlice]);
    expect(selectHeaderNavHidden(store.getState())).toBe(false);
    store.dispatch(headerNavToggled());
    expect(selectHeaderNavHidden(store.getState())).toBe(true);
    store.dispatch(headerNavToggled());
    expect(selectHeaderNavHidden(store.getState())).toBe(false);
  });

  it('sets the flag explicitly', () => {
    const store = createTestStore([gameLobbySlice]);
    store.dispatch(headerNavHiddenSet(true));
    expect(selectHeaderNavHidden(store.getState())).toBe(true);
    store.dispatch(headerNavHiddenSet(false));
    expect(selectHeaderNavHidden(store.getState())).toBe(false);
  });
});
