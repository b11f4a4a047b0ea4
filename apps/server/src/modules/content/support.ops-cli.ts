// The `ops service …` command: customer-service links, the VIP link, feedback word limits, a
// member's club rank (VIP routing) and the feedback list, through /ops/support.
import type { OperatorFeedback } from '@lotusplay/api-client/contracts';
import type { OperatorSupportSettings } from './support.service';

/** Usage lines of `ops service`. */
export const SERVICE_USAGE = `  service status                           customer-service channels, VIP link, feedback limits
  service set LIVECHAT|FACEBOOK|TELEGRAM <URL|off>
                                           a channel's link (http(s) or a path), or remove it
  service vip <URL|default>                the VIP channel's link (club rank level above 4)
  service feedback-words <MIN> <MAX>       the feedback word limits (SPEC.md §5: {0} and {1})
  service rank <USERNAME> <LEVEL|off>      a member's club rank level (above 4: VIP channel)
  service feedback [--last N]              the latest feedback, newest first`;

/** The request `ops service …` sends (the shape ops-cli.ts runs). */
export interface ServiceCliRequest {
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
  print?: (value: never) => string[];
}

const CHANNELS = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM'];

function settingsLines(value: OperatorSupportSettings): string[] {
  return [
    ...value.channels.map((channel) => `${channel.type.padEnd(9)} ${channel.url}`),
    `VIP       ${value.vipUrl}`,
    `Feedback  ${value.minWords}–${value.maxWords} words, up to ${value.maxImages} images`,
  ];
}

function feedbackLines(list: OperatorFeedback[]): string[] {
  if (list.length === 0) return ['No feedback yet'];
  return list.flatMap((item) => [
    `#${item.id} ${item.createdAt} ${item.username ?? 'visitor'} ${item.ip}${item.contact ? ` contact: ${item.contact}` : ''}`,
    `  ${item.content.replace(/\s+/g, ' ').slice(0, 300)}`,
    ...item.images.map(
      (image) =>
        `  image ${image.fileName} ${image.contentType} ${image.size} bytes ${image.sha256}`,
    ),
  ]);
}

/** Builds the request of `ops service <args>`; `usage` makes the command's usage error. */
export function serviceRequest(
  args: string[],
  options: { last?: string },
  usage: (message: string) => Error,
): ServiceCliRequest {
  const [action, first, second] = args;
  switch (action) {
    case 'status':
      return { method: 'GET', path: '/ops/support/settings', print: settingsLines };
    case 'set': {
      const type = first?.toUpperCase() ?? '';
      if (!CHANNELS.includes(type) || !second) {
        throw usage('service set needs LIVECHAT, FACEBOOK or TELEGRAM and a URL (or off)');
      }
      return {
        method: 'PUT',
        path: '/ops/support/channel',
        body: { type, url: second === 'off' ? null : second },
        print: settingsLines,
      };
    }
    case 'vip':
      if (!first) throw usage('service vip needs a URL (or default)');
      return {
        method: 'PUT',
        path: '/ops/support/settings',
        body: { vipUrl: first === 'default' ? null : first },
        print: settingsLines,
      };
    case 'feedback-words': {
      const min = Number(first);
      const max = Number(second);
      if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
        throw usage('service feedback-words needs two whole numbers MIN <= MAX, e.g. 5 500');
      }
      return {
        method: 'PUT',
        path: '/ops/support/settings',
        body: { feedbackMinWords: min, feedbackMaxWords: max },
        print: settingsLines,
      };
    }
    case 'rank': {
      if (!first || !second) throw usage('service rank needs a username and a level (or off)');
      const level = second === 'off' ? null : Number(second);
      if (level !== null && (!Number.isInteger(level) || level < 0 || level > 100)) {
        throw usage('service rank needs a level from 0 to 100 (or off)');
      }
      return {
        method: 'PUT',
        path: '/ops/support/member-rank',
        body: { username: first, rankLevel: level },
        print: (value: { username: string; rankLevel: number | null }) => [
          `${value.username}: club rank ${value.rankLevel ?? 'none'}${
            (value.rankLevel ?? 0) > 4 ? ' (VIP channel)' : ''
          }`,
        ],
      };
    }
    case 'feedback': {
      const last = options.last ?? '20';
      if (!/^\d{1,3}$/.test(last) || Number(last) < 1 || Number(last) > 200) {
        throw usage('--last must be a number from 1 to 200');
      }
      return { method: 'GET', path: `/ops/support/feedback?last=${last}`, print: feedbackLines };
    }
    default:
      throw usage('service needs status, set, vip, feedback-words, rank or feedback');
  }
}
