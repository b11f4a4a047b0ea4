// Lazy page group chunk (SPEC.md §2): /game, the launched game in a sandboxed frame.
import { gameLobbySlice, GamePage } from '@lotusplay/game-lobby';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [gameLobbySlice],
  pages: {
    game: GamePage,
  },
};
