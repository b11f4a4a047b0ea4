// The `ops member …` command: lock a member out, unlock it, and show its locks, through
// /ops/members/:username/lock|unlock. src/ops-cli.ts runs it; this file only builds the request and
// the lines to print.
import type { MemberLockEvent, MemberLockStatus } from './operator.service';

/** Usage lines of `ops member`. */
export const MEMBER_USAGE = `  member lock <USERNAME> --reason TEXT [--by NAME]
                                           lock a member out: every session ends at once (its
                                           game tokens with them), logins are refused until the
                                           unlock; its money stays where it is
  member unlock <USERNAME> --reason TEXT [--by NAME]
                                           let a locked member log in again
  member locks <USERNAME>                  whether a member is locked, and its latest locks and
                                           unlocks (who, when, why)`;

/** The options `ops member` reads. */
export interface MemberCliOptions {
  reason?: string;
  by?: string;
}

/** The request `ops member …` sends (the shape ops-cli.ts runs). */
export interface MemberCliRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  print?: (value: never) => string[];
}

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

/** Builds the request of `ops member <args>`; `usage` makes the command's usage error. */
export function memberRequest(
  args: string[],
  options: MemberCliOptions,
  usage: (message: string) => Error,
): MemberCliRequest {
  const [action, username] = args;
  if (action !== 'lock' && action !== 'unlock' && action !== 'locks') {
    throw usage('member needs lock, unlock or locks, e.g. member lock demo_player --reason TEXT');
  }
  if (!username?.trim()) throw usage(`member ${action} needs a username`);
  const path = `/ops/members/${encodeURIComponent(username.trim())}`;
  if (action === 'locks') return { method: 'GET', path: `${path}/lock`, print: lockLines };
  const reason = options.reason?.trim();
  if (!reason) throw usage(`member ${action} needs --reason`);
  const by = options.by?.trim();
  return {
    method: 'POST',
    path: `${path}/${action}`,
    body: by ? { reason, by } : { reason },
    print: changeLine,
  };
}
