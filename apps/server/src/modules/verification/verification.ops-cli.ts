// The verification module's ops command: `outbox`, the development SMS / e-mail outbox and the
// notices to the operator, through GET /ops/outbox.
import { lastCount, OptionText } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';
import type { OutboxChannel } from './verification.service';

/** One message of GET /ops/outbox (the operator module answers it; only what is printed). */
interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

function messageLines(messages: OutboxMessage[]): string[] {
  if (messages.length === 0) return ['(no messages)'];
  return messages.flatMap((message) => [
    `#${message.id} ${message.createdAt} ${message.channel} to ${message.to}${message.subject ? ` — ${message.subject}` : ''}`,
    ...message.body.split('\n').map((line) => `  ${line}`),
  ]);
}

/** The verification module's ops commands. */
export const verificationOps: OpsCommandGroup = {
  name: 'verification',
  summary: 'Messages',
  register(program, client) {
    program
      .command('outbox')
      .description(
        'latest messages of the development SMS / e-mail outbox (e.g. outbox sms --to +639170000001 --last 1), or the notices to the operator (ops: an SMS budget reached)',
      )
      .argument('<sms|email|ops>')
      .option('--to <recipient>', 'only the messages to this phone number or address')
      .option('--last <N>', OptionText.last(10, 100))
      .action((channel: string, options: { to?: string; last?: string }) => {
        if (channel !== 'sms' && channel !== 'email' && channel !== 'ops') {
          throw client.usage('outbox needs sms, email or ops');
        }
        const query = new URLSearchParams({
          channel,
          last: lastCount(client, options.last, 10, 100),
        });
        if (options.to) query.set('to', options.to);
        return client.send({
          method: 'GET',
          path: `/ops/outbox?${query.toString()}`,
          print: messageLines,
        });
      });
  },
};
