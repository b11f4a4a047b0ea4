// Lazy page group chunk (SPEC.md §2): the category pages and the slot lobby of /pvp, /fish and /rng.
import {
  CockfightPage,
  ElottPage,
  EsportsPage,
  gameLobbySlice,
  LottPage,
  SportsPage,
} from '@lotusplay/game-lobby';
import type { PageGroupModule } from '../../routes/page-group';
import { lobbyOf } from '../lobby-of';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [gameLobbySlice],
  pages: {
    sports: SportsPage,
    esports: EsportsPage,
    ds88: CockfightPage,
    elott: ElottPage,
    lott: LottPage,
    pvp: lobbyOf('PVP'),
    fish: lobbyOf('FISH'),
    rng: lobbyOf('RNG'),
  },
};
