// The lobby view (no gameCode, SPEC.md §2, §3): the games of the prize mode's menu by group tag,
// the popular games (20), the member's recent games and favourites (kept in LOTTFAV, matched by
// gameId), each game with the countdown to its next close on the server's clock.
import type { LotteryGame, LotteryPrizeMode } from '@lotusplay/api-client/contracts';
import {
  loginPromptRequested,
  selectAccountName,
  selectIsLoggedIn,
  useLoginRequired,
} from '@lotusplay/auth';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useId, type ReactNode } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import {
  useGetLotteryMenuQuery,
  useGetPopularLotteriesQuery,
  useGetRecentLotteriesQuery,
} from '../api/lottery-api';
import { formatDuration, useServerCountdown } from '../components/countdown';
import { sameGameId } from '../state/lottery-favourites';
import { selectLotteryFavourites, toggleLotteryFavourite } from '../state/lottery-slice';
import type { LotteryState } from '../state/lottery-slice';

/** Props of LotteryLobby. */
export interface LotteryLobbyProps {
  prizeMode: LotteryPrizeMode;
  /** The address of a game's betting view. */
  hrefOf: (game: LotteryGame) => string;
}

type WithLottery = { lottery: LotteryState };

/** "Closes in 1:23" on the server's clock; "next draw opens soon" once past. */
function ClosesIn({ time, offsetMs }: { time: string; offsetMs: number }) {
  const { t } = useTranslation('lottery');
  const left = useServerCountdown(time, offsetMs);
  return <>{left > 0 ? t('closesIn', { time: formatDuration(left) }) : t('opensSoon')}</>;
}

/** One game: its name (the link to its betting view), next close and favourite star. */
function GameCard({
  game,
  hrefOf,
  clockOffsetMs,
}: {
  game: LotteryGame;
  hrefOf: (game: LotteryGame) => string;
  clockOffsetMs: number;
}) {
  const { t } = useTranslation('lottery');
  const dispatch = useDispatch<ThunkDispatch<{ lottery: LotteryState }, unknown, UnknownAction>>();
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginRequired = useLoginRequired();
  const favourites = useSelector((state: WithLottery) => selectLotteryFavourites(state));
  const favourite = loggedIn && favourites.some((f) => sameGameId(f.gameId, game.gameId));
  return (
    <li className="lp-lottery__game">
      <Link
        className="lp-lottery__game-link"
        to={hrefOf(game)}
        aria-label={t('playGame', { name: game.name })}
      >
        <span className="lp-lottery__game-name">{game.name}</span>
        <span className="lp-lottery__game-next">
          {game.nextNumero ? (
            <ClosesIn time={game.nextNumero.closeTime} offsetMs={clockOffsetMs} />
          ) : (
            t('opensSoon')
          )}
        </span>
      </Link>
      <button
        type="button"
        className="lp-lottery__star"
        aria-pressed={favourite}
        aria-label={t('favouriteGame', { name: game.name })}
        onClick={() =>
          loginRequired(() =>
            dispatch(
              toggleLotteryFavourite({
                gameId: game.gameId,
                gameCode: game.gameCode,
                gameName: game.name,
                vendor: game.vendor,
              }),
            ),
          )
        }
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

/** A titled list of games. */
function GameSection({
  title,
  games,
  empty,
  hrefOf,
  clockOffsetMs,
}: {
  title: string;
  games: readonly LotteryGame[];
  empty?: ReactNode;
  hrefOf: (game: LotteryGame) => string;
  clockOffsetMs: number;
}) {
  const headingId = useId();
  return (
    <section className="lp-lottery__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {games.length === 0 ? (
        <div className="lp-lottery__empty">{empty}</div>
      ) : (
        <ul className="lp-lottery__games">
          {games.map((game) => (
            <GameCard
              key={game.gameCode}
              game={game}
              hrefOf={hrefOf}
              clockOffsetMs={clockOffsetMs}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The lobby of a lottery page. */
export function LotteryLobby({ prizeMode, hrefOf }: LotteryLobbyProps) {
  const { t, i18n } = useTranslation('lottery');
  const dispatch = useDispatch<ThunkDispatch<{ lottery: LotteryState }, unknown, UnknownAction>>();
  const language = normalizeLanguage(i18n.language);
  const loggedIn = useSelector(selectIsLoggedIn);
  const account = useSelector(selectAccountName);
  const favourites = useSelector((state: WithLottery) => selectLotteryFavourites(state));
  const menu = useGetLotteryMenuQuery({ prizeMode, language });
  const popular = useGetPopularLotteriesQuery({ prizeMode, language });
  const recent = useGetRecentLotteriesQuery({ language }, { skip: !loggedIn });

  if (menu.isError) {
    return (
      <div role="alert" className="lp-lottery__failed">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void menu.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  // The popular games (and a member's recent ones) are asked for beside the menu: the lobby shows
  // once all have answered, in its final order, so no section appears above others already shown
  // and pushes them down. A section whose call failed is left out, as before.
  if (!menu.data || popular.isLoading || (loggedIn && recent.isLoading)) {
    return <Loader label={t('loading')} />;
  }
  const offset = menu.data.clockOffsetMs;
  const groups = menu.data.gameMenus.filter((group) => group.games.length > 0);
  if (groups.length === 0) return <p className="lp-lottery__empty">{t('empty')}</p>;
  const allGames = groups.flatMap((group) => group.games);
  const known = new Map<string, LotteryGame>();
  for (const game of [...allGames, ...(popular.data?.list ?? []), ...(recent.data?.list ?? [])])
    known.set(String(game.gameId), game);
  const favouriteGames = loggedIn
    ? favourites.flatMap((f) => {
        const game = known.get(String(f.gameId));
        return game ? [game] : [];
      })
    : [];
  const common = { hrefOf, clockOffsetMs: offset };

  return (
    <div className="lp-lottery__lobby">
      <GameSection
        title={t('favourites')}
        games={favouriteGames}
        empty={
          loggedIn && account ? (
            <p>{t('favouritesEmpty')}</p>
          ) : (
            <>
              <p>{t('favouritesVisitor')}</p>
              <Button size="sm" onClick={() => dispatch(loginPromptRequested())}>
                {t('logIn')}
              </Button>
            </>
          )
        }
        {...common}
      />
      {loggedIn && (
        <GameSection
          title={t('recent')}
          games={recent.data?.list ?? []}
          empty={
            recent.data ? <p>{t('recentEmpty')}</p> : <Loader size="sm" label={t('loading')} />
          }
          {...common}
        />
      )}
      {popular.data && popular.data.list.length > 0 && (
        <GameSection title={t('popular')} games={popular.data.list} {...common} />
      )}
      {groups.map((group) => (
        <GameSection key={group.groupTag} title={group.name} games={group.games} {...common} />
      ))}
    </div>
  );
}
