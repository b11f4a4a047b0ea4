// The route table of SPEC.md §2 as data: every path, the page it shows, the lazy page group that
// carries its code, the layout areas it composes and the query parameters it reads.
import { matchPath } from 'react-router';

/** The lazy page groups of SPEC.md §2; each is one dynamically imported chunk. */
export type PageGroup =
  | 'egame'
  | 'game'
  | 'index'
  | 'live'
  | 'lottery'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'joinus'
  | 'download'
  | 'byIframe'
  | 'fbSports'
  | 'seamless';

/** The page a route shows; also the suffix of its `shell:title…` translation key. */
export type PageId =
  | 'home'
  | 'register'
  | 'noticePage'
  | 'pointMall'
  | 'sports'
  | 'esports'
  | 'ds88'
  | 'elott'
  | 'lott'
  | 'seaLottery'
  | 'vnLottery'
  | 'lottery'
  | 'live'
  | 'pvp'
  | 'fish'
  | 'rng'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'fbsports'
  | 'help'
  | 'helpmc'
  | 'down'
  | 'join'
  | 'game'
  | 'login'
  | 'notFound';

/** Which optional layout areas a route composes around its main view. */
export interface RouteAreas {
  header: boolean;
  /**
   * Whether the route composes the banner area; which banner group it shows comes from
   * game-lobby's `bannerGroupForPath` (SPEC.md §2), the one map of groups by route.
   */
  banner: boolean;
  footer: boolean;
  /** The left and right side bars. */
  sideMenu: boolean;
}

/** A query parameter (or the hash) a route reads, as documented in SPEC.md §2. */
export interface RouteParam {
  name: string;
  /** 'hash' for the `#tag` anchor of the help pages. */
  in: 'query' | 'hash';
}

/** One row of the route table. */
export interface ShellRoute {
  /** The first path is canonical; the others are aliases showing the same page. */
  paths: readonly string[];
  page: PageId;
  group: PageGroup;
  areas: RouteAreas;
  params: readonly RouteParam[];
  /** SPEC.md §2: the page needs a session token (enforced by the feature once it exists). */
  requiresAuth?: boolean;
  /**
   * SPEC.md §2: the page opens this auth modal at once, so its chunk is part of the first view
   * (preloaded with the page group).
   */
  opensModal?: 'loginPopup' | 'register';
}

const full = (): RouteAreas => ({
  header: true,
  banner: true,
  footer: true,
  sideMenu: true,
});

const lobbyParams: readonly RouteParam[] = [
  // Lobby type, upper-cased as the game type
  { name: 'games', in: 'query' },
  // Lobby type, upper-cased as the game type
  { name: 'lobbyType', in: 'query' },
  // List type: hot or vassalage
  { name: 'type', in: 'query' },
  // Vendor selected when type is vassalage
  { name: 'vassalage', in: 'query' },
];
/** Lottery game code. */
const gameCode: RouteParam = { name: 'gameCode', in: 'query' };
/** Referral code for registration. */
const referralCode: RouteParam = { name: 'referralCode', in: 'query' };

/** Every route of SPEC.md §2, in the order of its table. */
export const shellRoutes: readonly ShellRoute[] = [
  {
    paths: ['/', '/index', '/index.html', '/home'],
    page: 'home',
    group: 'index',
    areas: full(),
    params: [referralCode],
  },
  {
    paths: ['/register', '/register.html'],
    page: 'register',
    group: 'index',
    areas: full(),
    params: [referralCode],
    opensModal: 'register',
  },
  { paths: ['/noticePage'], page: 'noticePage', group: 'index', areas: full(), params: [] },
  {
    paths: ['/pointMall'],
    page: 'pointMall',
    group: 'pointMall',
    areas: full(),
    params: [],
  },
  { paths: ['/sports'], page: 'sports', group: 'egame', areas: full(), params: [] },
  { paths: ['/esports'], page: 'esports', group: 'egame', areas: full(), params: [] },
  { paths: ['/ds88'], page: 'ds88', group: 'egame', areas: full(), params: [] },
  { paths: ['/elott'], page: 'elott', group: 'egame', areas: full(), params: [] },
  { paths: ['/lott'], page: 'lott', group: 'egame', areas: full(), params: [] },
  {
    paths: ['/seaLottery'],
    page: 'seaLottery',
    group: 'lottery',
    areas: full(),
    params: [gameCode],
    requiresAuth: true,
  },
  {
    paths: ['/vnLottery'],
    page: 'vnLottery',
    group: 'lottery',
    areas: full(),
    params: [gameCode],
  },
  {
    paths: ['/lottery'],
    page: 'lottery',
    group: 'lottery',
    areas: full(),
    params: [
      gameCode,
      // Lottery vendor
      { name: 'vendor', in: 'query' },
      // Default play type
      { name: 'playType', in: 'query' },
    ],
  },
  { paths: ['/live'], page: 'live', group: 'live', areas: full(), params: lobbyParams },
  { paths: ['/pvp'], page: 'pvp', group: 'egame', areas: full(), params: lobbyParams },
  { paths: ['/fish'], page: 'fish', group: 'egame', areas: full(), params: lobbyParams },
  {
    paths: ['/rng'],
    page: 'rng',
    group: 'egame',
    areas: full(),
    params: [
      ...lobbyParams,
      // Vendor tab of the random-number route
      { name: 'page', in: 'query' },
    ],
  },
  {
    paths: ['/promotions'],
    page: 'promotions',
    group: 'promo',
    areas: full(),
    params: [],
  },
  {
    paths: ['/promoDetail'],
    page: 'promoDetail',
    group: 'promoDetail',
    areas: full(),
    params: [],
  },
  { paths: ['/seamless'], page: 'seamless', group: 'seamless', areas: full(), params: [] },
  { paths: ['/fbsports'], page: 'fbsports', group: 'fbSports', areas: full(), params: [] },
  {
    paths: ['/help'],
    page: 'help',
    group: 'byIframe',
    areas: full(),
    // The help article anchor.
    params: [{ name: 'tag', in: 'hash' }],
  },
  {
    paths: ['/helpmc'],
    page: 'helpmc',
    group: 'byIframe',
    areas: { header: false, banner: false, footer: false, sideMenu: false },
    // The help article anchor.
    params: [{ name: 'tag', in: 'hash' }],
  },
  { paths: ['/down'], page: 'down', group: 'download', areas: full(), params: [] },
  { paths: ['/join'], page: 'join', group: 'joinus', areas: full(), params: [] },
  {
    paths: ['/game'],
    page: 'game',
    group: 'game',
    areas: { header: true, banner: false, footer: false, sideMenu: false },
    params: [],
  },
  {
    paths: ['/login'],
    page: 'login',
    group: 'index',
    areas: full(),
    params: [],
    opensModal: 'loginPopup',
  },
];

/** The areas of the 404 page. */
export const notFoundAreas: RouteAreas = full();

/** A route-table row and the one of its paths that matched a location. */
export interface ShellRouteMatch {
  route: ShellRoute;
  path: string;
}

/**
 * The route-table row serving `pathname`, matched as the router matches its routes (case
 * insensitive, a trailing slash allowed), or undefined for an unknown path (the 404 page).
 */
export function matchShellRoute(pathname: string): ShellRouteMatch | undefined {
  for (const route of shellRoutes) {
    const path = route.paths.find((candidate) => matchPath(candidate, pathname));
    if (path !== undefined) return { route, path };
  }
  return undefined;
}

/** The route-table row serving `pathname`, or undefined for an unknown path. */
export function findShellRoute(pathname: string): ShellRoute | undefined {
  return matchShellRoute(pathname)?.route;
}

/** The main view's class: the path without its leading slash ('' for /). */
export function mainViewClass(pathname: string): string {
  return pathname.replace(/^\//, '');
}
