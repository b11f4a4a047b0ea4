import type { GameType } from '@lotusplay/api-client/contracts';
import { GAME_TYPES } from '@lotusplay/api-client/contracts';
import { useParams, useSearchParams } from 'react-router';
import type { LobbyRoute } from './lobby-state';

/** The game type named by a route value, upper-cased (SPEC.md §2), or null for an unknown one. */
export function gameTypeOf(value: string | null | undefined): GameType | null {
  const upper = value?.trim().toUpperCase();
  return upper && (GAME_TYPES as readonly string[]).includes(upper) ? (upper as GameType) : null;
}

/**
 * The lobby route's parameters (SPEC.md §2): `games` or `lobbyType` (path or query, upper-cased as
 * the game type, else `fallback`), `type` (hot or vassalage), `vassalage`, and `page` (the /rng
 * vendor tab).
 */
export function useLobbyRoute(fallback: GameType): LobbyRoute {
  const params = useParams();
  const [query] = useSearchParams();
  const read = (name: string) => params[name] ?? query.get(name);
  return {
    gameType: gameTypeOf(read('games')) ?? gameTypeOf(read('lobbyType')) ?? fallback,
    type: read('type'),
    vassalage: read('vassalage'),
    tab: query.get('page'),
  };
}
