// Package-internal: the navigation, category and game pages in a fresh store and a router, as a
// member or a visitor, with a location line, for the stories.
import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { gameUrlSet } from '../state/game-lobby-slice';
import { createGameHandlers, type GameHandlerData } from '../testing/handlers';
import { createGameStore, LocationLine } from './game-store';

/** Args of a story. */
export interface GameStoryArgs {
  as?: 'member' | 'visitor';
  route?: string;
  /** A phone: the story in a box this wide. */
  width?: number;
  /** /game: the launched game's URL already in the store. */
  gameUrl?: string;
}

/** A story component rendering `Component` in a fresh store at the story's route. */
export function storyOf(Component: ComponentType, wrap?: (node: ReactNode) => ReactNode) {
  return function Story({ as = 'member', route = '/', width, gameUrl }: GameStoryArgs) {
    const [store] = useState(() => {
      const created = createGameStore(as);
      if (gameUrl) created.dispatch(gameUrlSet(gameUrl));
      return created;
    });
    const content = (
      <>
        <Component />
        <LocationLine />
      </>
    );
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <div style={width ? { maxWidth: width } : undefined}>
            {wrap ? wrap(content) : content}
          </div>
        </MemoryRouter>
      </Provider>
    );
  };
}

/** The MSW handlers of a story: the game calls answering `data` and the brand's system calls. */
export function storyHandlers(data: GameHandlerData = {}) {
  return { handlers: () => [...createGameHandlers(data), ...createSystemHandlers()] };
}
