// The lottery module's ops command: `lottery draw`, a draw drawn and settled now through
// /ops/lottery (a person or a test drives a draw without waiting for the scheduler).
import type { LotteryOpenedNumero } from '@lotusplay/api-client/contracts';
import type { OpsCommandGroup } from '../../ops/ops-command';

interface DrawAnswer {
  gameCode: string;
  numero: string;
  outcome: 'settled' | 'already';
  result: LotteryOpenedNumero | null;
}

/** The lottery module's ops commands. */
export const lotteryOps: OpsCommandGroup = {
  name: 'lottery',
  summary: 'Lottery',
  register(program, client) {
    program
      .command('lottery')
      .description('lottery draws')
      .command('draw')
      .description(
        'draw and settle a draw now (default: the one taking bets); a drawn draw is never drawn again',
      )
      .argument('<GAME_CODE>')
      .argument('[NUMERO]')
      .action((gameCode: string, numero: string | undefined) =>
        client.send({
          method: 'POST',
          path: '/ops/lottery/draw',
          body: { gameCode, ...(numero ? { numero } : {}) },
          print: (value: DrawAnswer) => [
            `${value.gameCode} ${value.numero}: ${value.outcome === 'settled' ? 'drawn and settled' : 'already drawn'}`,
            ...(value.result?.prizes ?? []).map(
              (prize) => `  ${prize.tier}: ${prize.numbers.join(' ')}`,
            ),
          ],
        }),
      );
  },
};
