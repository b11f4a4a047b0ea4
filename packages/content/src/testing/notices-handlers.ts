// MSW handlers and data of the announcement calls, typed by the contract: a page of notices
// (MCSFE_getListAnnouncements, and getAnnouncementLogined with its members-only extras and its
// 401 without a token) and the notice response (MCSFE_getIndexNotice).
import { AnnouncementLimits, ErrorCodes } from '@lotusplay/api-client';
import { ANNOUNCEMENT_TYPES } from '@lotusplay/api-client/contracts';
import type {
  Announcement,
  AnnouncementPage,
  AnnouncementType,
  NoticeResponse,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';

/** One announcement; `overrides` win. Times count back an hour per id from 2026-11-01 10:00 UTC. */
export function buildAnnouncement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Notice ${id}`,
    type: 'B',
    content: `<p>Body of notice <strong>${id}</strong></p>`,
    popup: false,
    memberOnly: false,
    publishedAt: new Date(Date.UTC(2026, 10, 1, 10) - id * 3_600_000).toISOString(),
    endTime: null,
    ...overrides,
  };
}

/** `count` notices with ids 1…count. */
export function buildAnnouncements(count: number, overrides: Partial<Announcement> = {}) {
  return Array.from({ length: count }, (_, i) => buildAnnouncement(i + 1, overrides));
}

/** The page `pageNo` of `all`, as the server answers it. */
export function buildAnnouncementPage(
  all: readonly Announcement[],
  pageNo = 1,
  pageSize: number = AnnouncementLimits.pageSize,
): AnnouncementPage {
  return {
    list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    totalCount: all.length,
    totalPages: Math.ceil(all.length / pageSize),
  };
}

/** A notice response: the bar's notices, and popup ones when given. */
export function buildNoticeResponse(
  banners: Announcement[] = buildAnnouncements(3),
  popup: Announcement[] = [],
): NoticeResponse {
  return { banners, popup, player: [], promotion: [] };
}

/** What the notice handlers answer. */
export interface NoticesHandlerData {
  /** Every public notice of a type (default: 12 of type B, none of the others). */
  notices?: (type: AnnouncementType) => Announcement[];
  /** Members-only notices, added for getAnnouncementLogined (default none). */
  memberNotices?: Announcement[];
  /** The notice response (default: buildNoticeResponse()). */
  indexNotice?: NoticeResponse;
  /** Answer every call with this status and an error envelope. */
  failWith?: number;
  /** Never answer (loading states). */
  hang?: boolean;
}

/** MSW handlers of the announcement calls. */
export function createNoticesHandlers(data: NoticesHandlerData = {}) {
  const notices = data.notices ?? ((type) => (type === 'B' ? buildAnnouncements(12) : []));
  const fail = () =>
    errorEnvelope(ErrorCodes.Internal, 'Announcements are unavailable', data.failWith);
  const pageOf = (request: Request, extra: Announcement[]) => {
    const url = new URL(request.url);
    const type = (url.searchParams.get('type') ?? 'B') as AnnouncementType;
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? AnnouncementLimits.pageSize);
    // The server's query schema: a known type, whole page numbers and sizes within the limits.
    if (
      !ANNOUNCEMENT_TYPES.includes(type) ||
      !Number.isInteger(pageNo) ||
      pageNo < 1 ||
      pageNo > AnnouncementLimits.maxPageNo ||
      !Number.isInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > AnnouncementLimits.maxPageSize
    ) {
      return errorEnvelope(
        ErrorCodes.Validation,
        'querystring must be a valid page of a type',
        400,
      );
    }
    const all = [...extra.filter((a) => a.type === type), ...notices(type)];
    return envelope(buildAnnouncementPage(all, pageNo, pageSize));
  };
  return [
    http.get('*/wps/relay/MCSFE_getListAnnouncements', async ({ request }) => {
      if (data.hang) await delay('infinite');
      if (data.failWith) return fail();
      return pageOf(request, []);
    }),
    http.get('*/wps/relay/getAnnouncementLogined', async ({ request }) => {
      if (data.hang) await delay('infinite');
      if (data.failWith) return fail();
      if (!request.headers.get('authorization')) {
        return errorEnvelope(ErrorCodes.Unauthorized, 'You are not logged in, please login', 401);
      }
      return pageOf(request, data.memberNotices ?? []);
    }),
    http.get('*/wps/relay/MCSFE_getIndexNotice', async () => {
      if (data.hang) await delay('infinite');
      if (data.failWith) return fail();
      return envelope(data.indexNotice ?? buildNoticeResponse());
    }),
  ];
}

/** The notice handlers with their defaults. */
export const noticesHandlers = createNoticesHandlers();
