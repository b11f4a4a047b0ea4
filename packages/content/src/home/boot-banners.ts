// The banners the server wrote into index.html for the first page (boot data): read once, so the
// slot can show the first banner in the app's first render, before any request.
import { readBootData } from '@lotusplay/api-client';
import type { Banner, BannerGroup, BootBanners, LanguageCode } from '@lotusplay/api-client';

let boot: BootBanners | null | undefined;

/**
 * The boot data's banners of `group` in `language`; null when the page had none for that group
 * (another page, another group, no boot data): then they must be asked for.
 */
export function bootBanners(group: BannerGroup, language: LanguageCode): Banner[] | null {
  if (boot === undefined) boot = readBootData()?.banners ?? null;
  if (!boot || boot.groupName !== group) return null;
  return boot.byLanguage[language] ?? [];
}

/** Forgets what was read (tests). */
export function resetBootBanners(): void {
  boot = undefined;
}
