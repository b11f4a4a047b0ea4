// The operator module's ops command `member`: lock a member out, unlock it, and show its locks,
// through /ops/members/:username/lock|unlock.
import { OptionText } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';
import type { MemberLockEvent, MemberLockStatus } from './operator.service';

const eventLine = (event: MemberLockEvent) =>
  `  ${event.at} ${event.locked ? 'locked' : 'unlocked'} by ${event.by}: ${event.reason}`;

/** The lines of `member locks`: the state, then the latest changes, newest first. */
function lockLines(status: MemberLockStatus): string[] {
  return [
    `${status.username}: ${status.locked ? `locked since ${status.lockedAt}` : 'not locked'}`,
    ...(status.history.length ? status.history.map(eventLine) : ['  (never locked)']),
  ];
}

/** The line of `member lock` and `member unlock`. */
function changeLine(status: MemberLockStatus): string[] {
  const [latest] = status.history;
  const why = latest ? `: ${latest.reason} (by ${latest.by})` : '';
  if (status.locked) {
    const ended = `${status.ended ?? 0} session${status.ended === 1 ? '' : 's'} ended`;
    return [
      status.changed
        ? `Locked ${status.username} since ${status.lockedAt}${why}; ${ended}`
        : `${status.username} was already locked since ${status.lockedAt}${why}; ${ended}`,
    ];
  }
  return [
    status.changed ? `Unlocked ${status.username}${why}` : `${status.username} was not locked`,
  ];
}

/** The operator module's ops commands. */
export const memberLockOps: OpsCommandGroup = {
  name: 'operator',
  summary: 'Members',
  register(program, client) {
    const member = program.command('member').description('lock members out and let them back');
    const path = (username: string) => `/ops/members/${encodeURIComponent(username.trim())}`;
    for (const action of ['lock', 'unlock'] as const) {
      member
        .command(action)
        .description(
          action === 'lock'
            ? 'lock a member out: every session ends at once (its game tokens with them), logins are refused until the unlock; its money stays where it is'
            : 'let a locked member log in again',
        )
        .argument('[USERNAME]')
        .option('--reason <text>', OptionText.reason)
        .option('--by <name>', 'who decided (default operator)')
        .action((username: string | undefined, options: { reason?: string; by?: string }) => {
          if (!username?.trim()) throw client.usage(`member ${action} needs a username`);
          const reason = options.reason?.trim();
          if (!reason) throw client.usage(`member ${action} needs --reason`);
          const by = options.by?.trim();
          return client.send({
            method: 'POST',
            path: `${path(username)}/${action}`,
            body: by ? { reason, by } : { reason },
            print: changeLine,
          });
        });
    }
    member
      .command('locks')
      .description('whether a member is locked, and its latest locks and unlocks (who, when, why)')
      .argument('[USERNAME]')
      .action((username: string | undefined) => {
        if (!username?.trim()) throw client.usage('member locks needs a username');
        return client.send({ method: 'GET', path: `${path(username)}/lock`, print: lockLines });
      });
  },
};
