// The header navigation built from the vendor list (SPEC.md §2): one item per category that has
// vendors, its vendors (the dropdown shows up to GameLimits.vendorDropdownMax), its page.
import { GameLimits } from '@lotusplay/api-client/contracts';
import type { GameType, GameVendor, GameVendorLane } from '@lotusplay/api-client/contracts';
import { directLaunchCategories, gameCategories } from './categories';
import type { GameCategory } from './categories';

/** The lanes each category shows: lottery gathers both lottery lanes. */
export const categoryLanes: Readonly<Record<GameCategory, readonly GameType[]>> = {
  lottery: ['LOTT', 'ELOTT'],
  live: ['LIVE'],
  sports: ['SPORTS'],
  fish: ['FISH'],
  rng: ['RNG'],
  pvp: ['PVP'],
  esports: ['ESPORTS'],
  cockfight: ['COCKFIGHT'],
};

/** The page of each category (SPEC.md §2 routes); the "more" button goes there. */
export const categoryPaths: Readonly<Record<GameCategory, string>> = {
  lottery: '/lott',
  live: '/live',
  sports: '/sports',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  esports: '/esports',
  cockfight: '/ds88',
};

/** The shell translation key of each category's name (the page titles of SPEC.md §2). */
export const categoryTitleKeys: Readonly<Record<GameCategory, string>> = {
  lottery: 'shell:titleLottery',
  live: 'shell:titleLive',
  sports: 'shell:titleSports',
  fish: 'shell:titleFish',
  rng: 'shell:titleRng',
  pvp: 'shell:titlePvp',
  esports: 'shell:titleEsports',
  cockfight: 'shell:titleDs88',
};

/** One category item of the header navigation. */
export interface NavCategory {
  category: GameCategory;
  path: string;
  /** Every vendor of the category's lanes, in the list's order. */
  vendors: GameVendor[];
  /** The dropdown's vendors: the first GameLimits.vendorDropdownMax. */
  dropdown: GameVendor[];
  /**
   * SPEC.md §2's "a more button when exactly 11", read as: the dropdown shows at most
   * GameLimits.vendorDropdownMax and offers "more" (the category's page, with every vendor)
   * whenever it shows that many, as there may be more behind it.
   */
  more: boolean;
  /** Cockfight and lottery start the first vendor's game instead of routing. */
  direct: boolean;
}

/** The category items of `lanes`, in the SPEC.md §2 order, only those with vendors. */
export function navCategoriesOf(lanes: readonly GameVendorLane[]): NavCategory[] {
  return gameCategories.flatMap((category) => {
    const vendors = categoryLanes[category].flatMap(
      (type) => lanes.find((lane) => lane.title === type)?.cards ?? [],
    );
    if (vendors.length === 0) return [];
    return [
      {
        category,
        path: categoryPaths[category],
        vendors,
        dropdown: vendors.slice(0, GameLimits.vendorDropdownMax),
        more: vendors.length >= GameLimits.vendorDropdownMax,
        direct: directLaunchCategories.includes(category),
      },
    ];
  });
}

/** `path` under one of `hosts` picked at random (SPEC.md §9), or `path` itself without hosts. */
export function cdnUrl(
  hosts: readonly string[] | null | undefined,
  path: string,
  random: () => number = Math.random,
): string {
  if (/^https?:\/\//.test(path) || !hosts || hosts.length === 0) return path;
  const host = hosts[Math.floor(random() * hosts.length)] ?? hosts[0] ?? '';
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
