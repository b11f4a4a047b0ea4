// Package-internal: rounds for the betting record's tests and stories, newest first.
import type { GameRound, GameType } from '@lotusplay/api-client/contracts';

const GAMES: readonly { vassalage: string; gameType: GameType; gameName: string }[] = [
  { vassalage: 'JILI', gameType: 'RNG', gameName: 'JILI Game 1' },
  { vassalage: 'EVO', gameType: 'LIVE', gameName: 'EVO Game 2' },
  { vassalage: 'PG', gameType: 'RNG', gameName: 'PG Game 3' },
];

/**
 * `count` rounds, one every `everyHours` hours back from `now`: stakes of 10.00, a win of 25.00
 * every third round, the balance moving with them from 1,000.00.
 */
export function buildRounds(count: number, now = new Date(), everyHours = 1): GameRound[] {
  let balance = 100_000;
  const rounds: GameRound[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const game = GAMES[i % GAMES.length]!;
    const stake = 1_000;
    const win = i % 3 === 0 ? 2_500 : 0;
    const before = balance;
    balance = balance - stake + win;
    rounds.push({
      roundId: `R${String(i + 1).padStart(6, '0')}`,
      nodeId: `${game.vassalage}-${(i % 3) + 1}`,
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      stake: (stake / 100).toFixed(2),
      win: (win / 100).toFixed(2),
      balanceBefore: (before / 100).toFixed(2),
      balanceAfter: (balance / 100).toFixed(2),
      time: new Date(now.getTime() - i * everyHours * 3_600_000).toISOString(),
    });
  }
  return rounds.reverse();
}
