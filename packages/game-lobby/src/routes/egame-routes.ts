// The pages of the egame page group (SPEC.md §2): the category pages and the lobbies.
import { lobbyOf } from '../lobby/lobby-of';
import {
  CockfightPage,
  ElottPage,
  EsportsPage,
  LottPage,
  SportsPage,
} from '../pages/category-page';
import { gameLobbySlice } from '../state/game-lobby-slice';

/** The egame group's pages and the slice they need. */
export const egameRoutes = {
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
