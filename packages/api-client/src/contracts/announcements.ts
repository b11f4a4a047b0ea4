// Contracts of the content feature's announcements calls (SPEC.md §3, §7): request and response types and the
// values both sides agree on. Framework-free: the server imports it at run time.
//
// Calls (every one a GET whose query string carries the payload):
// - `/wps/relay/MCSFE_getListAnnouncements` (no token): one page of the announcements of a type
//   that are showing now (`AnnouncementListRequest` → `AnnouncementPage`); /noticePage asks for
//   type B, 9 a page.
// - `/wps/relay/getAnnouncementLogined` (session token): the same, members-only ones included.
// - `AnnouncementPaths.agent` (session token of an agent, else 403 NOT_AGENT): one page of the
//   announcements the operator wrote for agents (audience `agents`, every type), newest first —
//   the agent centre's agentAnnouncement page (`AgentAnnouncementListRequest` →
//   `AgentAnnouncementPage`). They never show in the calls above.
// - `/wps/relay/MCSFE_getIndexNotice` (no token): the home page's notice response (SPEC.md §3
//   "Notice response"), grouped by type — `NoticeResponse`. The web keeps it in session storage
//   under `index_notice` (see `IndexNoticeCache`).
//
// Titles are plain text (tags stripped); `content` is HTML, sanitised by the server when stored and
// again when served, and by the web before rendering.
//
// The shapes of the calls are derived from their schemas (`schemas/announcements.ts`), where their
// fields are noted.
import type { Static } from '@sinclair/typebox';
import type {
  AgentAnnouncementListQuerySchema,
  AgentAnnouncementPageSchema,
  AnnouncementListQuerySchema,
  AnnouncementPageSchema,
  AnnouncementSchema,
  IndexNoticeQuerySchema,
  IndexNoticeResponseSchema,
  OpsAnnouncementAudienceRequestSchema,
  OpsAnnouncementRequestSchema,
  OpsAnnouncementSchema,
} from '../schemas/announcements';

/** Announcement types (SPEC.md §3): B bar/board, PL player, PU public, PR promotion, H highlight. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/** Every announcement type, in this order. */
export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

/** The type asked for when a request names none (SPEC.md §3). */
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'B';

/** The platform announcements are written for (web) and the execution flag the site sends. */
export const ANNOUNCEMENT_PLATFORM = 'W';
export const ANNOUNCEMENT_EXECUTION = 'B';

/**
 * Who an announcement is for, set by the operator: `all` (everyone, visitors too), `members`
 * (logged-in members: getAnnouncementLogined; the older `memberOnly` flag) or `agents` (only the
 * agent centre's announcements page, never /noticePage, the bar, the popup or a member's list).
 */
export type AnnouncementAudience = 'all' | 'members' | 'agents';

/** Every audience, in this order. */
export const ANNOUNCEMENT_AUDIENCES = [
  'all',
  'members',
  'agents',
] as const satisfies readonly AnnouncementAudience[];

/** The audience of a new announcement that names none (and `memberOnly` not true). */
export const DEFAULT_ANNOUNCEMENT_AUDIENCE: AnnouncementAudience = 'all';

/** Paths of the announcement calls that are not SPEC.md relay calls. */
export const AnnouncementPaths = {
  /** GET: a page of the announcements for agents (the agent centre), under the agent gate. */
  agent: '/wps/agent/announcements',
} as const;

/** Paging and field limits of the announcement calls and the operator's command. */
export const AnnouncementLimits = {
  /** /noticePage shows 9 notices a page (SPEC.md §9). */
  pageSize: 9,
  /** The largest page size the server answers. */
  maxPageSize: 50,
  /** The agent centre's announcements page shows 10 a page. */
  agentPageSize: 10,
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
  AudienceConflict: 'ANNOUNCEMENT_AUDIENCE_CONFLICT',
} as const;

/** Messages of those errors. */
export const AnnouncementMessages = {
  notFound: 'No such announcement',
  emptyTitle: 'An announcement title must have text once tags are removed',
  badWindow: 'endTime must be after startTime',
  audienceConflict: 'memberOnly true means the members audience: send one or the other',
} as const;

/** SPEC.md §3 "Notice": an announcement's id and title. */
export type Notice = Pick<Announcement, 'id' | 'title'>;

/** One announcement as the site shows it: a Notice with its type, HTML and time. */
export type Announcement = Static<typeof AnnouncementSchema>;

/** The query of MCSFE_getListAnnouncements and getAnnouncementLogined. */
export type AnnouncementListRequest = Static<typeof AnnouncementListQuerySchema>;

/** One page of announcements, in display order (sort order, then newest first). */
export type AnnouncementPage = Static<typeof AnnouncementPageSchema>;

/** The query of the agent centre's announcements (`AnnouncementPaths.agent`). */
export type AgentAnnouncementListRequest = Static<typeof AgentAnnouncementListQuerySchema>;

/** One page of the announcements for agents, newest first. */
export type AgentAnnouncementPage = Static<typeof AgentAnnouncementPageSchema>;

/** One announcement of the agent centre's page. */
export type AgentAnnouncement = AgentAnnouncementPage['list'][number];

/** The query of MCSFE_getIndexNotice. */
export type IndexNoticeRequest = Static<typeof IndexNoticeQuerySchema>;

/**
 * SPEC.md §3 "Notice response", grouped by type: `banners` the scrolling bar's items (type B),
 * `player` (PL), `promotion` (PR), and `popup` every popup announcement (any type) for the home
 * page's once-a-visit popup. Each group holds at most `noticeGroupMax`, in display order; the
 * items carry their HTML so the popup opens without another call.
 */
export type NoticeResponse = Static<typeof IndexNoticeResponseSchema>;

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

/** One language's text of an announcement, as the operator sees it (and sends it, `lang` a code). */
export type AnnouncementText = OpsAnnouncement['texts'][number];

/** POST /ops/announcements: a new announcement. */
export type OpsAnnouncementInput = Static<typeof OpsAnnouncementRequestSchema>;

/** PUT /ops/announcements/:id/audience: who the announcement is for from now on. */
export type OpsAnnouncementAudienceInput = Static<typeof OpsAnnouncementAudienceRequestSchema>;

/** An announcement as the operator sees it (every language, stored HTML). */
export type OpsAnnouncement = Static<typeof OpsAnnouncementSchema>;
