// Lazy page group chunk (SPEC.md §2): the live casino lobby.
import { gameLobbySlice } from '@lotusplay/game-lobby';
import type { PageGroupModule } from '../../routes/page-group';
import { lobbyOf } from '../lobby-of';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [gameLobbySlice],
  pages: {
    live: lobbyOf('LIVE'),
  },
};
