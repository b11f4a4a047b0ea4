// The job engine of scheduled work (DESIGN.md "Scale", TOOLCHAIN.md "Jobs on the embedded
// database"): pg-boss 12.38 on the server's own database. On PostgreSQL it opens a small pool of
// its own on the same connection string, and any number of server processes share one queue (a job
// is claimed by one of them with SKIP LOCKED). On the embedded PGlite it runs through pg-boss's
// `fromPglite` adapter over the very PGlite instance the server uses (`query` for statements with
// parameters, `exec` for its parameterless multi-statement blocks, the rows of every statement
// returned), with `backend: 'pglite'`.
//
// PGlite is one connection of one process: every app of this process over one PGlite instance shares
// one engine (`acquireJobs` counts its users and stops it with the last), as two processes share one
// PostgreSQL queue. Two pg-boss instances on one connection would interleave their transactions. On
// PostgreSQL the users of one pool (an app's periodic jobs and its lottery scheduler) share one
// engine too; an app with a pool of its own (a process of its own) has its own.
//
// Jobs that must exist once whatever the number of processes asking (a lottery draw) are sent with
// a deterministic id derived from a key: the insert is `ON CONFLICT DO NOTHING`, so the second
// process's send is a no-op, and a completed job keeps its id until pg-boss deletes it.
import { createHash } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { ConstructorOptions, Job, JobResult, PGliteLike, Queue } from 'pg-boss';
import pg from 'pg';
import type { Database } from '../db/client';

/** Where pg-boss keeps its jobs: the server's PGlite instance, or a PostgreSQL database. */
export type JobTarget = { kind: 'pglite'; client: PGliteLike } | { kind: 'postgres'; url: string };

/** The job target of the server's database (the client under its Drizzle instance). */
export function jobTargetOf(db: Database): JobTarget {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const url = client.options.connectionString;
    if (!url) throw new Error('the PostgreSQL pool has no connection string for the job engine');
    return { kind: 'postgres', url };
  }
  const pglite = client as Partial<PGliteLike> | undefined;
  if (pglite && typeof pglite.query === 'function' && typeof pglite.exec === 'function') {
    return { kind: 'pglite', client: pglite as PGliteLike };
  }
  throw new Error('the job engine needs a PGlite or PostgreSQL (pg.Pool) database');
}

/** A job to send once per key. */
export interface KeyedJob<T extends object> {
  /** What makes it unique in its queue (e.g. `VN_FAST:20261126-0042`). */
  key: string;
  data: T;
  /** Not run before this instant. */
  startAfter?: Date;
}

export interface JobEngineOptions {
  /** pg-boss's own pool on PostgreSQL (default 4 connections). */
  maxConnections?: number;
  /** Told of errors pg-boss reports in the background (a lost connection, a failed poll). */
  onError?: (error: unknown) => void;
}

/**
 * The uuid of a keyed job: the SHA-256 of queue and key, shaped as an RFC 9562 version 8 uuid
 * (custom), so every process computes the same id for the same job.
 */
export function jobIdOf(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex').slice(0, 32);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss on the server's database; start once, stop on close. */
export class JobEngine {
  readonly boss: PgBoss;
  readonly kind: JobTarget['kind'];
  #started: Promise<void> | null = null;
  #stopped = false;
  readonly #queues = new Map<string, Promise<void>>();

  constructor(target: JobTarget, options: JobEngineOptions = {}) {
    const common: ConstructorOptions = {
      // No cron schedules: the lottery scheduler sends its own jobs (singleton by id).
      schedule: false,
      // Completed jobs are kept two days: the scheduler's catch-up window is one day, so a draw's job
      // still exists (and is not sent again) while the scheduler could ask for it.
      // (Queue options below; these are the instance's maintenance settings.)
      superviseIntervalSeconds: 60,
      maintenanceIntervalSeconds: 120,
      monitorIntervalSeconds: 60,
    };
    this.kind = target.kind;
    this.boss =
      target.kind === 'pglite'
        ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(target.client) })
        : new PgBoss({
            ...common,
            connectionString: target.url,
            max: options.maxConnections ?? 4,
            application_name: 'lotusplay-jobs',
          });
    const onError = options.onError ?? (() => undefined);
    // Without a listener an 'error' event would throw and end the process.
    this.boss.on('error', onError);
  }

  /** Starts pg-boss (creates or migrates its schema, `pgboss`); a second call waits for the first. */
  async start(): Promise<void> {
    if (this.#stopped) throw new Error('the job engine was stopped');
    this.#started ??= this.boss.start().then(() => undefined);
    await this.#started;
  }

  /** Stops the workers (waiting up to `timeoutMs` for running handlers) and closes its pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#started === null) return;
    await this.#started.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
  }

  /** Creates a queue unless it exists (several processes may ask at once). */
  async ensureQueue(name: string, options: Omit<Queue, 'name'> = {}): Promise<void> {
    let created = this.#queues.get(name);
    if (created === undefined) {
      created = this.#createQueue(name, options);
      this.#queues.set(name, created);
      created.catch(() => this.#queues.delete(name));
    }
    await created;
  }

  async #createQueue(name: string, options: Omit<Queue, 'name'>): Promise<void> {
    if (await this.boss.getQueue(name)) return;
    try {
      await this.boss.createQueue(name, options);
    } catch (error) {
      // Another process created it between the two calls.
      if (!(await this.boss.getQueue(name))) throw error;
    }
  }

  /**
   * Sends each job unless a job with its key exists in the queue (sent by this or any process and
   * not yet deleted by pg-boss's retention). Answers the ids of the jobs this call created.
   */
  async sendOnce<T extends object>(queue: string, jobs: readonly KeyedJob<T>[]): Promise<string[]> {
    if (jobs.length === 0) return [];
    const created = await this.boss.insert(
      queue,
      jobs.map((job) => ({
        id: jobIdOf(queue, job.key),
        data: job.data,
        singletonKey: job.key,
        ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
      })),
      { returnId: true },
    );
    return created ?? [];
  }

  /**
   * Runs `handler` for each job of the queue, up to `concurrency` at once (1 unless said): ONE
   * worker asks for up to that many jobs a poll (every `pollingIntervalSeconds`) and runs them side
   * by side, each completed, or failed and retried, on its own. One worker rather than one per
   * concurrent job: every poll is a query, and an idle server's polls were most of its idle CPU
   * (on PGlite they run on the server's one thread).
   */
  async work<T extends object>(
    queue: string,
    options: { pollingIntervalSeconds: number; concurrency?: number },
    handler: (job: Job<T>) => Promise<unknown>,
  ): Promise<string> {
    return this.boss.work<
      T,
      unknown,
      { pollingIntervalSeconds: number; batchSize: number; perJobResults: true }
    >(
      queue,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        batchSize: options.concurrency ?? 1,
        perJobResults: true,
      },
      async (jobs) => {
        const settled = await Promise.allSettled(jobs.map((job) => handler(job)));
        return jobs.map((job, index): JobResult => {
          const outcome = settled[index]!;
          return outcome.status === 'fulfilled'
            ? { id: job.id, status: 'completed', output: outcome.value ?? null }
            : { id: job.id, status: 'failed', output: failureOf(outcome.reason) };
        });
      },
    );
  }
}

/** A failed job's output, as pg-boss stores a handler's throw: the error's name, message, stack. */
function failureOf(reason: unknown): object {
  return reason instanceof Error
    ? { name: reason.name, message: reason.message, stack: reason.stack ?? null }
    : { message: String(reason) };
}

/** One user's share of a job engine: its workers, removed when it lets go. */
export interface JobsHandle {
  readonly engine: JobEngine;
  /** Starts the engine (once for all its users). */
  start(): Promise<void>;
  /** As `JobEngine.work`; the worker stops when this handle is released. */
  work<T extends object>(
    queue: string,
    options: { pollingIntervalSeconds: number; concurrency?: number },
    handler: (job: Job<T>) => Promise<unknown>,
  ): Promise<string>;
  /** Stops this user's workers; the engine stops with its last user. */
  release(): Promise<void>;
}

const sharedEngines = new WeakMap<object, { engine: JobEngine; users: number }>();

/**
 * The job engine of `db`'s connection: one per PGlite instance, one per PostgreSQL pool, shared by
 * every user on it (an app's periodic jobs and its lottery scheduler): two apps with pools of their
 * own have an engine each, as two processes would.
 */
export function acquireJobs(db: Database, options: JobEngineOptions = {}): JobsHandle {
  const target = jobTargetOf(db);
  // The PGlite instance, or the pg.Pool: what jobTargetOf found under the Drizzle instance.
  const key = (db as unknown as { $client: object }).$client;
  let shared = sharedEngines.get(key);
  if (shared === undefined) {
    shared = { engine: new JobEngine(target, options), users: 0 };
    sharedEngines.set(key, shared);
  }
  shared.users += 1;
  const entry = shared;
  const engine = entry.engine;
  const releaseEngine = async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    if (sharedEngines.get(key) === entry) sharedEngines.delete(key);
    await entry.engine.stop();
  };
  const workers: { queue: string; id: string }[] = [];
  let released = false;
  return {
    engine,
    start: () => engine.start(),
    async work(queue, workOptions, handler) {
      if (released) throw new Error('this job handle was released');
      const id = await engine.work(queue, workOptions, handler);
      workers.push({ queue, id });
      return id;
    },
    async release() {
      if (released) return;
      released = true;
      // Other users keep the engine: stop only this user's workers, waiting for their running jobs.
      if (entry.users > 1) {
        for (const { queue, id } of workers) {
          await engine.boss.offWork(queue, { id, wait: true }).catch(() => undefined);
        }
      }
      await releaseEngine();
    },
  };
}

/**
 * Creates (or migrates) pg-boss's schema in `db` and stops: what prepareDatabase does after the
 * migrations, so a server (or a test's copy of the migrated template) finds it ready instead of
 * creating it at its first start (seconds on PGlite).
 */
export async function installJobSchema(db: Database): Promise<void> {
  const engine = new JobEngine(jobTargetOf(db), { maxConnections: 1 });
  try {
    await engine.start();
  } finally {
    await engine.stop();
  }
}

/** A piece of periodic work (a module's declared job: modules/module.ts `JobDeclaration`). */
export interface PeriodicJob {
  /** Its pg-boss queue. */
  queue: string;
  /** Milliseconds between two runs. */
  everyMs: number;
  /** One run; its answer is the job's output. A throw fails the job, which is retried. */
  run(): Promise<unknown>;
  /** Its queue's retry and retention settings (over PERIODIC_QUEUE_DEFAULTS). */
  queueOptions?: Omit<Queue, 'name'>;
}

/** The data of a periodic job: its period's number (milliseconds since 1970 / everyMs). */
export interface PeriodicJobData {
  slot: number;
}

/** A periodic job's queue unless it says otherwise: a few quick retries, a day of history. */
export const PERIODIC_QUEUE_DEFAULTS: Omit<Queue, 'name'> = {
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 300,
  deleteAfterSeconds: 24 * 60 * 60,
};

/**
 * Runs periodic jobs on the job engine: one job per period of each, whatever the number of
 * processes. A period's job has the key of its number (a deterministic id: `sendOnce`), not before
 * its start; every process sends the next period's job when it starts, and the run of a period's
 * job first sends the next one, so the chain goes on while any process runs, and a period runs once
 * across them (claimed by one worker). A failed run is retried by pg-boss and kept in its tables.
 */
export class PeriodicJobs {
  readonly #handle: JobsHandle;
  readonly #jobs: readonly PeriodicJob[];
  readonly #clock: () => Date;

  constructor(
    handle: JobsHandle,
    jobs: readonly PeriodicJob[],
    clock: () => Date = () => new Date(),
  ) {
    this.#handle = handle;
    this.#jobs = jobs;
    this.#clock = clock;
  }

  /**
   * How often a worker asks for its job, in seconds: half the period, 1 to 30. A period's job runs
   * at most that long after the period starts. Every poll is a query: at a fifth of the period
   * (0.5 to 10 s) an idle server's nine workers cost it ~3 % of a core on PGlite (2026-11-29).
   */
  static pollingSecondsOf(everyMs: number): number {
    return Math.min(Math.max(everyMs / 2000, 1), 30);
  }

  /** Starts the engine, each job's worker, and sends each job's next period. */
  async start(): Promise<void> {
    await this.#handle.start();
    const engine = this.#handle.engine;
    for (const job of this.#jobs) {
      await engine.ensureQueue(job.queue, { ...PERIODIC_QUEUE_DEFAULTS, ...job.queueOptions });
      await this.#handle.work<PeriodicJobData>(
        job.queue,
        { pollingIntervalSeconds: PeriodicJobs.pollingSecondsOf(job.everyMs) },
        async ({ data }) => {
          // The next period first (after a pause of the processes, the period after now's): a
          // failing run must not end the chain.
          await this.#send(job, Math.max(data.slot + 1, this.#slotNow(job) + 1));
          return { output: (await job.run()) ?? null };
        },
      );
      await this.#send(job, this.#slotNow(job) + 1);
    }
  }

  /** Stops this process's workers (waiting for running jobs); the engine stops with its last user. */
  stop(): Promise<void> {
    return this.#handle.release();
  }

  #slotNow(job: PeriodicJob): number {
    return Math.floor(this.#clock().getTime() / job.everyMs);
  }

  async #send(job: PeriodicJob, slot: number): Promise<void> {
    await this.#handle.engine.sendOnce<PeriodicJobData>(job.queue, [
      { key: String(slot), data: { slot }, startAfter: new Date(slot * job.everyMs) },
    ]);
  }
}
