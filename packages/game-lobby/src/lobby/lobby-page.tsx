import type { Game, GameClassify, GameType } from '@lotusplay/api-client/contracts';
import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import { GAME_CLASSIFY, MIN_BET_OPTIONS } from '@lotusplay/api-client/contracts';
import { selectIsLoggedIn, useMemberCentreGate } from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useGetGameVendorsQuery } from '../api/game-lobby-api';
import {
  useAddFavoriteGameMutation,
  useGetFavoriteGameIdsQuery,
  useGetFavoriteGamesListQuery,
  useGetGameListQuery,
  useGetHotGamesQuery,
  useGetRecentGamesQuery,
  useRemoveFavoriteGameMutation,
} from '../api/games-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { GameCard } from './game-card';
import { GameGrid, type GameGridHandle } from './game-grid';
import { SearchBox } from './search-box';
import {
  canLoadMore,
  initialLobbyState,
  lobbyReducer,
  lobbyRequest,
  lobbyRequestKey,
  type LobbyListType,
} from './lobby-state';
import { useLobbyRoute } from './use-lobby-route';
import { PvpRooms } from './pvp-rooms';
import { VendorMenu } from './vendor-menu';

/** Props of {@link LobbyPage}. */
export interface LobbyPageProps {
  /** The game type when the route names none (/rng → 'RNG'); 'RNG' by default. */
  gameType?: GameType;
  /**
   * Offer the bingo (BG) classification: only when the brand supports TY (SPEC.md §3). By default
   * read from the brand's permission info (`languages` includes 'TY').
   */
  bingo?: boolean;
  /**
   * The image CDN base of game images and vendor icons ('' keeps the paths as they are). By default
   * one host of the brand's `imageCDNs`, chosen at random once (SPEC.md §9).
   */
  imageBase?: string;
  /** The merchant code the vendor list is asked with (the same as the header's, to share it). */
  merchantCode?: string;
}

const LIST_TYPES = ['hot', 'fav', 'recent'] as const;
const listKey = { hot: 'listHot', fav: 'listFav', recent: 'listRecent' } as const;

/**
 * The lobby of a game type (/rng, /live, /fish, /pvp and the lobby route, SPEC.md §2): the hot,
 * favourite and recent lists, the vendor menu, the game-name search (500 ms after the last key),
 * classification and min-bet filters, and the games, 15 a page with "load more", in a virtualised
 * grid. The rules live in `lobbyReducer`; this component asks what the state says and shows it.
 */
export function LobbyPage({
  gameType: fallbackType = 'RNG',
  bingo: bingoProp,
  imageBase: imageBaseProp,
  merchantCode,
}: LobbyPageProps) {
  const brand = useGetPermissionInfoQuery().data?.info;
  const bingo = bingoProp ?? brand?.languages.includes('TY') ?? false;
  const hosts = brand?.imageCDNs;
  const brandHost = useMemo(
    () => (hosts?.length ? (hosts[Math.floor(Math.random() * hosts.length)] ?? '') : ''),
    [hosts],
  );
  const imageBase = imageBaseProp ?? brandHost;
  const { t, ready } = useTranslation(['gameLobby', 'common']);
  const route = useLobbyRoute(fallbackType);
  const [, setQuery] = useSearchParams();
  const loggedIn = useSelector(selectIsLoggedIn);
  const memberOnly = useMemberCentreGate();
  const { launchGame, launchRoom, launching, dialog } = useLaunchGame();
  const ids = { title: useId(), minBet: useId() };

  const [state, dispatch] = useReducer(lobbyReducer, route.gameType, initialLobbyState);
  // Bumped to clear the search box (a new key remounts it).
  const [searchReset, setSearchReset] = useState(0);
  const search = useCallback((text: string) => dispatch({ type: 'searched', text }), []);

  const vendorList = useGetGameVendorsQuery(merchantCode ? { merchantCode } : undefined);
  const vendors = vendorList.data?.lanes.find((lane) => lane.title === route.gameType)?.cards ?? [];
  const vendorCodes = vendors.map((vendor) => vendor.vassalage).join();

  // The route (and the vendors it is read against) decides where the lobby starts. A refetched
  // vendor list with the same vendors leaves the member where they are.
  const vendorsReady = vendorList.data !== undefined;
  useEffect(() => {
    if (!vendorsReady) return;
    dispatch({ type: 'routeApplied', route, vendors: vendorCodes ? vendorCodes.split(',') : [] });
    setSearchReset((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the route's values, not its object
  }, [vendorsReady, vendorCodes, route.gameType, route.type, route.vassalage, route.tab]);

  const hot = useGetHotGamesQuery();
  const hotGames = hot.data?.list.filter((game) => game.gameType === route.gameType) ?? [];

  const request = lobbyRequest(state);
  const key = lobbyRequestKey(state);
  // Fav and recent reload: an answer older than the call in force is the cache, not the reload.
  // (Declared before the query hooks, so it runs before their effects start the refetch.)
  const keySince = useRef(0);
  useEffect(() => {
    keySince.current = Date.now();
  }, [key]);
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const list = useGetGameListQuery(request.kind === 'list' ? request.request : skipToken);
  const fav = useGetFavoriteGamesListQuery(
    request.kind === 'fav' ? request.request : skipToken,
    fresh,
  );
  const recent = useGetRecentGamesQuery(
    request.kind === 'recent' ? request.request : skipToken,
    fresh,
  );
  const current =
    request.kind === 'hot'
      ? {
          page: hot.currentData && { games: hot.currentData.list, totalPages: 1 },
          query: hot,
        }
      : request.kind === 'fav'
        ? {
            page: fav.currentData && {
              games: fav.currentData.content,
              totalPages: fav.currentData.totalPages,
            },
            query: fav,
          }
        : request.kind === 'recent'
          ? {
              page: recent.currentData && {
                games: recent.currentData.list,
                totalPages: recent.currentData.totalPages,
              },
              query: recent,
            }
          : {
              page: list.currentData && {
                games: list.currentData.games,
                totalPages: list.currentData.totalPages,
              },
              query: list,
            };
  const { isFetching, isError, refetch, fulfilledTimeStamp = 0 } = current.query;
  const reloads = request.kind === 'fav' || request.kind === 'recent';

  // Feed the answer of the call in force back to the state machine.
  useEffect(() => {
    if (state.status !== 'loading' || request.kind === 'none' || isFetching) return;
    if (current.page && (!reloads || fulfilledTimeStamp >= keySince.current)) {
      dispatch({ type: 'pageLoaded', key, ...current.page });
    } else if (isError) {
      dispatch({ type: 'loadFailed', key });
    }
  }, [
    state.status,
    key,
    request.kind,
    isFetching,
    isError,
    current.page,
    reloads,
    fulfilledTimeStamp,
  ]);

  // Favourites and recent need a session: a logout leaves them.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) dispatch({ type: 'loggedOut' });
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);

  const favouriteIds = useGetFavoriteGameIdsQuery(loggedIn ? undefined : skipToken);
  const [addFavourite] = useAddFavoriteGameMutation();
  const [removeFavourite] = useRemoveFavoriteGameMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [favouriteFailed, setFavouriteFailed] = useState(false);

  const isFavourite = (game: Game) =>
    favouriteIds.data ? favouriteIds.data.nodeIds.includes(game.nodeId) : !!game.isFavorite;

  const onFavourite = useCallback(
    (game: Game, favourite: boolean) =>
      memberOnly(() => {
        setFavouriteFailed(false);
        setPending((ids) => new Set(ids).add(game.nodeId));
        const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
        void (favourite ? addFavourite(body) : removeFavourite(body))
          .unwrap()
          .then(
            () => {
              if (!favourite) dispatch({ type: 'favouriteRemoved', nodeId: game.nodeId });
            },
            () => setFavouriteFailed(true),
          )
          .finally(() =>
            setPending((ids) => {
              const next = new Set(ids);
              next.delete(game.nodeId);
              return next;
            }),
          );
      }),
    [memberOnly, addFavourite, removeFavourite],
  );

  const chooseList = (listType: LobbyListType) => {
    const next = state.listType === listType ? '' : listType;
    const choose = () => {
      setSearchReset((n) => n + 1);
      dispatch({ type: 'listTypeChosen', listType: next, loggedIn: true });
    };
    if (next === 'fav' || next === 'recent') memberOnly(choose);
    else choose();
  };

  // "Load more" keeps the keyboard where it was: the first new card takes the focus when the page
  // arrives, if it was still on the button (or the button went with the last page).
  const grid = useRef<GameGridHandle>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const firstNew = useRef<number | null>(null);
  const loadMore = () => {
    if (!canLoadMore(state)) return;
    firstNew.current = state.games.length;
    dispatch({ type: 'moreRequested' });
  };
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || state.status === 'loading') return;
    firstNew.current = null;
    const active = document.activeElement;
    const kept = active === null || active === document.body || active === moreButton.current;
    if (state.status === 'ready' && state.games.length > index && kept) {
      grid.current?.focusItem(index);
    }
  }, [state.status, state.games.length]);
  const retry = () => {
    dispatch({ type: 'retried' });
    void refetch();
  };

  if (!ready) return <Loader label={t('common:loading')} />;

  const lists = LIST_TYPES.filter(
    (type) => (type !== 'hot' || hotGames.length > 0) && (type !== 'fav' || loggedIn),
  );
  const classifications = GAME_CLASSIFY.filter((c) => c !== 'BG' || bingo);
  const loadingFirst = state.games.length === 0 && state.status !== 'error';
  const emptyKey =
    state.listType === 'fav'
      ? 'favEmpty'
      : state.listType === 'recent'
        ? 'recentEmpty'
        : 'gamesEmpty';

  return (
    <section className="lp-lobby" aria-labelledby={ids.title}>
      <h1 id={ids.title} className="lp-lobby__title">
        {t(`gameType${route.gameType}`)}
      </h1>

      <div className="lp-lobby__bar">
        {lists.length > 0 && (
          <div role="group" aria-label={t('lists')} className="lp-lobby__lists">
            {lists.map((type) => (
              <Button
                key={type}
                size="sm"
                variant={state.listType === type ? 'primary' : 'ghost'}
                aria-pressed={state.listType === type}
                onClick={() => chooseList(type)}
              >
                {t(listKey[type])}
              </Button>
            ))}
          </div>
        )}
        <SearchBox
          key={searchReset}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          onSearch={search}
        />
      </div>

      {vendorList.isError && !vendorList.isFetching ? (
        <div role="alert" className="lp-lobby__failed">
          <p>{t('gamesFailed')}</p>
          <Button variant="secondary" onClick={() => void vendorList.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : !vendorList.data ? (
        <Loader label={t('loadingGames')} />
      ) : (
        <>
          {vendors.length > 0 && (
            <VendorMenu
              vendors={vendors}
              selected={state.listType === '' ? state.vendor : null}
              imageBase={imageBase}
              onSelect={(vendor) => {
                setSearchReset((n) => n + 1);
                dispatch({ type: 'vendorChosen', vendor });
                // The vendor tab in the address (/rng?page={vendor}): a reload or a shared link
                // opens the same vendor.
                setQuery(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.delete('type');
                    next.delete('vassalage');
                    next.set('page', vendor);
                    return next;
                  },
                  { replace: true },
                );
              }}
            />
          )}

          {route.gameType === 'PVP' && state.vendor && state.listType === '' && (
            <PvpRooms
              vassalage={state.vendor}
              launching={launching}
              onJoin={(room) => launchRoom(state.vendor!, room)}
            />
          )}

          <div role="group" aria-label={t('filters')} className="lp-lobby__filters">
            <div role="group" aria-label={t('classify')} className="lp-lobby__classify">
              {[null, ...classifications].map((classify: GameClassify | null) => {
                const on = state.listType === '' && state.classify === classify;
                return (
                  <Button
                    key={classify ?? 'all'}
                    size="sm"
                    variant={on ? 'primary' : 'ghost'}
                    aria-pressed={on}
                    onClick={() => dispatch({ type: 'classifyChosen', classify })}
                  >
                    {t(classify ? `classify${classify}` : 'classifyAll')}
                  </Button>
                );
              })}
            </div>
            <div className="lp-lobby__min-bet">
              <label htmlFor={ids.minBet}>{t('minBet')}</label>
              <select
                id={ids.minBet}
                value={state.minBet}
                onChange={(event) => dispatch({ type: 'minBetChosen', minBet: event.target.value })}
              >
                {MIN_BET_OPTIONS.map((option) => (
                  <option key={option || 'all'} value={option}>
                    {option || t('minBetAll')}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {favouriteFailed && (
            <p role="alert" className="lp-lobby__notice">
              {t('favouriteFailed')}
            </p>
          )}

          {state.status === 'error' && state.games.length === 0 ? (
            <div role="alert" className="lp-lobby__failed">
              <p>{t('gamesFailed')}</p>
              <Button variant="secondary" onClick={retry}>
                {t('common:retry')}
              </Button>
            </div>
          ) : loadingFirst && state.status !== 'ready' ? (
            <Loader label={t('loadingGames')} />
          ) : state.games.length === 0 ? (
            <p className="lp-lobby__empty">{t(emptyKey)}</p>
          ) : (
            <>
              <p className="lp-visually-hidden" aria-live="polite">
                {t('gamesShown', { count: state.games.length })}
              </p>
              <GameGrid
                ref={grid}
                items={state.games}
                itemKey={(game) => game.nodeId}
                label={t('games')}
                busy={state.status === 'loading'}
                renderItem={(game) => (
                  <GameCard
                    game={game}
                    imageBase={imageBase}
                    favourite={isFavourite(game)}
                    favouritePending={pending.has(game.nodeId)}
                    launching={launching === `${game.vassalage}:${game.gameCode}`}
                    onLaunch={launchGame}
                    onFavourite={onFavourite}
                  />
                )}
              />
              {state.status === 'error' ? (
                <div role="alert" className="lp-lobby__failed">
                  <p>{t('gamesFailed')}</p>
                  <Button variant="secondary" onClick={retry}>
                    {t('common:retry')}
                  </Button>
                </div>
              ) : (
                state.loadedPage < state.totalPages && (
                  <div className="lp-lobby__more">
                    {/* Loading marks it aria-disabled, not disabled, which would drop the focus. */}
                    <Button
                      ref={moreButton}
                      variant="secondary"
                      loading={state.status === 'loading'}
                      onClick={loadMore}
                    >
                      {t('loadMore')}
                    </Button>
                    {state.status === 'loading' && <Loader size="sm" label={t('loadingGames')} />}
                  </div>
                )
              )}
            </>
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
