// The slot lobby's list as a pure state machine: which list is shown (SPEC.md §4 "Lobby list
// type"), its filters (§5) and the pages loaded so far (§9: 15 a page). The page component turns
// the state into one call (`lobbyRequest`), feeds the answers back (`pageLoaded`, `loadFailed`) and
// never decides a rule itself, so every rule is tested here without a DOM.
import { GameLimits } from '@lotusplay/api-client/contracts';
import type {
  FavoriteGamesRequest,
  Game,
  GameClassify,
  GameListRequest,
  GameType,
  RecentGamesRequest,
} from '@lotusplay/api-client/contracts';

/** The lobby's list type: '' is every game of the chosen vendor (or of the search). */
export type LobbyListType = '' | 'hot' | 'fav' | 'recent';

/** Where the list stands: asking for `page`, showing `loadedPage` pages, or failed. */
export type LobbyStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The state of one lobby page. */
export interface LobbyState {
  gameType: GameType;
  /** The chosen vendor's code; null when searching across vendors or before the vendors load. */
  vendor: string | null;
  listType: LobbyListType;
  /** The game-name search in force (trimmed; '' for none). */
  search: string;
  classify: GameClassify | null;
  /** '' is "all"; otherwise one of MIN_BET_OPTIONS. */
  minBet: string;
  /** The page asked for (1-based). */
  page: number;
  /** Pages held in `games` (0 before the first answer). */
  loadedPage: number;
  totalPages: number;
  games: Game[];
  status: LobbyStatus;
}

/** What the route says (SPEC.md §2 lobby routes, /rng?page={vendor}). */
export interface LobbyRoute {
  gameType: GameType;
  /** `type` of the route: 'hot', 'vassalage' or nothing. */
  type?: string | null;
  /** `vassalage` of the route (with type vassalage). */
  vassalage?: string | null;
  /** `page` of /rng?page={vendor}: the vendor tab to open. */
  tab?: string | null;
}

/** The one call the state needs now. */
export type LobbyRequest =
  | { kind: 'none' }
  | { kind: 'hot'; page: 1 }
  | { kind: 'fav'; request: FavoriteGamesRequest }
  | { kind: 'recent'; request: RecentGamesRequest }
  | { kind: 'list'; request: GameListRequest };

/** SPEC.md §3: client type 3 and the web platforms of the game-list query. */
export const LOBBY_CLIENT_TYPE = 3;
export const LOBBY_PLATFORM = 'flash,html5-desktop';

const cleared = {
  search: '',
  classify: null,
  minBet: '',
  page: 1,
  loadedPage: 0,
  totalPages: 0,
  games: [] as Game[],
} as const;

/** The lobby before its vendors are known: nothing is asked yet. */
export function initialLobbyState(gameType: GameType): LobbyState {
  return { gameType, vendor: null, listType: '', ...cleared, status: 'idle' };
}

/** A fresh list from page 1 (the reset every rule below starts from). */
function reload(state: LobbyState, changes: Partial<LobbyState>): LobbyState {
  return { ...state, ...cleared, ...changes, status: 'loading' };
}

/** The call of `state`, as the api hooks take it; 'none' before the vendors are known. */
export function lobbyRequest(state: LobbyState): LobbyRequest {
  if (state.status === 'idle') return { kind: 'none' };
  const paging = { pageNo: state.page, pageSize: GameLimits.pageSize };
  switch (state.listType) {
    case 'hot':
      return { kind: 'hot', page: 1 };
    case 'fav':
      return {
        kind: 'fav',
        request: {
          clientType: LOBBY_CLIENT_TYPE,
          platform: 'flash',
          gameType: state.gameType,
          ...paging,
        },
      };
    case 'recent':
      return {
        kind: 'recent',
        request: { clientType: LOBBY_CLIENT_TYPE, gameType: state.gameType, ...paging },
      };
    default:
      return {
        kind: 'list',
        request: {
          clientType: LOBBY_CLIENT_TYPE,
          platform: LOBBY_PLATFORM,
          gameType: state.gameType,
          ...(state.vendor ? { vassalage: state.vendor } : {}),
          ...(state.classify ? { gameClassify: state.classify } : {}),
          ...(state.search ? { gameName: state.search } : {}),
          ...(state.minBet ? { minBet: state.minBet } : {}),
          ...paging,
        },
      };
  }
}

/** A string naming the call of `state` (page included): answers for another call are dropped. */
export function lobbyRequestKey(state: LobbyState): string {
  return JSON.stringify(lobbyRequest(state));
}

/** Whether "load more" would ask for a page now (SPEC.md §4: not while loading, not past the last). */
export function canLoadMore(state: LobbyState): boolean {
  return (
    state.status === 'ready' && state.listType !== 'hot' && state.loadedPage < state.totalPages
  );
}

/** The lobby's events. */
export type LobbyAction =
  | { type: 'routeApplied'; route: LobbyRoute; vendors: readonly string[] }
  | { type: 'vendorChosen'; vendor: string }
  | { type: 'listTypeChosen'; listType: LobbyListType; loggedIn: boolean }
  | { type: 'searched'; text: string }
  | { type: 'classifyChosen'; classify: GameClassify | null }
  | { type: 'minBetChosen'; minBet: string }
  | { type: 'moreRequested' }
  | { type: 'pageLoaded'; key: string; games: readonly Game[]; totalPages: number }
  | { type: 'loadFailed'; key: string }
  | { type: 'retried' }
  | { type: 'loggedOut' }
  | { type: 'favouriteRemoved'; nodeId: string };

/** The lobby's rules (SPEC.md §4 "Lobby list type", §5, §9). */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'routeApplied': {
      // Route type hot selects hot; type vassalage selects that vendor (so does the /rng tab);
      // otherwise the first vendor.
      const { route, vendors } = action;
      // Dispatched once the vendor list is known; a lobby type without vendors lists its games.
      const base = initialLobbyState(route.gameType);
      if (route.type === 'hot') return reload(base, { listType: 'hot' });
      const wanted = route.type === 'vassalage' ? route.vassalage : route.tab;
      const vendor = wanted && vendors.includes(wanted) ? wanted : (vendors[0] ?? null);
      // The route naming what was just chosen (the /rng tab written after a vendor click) and
      // nothing filtered or paged yet: nothing to do.
      const fresh =
        state.status !== 'idle' &&
        state.status !== 'error' &&
        state.gameType === route.gameType &&
        state.listType === '' &&
        state.vendor === vendor &&
        state.search === '' &&
        state.classify === null &&
        state.minBet === '' &&
        state.page === 1;
      return fresh ? state : reload(base, { vendor });
    }
    case 'vendorChosen':
      // Resets paging, filters (and the search) and the list type.
      return reload(state, { vendor: action.vendor, listType: '' });
    case 'listTypeChosen': {
      if (action.listType === state.listType && state.status !== 'error') return state;
      if ((action.listType === 'fav' || action.listType === 'recent') && !action.loggedIn) {
        return state;
      }
      // Fav and recent reload from page 1; hot is the stored list, one page; '' is the vendor's.
      return reload(state, { listType: action.listType });
    }
    case 'searched': {
      const text = action.text.trim();
      if (text === state.search) return state; // fires only when different
      // Searching by name clears the list type, the vendor and the filters.
      return reload(state, { search: text, vendor: null, listType: '' });
    }
    case 'classifyChosen':
      if (action.classify === state.classify && state.listType === '') return state;
      // Resets paging, clears the list type and reloads; the vendor and search stay.
      return reload(state, {
        vendor: state.vendor,
        search: state.search,
        minBet: state.minBet,
        classify: action.classify,
        listType: '',
      });
    case 'minBetChosen':
      if (action.minBet === state.minBet) return state; // applies only when different
      return reload(state, {
        vendor: state.vendor,
        search: state.search,
        classify: state.classify,
        minBet: action.minBet,
        listType: '',
      });
    case 'moreRequested':
      if (!canLoadMore(state)) return state;
      return { ...state, page: state.loadedPage + 1, status: 'loading' };
    case 'pageLoaded': {
      if (state.status !== 'loading' || action.key !== lobbyRequestKey(state)) return state;
      const hot = state.listType === 'hot';
      const games = hot
        ? action.games.filter((game) => game.gameType === state.gameType)
        : action.games;
      return {
        ...state,
        games: state.page === 1 ? [...games] : [...state.games, ...games],
        loadedPage: state.page,
        totalPages: hot ? 1 : action.totalPages,
        status: 'ready',
      };
    }
    case 'loadFailed':
      if (state.status !== 'loading' || action.key !== lobbyRequestKey(state)) return state;
      return { ...state, status: 'error' };
    case 'retried':
      return state.status === 'error' ? { ...state, status: 'loading' } : state;
    case 'loggedOut':
      // Favourites and recent need a session: back to the vendor's games.
      return state.listType === 'fav' || state.listType === 'recent'
        ? reload(state, { listType: '' })
        : state;
    case 'favouriteRemoved':
      return state.listType === 'fav'
        ? { ...state, games: state.games.filter((game) => game.nodeId !== action.nodeId) }
        : state;
    default:
      return state;
  }
}
