// The messages module's ops commands: send a message to one member, a group (member label) or
// everyone; list the latest; take one back. Through /ops/messages.
import type { OpsMessage, OpsMessageListResponse } from '@lotusplay/api-client/contracts';
import { MessageLimits } from '@lotusplay/api-client/contracts';
import { lastCount, OptionText, whole } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';

const to = (message: OpsMessage) =>
  message.audience === 'member'
    ? `to ${message.username ?? '?'}`
    : message.audience === 'label'
      ? `to label ${message.label}`
      : 'to everyone';

const line = (message: OpsMessage) =>
  `#${message.id} ${message.time} ${message.source} ${to(message)}, read by ${message.readers}: ${message.title}`;

interface SendOptions {
  to?: string;
  label?: string;
  all?: boolean;
  title?: string;
  body?: string;
}

/** The messages module's ops commands. */
export const messageOps: OpsCommandGroup = {
  name: 'messages',
  summary: 'Platform messages to members',
  register(program, client) {
    const message = program.command('message').description('platform messages (member centre)');
    message
      .command('send')
      .description('send a message to one member (--to), a group (--label) or everyone (--all)')
      .option('--to <recipient>', 'the member, by username')
      .option('--label <member_label>', 'every member carrying this member label')
      .option('--all', 'every member')
      .option('--title <text>', `the title (plain text, at most ${MessageLimits.titleMax})`)
      .option('--body <text>', `the text (plain text, at most ${MessageLimits.bodyMax})`)
      .action((options: SendOptions) => {
        const chosen = [options.to, options.label, options.all].filter(Boolean).length;
        if (chosen !== 1) throw client.usage('say to whom: one of --to, --label, --all');
        if (!options.title || !options.body) throw client.usage('--title and --body are needed');
        const audience = options.to ? 'member' : options.label ? 'label' : 'all';
        return client.send({
          method: 'POST',
          path: '/ops/messages',
          body: {
            audience,
            ...(options.to ? { username: options.to } : {}),
            ...(options.label ? { label: options.label } : {}),
            title: options.title,
            body: options.body,
          },
          print: (value: OpsMessage) => [`Sent message #${value.id} ${to(value)}`],
        });
      });
    message
      .command('list')
      .description('the latest messages, newest first')
      .option('--last <N>', OptionText.last(20, MessageLimits.opsListMax))
      .action((options: { last?: string }) =>
        client.send({
          method: 'GET',
          path: `/ops/messages?last=${lastCount(client, options.last, 20, MessageLimits.opsListMax)}`,
          print: (value: OpsMessageListResponse) =>
            value.messages.length ? value.messages.map(line) : ['No messages'],
        }),
      );
    message
      .command('retract')
      .description('take a message back from everyone it went to')
      .argument('<ID>')
      .action((id: string) =>
        client.send({
          method: 'DELETE',
          path: `/ops/messages/${whole(client, id, 'ID')}`,
          print: () => [`Message #${id} taken back`],
        }),
      );
  },
};
