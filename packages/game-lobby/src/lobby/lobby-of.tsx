// The lobby routes' pages (/rng, /live, /fish, /pvp): one lazily loaded lobby page, started at once
// when the address is one of them.
import { lazy, Suspense } from 'react';
import { loadLobbyPage } from './load-pages';
import type { LobbyPageProps } from './lobby-page';

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
