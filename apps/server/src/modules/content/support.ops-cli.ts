// The content module's `service` commands: customer-service links, the VIP link, feedback word
// limits, a member's club rank (VIP routing) and the feedback list, through /ops/support.
import type { OperatorFeedback } from '@lotusplay/api-client/contracts';
import { lastCount, OptionText } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';
import type { OperatorSupportSettings } from './support.service';

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

/** The customer-service commands of the content module. */
export const serviceOps: OpsCommandGroup = {
  name: 'support',
  summary: 'Customer service',
  register(program, client) {
    const service = program
      .command('service')
      .description('customer-service links, VIP routing and feedback');
    const put = (path: string, body: unknown) =>
      client.send({ method: 'PUT', path, body, print: settingsLines });
    service
      .command('status')
      .description('customer-service channels, VIP link, feedback limits')
      .action(() =>
        client.send({ method: 'GET', path: '/ops/support/settings', print: settingsLines }),
      );
    service
      .command('set')
      .description("a channel's link (http(s) or a path), or off to remove it")
      .argument('<LIVECHAT|FACEBOOK|TELEGRAM>')
      .argument('<URL|off>')
      .action((channel: string, url: string) => {
        const type = channel.toUpperCase();
        if (!CHANNELS.includes(type)) {
          throw client.usage('service set needs LIVECHAT, FACEBOOK or TELEGRAM and a URL (or off)');
        }
        return put('/ops/support/channel', { type, url: url === 'off' ? null : url });
      });
    service
      .command('vip')
      .description("the VIP channel's link (club rank level above 4), or default")
      .argument('<URL|default>')
      .action((url: string) =>
        put('/ops/support/settings', { vipUrl: url === 'default' ? null : url }),
      );
    service
      .command('feedback-words')
      .description('the feedback word limits (SPEC.md §5: {0} and {1})')
      .argument('<MIN>')
      .argument('<MAX>')
      .action((first: string, second: string) => {
        const min = Number(first);
        const max = Number(second);
        if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
          throw client.usage(
            'service feedback-words needs two whole numbers MIN <= MAX, e.g. 5 500',
          );
        }
        return put('/ops/support/settings', { feedbackMinWords: min, feedbackMaxWords: max });
      });
    service
      .command('rank')
      .description("a member's club rank level (above 4: VIP channel), or off")
      .argument('<USERNAME>')
      .argument('<LEVEL|off>')
      .action((username: string, value: string) => {
        const level = value === 'off' ? null : Number(value);
        if (level !== null && (!Number.isInteger(level) || level < 0 || level > 100)) {
          throw client.usage('service rank needs a level from 0 to 100 (or off)');
        }
        return client.send({
          method: 'PUT',
          path: '/ops/support/member-rank',
          body: { username, rankLevel: level },
          print: (v: { username: string; rankLevel: number | null }) => [
            `${v.username}: club rank ${v.rankLevel ?? 'none'}${(v.rankLevel ?? 0) > 4 ? ' (VIP channel)' : ''}`,
          ],
        });
      });
    service
      .command('feedback')
      .description('the latest feedback, newest first')
      .option('--last <N>', OptionText.last(20, 200))
      .action((options: { last?: string }) =>
        client.send({
          method: 'GET',
          path: `/ops/support/feedback?last=${lastCount(client, options.last, 20, 200)}`,
          print: feedbackLines,
        }),
      );
  },
};
