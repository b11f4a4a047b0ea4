// Databases: PGlite and PostgreSQL — the job engine (pg-boss: its schema, SKIP LOCKED claims, two
//   engines on one queue).
// The job engine (pg-boss) on a fresh database: PGlite through pg-boss's adapter over the server's
// own PGlite instance, or PostgreSQL with TEST_DATABASE_URL. Keyed jobs exist once however many
// times and engines send them, run after their start time, run once when two engines work the same
// queue, and the engines stop without leaving anything running.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { acquireJobs, JobEngine, jobIdOf, jobTargetOf, PeriodicJobs } from './jobs';
import type { JobsHandle } from './jobs';

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('job engine', () => {
  let database: TestDatabase;
  /** On PostgreSQL, a second pool as a second process would have. */
  let second: DatabaseHandle | null = null;
  const engines: JobEngine[] = [];
  const handles: JobsHandle[] = [];
  const engine = (db = database.db) => {
    const created = new JobEngine(jobTargetOf(db), { onError: (error) => console.error(error) });
    engines.push(created);
    return created;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url });
  });
  // Each test's engines stop with it: on PGlite two engines must not share the one connection.
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.release()));
    await Promise.all(engines.splice(0).map((e) => e.stop()));
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  it('finds the database under the server’s Drizzle instance', () => {
    const target = jobTargetOf(database.db);
    expect(target.kind).toBe(database.kind);
    if (target.kind === 'postgres') expect(target.url).toBe(database.url);
    expect(() => jobTargetOf({} as never)).toThrow(/PGlite or PostgreSQL/);
  });

  it('derives one uuid per queue and key', () => {
    const id = jobIdOf('lottery-draw', 'VN_FAST:20261126-0001');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdOf('lottery-draw', 'VN_FAST:20261126-0001')).toBe(id);
    expect(jobIdOf('lottery-draw', 'VN_FAST:20261126-0002')).not.toBe(id);
    expect(jobIdOf('other', 'VN_FAST:20261126-0001')).not.toBe(id);
  });

  it('sends a keyed job once, runs it once, not before its start time', async () => {
    const jobs = engine();
    await jobs.start();
    await jobs.start(); // a second start waits for the first
    await jobs.ensureQueue('test-once');
    await jobs.ensureQueue('test-once'); // exists already
    const startAfter = new Date(Date.now() + 1500);
    const first = await jobs.sendOnce('test-once', [
      { key: 'a', data: { n: 1 }, startAfter },
      { key: 'b', data: { n: 2 } },
    ]);
    expect(first).toHaveLength(2);
    // Again, with a different payload: nothing new.
    expect(await jobs.sendOnce('test-once', [{ key: 'a', data: { n: 99 } }])).toEqual([]);
    const ran: { n: number; at: number }[] = [];
    await jobs.work<{ n: number }>('test-once', { pollingIntervalSeconds: 0.5 }, async (job) => {
      ran.push({ n: job.data.n, at: Date.now() });
    });
    await waitFor(() => ran.length === 2, 30_000);
    expect(ran.map((r) => r.n)).toEqual([2, 1]);
    expect(ran[1]!.at).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
    // Completed, the job is kept: sending it again still creates nothing, and nothing runs twice.
    expect(await jobs.sendOnce('test-once', [{ key: 'a', data: { n: 1 } }])).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(ran).toHaveLength(2);
    const stored = await database.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'test-once' order by state`,
    );
    const rows = Array.isArray(stored) ? stored : (stored as { rows: { state: string }[] }).rows;
    expect(rows.map((row) => row.state)).toEqual(['completed', 'completed']);
  });

  it('retries a job whose handler fails', async () => {
    const jobs = engine();
    await jobs.start();
    await jobs.ensureQueue('test-retry', { retryLimit: 3, retryDelay: 1 });
    let attempts = 0;
    await jobs.work('test-retry', { pollingIntervalSeconds: 0.5 }, async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('first attempt fails');
    });
    await jobs.sendOnce('test-retry', [{ key: 'x', data: {} }]);
    await waitFor(() => attempts === 2, 30_000);
  });

  it('runs up to its concurrency side by side, and retries only the job that failed', async () => {
    const jobs = engine();
    await jobs.start();
    await jobs.ensureQueue('test-batch', { retryLimit: 2, retryDelay: 1 });
    const runs: string[] = [];
    let running = 0;
    let most = 0;
    await jobs.work<{ key: string }>(
      'test-batch',
      { pollingIntervalSeconds: 0.5, concurrency: 2 },
      async ({ data }) => {
        running += 1;
        most = Math.max(most, running);
        runs.push(data.key);
        await new Promise((resolve) => setTimeout(resolve, 200));
        running -= 1;
        if (data.key === 'bad' && runs.filter((key) => key === 'bad').length === 1) {
          throw new Error('the first run of bad fails');
        }
        return { key: data.key };
      },
    );
    await jobs.sendOnce('test-batch', [
      { key: 'good', data: { key: 'good' } },
      { key: 'bad', data: { key: 'bad' } },
    ]);
    await waitFor(() => runs.length === 3, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect([...runs].sort()).toEqual(['bad', 'bad', 'good']);
    expect(most).toBe(2);
    const stored = await database.db.execute<{ key: string; state: string; retries: number }>(
      sql`select singleton_key as key, state, retry_count as retries from pgboss.job
          where name = 'test-batch' order by singleton_key`,
    );
    const rows = Array.isArray(stored)
      ? stored
      : (stored as { rows: { key: string; state: string; retries: number }[] }).rows;
    expect(rows.map((row) => [row.key, row.state, Number(row.retries)])).toEqual([
      ['bad', 'completed', 1],
      ['good', 'completed', 0],
    ]);
  });

  it('two apps sending and working the same keyed jobs run each once', async () => {
    // As two processes would: on PostgreSQL each app has its own pool and pg-boss; on PGlite (one
    // connection of one process) both apps share the instance's one engine.
    const a = acquireJobs(database.db, { onError: (error) => console.error(error) });
    const b = acquireJobs(second?.db ?? database.db, { onError: (error) => console.error(error) });
    handles.push(a, b);
    expect(a.engine === b.engine).toBe(database.kind === 'pglite');
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.engine.ensureQueue('test-shared'), b.engine.ensureQueue('test-shared')]);
    const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
    const runs = new Map<string, string[]>();
    const handler = (who: string) => async (job: { data: { key: string } }) => {
      runs.set(job.data.key, [...(runs.get(job.data.key) ?? []), who]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const options = { pollingIntervalSeconds: 0.5, concurrency: 2 };
    await a.work<{ key: string }>('test-shared', options, handler('a'));
    await b.work<{ key: string }>('test-shared', options, handler('b'));
    const send = (jobs: JobsHandle) =>
      jobs.engine.sendOnce(
        'test-shared',
        keys.map((key) => ({ key, data: { key } })),
      );
    const [fromA, fromB] = await Promise.all([send(a), send(b)]);
    expect(fromA.length + fromB.length).toBe(keys.length);
    await waitFor(() => runs.size === keys.length, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const key of keys) expect(runs.get(key), key).toHaveLength(1);
    // Both took part.
    const workers = new Set([...runs.values()].flat());
    expect(workers.size).toBe(2);
    // One app lets go: the other's worker still runs jobs (on PGlite the shared engine stays up).
    await a.release();
    await send(b).then(() => undefined);
    await b.engine.sendOnce('test-shared', [{ key: 'after', data: { key: 'after' } }]);
    await waitFor(() => runs.has('after'), 30_000);
    expect(runs.get('after')).toEqual(['b']);
  });

  it('runs a periodic job once per period across two apps, retries a failed run, keeps it', async () => {
    // The modules' sweeps (modules/module.ts JobDeclaration): a period of 1 s, two apps (two
    // processes on PostgreSQL) running the same job; the second period's first run fails.
    const queue = 'test-periodic';
    const runs: { who: string; at: number }[] = [];
    let failed = false;
    const job = (who: string) => ({
      queue,
      everyMs: 1000,
      queueOptions: { retryLimit: 2, retryDelay: 1 },
      run: async () => {
        runs.push({ who, at: Date.now() });
        if (runs.length === 2 && !failed) {
          failed = true;
          throw new Error('this run fails once');
        }
        return { ran: runs.length };
      },
    });
    const a = new PeriodicJobs(acquireJobs(database.db), [job('a')]);
    const b = new PeriodicJobs(acquireJobs(second?.db ?? database.db), [job('b')]);
    const started = Date.now();
    await Promise.all([a.start(), b.start()]);
    try {
      await waitFor(() => runs.length >= 6, 30_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const elapsed = Date.now() - started;
    // One run per period (plus the retry of the failed one), not one per app and period.
    expect(failed).toBe(true);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 2);
    const rows = await database.db.execute(
      sql`select state, count(*)::int as n from pgboss.job where name = ${queue} group by state`,
    );
    const states = Object.fromEntries(
      (rows as unknown as { rows: { state: string; n: number }[] }).rows.map((r) => [r.state, r.n]),
    );
    // In pg-boss's tables: one job per period, each run once (the failed one twice: its retry),
    // whichever app ran it.
    expect(states.completed).toBeGreaterThanOrEqual(5);
    expect(runs).toHaveLength(states.completed! + 1);
    expect(states.failed ?? 0).toBe(0);
  });

  it('stops cleanly, once, and does not start again', async () => {
    const jobs = engine();
    await jobs.stop(); // never started: nothing to do
    const other = engine();
    await other.start();
    await other.ensureQueue('test-stop');
    await other.work('test-stop', { pollingIntervalSeconds: 0.5 }, async () => undefined);
    await other.stop();
    await other.stop();
    await expect(other.start()).rejects.toThrow(/stopped/);
  });
});
