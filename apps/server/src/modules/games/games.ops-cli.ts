// The games module's ops commands: a vendor or one of its games under maintenance, a game in the
// hot lists, through PUT /ops/games/:vendor.
import { onOff } from '../../ops/ops-args';
import type { OpsCommandGroup } from '../../ops/ops-command';

/** What PUT /ops/games/:vendor answers. */
interface GameSetting {
  vendor: string;
  gameCode: string | null;
  maintenance?: boolean;
  hot?: boolean;
}

const settingLines = (value: GameSetting) => [
  `${value.gameCode ? `${value.vendor} ${value.gameCode}` : `Vendor ${value.vendor}`}: ${
    value.hot !== undefined
      ? `hot ${value.hot ? 'on' : 'off'}`
      : `maintenance ${value.maintenance ? 'on' : 'off'}`
  }`,
];

/** The games module's ops commands. */
export const gamesOps: OpsCommandGroup = {
  name: 'games',
  summary: 'Games',
  register(program, client) {
    const game = program.command('game').description('game vendors and games');
    const put = (vendor: string, body: Record<string, unknown>) =>
      client.send({
        method: 'PUT',
        path: `/ops/games/${encodeURIComponent(vendor)}`,
        body,
        print: settingLines,
      });
    game
      .command('maintenance')
      .description(
        'a whole game vendor, or one of its games, under maintenance (shown, not launched) or back',
      )
      .argument('<VENDOR>')
      .argument('<GAME_CODE|on|off>', 'a game of the vendor, or on|off for the whole vendor')
      .argument('[on|off]', 'after a game code')
      .action((vendor: string, second: string, third: string | undefined) => {
        const [gameCode, state] = third === undefined ? [undefined, second] : [second, third];
        return put(vendor, {
          ...(gameCode ? { gameCode } : {}),
          maintenance: onOff(client, state, 'game maintenance'),
        });
      });
    game
      .command('hot')
      .description('a game in the hot lists (on) or not (off)')
      .argument('<VENDOR>')
      .argument('<GAME_CODE>')
      .argument('<on|off>')
      .action((vendor: string, gameCode: string, state: string) =>
        put(vendor, { gameCode, hot: onOff(client, state, 'game hot') }),
      );
  },
};
