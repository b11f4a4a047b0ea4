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

// The banner groups by route are written once, in the banners contract (the server reads them to
// put a page's banners into index.html); the lobby keeps its names for them.
export type { BannerGroup } from '@lotusplay/api-client';
export {
  BANNER_GROUP_BY_PATH as bannerGroupsByPath,
  bannerGroupForPath,
} from '@lotusplay/api-client';
