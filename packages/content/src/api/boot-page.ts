// The first answer of /noticePage or /promotions that the server wrote into index.html (boot data),
// in the brand's default language, as a visitor: the page's call takes it once instead of asking,
// so a first visit paints the page's largest element without waiting for a request. A later
// refetch (another page, a tag invalidated, another language) asks the server as usual.
import { readBootData } from '@lotusplay/api-client';
import type {
  AnnouncementPage,
  BootPageData,
  LanguageCode,
  PromotionListResponse,
} from '@lotusplay/api-client';

let page: BootPageData | null | undefined;

function bootPage(): BootPageData | null {
  if (page === undefined) page = readBootData()?.page ?? null;
  return page;
}

/** The boot data's first page of notices in `language`; `take` uses it up. */
export function bootNotices(language: LanguageCode, take: boolean): AnnouncementPage | null {
  const data = bootPage();
  if (data?.kind !== 'notices' || data.language !== language) return null;
  if (take) page = null;
  return data.notices;
}

/** The boot data's promotion list in `language`; `take` uses it up. */
export function bootPromotions(
  language: LanguageCode,
  take: boolean,
): PromotionListResponse | null {
  const data = bootPage();
  if (data?.kind !== 'promotions' || data.language !== language) return null;
  if (take) page = null;
  return data.promotions;
}

/** Forgets what was read (tests). */
export function resetBootPage(): void {
  page = undefined;
}
