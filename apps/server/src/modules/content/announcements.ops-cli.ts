// The `ops announcement …` commands (add, list, remove), turned into /ops/announcements requests.
// src/ops-cli.ts runs them; this file only builds the request and the lines to print.
import type {
  AnnouncementType,
  LanguageCode,
  OpsAnnouncement,
} from '@lotusplay/api-client/contracts';
import { ANNOUNCEMENT_TYPES, LANGUAGE_CODES } from '@lotusplay/api-client/contracts';

/** Usage lines of the announcement commands (in the ops command's usage). */
export const ANNOUNCEMENT_USAGE = `  announcement add --title TEXT --content HTML [--lang EN|ALL] [--type B|PL|PU|PR|H]
                 [--popup] [--member-only] [--order N] [--start ISO] [--end ISO]
                                           add an announcement (HTML sanitised); without --lang
                                           the text is stored for every language
  announcement list                        every announcement, newest first
  announcement remove <ID>                 remove an announcement`;

/** The options the announcement commands read. */
export interface AnnouncementCliOptions {
  title?: string;
  content?: string;
  lang?: string;
  type?: string;
  popup?: boolean;
  'member-only'?: boolean;
  order?: string;
  start?: string;
  end?: string;
}

/** A request of the ops command (the shape src/ops-cli.ts sends). */
export interface AnnouncementCliRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  print: (value: never) => string[];
}

function line(a: OpsAnnouncement): string {
  const en = a.texts.find((text) => text.lang === 'EN') ?? a.texts[0];
  const flags = [a.popup ? 'popup' : '', a.memberOnly ? 'members' : ''].filter(Boolean).join(',');
  return `#${a.id} ${a.type.padEnd(2)} ${flags ? `[${flags}] ` : ''}${a.startTime ?? a.createdAt} → ${a.endTime ?? 'open'} order ${a.sortOrder} (${a.texts.map((t) => t.lang).join(',')}) ${en?.title ?? ''}`;
}

function isoDate(value: string | undefined, name: string, usage: (message: string) => Error) {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw usage(`--${name} must be an ISO date-time, got "${value}"`);
  return date.toISOString();
}

/** The request of `announcement <action> …`; `usage` makes the error of a wrong command line. */
export function announcementRequest(
  args: string[],
  options: AnnouncementCliOptions,
  usage: (message: string) => Error,
): AnnouncementCliRequest {
  const [action, id] = args;
  if (action === 'list') {
    return {
      method: 'GET',
      path: '/ops/announcements',
      print: (list: OpsAnnouncement[]) =>
        list.length === 0 ? ['(no announcements)'] : list.map(line),
    };
  }
  if (action === 'remove') {
    if (!id || !/^\d{1,9}$/.test(id)) throw usage('announcement remove needs an id, e.g. 12');
    return {
      method: 'DELETE',
      path: `/ops/announcements/${id}`,
      print: () => [`Removed announcement #${id}`],
    };
  }
  if (action !== 'add') throw usage('announcement needs add, list or remove');
  if (!options.title?.trim()) throw usage('announcement add needs --title');
  if (options.content === undefined) throw usage('announcement add needs --content');
  const lang = (options.lang ?? 'ALL').toUpperCase();
  if (lang !== 'ALL' && !(LANGUAGE_CODES as readonly string[]).includes(lang)) {
    throw usage(`--lang must be ALL or one of ${LANGUAGE_CODES.join(', ')}`);
  }
  const type = (options.type ?? 'B').toUpperCase();
  if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) {
    throw usage(`--type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
  }
  if (options.order !== undefined && !/^\d{1,7}$/.test(options.order)) {
    throw usage('--order needs a whole number');
  }
  const langs = lang === 'ALL' ? LANGUAGE_CODES : [lang as LanguageCode];
  return {
    method: 'POST',
    path: '/ops/announcements',
    body: {
      type: type as AnnouncementType,
      popup: options.popup ?? false,
      memberOnly: options['member-only'] ?? false,
      ...(options.order !== undefined ? { sortOrder: Number(options.order) } : {}),
      startTime: isoDate(options.start, 'start', usage),
      endTime: isoDate(options.end, 'end', usage),
      texts: langs.map((code) => ({
        lang: code,
        title: options.title!.trim(),
        content: options.content,
      })),
    },
    print: (announcement: OpsAnnouncement) => [`Added announcement`, line(announcement)],
  };
}
