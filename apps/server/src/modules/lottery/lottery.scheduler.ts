// The lottery's draw scheduler (issue 13), on the server's clock and the job engine (pg-boss):
// every process runs it. Every few seconds (a pass: itself a periodic job, `${queue}-pass`, run by
// one process per period, lib/jobs.ts PeriodicJobs), for each scheduled game, it sends one job per
// draw due soon (`startAfter` its draw time), with a key `${gameCode}:${numero}` that makes the job exist once
// however many processes send it (lib/jobs.ts: a deterministic job id, ON CONFLICT DO NOTHING). At
// start, and every hour, it also catches up the draws of the last day that still have OPEN bets (a
// process that was down at their draw time). A job is claimed by one worker of one process; its
// handler calls `drawAndSettle`, which is idempotent on its own (the draw's row is locked and a
// drawn result is never drawn again), so even a job run twice (a retry after a crash) pays nothing
// twice. Failed jobs are retried with a growing delay.
import type { DrawSchedule } from './lottery.schedule';
import { drawsBetween } from './lottery.schedule';
import { PeriodicJobs } from '../../lib/jobs';
import type { JobsHandle } from '../../lib/jobs';

/** What the scheduler needs of the lottery service. */
export interface LotteryDraws {
  scheduledGames(): Promise<{ gameCode: string; schedule: DrawSchedule }[]>;
  drawAndSettle(gameCode: string, numero: string): Promise<'settled' | 'already'>;
  /** The numeros of a game with OPEN bets whose draw time is in [from, to] (the catch-up). */
  drawsWithOpenBets(gameCode: string, from: Date, to: Date): Promise<string[]>;
}

/** One draw job's data. */
export interface DrawJob {
  gameCode: string;
  numero: string;
}

/** The pg-boss queue of draw jobs. */
export const DRAW_QUEUE = 'lottery-draw';

export interface LotterySchedulerOptions {
  /** The pg-boss queue (default DRAW_QUEUE; tests use their own). */
  queue?: string;
  /** Draws settled at once by this process (default 2; pg-boss fetches one job per worker poll). */
  concurrency?: number;
  /** Milliseconds between two passes over the games (default 5 s; one pass across processes). */
  tickMs?: number;
  /** How often a worker asks for due jobs, in seconds (pg-boss: ≥ 0.5; default 1). */
  pollingIntervalSeconds?: number;
  /** How far back the catch-up looks for draws with OPEN bets (default one day). */
  catchUpMs?: number;
  /** Milliseconds between two catch-ups (default one hour; the first is at start). */
  catchUpEveryMs?: number;
  clock?: () => Date;
  /** Where failures are told (a failed pass is tried again at the next tick). */
  onError?: (error: unknown, what: string) => void;
  /** Told of each draw this process's worker settled (tests, logs). */
  onDrawn?: (job: DrawJob, outcome: 'settled' | 'already') => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class LotteryScheduler {
  readonly #jobs: JobsHandle;
  readonly #draws: LotteryDraws;
  readonly #queue: string;
  readonly #concurrency: number;
  readonly #tickMs: number;
  readonly #pollingIntervalSeconds: number;
  readonly #catchUpMs: number;
  readonly #catchUpEveryMs: number;
  readonly #clock: () => Date;
  readonly #onError: (error: unknown, what: string) => void;
  readonly #onDrawn: (job: DrawJob, outcome: 'settled' | 'already') => void;
  #running: Promise<void> | null = null;
  #stopped = false;
  #lastCatchUp = Number.NEGATIVE_INFINITY;

  constructor(jobs: JobsHandle, draws: LotteryDraws, options: LotterySchedulerOptions = {}) {
    this.#jobs = jobs;
    this.#draws = draws;
    this.#queue = options.queue ?? DRAW_QUEUE;
    this.#concurrency = options.concurrency ?? 2;
    this.#tickMs = options.tickMs ?? 5000;
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
    this.#catchUpMs = options.catchUpMs ?? DAY_MS;
    this.#catchUpEveryMs = options.catchUpEveryMs ?? 60 * 60 * 1000;
    this.#clock = options.clock ?? (() => new Date());
    this.#onError = options.onError ?? (() => undefined);
    this.#onDrawn = options.onDrawn ?? (() => undefined);
  }

  /** Starts the job engine, the worker and the passes (the first one now). */
  async start(): Promise<void> {
    if (this.#stopped) throw new Error('the lottery scheduler was stopped');
    await this.#jobs.start();
    await this.#jobs.engine.ensureQueue(this.#queue, {
      // A settlement that fails (the database gone for a moment) is tried again: 2 s, 4 s, … up to
      // a minute apart, for about an hour; drawAndSettle is idempotent, so a retry never pays twice.
      retryLimit: 60,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 60,
      // 100,000 bets settle in seconds; a job held longer than this was lost with its process.
      expireInSeconds: 300,
      // Kept two days after completion: longer than the one-day catch-up, so a drawn draw's job
      // still exists and no process sends it again.
      deleteAfterSeconds: 2 * 24 * 60 * 60,
    });
    await this.#jobs.work<DrawJob>(
      this.#queue,
      { pollingIntervalSeconds: this.#pollingIntervalSeconds, concurrency: this.#concurrency },
      async (job) => {
        const { gameCode, numero } = job.data;
        const outcome = await this.#draws.drawAndSettle(gameCode, numero);
        this.#onDrawn({ gameCode, numero }, outcome);
        return { outcome };
      },
    );
    await this.tick();
    // The next passes: one per tick across every process (the handle's workers stop at release).
    await new PeriodicJobs(this.#jobs, [
      { queue: `${this.#queue}-pass`, everyMs: this.#tickMs, run: () => this.tick() },
    ]).start();
  }

  /**
   * One pass: sends the jobs of the draws due from a little before now to two ticks ahead, and
   * (at start, then hourly) of the last day's draws that still have OPEN bets.
   */
  async tick(): Promise<void> {
    if (this.#running) return this.#running;
    this.#running = this.#pass().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #pass(): Promise<void> {
    if (this.#stopped) return;
    let games: Awaited<ReturnType<LotteryDraws['scheduledGames']>>;
    try {
      games = await this.#draws.scheduledGames();
    } catch (error) {
      this.#onError(error, 'reading the lottery games');
      return;
    }
    const now = this.#clock();
    // A little behind (a pass delayed by a busy process) and two ticks ahead. Older draws are the
    // catch-up's: only those with bets need drawing late.
    const from = new Date(now.getTime() - (2 * this.#tickMs + 5000));
    const to = new Date(now.getTime() + 2 * this.#tickMs + 1000);
    const catchUp = now.getTime() - this.#lastCatchUp >= this.#catchUpEveryMs;
    let failed = false;
    for (const game of games) {
      if (this.#stopped) return;
      try {
        const jobs = drawsBetween(game.schedule, from, to).map((draw) => ({
          key: `${game.gameCode}:${draw.numero}`,
          data: { gameCode: game.gameCode, numero: draw.numero },
          startAfter: draw.drawTime,
        }));
        if (catchUp) {
          const late = await this.#draws.drawsWithOpenBets(
            game.gameCode,
            new Date(now.getTime() - this.#catchUpMs),
            from,
          );
          for (const numero of late) {
            jobs.push({
              key: `${game.gameCode}:${numero}`,
              data: { gameCode: game.gameCode, numero },
              startAfter: now,
            });
          }
        }
        await this.#jobs.engine.sendOnce<DrawJob>(this.#queue, jobs);
      } catch (error) {
        failed = true;
        this.#onError(error, `scheduling the draws of ${game.gameCode}`);
      }
    }
    // A failed catch-up is tried again at the next pass.
    if (catchUp && !failed) this.#lastCatchUp = now.getTime();
  }

  /** Stops the passes and this process's worker (waiting for a running settlement). */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await this.#running?.catch(() => undefined);
    await this.#jobs.release();
  }
}
