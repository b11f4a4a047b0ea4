// Lazy page group chunk (SPEC.md §2). Pages whose feature is not built yet say so honestly.
import { gameLobbySlice } from '@lotusplay/game-lobby';
import { notAvailable } from '../not-available-page';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [gameLobbySlice],
  pages: {
    sports: notAvailable('sports'),
    esports: notAvailable('esports'),
    ds88: notAvailable('ds88'),
    elott: notAvailable('elott'),
    lott: notAvailable('lott'),
    pvp: notAvailable('pvp'),
    fish: notAvailable('fish'),
    rng: notAvailable('rng'),
  },
};
