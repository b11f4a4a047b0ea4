// The content module's `announcement` commands (add, list, audience, remove), through
// /ops/announcements.
import type {
  AnnouncementAudience,
  AnnouncementType,
  LanguageCode,
  OpsAnnouncement,
} from '@lotusplay/api-client/contracts';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_TYPES,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';
import { isoDate, OptionText } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';

/** The options `announcement add` reads. */
interface AddOptions {
  title?: string;
  content?: string;
  lang?: string;
  type?: string;
  popup?: boolean;
  memberOnly?: boolean;
  audience?: string;
  order?: string;
  start?: string;
  end?: string;
}

function line(a: OpsAnnouncement): string {
  const en = a.texts.find((text) => text.lang === 'EN') ?? a.texts[0];
  const flags = [a.popup ? 'popup' : '', a.audience === 'all' ? '' : a.audience]
    .filter(Boolean)
    .join(',');
  return `#${a.id} ${a.type.padEnd(2)} ${flags ? `[${flags}] ` : ''}${a.startTime ?? a.createdAt} → ${a.endTime ?? 'open'} order ${a.sortOrder} (${a.texts.map((t) => t.lang).join(',')}) ${en?.title ?? ''}`;
}

const audienceUsage = `--audience must be one of ${ANNOUNCEMENT_AUDIENCES.join(', ')}`;

/** The audience named (any case), or null when it is none. */
function audienceOf(value: string): AnnouncementAudience | null {
  const lower = value.toLowerCase();
  return (ANNOUNCEMENT_AUDIENCES as readonly string[]).includes(lower)
    ? (lower as AnnouncementAudience)
    : null;
}

/** The announcement commands of the content module. */
export const announcementOps: OpsCommandGroup = {
  name: 'announcements',
  summary: 'Announcements',
  register(program, client) {
    const announcement = program.command('announcement').description('announcements');
    announcement
      .command('add')
      .description(
        'add an announcement (HTML sanitised); without --lang the text is stored for every language',
      )
      .option('--title <text>', 'the title')
      .option('--content <html>', 'the text, HTML')
      .option('--lang <lang>', `${OptionText.lang}, or ALL (default)`)
      .option('--type <type>', `${ANNOUNCEMENT_TYPES.join('|')} (default B)`)
      .option('--popup', 'shown as a pop-up')
      .option('--member-only', 'shown to logged-in members only (the same as --audience members)')
      .option(
        '--audience <audience>',
        `who it is for: ${ANNOUNCEMENT_AUDIENCES.join('|')} (default all; agents: the agent centre only)`,
      )
      .option('--order <N>', OptionText.order)
      .option('--start <iso>', OptionText.start)
      .option('--end <iso>', OptionText.end)
      .action((options: AddOptions) => {
        if (!options.title?.trim()) throw client.usage('announcement add needs --title');
        if (options.content === undefined) throw client.usage('announcement add needs --content');
        const lang = (options.lang ?? 'ALL').toUpperCase();
        if (lang !== 'ALL' && !(LANGUAGE_CODES as readonly string[]).includes(lang)) {
          throw client.usage(`--lang must be ALL or one of ${LANGUAGE_CODES.join(', ')}`);
        }
        const type = (options.type ?? 'B').toUpperCase();
        if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) {
          throw client.usage(`--type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
        }
        const audience = audienceOf(options.audience ?? (options.memberOnly ? 'members' : 'all'));
        if (!audience) throw client.usage(audienceUsage);
        if (options.memberOnly && audience !== 'members') {
          throw client.usage('--member-only is --audience members: give one or the other');
        }
        if (options.order !== undefined && !/^\d{1,7}$/.test(options.order)) {
          throw client.usage('--order needs a whole number');
        }
        const langs = lang === 'ALL' ? LANGUAGE_CODES : [lang as LanguageCode];
        const title = options.title.trim();
        const content = options.content;
        return client.send({
          method: 'POST',
          path: '/ops/announcements',
          body: {
            type: type as AnnouncementType,
            popup: options.popup ?? false,
            audience,
            ...(options.order !== undefined ? { sortOrder: Number(options.order) } : {}),
            startTime: isoDate(client, options.start, 'start'),
            endTime: isoDate(client, options.end, 'end'),
            texts: langs.map((code) => ({ lang: code, title, content })),
          },
          print: (value: OpsAnnouncement) => ['Added announcement', line(value)],
        });
      });
    announcement
      .command('list')
      .description('every announcement, newest first')
      .action(() =>
        client.send({
          method: 'GET',
          path: '/ops/announcements',
          print: (list: OpsAnnouncement[]) =>
            list.length === 0 ? ['(no announcements)'] : list.map(line),
        }),
      );
    announcement
      .command('audience')
      .description('set who an announcement is for, at once')
      .argument('<ID>')
      .argument('<AUDIENCE>', ANNOUNCEMENT_AUDIENCES.join('|'))
      .action((id: string, value: string) => {
        if (!/^\d{1,9}$/.test(id)) throw client.usage('announcement audience needs an id, e.g. 12');
        const audience = audienceOf(value);
        if (!audience) throw client.usage(audienceUsage);
        return client.send({
          method: 'PUT',
          path: `/ops/announcements/${id}/audience`,
          body: { audience },
          print: (stored: OpsAnnouncement) => ['Audience set', line(stored)],
        });
      });
    announcement
      .command('remove')
      .description('remove an announcement')
      .argument('<ID>')
      .action((id: string) => {
        if (!/^\d{1,9}$/.test(id)) throw client.usage('announcement remove needs an id, e.g. 12');
        return client.send({
          method: 'DELETE',
          path: `/ops/announcements/${id}`,
          print: () => [`Removed announcement #${id}`],
        });
      });
  },
};
