// The boot data (issue 7): what the server that serves index.html writes into it, so that a first
// visit asks none of the start-up calls. It is data, never code: a JSON script element, which the
// CSP does not treat as script, escaped so that no operator text can close the element.
import type { AnnouncementPage } from './announcements';
import type { BootBanners } from './banners';
import type { PromotionListResponse } from './promotions';
import type {
  CountryCodeResponse,
  LanguageCode,
  PermissionInfo,
  SystemStatus,
  WhitelabelResponse,
} from './system';

/** The id of the `<script type="application/json">` element holding the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'lp-boot';

/**
 * The answers of the start-up calls, as the server would give them to this visitor now:
 * `/wps/system/status`, `/permission`, `/whitelabel` and `/countryCode` (SPEC.md §7).
 */
export interface BootData {
  status: SystemStatus;
  permission: PermissionInfo;
  whitelabel: WhitelabelResponse;
  countryCode: CountryCodeResponse;
  /**
   * The banners of the page's group (`MCSFE_getBanners` in every language), when the page has a
   * banner group; its first banner is the home page's largest paint.
   */
  banners?: BootBanners | null;
  /**
   * The first answer of a content page opened by address, in the brand's default language (a first
   * visit's), as a visitor: the page paints its largest element without a call.
   */
  page?: BootPageData | null;
}

/** The paths whose first answer the boot data carries, and what it is. */
export type BootPageData =
  /** /noticePage (its first page): MCSFE_getListAnnouncements, type B, page 1, 9 a page. */
  | { kind: 'notices'; language: LanguageCode; notices: AnnouncementPage }
  /** /promotions: MCSFE_getPromotionList (every category). */
  | { kind: 'promotions'; language: LanguageCode; promotions: PromotionListResponse };

/** Which page data the boot data of `path` (an address path, maybe with a query) carries. */
export function bootPageKind(path: string): BootPageData['kind'] | null {
  const [pathname = '', query = ''] = path.split('#', 1)[0]!.split('?', 2);
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalised === '/promotions') return 'promotions';
  if (normalised === '/noticePage') {
    const page = new URLSearchParams(query).get('page');
    return page === null || page === '1' ? 'notices' : null;
  }
  return null;
}

/**
 * JSON for the inside of a script element: `<`, `>` and `&` become \u escapes (so `</script>` or
 * `<!--` in operator text cannot end or change the element), and so do U+2028 and U+2029.
 * JSON.parse reads the escapes back as the same characters.
 */
export function serialiseBootData(data: BootData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads boot data from the text of its element; null when it is missing or not boot data. */
export function parseBootData(text: string | null | undefined): BootData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const { status, permission, whitelabel, countryCode } = value;
  if (!isObject(status) || typeof status.status !== 'number') return null;
  if (!isObject(permission) || !isObject(permission.info)) return null;
  if (!isObject(whitelabel) || !Array.isArray(whitelabel.tree) || !isObject(whitelabel.flags))
    return null;
  if (!isObject(countryCode) || !Array.isArray(countryCode.countries)) return null;
  return value as unknown as BootData;
}
