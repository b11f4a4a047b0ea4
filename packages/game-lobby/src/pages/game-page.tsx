// /game (SPEC.md §2): the launched vendor page in a sandboxed frame, its title, and the toggle that
// hides or shows the header navigation. The URL comes from the store, which reads session storage
// `iframeUrl` (SPEC.md §3): a reload keeps the game.
import { api } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import type { GameRouteState } from '../launch/use-launch-game';
import { headerNavHiddenSet, headerNavToggled } from '../state/game-lobby-slice';
import type { GameLobbyState } from '../state/game-lobby-slice';

/**
 * What a vendor page posts to the site (window.parent, the site's origin) after money moved in it
 * (a round, money brought in): the site refreshes the balance and the records.
 */
export const GAME_BALANCE_MESSAGE = 'lotusplay:demo-vendor:balance';

/** The frame's sandbox: the vendor page runs its scripts and forms on its own origin, nothing more. */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

type LobbyRoot = { gameLobby?: GameLobbyState };

function isPageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url, 'http://localhost').protocol);
  } catch {
    return false;
  }
}

/** The /game page. */
export function GamePage() {
  const { t, ready } = useTranslation(['gameLobby', 'shell', 'common']);
  const dispatch = useDispatch();
  const url = useSelector((state: LobbyRoot) => state.gameLobby?.gameUrl ?? null);
  const navHidden = useSelector((state: LobbyRoot) => state.gameLobby?.headerNavHidden ?? false);
  const state = useLocation().state as GameRouteState | null;
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  // Leaving the game shows the navigation again.
  useEffect(() => () => void dispatch(headerNavHiddenSet(false)), [dispatch]);

  // Money moved in the game: the header balance and the records ask again. Only the frame's own
  // origin is heard (any other page's message is ignored).
  useEffect(() => {
    if (!isPageUrl(url)) return;
    const frameOrigin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type !== GAME_BALANCE_MESSAGE) return;
      dispatch(
        api.util.invalidateTags(['Balance', 'Wallet', 'Transaction', 'Report', 'RecentGame']),
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, url]);

  if (!ready) return <Loader label={t('common:loading')} />;
  const title = state?.title || t('shell:titleGame');
  return (
    <section className="page gl-game" aria-labelledby="page-title">
      <div className="gl-game__bar">
        <h1 id="page-title">{title}</h1>
        <Button size="sm" variant="secondary" onClick={() => dispatch(headerNavToggled())}>
          {navHidden ? t('gameLobby:showNav') : t('gameLobby:hideNav')}
        </Button>
      </div>
      {isPageUrl(url) ? (
        <div className="gl-game__stage">
          {loadedUrl !== url && (
            <div className="gl-game__loading" role="status">
              {t('gameLobby:gameLoading')}
            </div>
          )}
          <iframe
            key={url}
            className="gl-game__frame"
            src={url}
            title={t('gameLobby:gameFrameTitle', { title })}
            sandbox={GAME_FRAME_SANDBOX}
            allow="fullscreen; autoplay"
            onLoad={() => setLoadedUrl(url)}
          />
        </div>
      ) : (
        <div className="notice-card gl-state" role="alert">
          <p>{t('gameLobby:gameMissing')}</p>
          <Link to="/">{t('gameLobby:chooseGame')}</Link>
        </div>
      )}
    </section>
  );
}
