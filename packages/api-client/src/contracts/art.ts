// Contracts of the product's own art (issue 26): game tiles, vendor logos and points-mall goods
// pictures that the server draws itself and serves from its own origin, under ART_BASE_PATH. An
// image path of the catalogue (a game's `imagePath`, a vendor's `iconPath`) hangs under an image
// CDN base (`${imageCDN}${path}`); the demo brand's base is ART_BASE_PATH, this server. The query
// of an art URL follows the common image-CDN form (`?w=240&v=1`): a CDN that an operator sets
// resizes by it or ignores it. Framework-free: the server imports it at run time.

/** Where this server serves its own art: the image CDN base of a default install. */
export const ART_BASE_PATH = '/static/art';

/**
 * The art templates' version, named by every art URL (`v=`): a new template is a new URL, so an
 * art answer can be cached for a year. An answer to another version (or none) is short-lived.
 */
export const ART_VERSION = '1';

/** Bounds of an art request. */
export const ArtLimits = {
  /** The longest image path under the art base. */
  pathMaxLength: 200,
  /** The longest `v=` (an image-CDN version of an operator's CDN may be longer than ours). */
  versionMaxLength: 16,
} as const;

/** The shapes of a picture (width to height): tiles 1:1, vendor logos 2:1, goods 4:3. */
export const ART_ASPECTS = ['1:1', '2:1', '4:3'] as const;

/** The shape of a picture: width to height. */
export type ArtAspect = (typeof ART_ASPECTS)[number];

/** Widths (px) a game tile (square) is drawn at. */
export const GAME_TILE_WIDTHS = [120, 180, 240, 360, 480] as const;

/** Widths (px) a vendor logo (2:1) is drawn at. */
export const VENDOR_LOGO_WIDTHS = [88, 120, 176, 240, 352] as const;

/** Widths (px) a vendor's mark (square, `ar=1:1`) is drawn at. */
export const VENDOR_MARK_WIDTHS = [28, 56, 84] as const;

/** Widths (px) a points-mall good's picture (4:3) is drawn at. */
export const GOOD_IMAGE_WIDTHS = [240, 360, 480, 720] as const;

/** Every width the server draws (the `w` it accepts); another width is refused with 400. */
export const ART_WIDTHS: readonly number[] = [
  ...new Set([
    ...GAME_TILE_WIDTHS,
    ...VENDOR_LOGO_WIDTHS,
    ...VENDOR_MARK_WIDTHS,
    ...GOOD_IMAGE_WIDTHS,
  ]),
].sort((a, b) => a - b);

/** The `sizes` of a lobby tile: two columns on a phone, a card of at most about 200 px beyond. */
export const GAME_TILE_SIZES = '(max-width: 640px) 50vw, 200px';

/** The `sizes` of a points-mall good's picture: a column of the goods grid. */
export const GOOD_IMAGE_SIZES = '(max-width: 640px) 50vw, 240px';

/** Folder of the demo goods' pictures under ART_BASE_PATH (`/goods/<name>.png`). */
export const ART_GOODS_FOLDER = '/goods/';

/** True when `url` is this server's own art (a path under ART_BASE_PATH, no other host). */
export function isOwnArt(url: string): boolean {
  return url.startsWith(`${ART_BASE_PATH}/`);
}

/**
 * `url` at `width` px (and `aspect`, when not the picture's own), with the art version:
 * `/static/art/games/pg/pg_0001.png?w=240&v=1`.
 */
export function artSrc(url: string, width: number, aspect?: ArtAspect): string {
  const query = `w=${width}${aspect ? `&ar=${aspect}` : ''}&v=${ART_VERSION}`;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A `srcset` of `url` at each of `widths`: `… 120w, … 240w`. */
export function artSrcSet(url: string, widths: readonly number[], aspect?: ArtAspect): string {
  return widths.map((width) => `${artSrc(url, width, aspect)} ${width}w`).join(', ');
}
