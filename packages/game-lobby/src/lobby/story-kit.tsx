// Package-internal: the lobby and betting-record pages in a fresh store and a router, as a member,
// a trial account or a visitor, for the stories.
import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createGameHandlers, type GameHandlerData } from '../testing/handlers';
import { createLobbyStore, type LobbyViewer } from './lobby-store';

/** Args of a page story. */
export interface PageStoryArgs {
  as?: LobbyViewer;
  route?: string;
  /** A phone: the page in a box this wide. */
  width?: number;
}

/** A story component rendering `Page` in a fresh store at the story's route. */
export function storyPage<P extends object>(Page: ComponentType<P>, props: P) {
  return function StoryPage({ as = 'member', route = '/rng', width }: PageStoryArgs) {
    const [store] = useState(() => createLobbyStore(as));
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <div style={width ? { maxWidth: width } : undefined}>
            <Page {...props} />
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
