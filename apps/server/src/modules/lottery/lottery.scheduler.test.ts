// Databases: PGlite and PostgreSQL — the job engine and two schedulers on one queue.
// The draw scheduler on the real job engine (pg-boss on a fresh PGlite, or PostgreSQL with
// TEST_DATABASE_URL), driving a recording draw service: every draw of a fast schedule is drawn
// once, not before its draw time, by two schedulers together (two processes' worth) as by one; past
// draws with OPEN bets are caught up; a failed settlement is retried; stop leaves nothing running.
// The lottery service itself under the scheduler is in lottery.scheduler.server.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import type { DatabaseHandle } from '../../db/client';
import { acquireJobs } from '../../lib/jobs';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { drawOf, type DrawSchedule } from './lottery.schedule';
import { LotteryScheduler } from './lottery.scheduler';
import type { LotteryDraws } from './lottery.scheduler';

/** Draws recorded as a service would make them: the first call per numero settles. */
class RecordingDraws implements LotteryDraws {
  readonly calls: { gameCode: string; numero: string; at: number }[] = [];
  readonly settled = new Set<string>();
  failFirst = 0;
  readonly failed: string[] = [];
  openBets: Record<string, string[]> = {};
  constructor(readonly games: { gameCode: string; schedule: DrawSchedule }[]) {}
  async scheduledGames() {
    return this.games;
  }
  async drawAndSettle(gameCode: string, numero: string) {
    // Jobs another test's games left in the shared queue are not this service's.
    if (!this.games.some((game) => game.gameCode === gameCode)) return 'already' as const;
    this.calls.push({ gameCode, numero, at: Date.now() });
    if (this.failFirst > 0) {
      this.failFirst -= 1;
      this.failed.push(`${gameCode}:${numero}`);
      throw new Error('the database went away for a moment');
    }
    const key = `${gameCode}:${numero}`;
    if (this.settled.has(key)) return 'already' as const;
    this.settled.add(key);
    return 'settled' as const;
  }
  async drawsWithOpenBets(gameCode: string) {
    return this.openBets[gameCode] ?? [];
  }
}

const waitFor = async (condition: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const FAST: DrawSchedule = { intervalSeconds: 2, offsetSeconds: 0, closeBeforeSeconds: 0 };
const OPTIONS = { tickMs: 250, pollingIntervalSeconds: 0.5 };

describe('lottery scheduler', () => {
  let database: TestDatabase;
  let second: DatabaseHandle | null = null;
  const schedulers: LotteryScheduler[] = [];
  let queue = 'test-draws';
  const scheduler = (draws: LotteryDraws, db = database.db, options = {}) => {
    const created = new LotteryScheduler(acquireJobs(db), draws, {
      ...OPTIONS,
      queue,
      onError: (error, what) => console.error(what, error),
      ...options,
    });
    schedulers.push(created);
    return created;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url });
  });
  beforeEach(() => {
    // A queue per test: jobs one test leaves behind are not another's.
    queue = `test-draws-${Math.random().toString(36).slice(2, 10)}`;
  });
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  it('draws every draw of a fast game once, at or after its draw time, with two schedulers', async () => {
    const draws = new RecordingDraws([
      { gameCode: 'T_FAST_A', schedule: FAST },
      { gameCode: 'T_FAST_B', schedule: { ...FAST, intervalSeconds: 3, offsetSeconds: 1 } },
    ]);
    const started = Date.now();
    const a = scheduler(draws);
    const b = scheduler(draws, second?.db ?? database.db);
    await Promise.all([a.start(), b.start()]);
    // Every draw time from 1 s to 7 s after the start: each drawn (waited for, so a slow machine
    // makes the test slower, not wrong).
    const expected = draws.games.flatMap((game) => {
      const times: { gameCode: string; time: number }[] = [];
      for (let t = Math.ceil(started / 1000) + 1; t * 1000 <= started + 7000; t += 1) {
        const k = (t - game.schedule.offsetSeconds) / game.schedule.intervalSeconds;
        if (Number.isInteger(k)) times.push({ gameCode: game.gameCode, time: t * 1000 });
      }
      return times;
    });
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const drawn = (want: { gameCode: string; time: number }) =>
      draws.calls.some(
        (call) =>
          call.gameCode === want.gameCode &&
          drawOf(
            draws.games.find((g) => g.gameCode === want.gameCode)!.schedule,
            call.numero,
          )!.drawTime.getTime() === want.time,
      );
    await waitFor(() => expected.every(drawn), 30_000, 'the draws of 7 seconds');
    await Promise.all([a.stop(), b.stop()]);

    // Once each, never before its draw time.
    const keys = draws.calls.map((call) => `${call.gameCode}:${call.numero}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of draws.calls) {
      const game = draws.games.find((g) => g.gameCode === call.gameCode)!;
      expect(call.at).toBeGreaterThanOrEqual(
        drawOf(game.schedule, call.numero)!.drawTime.getTime() - 50,
      );
    }
  });

  it('catches up past draws that still have OPEN bets', async () => {
    const daily: DrawSchedule = {
      intervalSeconds: 86_400,
      offsetSeconds: 0,
      closeBeforeSeconds: 900,
    };
    const draws = new RecordingDraws([{ gameCode: 'T_DAILY', schedule: daily }]);
    const yesterday = new Date(Date.now() - 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    draws.openBets = { T_DAILY: [`${yesterday}-0001`] };
    await scheduler(draws).start();
    await waitFor(() => draws.settled.has(`T_DAILY:${yesterday}-0001`), 20_000, 'the catch-up');
    expect(draws.calls).toHaveLength(1);
  });

  it('retries a settlement that failed', async () => {
    const draws = new RecordingDraws([{ gameCode: 'T_RETRY', schedule: FAST }]);
    draws.failFirst = 1;
    await scheduler(draws).start();
    await waitFor(() => draws.failed.length === 1, 20_000, 'the first attempt');
    const [failed] = draws.failed as [string];
    await waitFor(() => draws.settled.has(failed), 30_000, 'the retry');
    expect(draws.calls.filter((c) => `${c.gameCode}:${c.numero}` === failed)).toHaveLength(2);
  });

  it('stops: no pass and no draw after stop, and cannot start again', async () => {
    const draws = new RecordingDraws([{ gameCode: 'T_STOP', schedule: FAST }]);
    const s = scheduler(draws);
    await s.start();
    await s.stop();
    await s.stop();
    const count = draws.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(draws.calls.length).toBe(count);
    await expect(s.start()).rejects.toThrow(/stopped/);
  });

  it('a failing game list is told and tried again at the next pass', async () => {
    const draws = new RecordingDraws([{ gameCode: 'T_FLAKY', schedule: FAST }]);
    let failures = 0;
    const original = draws.scheduledGames.bind(draws);
    draws.scheduledGames = async () => {
      if (failures < 2) {
        failures += 1;
        throw new Error('no games yet');
      }
      return original();
    };
    const errors: string[] = [];
    await scheduler(draws, database.db, {
      onError: (_: unknown, what: string) => errors.push(what),
    }).start();
    await waitFor(() => draws.settled.size >= 1, 30_000, 'a draw after the failures');
    expect(errors.slice(0, 2)).toEqual(['reading the lottery games', 'reading the lottery games']);
  });
});
