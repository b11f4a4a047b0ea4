// The home page's lobby lists (SPEC.md §1 "Lists: hot … latest winners"): the hot games, each
// launched like a lobby game (login first), and the latest winners from real rounds. A chunk of
// their own, loaded by the home page; their texts are in the gameLobby namespace (on demand).
import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Image } from '@lotusplay/ui-kit';
import { useId, useMemo } from 'react';
import { useGetHotGamesQuery, useGetRankListQuery } from '../api/games-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { gameTileSources } from '../lobby/game-card';

/** How many hot games the home page shows. */
export const HOME_HOT_GAMES = 12;

/** Props of {@link HomeHotGames}. */
export interface HomeHotGamesProps {
  /** The image CDN base; one of the brand's image CDNs by default. */
  imageBase?: string;
}

function useImageBase(given: string | undefined): string {
  const hosts = useGetPermissionInfoQuery().data?.info.imageCDNs;
  return useMemo(
    () => given ?? (hosts?.length ? (hosts[Math.floor(Math.random() * hosts.length)] ?? '') : ''),
    [given, hosts],
  );
}

/** The hot games of every category, as launch buttons (first 12). */
export function HomeHotGames({ imageBase: given }: HomeHotGamesProps) {
  const { t, ready } = useTranslation(['gameLobby', 'common']);
  const titleId = useId();
  const imageBase = useImageBase(given);
  const hot = useGetHotGamesQuery();
  const { launchGame, launching, dialog } = useLaunchGame();
  const games = hot.data?.list.slice(0, HOME_HOT_GAMES) ?? [];
  return (
    <section
      className="lp-home-list lp-home-hot"
      aria-labelledby={titleId}
      aria-busy={hot.isLoading || !ready}
    >
      <h2 id={titleId} className="lp-home-list__title">
        {ready ? t('hotGamesTitle') : ''}
      </h2>
      {hot.isError && !hot.data ? (
        <p role="alert" className="lp-home-list__message">
          {t('homeListFailed')}{' '}
          <button type="button" className="lp-home-list__retry" onClick={() => void hot.refetch()}>
            {t('common:retry')}
          </button>
        </p>
      ) : hot.isLoading ? (
        <ul className="lp-home-hot__grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="lp-home-hot__item lp-home-hot__item--loading" />
          ))}
        </ul>
      ) : games.length === 0 ? (
        <p className="lp-home-list__message">{t('hotGamesEmpty')}</p>
      ) : (
        <ul className="lp-home-hot__grid">
          {games.map((game) => {
            const busy = launching === `${game.vassalage}:${game.gameCode}`;
            return (
              <li key={`${game.vassalage}:${game.nodeId}`} className="lp-home-hot__item">
                <button
                  type="button"
                  className="lp-home-hot__play"
                  aria-label={
                    game.maintenance
                      ? t('maintenanceGame', { name: game.gameName })
                      : t('play', { name: game.gameName })
                  }
                  aria-disabled={game.maintenance || undefined}
                  aria-busy={busy || undefined}
                  onClick={() => {
                    if (!game.maintenance && !busy) launchGame(game);
                  }}
                >
                  <Image
                    {...gameTileSources(imageBase, game.imagePath)}
                    alt=""
                    aspectRatio="1 / 1"
                    className="lp-home-hot__image"
                  />
                  <span className="lp-home-hot__name">{game.gameName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </section>
  );
}

/** Props of {@link LatestWinners}. */
export interface LatestWinnersProps {
  /** How many winners to show (the server's default when left out). */
  count?: number;
}

/** The latest winning rounds: masked username, game and amount won. */
export function LatestWinners({ count }: LatestWinnersProps) {
  const { t, ready } = useTranslation(['gameLobby', 'common']);
  const titleId = useId();
  const winners = useGetRankListQuery(count ? { count } : undefined);
  const list = winners.data?.list ?? [];
  return (
    <section
      className="lp-home-list lp-home-winners"
      aria-labelledby={titleId}
      aria-busy={winners.isLoading || !ready}
    >
      <h2 id={titleId} className="lp-home-list__title">
        {ready ? t('winnersTitle') : ''}
      </h2>
      {winners.isError && !winners.data ? (
        <p role="alert" className="lp-home-list__message">
          {t('homeListFailed')}{' '}
          <button
            type="button"
            className="lp-home-list__retry"
            onClick={() => void winners.refetch()}
          >
            {t('common:retry')}
          </button>
        </p>
      ) : winners.isLoading ? (
        <ul className="lp-home-winners__list" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="lp-home-winners__item lp-home-winners__item--loading" />
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className="lp-home-list__message">{t('winnersEmpty')}</p>
      ) : (
        <ul className="lp-home-winners__list">
          {list.map((winner, index) => (
            <li key={`${winner.time}:${index}`} className="lp-home-winners__item">
              <span className="lp-home-winners__user">{winner.username}</span>
              <span className="lp-home-winners__game">{winner.gameName}</span>
              <span className="lp-home-winners__amount">
                {t('winnerWon', { amount: `¥${formatMoney(winner.winAmount)}` })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
