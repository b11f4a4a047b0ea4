// Header navigation categories and the banner group of each route (SPEC.md §2).

/** Game categories of the header navigation, in display order (SPEC.md §2). */
export const gameCategories = [
  'lottery',
  'live',
  'sports',
  'fish',
  'rng',
  'pvp',
  'esports',
  'cockfight',
] as const;

/** One game category of the header navigation. */
export type GameCategory = (typeof gameCategories)[number];

/** Categories whose navigation item starts the first vendor's game instead of routing (SPEC.md §2). */
export const directLaunchCategories: readonly GameCategory[] = ['cockfight', 'lottery'];

/** Banner group names of SPEC.md §2. */
export type BannerGroup =
  | 'w_home'
  | 'w_rng'
  | 'w_live'
  | 'w_fish'
  | 'w_pvp'
  | 'w_sports'
  | 'w_esports'
  | 'w_lott'
  | 'w_down'
  | 'w_promotion'
  | 'w_shop'
  | 'w_help'
  | 'w_reg';

/**
 * Banner group by route path (SPEC.md §2). The home aliases share w_home and both register
 * paths share w_reg with /login.
 */
export const bannerGroupsByPath: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
  '/login': 'w_reg',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
};

/** The banner group shown on `path` (query and hash ignored), or null when the route has no banner. */
export function bannerGroupForPath(path: string): BannerGroup | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname || '/';
  return bannerGroupsByPath[normalised] ?? null;
}
