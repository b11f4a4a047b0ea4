// Lottery favourites live only in the browser: local storage LOTTFAV holds one list per username,
// and a favourite is identified by its gameId (SPEC.md §3).
import { localCache, localStorageKeys } from '@lotusplay/api-client';

/** One favourite lottery game. */
export interface LotteryFavourite {
  gameId: string | number;
  gameName?: string;
  gameCode?: string;
  vendor?: string;
}

/** What local storage LOTTFAV holds: favourites by username. */
export type LotteryFavouritesStore = Record<string, LotteryFavourite[]>;

const isFavourite = (value: unknown): value is LotteryFavourite =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { gameId?: unknown }).gameId === 'string' ||
    typeof (value as { gameId?: unknown }).gameId === 'number');

const isStore = (value: unknown): value is LotteryFavouritesStore =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when both ids name the same game; ids from different calls may be numbers or strings. */
export function sameGameId(a: string | number, b: string | number): boolean {
  return String(a) === String(b);
}

/** `list` with `favourite` removed when its gameId is present, otherwise appended. */
export function toggleFavouriteIn(
  list: readonly LotteryFavourite[],
  favourite: LotteryFavourite,
): LotteryFavourite[] {
  return list.some((entry) => sameGameId(entry.gameId, favourite.gameId))
    ? list.filter((entry) => !sameGameId(entry.gameId, favourite.gameId))
    : [...list, favourite];
}

/** The stored favourites of `username`; invalid entries are dropped. */
export function readLotteryFavourites(username: string): LotteryFavourite[] {
  const stored = localCache.read(localStorageKeys.lottFav, isStore);
  const list = stored?.[username];
  return Array.isArray(list) ? list.filter(isFavourite) : [];
}

/** Replaces the stored favourites of `username`, keeping other users' lists. */
export function writeLotteryFavourites(
  username: string,
  favourites: readonly LotteryFavourite[],
): void {
  const stored = localCache.read(localStorageKeys.lottFav, isStore) ?? {};
  localCache.write(localStorageKeys.lottFav, { ...stored, [username]: favourites });
}
