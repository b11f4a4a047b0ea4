// The page of the live page group (SPEC.md §2): the live casino lobby.
import { lobbyOf } from '../lobby/lobby-of';
import { gameLobbySlice } from '../state/game-lobby-slice';

/** The live group's page and the slice it needs. */
export const liveRoutes = { slices: [gameLobbySlice], pages: { live: lobbyOf('LIVE') } };
