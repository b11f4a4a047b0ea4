import type { Game } from '@lotusplay/api-client/contracts';
import {
  canLoadMore,
  initialLobbyState,
  lobbyReducer,
  lobbyRequest,
  lobbyRequestKey,
  type LobbyAction,
  type LobbyState,
} from './lobby-state';

const VENDORS = ['JILI', 'PG', 'CQ9'];

function game(nodeId: string, gameType: Game['gameType'] = 'RNG'): Game {
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameType,
    vassalage: 'JILI',
    classify: [],
    minBet: '0.01',
    lineNum: 20,
    isHot: 0,
    imagePath: `/g/${nodeId}.png`,
    maintenance: false,
  };
}

const games = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => game(String(from + i)));

function run(state: LobbyState, ...actions: LobbyAction[]): LobbyState {
  return actions.reduce(lobbyReducer, state);
}

/** The answer to whatever `state` asks. */
function answer(state: LobbyState, list: Game[], totalPages: number): LobbyState {
  return lobbyReducer(state, {
    type: 'pageLoaded',
    key: lobbyRequestKey(state),
    games: list,
    totalPages,
  });
}

/** A lobby on JILI with two pages loaded out of five and a filter set. */
function browsed(): LobbyState {
  let state = run(initialLobbyState('RNG'), {
    type: 'routeApplied',
    route: { gameType: 'RNG' },
    vendors: VENDORS,
  });
  state = answer(state, games(0, 15), 5);
  state = run(state, { type: 'minBetChosen', minBet: '0.5' });
  state = answer(state, games(0, 15), 5);
  state = run(state, { type: 'moreRequested' });
  return answer(state, games(15, 15), 5);
}

describe('lobby state: the route', () => {
  it('asks nothing until the vendors are known', () => {
    expect(lobbyRequest(initialLobbyState('RNG'))).toEqual({ kind: 'none' });
  });

  it('selects the first vendor by default', () => {
    const state = run(initialLobbyState('RNG'), {
      type: 'routeApplied',
      route: { gameType: 'RNG' },
      vendors: VENDORS,
    });
    expect(state).toMatchObject({ vendor: 'JILI', listType: '', page: 1, status: 'loading' });
    expect(lobbyRequest(state)).toEqual({
      kind: 'list',
      request: {
        clientType: 3,
        platform: 'flash,html5-desktop',
        gameType: 'RNG',
        vassalage: 'JILI',
        pageNo: 1,
        pageSize: 15,
      },
    });
  });

  it('route type hot selects the hot list', () => {
    const state = run(initialLobbyState('LIVE'), {
      type: 'routeApplied',
      route: { gameType: 'LIVE', type: 'hot' },
      vendors: VENDORS,
    });
    expect(state).toMatchObject({ listType: 'hot', vendor: null });
    expect(lobbyRequest(state)).toEqual({ kind: 'hot', page: 1 });
  });

  it('route type vassalage selects that vendor; the /rng tab too; an unknown one falls back', () => {
    const route = (extra: object) =>
      run(initialLobbyState('RNG'), {
        type: 'routeApplied',
        route: { gameType: 'RNG', ...extra },
        vendors: VENDORS,
      }).vendor;
    expect(route({ type: 'vassalage', vassalage: 'PG' })).toBe('PG');
    expect(route({ tab: 'CQ9' })).toBe('CQ9');
    expect(route({ type: 'vassalage', vassalage: 'NOPE' })).toBe('JILI');
  });

  it('a route naming the vendor just chosen, with nothing filtered or paged, changes nothing', () => {
    const chosen = run(initialLobbyState('RNG'), {
      type: 'routeApplied',
      route: { gameType: 'RNG' },
      vendors: VENDORS,
    });
    const clicked = answer(run(chosen, { type: 'vendorChosen', vendor: 'PG' }), games(0, 15), 2);
    const again = { type: 'routeApplied', route: { gameType: 'RNG', tab: 'PG' }, vendors: VENDORS };
    expect(run(clicked, again as LobbyAction)).toBe(clicked);
    const paged = answer(run(clicked, { type: 'moreRequested' }), games(15, 15), 2);
    expect(run(paged, again as LobbyAction)).toMatchObject({ page: 1, games: [], vendor: 'PG' });
  });

  it('a lobby type without vendors lists its games', () => {
    const state = run(initialLobbyState('PVP'), {
      type: 'routeApplied',
      route: { gameType: 'PVP' },
      vendors: [],
    });
    expect(state.status).toBe('loading');
    expect(lobbyRequest(state)).toMatchObject({ kind: 'list', request: { gameType: 'PVP' } });
  });
});

describe('lobby state: list type rules (SPEC.md §4)', () => {
  it('choosing a vendor resets paging, filters and the list type', () => {
    let state = run(browsed(), { type: 'classifyChosen', classify: 'JP' });
    state = answer(state, games(0, 15), 3);
    state = run(state, { type: 'listTypeChosen', listType: 'recent', loggedIn: true });
    state = run(state, { type: 'vendorChosen', vendor: 'PG' });
    expect(state).toMatchObject({
      vendor: 'PG',
      listType: '',
      classify: null,
      minBet: '',
      search: '',
      page: 1,
      loadedPage: 0,
      games: [],
      status: 'loading',
    });
  });

  it('searching clears the list type, the vendor and the filters, from page 1', () => {
    let state = run(browsed(), { type: 'classifyChosen', classify: 'TG' });
    state = run(state, { type: 'searched', text: '  fortune ' });
    expect(state).toMatchObject({
      search: 'fortune',
      vendor: null,
      listType: '',
      classify: null,
      minBet: '',
      page: 1,
      status: 'loading',
    });
    expect(lobbyRequest(state)).toEqual({
      kind: 'list',
      request: {
        clientType: 3,
        platform: 'flash,html5-desktop',
        gameType: 'RNG',
        gameName: 'fortune',
        pageNo: 1,
        pageSize: 15,
      },
    });
  });

  it('a search fires only when the text differs from the current one', () => {
    const before = browsed();
    expect(run(before, { type: 'searched', text: '' })).toBe(before);
    const searched = answer(run(before, { type: 'searched', text: 'dragon' }), games(0, 3), 1);
    expect(run(searched, { type: 'searched', text: ' dragon  ' })).toBe(searched);
  });

  it('the hot list comes from the store: one page, only this game type', () => {
    let state = run(browsed(), { type: 'listTypeChosen', listType: 'hot', loggedIn: false });
    expect(state).toMatchObject({ listType: 'hot', page: 1, games: [], status: 'loading' });
    state = answer(state, [game('1'), game('2', 'LIVE'), game('3')], 9);
    expect(state.games.map((g) => g.nodeId)).toEqual(['1', '3']);
    expect(state.totalPages).toBe(1);
    expect(canLoadMore(state)).toBe(false);
    expect(run(state, { type: 'moreRequested' })).toBe(state);
  });

  it('fav and recent need a login', () => {
    const before = browsed();
    expect(run(before, { type: 'listTypeChosen', listType: 'fav', loggedIn: false })).toBe(before);
    expect(run(before, { type: 'listTypeChosen', listType: 'recent', loggedIn: false })).toBe(
      before,
    );
  });

  it('fav and recent reload from page 1', () => {
    let state = run(browsed(), { type: 'listTypeChosen', listType: 'fav', loggedIn: true });
    expect(state).toMatchObject({ listType: 'fav', page: 1, loadedPage: 0, games: [] });
    expect(lobbyRequest(state)).toEqual({
      kind: 'fav',
      request: { clientType: 3, platform: 'flash', gameType: 'RNG', pageNo: 1, pageSize: 15 },
    });
    state = answer(state, games(0, 15), 2);
    state = run(state, { type: 'moreRequested' });
    state = answer(state, games(15, 4), 2);
    expect(state.games).toHaveLength(19);
    state = run(state, { type: 'listTypeChosen', listType: 'recent', loggedIn: true });
    expect(state).toMatchObject({ listType: 'recent', page: 1, games: [] });
    expect(lobbyRequest(state)).toEqual({
      kind: 'recent',
      request: { clientType: 3, gameType: 'RNG', pageNo: 1, pageSize: 15 },
    });
  });

  it('a classification filter resets paging, clears the list type and reloads', () => {
    let state = run(browsed(), { type: 'listTypeChosen', listType: 'recent', loggedIn: true });
    state = answer(state, games(0, 15), 2);
    state = run(state, { type: 'classifyChosen', classify: 'JP' });
    expect(state).toMatchObject({ classify: 'JP', listType: '', page: 1, status: 'loading' });
    expect(lobbyRequest(state)).toMatchObject({
      kind: 'list',
      request: { vassalage: 'JILI', gameClassify: 'JP', pageNo: 1 },
    });
    state = answer(state, games(0, 15), 2);
    expect(run(state, { type: 'classifyChosen', classify: 'JP' })).toBe(state);
    expect(run(state, { type: 'classifyChosen', classify: null })).toMatchObject({
      classify: null,
      status: 'loading',
    });
  });

  it('a min-bet filter applies only when different; it resets paging and clears the list type', () => {
    const before = browsed();
    expect(before).toMatchObject({ minBet: '0.5', loadedPage: 2 });
    expect(run(before, { type: 'minBetChosen', minBet: '0.5' })).toBe(before);
    const hot = answer(
      run(before, { type: 'listTypeChosen', listType: 'hot', loggedIn: false }),
      [game('9')],
      1,
    );
    const state = run(hot, { type: 'minBetChosen', minBet: '0.01' });
    expect(state).toMatchObject({ minBet: '0.01', listType: '', page: 1, games: [] });
    expect(lobbyRequest(state)).toMatchObject({ kind: 'list', request: { minBet: '0.01' } });
  });
});

describe('lobby state: load more (page size 15)', () => {
  it('asks for the next page and appends it', () => {
    const state = browsed();
    expect(state.games.map((g) => g.nodeId)).toEqual(games(0, 30).map((g) => g.nodeId));
    const more = run(state, { type: 'moreRequested' });
    expect(more).toMatchObject({ page: 3, status: 'loading' });
    expect(lobbyRequest(more)).toMatchObject({ request: { pageNo: 3, pageSize: 15 } });
  });

  it('is ignored while a load is in flight', () => {
    const loading = run(browsed(), { type: 'moreRequested' });
    expect(run(loading, { type: 'moreRequested' })).toBe(loading);
  });

  it('is ignored when no pages are left', () => {
    let state = run(initialLobbyState('RNG'), {
      type: 'routeApplied',
      route: { gameType: 'RNG' },
      vendors: VENDORS,
    });
    state = answer(state, games(0, 15), 1);
    expect(canLoadMore(state)).toBe(false);
    expect(run(state, { type: 'moreRequested' })).toBe(state);
  });

  it('drops an answer to another call (a page of a list no longer shown)', () => {
    const state = run(browsed(), { type: 'moreRequested' });
    const staleKey = lobbyRequestKey({ ...state, page: 2 });
    expect(
      run(state, { type: 'pageLoaded', key: staleKey, games: games(99, 15), totalPages: 5 }),
    ).toBe(state);
  });

  it('a failed load can be retried', () => {
    let state = run(browsed(), { type: 'moreRequested' });
    state = run(state, { type: 'loadFailed', key: lobbyRequestKey(state) });
    expect(state.status).toBe('error');
    expect(canLoadMore(state)).toBe(false);
    state = run(state, { type: 'retried' });
    expect(state).toMatchObject({ status: 'loading', page: 3 });
    state = answer(state, games(30, 15), 5);
    expect(state.games).toHaveLength(45);
  });
});

describe('lobby state: the session', () => {
  it('logging out leaves fav and recent for the vendor list', () => {
    let state = run(browsed(), { type: 'listTypeChosen', listType: 'fav', loggedIn: true });
    state = run(state, { type: 'loggedOut' });
    expect(state).toMatchObject({ listType: '', vendor: 'JILI', status: 'loading' });
    const plain = browsed();
    expect(run(plain, { type: 'loggedOut' })).toBe(plain);
  });

  it('an un-hearted game leaves the favourites list at once', () => {
    let state = run(browsed(), { type: 'listTypeChosen', listType: 'fav', loggedIn: true });
    state = answer(state, games(0, 3), 1);
    state = run(state, { type: 'favouriteRemoved', nodeId: '1' });
    expect(state.games.map((g) => g.nodeId)).toEqual(['0', '2']);
  });
});
