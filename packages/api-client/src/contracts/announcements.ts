// Contracts of the content feature's announcements calls (SPEC.md §3, §7): request and response types and the
// values both sides agree on. Framework-free: the server imports it at run time.
//
// Calls (every one a GET whose query string carries the payload):
// - `/wps/relay/MCSFE_getListAnnouncements` (no token): one page of the announcements of a type
//   that are showing now (`AnnouncementListRequest` → `AnnouncementPage`); /noticePage asks for
//   type B, 9 a page.
// - `/wps/relay/getAnnouncementLogined` (session token): the same, members-only ones included.
// - `/wps/relay/MCSFE_getIndexNotice` (no token): the home page's notice response (SPEC.md §3
//   "Notice response"), grouped by type — `NoticeResponse`. The web keeps it in session storage
//   under `index_notice` (see `IndexNoticeCache`).
//
// Titles are plain text (tags stripped); `content` is HTML, sanitised by the server when stored and
// again when served, and by the web before rendering.

/** Announcement types (SPEC.md §3): B bar/board, PL player, PU public, PR promotion, H highlight. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/** Every announcement type, in this order. */
export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

/** The type asked for when a request names none (SPEC.md §3). */
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'B';

/** The platform announcements are written for (web) and the execution flag the site sends. */
export const ANNOUNCEMENT_PLATFORM = 'W';
export const ANNOUNCEMENT_EXECUTION = 'B';

/** Paging and field limits of the announcement calls and the operator's command. */
export const AnnouncementLimits = {
  /** /noticePage shows 9 notices a page (SPEC.md §9). */
  pageSize: 9,
  /** The largest page size the server answers. */
  maxPageSize: 50,
  /** The largest page number the server answers. */
  maxPageNo: 10_000,
  /** The longest title, in characters (after tags are stripped it must still have text). */
  titleMaxLength: 200,
  /** The longest HTML content, in characters. */
  contentMaxLength: 20_000,
  /** The most announcements each group of the notice response carries (the bar, the popup…). */
  noticeGroupMax: 20,
  /** The largest sort order. */
  maxSortOrder: 1_000_000,
} as const;

/** Error codes of the announcement calls and the operator's commands. */
export const AnnouncementErrorCodes = {
  NotFound: 'ANNOUNCEMENT_NOT_FOUND',
  EmptyTitle: 'ANNOUNCEMENT_EMPTY_TITLE',
  BadWindow: 'ANNOUNCEMENT_BAD_WINDOW',
} as const;

/** Messages of those errors. */
export const AnnouncementMessages = {
  notFound: 'No such announcement',
  emptyTitle: 'An announcement title must have text once tags are removed',
  badWindow: 'endTime must be after startTime',
} as const;

/** SPEC.md §3 "Notice": an announcement's id and title. */
export interface Notice {
  id: number;
  title: string;
}

/** One announcement as the site shows it: a Notice with its type, HTML and time. */
export interface Announcement extends Notice {
  type: AnnouncementType;
  /** Sanitised HTML. */
  content: string;
  /** Shown in the home page's popup. */
  popup: boolean;
  /** Only members see it (getAnnouncementLogined). */
  memberOnly: boolean;
  /** The time shown beside it (ISO 8601): its start, else its creation. */
  publishedAt: string;
  /** ISO 8601, or null when it never ends. */
  endTime: string | null;
}

/** The query of MCSFE_getListAnnouncements and getAnnouncementLogined. */
export interface AnnouncementListRequest {
  /** Default B. */
  type?: AnnouncementType;
  /** Always W (web). */
  platform?: 'W';
  /** Always B. */
  execution?: 'B';
  /** A language code (CN, EN…); default: x-language / Accept-Language, else EN. */
  language?: string;
  /** 1-based; default 1. */
  pageNo?: number;
  /** Default 9. */
  pageSize?: number;
}

/** One page of announcements, in display order (sort order, then newest first). */
export interface AnnouncementPage {
  list: Announcement[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** The query of MCSFE_getIndexNotice. */
export interface IndexNoticeRequest {
  language?: string;
}

/**
 * SPEC.md §3 "Notice response", grouped by type: `banners` the scrolling bar's items (type B),
 * `player` (PL), `promotion` (PR), and `popup` every popup announcement (any type) for the home
 * page's once-a-visit popup. Each group holds at most `noticeGroupMax`, in display order; the
 * items carry their HTML so the popup opens without another call.
 */
export interface NoticeResponse {
  player: Announcement[];
  banners: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
}

/** What the web keeps in session storage under `index_notice`. */
export interface IndexNoticeCache {
  /** The language it was fetched in. */
  language: string;
  /** Epoch ms of the fetch: older than `INDEX_NOTICE_MAX_AGE_MS` is fetched again. */
  savedAt: number;
  value: NoticeResponse;
  /** The popup has been shown in this visit (it is not shown again). */
  popupShown?: boolean;
}

/** How long the web reuses its `index_notice` copy (announcements start and end on a clock). */
export const INDEX_NOTICE_MAX_AGE_MS = 5 * 60_000;

/** One language's text of an announcement, as the operator sends it. */
export interface AnnouncementText {
  lang: string;
  title: string;
  content: string;
}

/** POST /ops/announcements: a new announcement. */
export interface OpsAnnouncementInput {
  type?: AnnouncementType;
  popup?: boolean;
  memberOnly?: boolean;
  sortOrder?: number;
  /** ISO 8601; default: now. */
  startTime?: string | null;
  /** ISO 8601; default: never ends. */
  endTime?: string | null;
  /** At least one language. */
  texts: AnnouncementText[];
}

/** An announcement as the operator sees it (every language, stored HTML). */
export interface OpsAnnouncement {
  id: number;
  type: AnnouncementType;
  popup: boolean;
  memberOnly: boolean;
  sortOrder: number;
  startTime: string | null;
  endTime: string | null;
  createdAt: string;
  texts: AnnouncementText[];
}
