// The announcement endpoints of the one api. The home page's notice response is kept in session
// storage under `index_notice` (SPEC.md §3) for INDEX_NOTICE_MAX_AGE_MS per language: announcements
// start and end on a clock, so the copy is short-lived; the entry also records that this visit's
// popup has been shown.
import { api, sessionCache, sessionStorageKeys } from '@lotusplay/api-client';
import { selectIsLoggedIn } from '@lotusplay/auth';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { bootNotices } from '../api/boot-page';
import { earlyCall } from '../api/early-call';
import type {
  AnnouncementPage,
  AnnouncementType,
  IndexNoticeCache,
  LanguageCode,
  NoticeResponse,
} from '@lotusplay/api-client';
import { AnnouncementLimits, INDEX_NOTICE_MAX_AGE_MS } from '@lotusplay/api-client';

const key = sessionStorageKeys.indexNotice;

function isCache(value: unknown): value is IndexNoticeCache {
  const entry = value as Partial<IndexNoticeCache> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.language === 'string' &&
    typeof entry.savedAt === 'number' &&
    typeof entry.value === 'object' &&
    entry.value !== null &&
    Array.isArray(entry.value.banners) &&
    Array.isArray(entry.value.popup)
  );
}

/** The `index_notice` entry, when there is a readable one. */
export function readIndexNotice(): IndexNoticeCache | null {
  return sessionCache.read(key, isCache);
}

/** Whether this visit's notice popup has been shown already. */
export function noticePopupShown(): boolean {
  return readIndexNotice()?.popupShown === true;
}

/** Records that this visit's notice popup has been shown (it is not shown again). */
export function markNoticePopupShown(): void {
  const entry = readIndexNotice();
  if (entry) sessionCache.write(key, { ...entry, popupShown: true });
}

/** What getAnnouncements asks for. */
export interface AnnouncementsArg {
  language: LanguageCode;
  pageNo: number;
  type?: AnnouncementType;
  pageSize?: number;
  /** Ask getAnnouncementLogined (members-only notices too): the session token goes with it. */
  loggedIn?: boolean;
}

/** The request of a page of notices. */
function announcementsRequest({
  language,
  pageNo,
  type = 'B',
  pageSize = AnnouncementLimits.pageSize,
  loggedIn,
}: AnnouncementsArg) {
  return {
    url: loggedIn ? '/wps/relay/getAnnouncementLogined' : '/wps/relay/MCSFE_getListAnnouncements',
    params: { type, platform: 'W', execution: 'B', language, pageNo, pageSize },
  };
}

/** The notices page's early call (see startNoticePageEarly). */
const earlyPage = earlyCall('getAnnouncements');

/**
 * Starts the call of a notices page at once, through the api's own base query, before React has
 * rendered anything (the notices page's wrapper calls it when its module loads on /noticePage):
 * getAnnouncements takes its answer for the same arguments once. The app commits a route only
 * when the whole screen's code is in, and a call made from the page waited for that.
 */
export function startNoticePageEarly(arg: AnnouncementsArg): void {
  if (noticesFromBoot(arg, false)) return;
  void earlyPage.start(announcementsRequest(arg));
}

/** The boot data's first page (a visitor's, type B, 9 a page) when it answers `arg`. */
function noticesFromBoot(arg: AnnouncementsArg, take: boolean): AnnouncementPage | null {
  const firstPage =
    !arg.loggedIn &&
    (arg.type ?? 'B') === 'B' &&
    arg.pageNo === 1 &&
    (arg.pageSize ?? AnnouncementLimits.pageSize) === AnnouncementLimits.pageSize;
  return firstPage ? bootNotices(arg.language, take) : null;
}

/** The notices area's endpoints, injected into the shared `api`. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The notice response: GET /wps/relay/MCSFE_getIndexNotice, kept in `index_notice`. */
    getIndexNotice: build.query<NoticeResponse, LanguageCode>({
      queryFn: async (language, _api, _extra, baseQuery) => {
        const cached = readIndexNotice();
        if (
          cached &&
          cached.language === language &&
          Date.now() - cached.savedAt < INDEX_NOTICE_MAX_AGE_MS
        ) {
          return { data: cached.value };
        }
        const result = await baseQuery({
          url: '/wps/relay/MCSFE_getIndexNotice',
          params: { language },
        });
        if (result.error) return { error: result.error };
        const value = result.data as NoticeResponse;
        const entry: IndexNoticeCache = { language, savedAt: Date.now(), value };
        if (cached?.popupShown) entry.popupShown = true;
        sessionCache.write(key, entry);
        return { data: value };
      },
      providesTags: (_result, _error, language) => [
        { type: 'Announcement', id: `index-${language}` },
      ],
    }),
    /**
     * A page of notices: MCSFE_getListAnnouncements, or getAnnouncementLogined for a member. The
     * call startNoticePageEarly made for the same page is used once, when there is one.
     */
    getAnnouncements: build.query<AnnouncementPage, AnnouncementsArg>({
      queryFn: async (arg, _api, _extra, baseQuery) => {
        const boot = noticesFromBoot(arg, true);
        if (boot) return { data: boot };
        const answered = await earlyPage.take(announcementsRequest(arg), baseQuery);
        if (answered.error) return { error: answered.error };
        return { data: answered.data as AnnouncementPage };
      },
      providesTags: (_result, _error, arg) => [
        { type: 'Announcement', id: `${arg.loggedIn ? 'member' : 'visitor'}-${arg.type ?? 'B'}` },
      ],
    }),
  }),
});

/** Hooks of the notices endpoints. */
export const { useGetIndexNoticeQuery, useGetAnnouncementsQuery } = noticesApi;

/** The page number of `?page=`, 1 when missing or not a page number. */
export function noticePageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= AnnouncementLimits.maxPageNo ? page : 1;
}

/**
 * The notices page's call for the address's page, in the current language, as a member when
 * logged in. The page and its lazy wrapper both use it: the wrapper starts the call while the
 * page's code is still loading.
 */
export function useNoticePageQuery() {
  const arg = useNoticePageArg();
  return { pageNo: arg.pageNo, query: useGetAnnouncementsQuery(arg) };
}

/** The notices page's call argument: the address's page, the language, member or not. */
export function useNoticePageArg(): AnnouncementsArg {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  const loggedIn = useSelector(selectIsLoggedIn);
  const [params] = useSearchParams();
  return { language, pageNo: noticePageFrom(params.get('page')), loggedIn };
}
