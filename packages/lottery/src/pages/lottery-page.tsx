// The lottery pages (SPEC.md §2): /lottery (gameCode, optionally vendor and playType), /vnLottery
// (gameCode) and /seaLottery (gameCode; login required). Without a gameCode a page shows its lobby,
// with one the game's betting view. The prize mode follows SPEC.md §4 (see prizeModeOf).
import type { LotteryGame } from '@lotusplay/api-client/contracts';
import { loginPromptRequested, selectAccountName, selectIsLoggedIn } from '@lotusplay/auth';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useEffect } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  useGetCurrentNumeroQuery,
  useGetLotteryMenusQuery,
  useGetLotteryVendorLanesQuery,
} from '../api/lottery-api';
import { initialPlayType, prizeModeOf } from '../state/lottery-rules';
import type { LotteryPageKind } from '../state/lottery-rules';
import { loadLotteryFavourites, lotteryFavouritesCleared } from '../state/lottery-slice';
import type { LotteryState } from '../state/lottery-slice';
import { BettingView } from './betting-view';
import { LotteryLobby } from './lottery-lobby';

const TITLE_KEYS: Record<LotteryPageKind, string> = {
  lottery: 'titleLottery',
  vnLottery: 'titleVnLottery',
  seaLottery: 'titleSeaLottery',
};

/** Keeps the lottery slice's favourites those of the logged-in account. */
function useFavouritesOfAccount() {
  const dispatch = useDispatch<ThunkDispatch<{ lottery: LotteryState }, unknown, UnknownAction>>();
  const account = useSelector(selectAccountName);
  const loaded = useSelector((state: { lottery?: LotteryState }) => state.lottery?.username);
  useEffect(() => {
    if (account && loaded !== account) dispatch(loadLotteryFavourites(account));
    if (!account && loaded) dispatch(lotteryFavouritesCleared());
  }, [account, loaded, dispatch]);
}

/** The betting view of the asked game, once the menus say what it is. */
function GameView({
  gameCode,
  lobbyHref,
  title,
}: {
  gameCode: string;
  lobbyHref: string;
  /** The page's title, the heading until the game's name is known. */
  title: string;
}) {
  const { t, i18n } = useTranslation('lottery');
  const [params] = useSearchParams();
  const menus = useGetLotteryMenusQuery({ language: normalizeLanguage(i18n.language) });
  const heading = <h1 className="lp-lottery__title">{title}</h1>;
  if (menus.isError) {
    return (
      <>
        {heading}
        <div role="alert" className="lp-lottery__failed">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void menus.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </>
    );
  }
  if (!menus.data) {
    return (
      <>
        {heading}
        <Loader label={t('loading')} />
      </>
    );
  }
  const game = menus.data.gameMenus
    .flatMap((group) => group.games)
    .find((entry) => entry.gameCode === gameCode);
  const playType = game ? initialPlayType(game, params.get('playType')) : null;
  if (!game || !playType) {
    return (
      <>
        {heading}
        <div role="alert" className="lp-lottery__failed">
          <p>{t('gameNotFound', { code: gameCode })}</p>
          <Link to={lobbyHref}>{t('allGames')}</Link>
        </div>
      </>
    );
  }
  return (
    <BettingView
      key={`${game.gameCode}:${playType}`}
      game={game}
      playType={playType}
      lobbyHref={lobbyHref}
    />
  );
}

/** One lottery page: lobby or betting view. */
export function LotteryPage({ page }: { page: LotteryPageKind }) {
  const { t, ready, i18n } = useTranslation(['lottery', 'common']);
  const dispatch = useDispatch<ThunkDispatch<{ lottery: LotteryState }, unknown, UnknownAction>>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const loggedIn = useSelector(selectIsLoggedIn);
  const vendors = useGetLotteryVendorLanesQuery(undefined, { skip: page === 'seaLottery' });
  useFavouritesOfAccount();
  const needsLogin = page === 'seaLottery' && !loggedIn;
  useEffect(() => {
    if (needsLogin) dispatch(loginPromptRequested());
  }, [needsLogin, dispatch]);

  const gameCode = params.get('gameCode');
  // A game's menu and its current draw are asked for at once, beside the page's words, not once
  // they are in (GameView and its draw bar read the same cache entries).
  const gameAsked = gameCode !== null && gameCode !== '' && !needsLogin;
  useGetLotteryMenusQuery({ language: normalizeLanguage(i18n.language) }, { skip: !gameAsked });
  useGetCurrentNumeroQuery(gameCode ?? '', { skip: !gameAsked });
  const vendor = params.get('vendor');
  const lobbyHref = vendor ? `${pathname}?${new URLSearchParams({ vendor })}` : pathname;
  const hrefOf = (game: LotteryGame) => {
    const query = new URLSearchParams({ gameCode: game.gameCode });
    if (page === 'lottery') query.set('vendor', game.vendor);
    return `${pathname}?${query}`;
  };

  let body;
  if (!ready) {
    body = <Loader label={t('common:loading')} />;
  } else if (needsLogin) {
    body = (
      <div className="lp-lottery__card lp-lottery__login">
        <p>{t('loginRequired')}</p>
        <Button onClick={() => dispatch(loginPromptRequested())}>{t('logIn')}</Button>
      </div>
    );
  } else if (gameCode) {
    body = <GameView gameCode={gameCode} lobbyHref={lobbyHref} title={t(TITLE_KEYS[page])} />;
  } else if (page !== 'seaLottery' && !vendors.data && !vendors.isError) {
    body = <Loader label={t('loading')} />;
  } else {
    body = <LotteryLobby prizeMode={prizeModeOf(page, vendors.data)} hrefOf={hrefOf} />;
  }

  return (
    <section className={`page lp-lottery lp-lottery--${page}`} aria-label={t(TITLE_KEYS[page])}>
      {ready && (!gameCode || needsLogin) && (
        <h1 className="lp-lottery__title">{t(TITLE_KEYS[page])}</h1>
      )}
      {body}
    </section>
  );
}

/** /lottery. */
export function LotteryRoutePage() {
  return <LotteryPage page="lottery" />;
}

/** /vnLottery. */
export function VnLotteryPage() {
  return <LotteryPage page="vnLottery" />;
}

/** /seaLottery (login required). */
export function SeaLotteryPage() {
  return <LotteryPage page="seaLottery" />;
}
