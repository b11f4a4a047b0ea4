// The one check of a banner's image address and link target (a module of its own, so the start-up
// code, which needs the banner groups but not this, does not carry it).

/** The longest banner image address or link target. */
export const BANNER_URL_MAX_LENGTH = 500;

/**
 * True when `value` is a site path (`/promotions`, not `//host`) or an absolute http(s) address
 * without credentials; anything else (`javascript:`, `data:`, relative paths, control
 * characters) is refused.
 */
export function isSafeBannerUrl(value: string): boolean {
  if (!value || value.length > BANNER_URL_MAX_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}
