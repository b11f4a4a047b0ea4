// Contracts of the content feature's banners calls (SPEC.md §2, §3, §7): request and response types
// and the values both sides agree on. Framework-free: the server imports it at run time.
//
// Calls:
// - `GET /wps/relay/MCSFE_getBanners` (no token; query `groupName`, `language`): the banners of
//   one route group in one language, in display order (`BannersRequest` → `Banner[]`). Brand-level
//   data: the same for every visitor until an operator changes it.
// - The server also writes the banners of the requested page's group, in every language, into
//   the boot data of index.html (`BootBanners`), so the first banner shows without a request.
// - Operator (`/ops/banners`, operator token): `GET ?groupName&language` lists, `POST` adds
//   (`OpsBannerInput` → `OpsBanner`), `PUT /ops/banners/:id/texts/:language` changes one language's
//   texts (`OpsBannerTextInput`), `DELETE /ops/banners/:id` removes.
//
// A banner is one image (art without text) with a headline (`title`), a subline and a call to
// action per language, which the site lays over the image as real text. Where the operator left a
// language's text empty, the brand's default language's is served (`localizedText`). Texts are
// plain text (tags stripped by the server); image URLs and linkage targets are either a site path
// (`/…`) or an http(s) address (`isSafeBannerUrl`), checked when stored and again by the web
// before use.
//
// The shapes of the calls are derived from their schemas (`schemas/banners.ts`), where their fields
// are noted.
import type { Static } from '@sinclair/typebox';
import type {
  BannerSchema,
  BannersQuerySchema,
  OpsBannerRequestSchema,
  OpsBannerSchema,
  OpsBannerTextRequestSchema,
} from '../schemas/banners';
import { BANNER_URL_MAX_LENGTH } from './banner-url';
import type { LanguageCode } from './system';

export { BANNER_URL_MAX_LENGTH, isSafeBannerUrl } from './banner-url';

/** The relay path of the public banner call. */
export const BANNERS_PATH = '/wps/relay/MCSFE_getBanners';

/** A route group of banners (SPEC.md §2). */
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

/** Every banner group, in the order of SPEC.md §2. */
export const BANNER_GROUPS: readonly BannerGroup[] = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
];

/**
 * Banner group by route path (SPEC.md §2). The home aliases share w_home and both register paths
 * share w_reg with /login.
 */
export const BANNER_GROUP_BY_PATH: Readonly<Record<string, BannerGroup>> = {
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
  return BANNER_GROUP_BY_PATH[normalised] ?? null;
}

/** True for one of BANNER_GROUPS. */
export function isBannerGroup(value: string): value is BannerGroup {
  return (BANNER_GROUPS as readonly string[]).includes(value);
}

/** What a click on a banner does: nothing, open a site path, or open an http(s) address. */
export type BannerLinkageType = 'NONE' | 'PAGE' | 'URL';

/** Every linkage type. */
export const BANNER_LINKAGE_TYPES: readonly BannerLinkageType[] = ['NONE', 'PAGE', 'URL'];

/**
 * The banner box's width / height: every banner image is drawn in it (cover), so the carousel's
 * size is known before any image arrives and nothing shifts.
 */
export const BANNER_ASPECT_RATIO = '1920 / 500';

/** The widths of the two image sizes (the small one for phones), in pixels. */
export const BANNER_IMAGE_WIDTHS = { small: 768, large: 1536 } as const;

/**
 * The `sizes` attribute of a banner image: the whole viewport on a phone or tablet, the shell's
 * centre column (at most 1120 px) on wider screens.
 */
export const BANNER_IMAGE_SIZES = '(max-width: 1120px) 100vw, 1120px';

/** Field limits of banners. */
export const BannerLimits = {
  /** The most banners one group has. */
  maxPerGroup: 10,
  /** The headline, once tags are removed. */
  titleMaxLength: 120,
  sublineMaxLength: 160,
  callToActionMaxLength: 40,
  urlMaxLength: BANNER_URL_MAX_LENGTH,
  maxSortOrder: 1_000_000,
} as const;

/** Error codes of the banner calls and the operator's commands. */
export const BannerErrorCodes = {
  NotFound: 'BANNER_NOT_FOUND',
  GroupFull: 'BANNER_GROUP_FULL',
  UnsafeUrl: 'BANNER_UNSAFE_URL',
  EmptyTitle: 'BANNER_EMPTY_TITLE',
  DefaultTextRequired: 'BANNER_DEFAULT_TEXT_REQUIRED',
} as const;

/** Messages of those errors. */
export const BannerMessages = {
  notFound: 'No such banner',
  groupFull: `A banner group holds at most ${BannerLimits.maxPerGroup} banners`,
  unsafeUrl: 'Banner images and link targets must be a site path (/…) or an http(s) address',
  emptyTitle: 'A banner title must have text once tags are removed',
  defaultTextRequired:
    "A banner needs a title in the brand's default language: the other languages fall back to it",
  targetRequired: 'A banner with linkage PAGE or URL needs a target',
  pageTarget: 'A PAGE target is a site path (/…)',
  urlTarget: 'A URL target is an http(s) address',
} as const;

/** SPEC.md §3 Banner: bannerId, url (image), groupName, linkageType; plus what the site shows. */
export type Banner = Static<typeof BannerSchema>;

/** A banner's texts in one language, as the operator writes them ('' where left empty). */
export type BannerText = Omit<OpsBanner['texts'][number], 'language'>;

/** The query of MCSFE_getBanners. */
export type BannersRequest = Static<typeof BannersQuerySchema>;

/** The answer of MCSFE_getBanners: the group's banners in display order (sort order, then id). */
export type BannersResponse = Banner[];

/** The banners of one page's group in every language that has some, written into index.html. */
export interface BootBanners {
  groupName: BannerGroup;
  byLanguage: Partial<Record<LanguageCode, Banner[]>>;
}

/** One language's texts in the operator's calls; a missing field is ''. */
export type OpsBannerTextInput = Static<typeof OpsBannerTextRequestSchema>;

/** One language's texts in the operator's POST /ops/banners. */
export type OpsBannerLanguageTextInput = OpsBannerInput['texts'][number];

/** The body of the operator's POST /ops/banners: the texts must include the default language's title. */
export type OpsBannerInput = Static<typeof OpsBannerRequestSchema>;

/** A banner as the operator sees it: its order and its texts as stored, per language. */
export type OpsBanner = Static<typeof OpsBannerSchema>;
