// The slot lobby of one game type as a page of the route table: the lobby's code is its own chunk,
// loaded with the first lobby route a visitor opens (/rng, /live, /fish, /pvp).
import { loadLobbyPage } from '@lotusplay/game-lobby';
import type { LobbyPageProps } from '@lotusplay/game-lobby';
import { lazy, Suspense } from 'react';

// Opened on a lobby route, the lobby's chunk is asked for with its route group's, not after it.
const LOBBY_PATHS = ['/rng', '/live', '/fish', '/pvp'];
const early = LOBBY_PATHS.includes(window.location.pathname) ? loadLobbyPage() : null;
const LobbyPage = lazy(() => early ?? loadLobbyPage());

/** The lobby page of `gameType`. */
export function lobbyOf(gameType: NonNullable<LobbyPageProps['gameType']>) {
  function Lobby() {
    return (
      <Suspense fallback={null}>
        <LobbyPage gameType={gameType} />
      </Suspense>
    );
  }
  Lobby.displayName = `Lobby(${gameType})`;
  return Lobby;
}
