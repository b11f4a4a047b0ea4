// The page of the game page group (SPEC.md §2): a launched game in its frame.
import { GamePage } from '../pages/game-page';
import { gameLobbySlice } from '../state/game-lobby-slice';

/** The game group's page and the slice it needs. */
export const gameRoutes = { slices: [gameLobbySlice], pages: { game: GamePage } };
