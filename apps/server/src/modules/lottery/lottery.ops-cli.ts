// The `ops lottery …` command: draw a lottery draw now through /ops/lottery (a person or a test
// drives a draw without waiting for the scheduler).
import type { LotteryOpenedNumero } from '@lotusplay/api-client/contracts';

/** Usage lines of `ops lottery`. */
export const LOTTERY_USAGE = `  lottery draw <GAME_CODE> [NUMERO]        draw and settle a draw now (default: the one taking
                                           bets); a drawn draw is never drawn again`;

/** The request `ops lottery …` sends (the shape ops-cli.ts runs). */
export interface LotteryCliRequest {
  method: 'POST';
  path: string;
  body: unknown;
  print: (value: never) => string[];
}

interface DrawAnswer {
  gameCode: string;
  numero: string;
  outcome: 'settled' | 'already';
  result: LotteryOpenedNumero | null;
}

/** Builds the request of `ops lottery <args>`; `usage` makes the command's usage error. */
export function lotteryRequest(
  args: string[],
  usage: (message: string) => Error,
): LotteryCliRequest {
  const [action, gameCode, numero, ...extra] = args;
  if (action !== 'draw') throw usage('lottery needs draw');
  if (!gameCode) throw usage('lottery draw needs a game code');
  if (extra.length > 0) throw usage('lottery draw takes a game code and a numero at most');
  return {
    method: 'POST',
    path: '/ops/lottery/draw',
    body: { gameCode, ...(numero ? { numero } : {}) },
    print: (value: DrawAnswer) => [
      `${value.gameCode} ${value.numero}: ${value.outcome === 'settled' ? 'drawn and settled' : 'already drawn'}`,
      ...(value.result?.prizes ?? []).map((prize) => `  ${prize.tier}: ${prize.numbers.join(' ')}`),
    ],
  };
}
