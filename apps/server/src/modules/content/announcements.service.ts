// Rules of the announcements (SPEC.md §3, §7): which are showing (their time window, their type,
// their audience: members-only ones for a session only, agents-only ones for the agent centre
// only), in which language, in what order, one page at a time; the home page's notice response;
// the operator's add, list, audience change and remove.
//
// Caching: the rows are brand-level data, kept with the brand snapshot (SystemService.brandPart;
// the triggers of migration 0021 bump the brand version on any change, so every process drops
// them within a second). Each announcement's sanitised form is built once per snapshot and
// language. What is showing depends on the clock: an answer is reused only until the next start or
// end time of any announcement, so a start or an end takes effect at once, with no cache to expire.
import type {
  AgentAnnouncementListRequest,
  AgentAnnouncementPage,
  Announcement,
  AnnouncementAudience,
  AnnouncementPage,
  AnnouncementType,
  LanguageCode,
  NoticeResponse,
  OpsAnnouncement,
  OpsAnnouncementInput,
} from '@lotusplay/api-client/contracts';
import {
  AnnouncementErrorCodes,
  AnnouncementLimits,
  AnnouncementMessages,
  DEFAULT_ANNOUNCEMENT_AUDIENCE,
  DEFAULT_ANNOUNCEMENT_TYPE,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { deepFreeze } from '../../lib/freeze';
import { sanitizeHtml, stripHtml } from '../../lib/html';
import type { SystemService } from '../system/system.service';
import type {
  AnnouncementRow,
  AnnouncementRows,
  AnnouncementTextRow,
  AnnouncementsRepository,
} from './announcements.repository';

/** How many built answers one snapshot keeps at most. */
const MAX_CACHED_ANSWERS = 1000;

/**
 * Who is asking: a visitor sees the announcements for all, a member the members-only ones too; the
 * agent centre (an agent) sees only the agents-only ones (the others are on /noticePage).
 */
export type AnnouncementViewer = 'visitor' | 'member' | 'agent';

/** Whether `viewer` is shown an announcement for `audience`. */
export function audienceShows(audience: string, viewer: AnnouncementViewer): boolean {
  if (viewer === 'agent') return audience === 'agents';
  return audience === 'all' || (audience === 'members' && viewer === 'member');
}

/** A page request, already validated by the route schema. */
export interface AnnouncementQuery {
  type?: AnnouncementType;
  pageNo?: number;
  pageSize?: number;
}

/** One brand snapshot's announcements, with each one's served form built once per language. */
class AnnouncementContent {
  private readonly byId: Map<number, AnnouncementRow>;
  private readonly texts = new Map<string, AnnouncementTextRow>();
  private readonly served = new Map<string, Announcement | null>();
  /** By sort order, then newest start first, then newest id first. */
  readonly ordered: readonly AnnouncementRow[];
  /** Newest start first, then newest id first (the agent centre's order). */
  readonly newest: readonly AnnouncementRow[];
  /** Every start and end time (ms), ascending: what is showing changes only at these. */
  private readonly boundaries: number[];
  /** Answers built at `from`, the same until `until` (the next start or end). */
  private readonly answers = new Map<string, { from: number; until: number; value: unknown }>();

  constructor(
    rows: AnnouncementRows,
    /** The brand's default language: a text the operator left empty is shown in it. */
    private readonly defaultLanguage: LanguageCode,
  ) {
    this.byId = new Map(rows.announcements.map((row) => [row.id, row]));
    for (const text of rows.texts) this.texts.set(`${text.announcementId}:${text.lang}`, text);
    const start = (row: AnnouncementRow) => (row.startTime ?? row.createdAt).getTime();
    this.ordered = [...rows.announcements].sort(
      (a, b) => a.sortOrder - b.sortOrder || start(b) - start(a) || b.id - a.id,
    );
    this.newest = [...rows.announcements].sort((a, b) => start(b) - start(a) || b.id - a.id);
    const times = rows.announcements.flatMap((row) =>
      [row.startTime, row.endTime].filter((time): time is Date => time !== null),
    );
    this.boundaries = [...new Set(times.map((time) => time.getTime()))].sort((a, b) => a - b);
  }

  /**
   * The answer under `key` at `now`: built once and reused until the next start or end time,
   * since what is showing cannot change before then (built again if the clock goes back).
   */
  answer<T>(key: string, now: Date, build: () => T): T {
    const at = now.getTime();
    const cached = this.answers.get(key);
    if (cached && cached.from <= at && at < cached.until) return cached.value as T;
    const value = build();
    // Keys are bounded by the route schemas; the cap keeps a scan of page numbers harmless.
    if (this.answers.size >= MAX_CACHED_ANSWERS) this.answers.clear();
    this.answers.set(key, {
      from: at,
      until: this.boundaries.find((time) => time > at) ?? Infinity,
      value,
    });
    return value;
  }

  /**
   * The announcement as served in `lang`: its title and its content each in that language, or in
   * the brand's default language where the operator left that one empty; null without a title.
   */
  announcement(id: number, lang: LanguageCode): Announcement | null {
    const key = `${id}:${lang}`;
    if (!this.served.has(key)) {
      const row = this.byId.get(id)!;
      const own = this.texts.get(key);
      const fallback = this.texts.get(`${id}:${this.defaultLanguage}`);
      // Sanitised again on the way out: rows written by plain SQL skip the operator's route.
      const title = stripHtml(own?.title) || stripHtml(fallback?.title);
      const ownContent = sanitizeHtml(own?.content);
      const content = ownContent.trim() ? ownContent : sanitizeHtml(fallback?.content);
      this.served.set(
        key,
        title
          ? deepFreeze({
              id,
              title,
              type: row.type as AnnouncementType,
              content,
              popup: row.popup,
              memberOnly: row.audience === 'members',
              publishedAt: (row.startTime ?? row.createdAt).toISOString(),
              endTime: row.endTime?.toISOString() ?? null,
            })
          : null,
      );
    }
    return this.served.get(key)!;
  }

  /** The announcements showing at `now` for `viewer` that pass `filter`, in `order`. */
  showing(
    now: Date,
    lang: LanguageCode,
    viewer: AnnouncementViewer,
    filter: (row: AnnouncementRow) => boolean,
    order: readonly AnnouncementRow[] = this.ordered,
  ): Announcement[] {
    const at = now.getTime();
    const list: Announcement[] = [];
    for (const row of order) {
      if (row.startTime && row.startTime.getTime() > at) continue;
      if (row.endTime && row.endTime.getTime() <= at) continue;
      if (!audienceShows(row.audience, viewer)) continue;
      if (!filter(row)) continue;
      const served = this.announcement(row.id, lang);
      if (served) list.push(served);
    }
    return list;
  }
}

/**
 * An answer built from a brand snapshot's shared objects: `key` names all it holds, so equal keys
 * of one snapshot are equal answers (the route sends the same serialised bytes).
 */
export interface SharedAnswer<T> {
  shared: object;
  key: string;
  value: T;
}

/** Validation failure with the common validation code. */
const invalid = (message: string, code: string = ErrorCodes.Validation) =>
  new AppError(400, code, message);

/** Announcements for the site and the operator. */
export class AnnouncementsService {
  constructor(
    private readonly repository: AnnouncementsRepository,
    private readonly system: SystemService,
    private readonly clock: () => Date,
  ) {}

  private content(): Promise<AnnouncementContent> {
    return this.system.brandPart('content:announcements', async () => {
      const [rows, brand] = await Promise.all([
        this.repository.loadCurrent(this.clock()),
        this.system.getBrand(),
      ]);
      return new AnnouncementContent(rows, brand.defaultLanguage as LanguageCode);
    });
  }

  /** One page of the announcements of a type showing now (MCSFE_getListAnnouncements). */
  async list(
    lang: LanguageCode,
    audience: Exclude<AnnouncementViewer, 'agent'>,
    query: AnnouncementQuery,
  ): Promise<AnnouncementPage> {
    return (await this.listAnswer(lang, audience, query)).value;
  }

  /**
   * The page with what a route needs to send the same bytes for the same answer: the snapshot
   * it was built from and a key naming everything it holds (the ids showing now, the paging).
   */
  async listAnswer(
    lang: LanguageCode,
    audience: Exclude<AnnouncementViewer, 'agent'>,
    query: AnnouncementQuery,
  ): Promise<SharedAnswer<AnnouncementPage>> {
    const content = await this.content();
    const type = query.type ?? DEFAULT_ANNOUNCEMENT_TYPE;
    const pageSize = query.pageSize ?? AnnouncementLimits.pageSize;
    const pageNo = query.pageNo ?? 1;
    const now = this.clock();
    return content.answer(`list|${audience}|${lang}|${type}|${pageNo}|${pageSize}`, now, () => {
      const all = content.showing(now, lang, audience, (row) => row.type === type);
      const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return {
        shared: content,
        key: `${lang}|${type}|${pageNo}|${pageSize}|${all.length}|${list.map((a) => a.id).join()}`,
        value: {
          list,
          pageNo,
          pageSize,
          totalCount: all.length,
          totalPages: Math.ceil(all.length / pageSize),
        },
      };
    });
  }

  /**
   * One page of the announcements for agents showing now, every type, newest first (the agent
   * centre's announcements page); the route lets only an agent's session ask.
   */
  async agentList(
    lang: LanguageCode,
    query: AgentAnnouncementListRequest,
  ): Promise<AgentAnnouncementPage> {
    return (await this.agentListAnswer(lang, query)).value;
  }

  /** The agents' page with its snapshot and key (see listAnswer). */
  async agentListAnswer(
    lang: LanguageCode,
    query: AgentAnnouncementListRequest,
  ): Promise<SharedAnswer<AgentAnnouncementPage>> {
    const content = await this.content();
    const pageSize = query.pageSize ?? AnnouncementLimits.agentPageSize;
    const pageNo = query.pageNo ?? 1;
    const now = this.clock();
    return content.answer(`agent|${lang}|${pageNo}|${pageSize}`, now, () => {
      const all = content.showing(now, lang, 'agent', () => true, content.newest);
      const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return {
        shared: content,
        key: `agent|${lang}|${pageNo}|${pageSize}|${all.length}|${list.map((a) => a.id).join()}`,
        value: {
          list,
          pageNo,
          pageSize,
          totalCount: all.length,
          totalPages: Math.ceil(all.length / pageSize),
        },
      };
    });
  }

  /** The home page's notice response (SPEC.md §3), public announcements only. */
  async indexNotice(lang: LanguageCode): Promise<NoticeResponse> {
    return (await this.indexNoticeAnswer(lang)).value;
  }

  /** The notice response with its snapshot and key (see listAnswer). */
  async indexNoticeAnswer(lang: LanguageCode): Promise<SharedAnswer<NoticeResponse>> {
    const content = await this.content();
    const now = this.clock();
    return content.answer(`notice|${lang}`, now, () => {
      const group = (filter: (row: AnnouncementRow) => boolean) =>
        content.showing(now, lang, 'visitor', filter).slice(0, AnnouncementLimits.noticeGroupMax);
      const value: NoticeResponse = {
        player: group((row) => row.type === 'PL'),
        banners: group((row) => row.type === 'B'),
        popup: group((row) => row.popup),
        promotion: group((row) => row.type === 'PR'),
      };
      const ids = (list: Announcement[]) => list.map((a) => a.id).join();
      return {
        shared: content,
        key: `${lang}|${ids(value.player)}|${ids(value.banners)}|${ids(value.popup)}|${ids(value.promotion)}`,
        value,
      };
    });
  }

  // ——— operator ———

  /** Stores a new announcement, its texts sanitised; answers it as stored. */
  async add(input: OpsAnnouncementInput): Promise<OpsAnnouncement> {
    const startTime = input.startTime ? new Date(input.startTime) : null;
    const endTime = input.endTime ? new Date(input.endTime) : null;
    if (startTime && endTime && endTime <= startTime) {
      throw invalid(AnnouncementMessages.badWindow, AnnouncementErrorCodes.BadWindow);
    }
    const seen = new Set<string>();
    const texts = input.texts.map((text, index) => {
      if (seen.has(text.lang)) throw invalid(`body.texts.${index}.lang ${text.lang} is repeated`);
      seen.add(text.lang);
      const title = stripHtml(text.title);
      if (!title) {
        throw invalid(
          `body.texts.${index}.title: ${AnnouncementMessages.emptyTitle}`,
          AnnouncementErrorCodes.EmptyTitle,
        );
      }
      return { lang: text.lang, title, content: sanitizeHtml(text.content) };
    });
    if (input.memberOnly !== undefined && input.audience !== undefined) {
      if (input.memberOnly !== (input.audience === 'members')) {
        throw invalid(
          AnnouncementMessages.audienceConflict,
          AnnouncementErrorCodes.AudienceConflict,
        );
      }
    }
    const audience: AnnouncementAudience =
      input.audience ?? (input.memberOnly ? 'members' : DEFAULT_ANNOUNCEMENT_AUDIENCE);
    const id = await this.repository.insert({
      type: input.type ?? DEFAULT_ANNOUNCEMENT_TYPE,
      popup: input.popup ?? false,
      audience,
      sortOrder: input.sortOrder ?? 0,
      startTime,
      endTime,
      texts,
    });
    // This process sees it at once; the version trigger tells the others.
    this.system.brandChanged();
    const stored = (await this.opsList()).find((announcement) => announcement.id === id);
    return stored!;
  }

  /** Every announcement, ended ones too, newest first, with every language. */
  async opsList(): Promise<OpsAnnouncement[]> {
    const rows = await this.repository.loadAll();
    const texts = new Map<number, AnnouncementTextRow[]>();
    for (const text of rows.texts) {
      texts.set(text.announcementId, [...(texts.get(text.announcementId) ?? []), text]);
    }
    return rows.announcements.map((row) => ({
      id: row.id,
      type: row.type as AnnouncementType,
      popup: row.popup,
      audience: row.audience as AnnouncementAudience,
      memberOnly: row.audience === 'members',
      sortOrder: row.sortOrder,
      startTime: row.startTime?.toISOString() ?? null,
      endTime: row.endTime?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      texts: (texts.get(row.id) ?? []).map(({ lang, title, content }) => ({
        lang,
        title,
        content,
      })),
    }));
  }

  /** Sets who an announcement is for (it takes effect at once); answers it as stored. */
  async setAudience(id: number, audience: AnnouncementAudience): Promise<OpsAnnouncement> {
    if (!(await this.repository.setAudience(id, audience))) {
      throw new AppError(404, AnnouncementErrorCodes.NotFound, AnnouncementMessages.notFound);
    }
    this.system.brandChanged();
    return (await this.opsList()).find((announcement) => announcement.id === id)!;
  }

  /** Removes an announcement. */
  async remove(id: number): Promise<{ id: number; removed: true }> {
    if (!(await this.repository.remove(id))) {
      throw new AppError(404, AnnouncementErrorCodes.NotFound, AnnouncementMessages.notFound);
    }
    this.system.brandChanged();
    return { id, removed: true };
  }
}
