// The session module's ops command: `sessions end <USERNAME>`, through
// DELETE /ops/members/:username/sessions.
import type { OpsCommandGroup } from '../../ops/ops-command';

/** What DELETE /ops/members/:username/sessions answers. */
interface EndedSessions {
  username: string;
  ended: number;
}

/** The session module's ops commands. */
export const sessionOps: OpsCommandGroup = {
  name: 'session',
  summary: 'Sessions',
  register(program, client) {
    const sessions = program.command('sessions').description("a member's sessions");
    sessions
      .command('end')
      .description('end every session of a member (logged out everywhere)')
      .argument('[USERNAME]')
      .action((username: string | undefined) => {
        if (!username?.trim()) throw client.usage('sessions end needs a username');
        return client.send({
          method: 'DELETE',
          path: `/ops/members/${encodeURIComponent(username.trim())}/sessions`,
          print: ({ username: who, ended }: EndedSessions) => [
            `Ended ${ended} session${ended === 1 ? '' : 's'} of ${who}`,
          ],
        });
      });
  },
};
