// Databases: PGlite and PostgreSQL — the real-time salary settlement job in real server processes:
//   a SIGKILL in the middle of a settlement (two processes racing on PostgreSQL), then the rest.
// Proof that a period's salaries are paid once whatever happens to the processes (issue 28): a
// tree of 1 top agent (1.00 %), 10 sub-agents (0.80 %) and 300 leaf agents (0.50 %), each leaf
// with one round of 10.00 in each of 6 consecutive real-time periods (5 s: AGENT_REALTIME_SALARY_
// SECONDS), all completed before the processes start. Their job settles the periods due, oldest
// first, each in its own transaction.
// - On PostgreSQL two processes run it at once; once the first period of the window is committed,
//   the one whose connection (PGAPPNAME) holds the row lock of a run being written is SIGKILLed:
//   inside its transaction. The other settles the rest.
// - On PGlite (one process at a time) the process is SIGKILLed once an operator's call has waited
//   500 ms behind the settling job (the kill point is timed, not proven inside a transaction);
//   a restart on the data directory settles the rest.
// After the kill every committed run is whole (its rows, its ledger credit, its total) and nothing
// of the rest is there; at the end each period is settled once: each holder has exactly one
// settlement row per period, the team's payout of a period is 1.00 % of its rounds (0.50 + 0.30 +
// 0.20 per round), every run's ledger transaction credits exactly its total, no salary transaction
// without its run, each holder's money is the sum of its settlements, and the ledger balances.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpsSettlementRuns } from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import type { Database } from '../../db/client';
import { ledgerProblems, memberMoney } from '../../testing/ledger-audit';
import { startServerProcess } from '../../testing/server-process';
import type { ServerProcess } from '../../testing/server-process';
import { createTestDatabase, openTestDataDir } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';

const pgUrl = process.env.TEST_DATABASE_URL;
const PERIOD_SECONDS = 5;
const PERIOD_MS = PERIOD_SECONDS * 1000;
const SUB_AGENTS = 10;
const LEAVES_PER_SUB = 30;
const LEAVES = SUB_AGENTS * LEAVES_PER_SUB;
const PERIODS = 6;
const STAKE = 1_000;
/** PGlite: how long an operator's call waits before the kill (the database is busy settling). */
const BUSY_MS = 500;
/** Per round: the leaf 0.50 %, its sub-agent 0.30 %, the top 0.20 % — 1.00 % of the stake. */
const PAID_PER_ROUND = STAKE / 100;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tree, its contracts and its rounds; returns the first period's start and the holders. */
async function buildTree(db: Database): Promise<{ first: Date; holders: number[] }> {
  const tag = `rt${Date.now() % 1_000_000}`;
  // Periods start on multiples of the period since 1970 (the brand's zone is whole hours off).
  const first = new Date(
    Math.floor((Date.now() - (PERIODS + 4) * PERIOD_MS) / PERIOD_MS) * PERIOD_MS,
  );
  const accepted = new Date(first.getTime() - 1_000).toISOString();
  const [top] = await rows<{ id: number }>(
    db,
    sql`insert into members (username, nickname, password_hash, is_agent)
        values (${`${tag}top`}, ${`${tag}top`}, '!unusable$test', 1) returning id`,
  );
  await rows(
    db,
    sql`insert into members (username, nickname, password_hash, is_agent, upline_id)
        select ${tag} || 's' || i, ${tag} || 's' || i, '!unusable$test', 1, ${top!.id}
        from generate_series(1, ${SUB_AGENTS}) i`,
  );
  await rows(
    db,
    sql`insert into members (username, nickname, password_hash, is_agent, upline_id)
        select ${tag} || 'm' || s.id || '_' || i, ${tag} || 'm', '!unusable$test', 1, s.id
        from members s, generate_series(1, ${LEAVES_PER_SUB}) i
        where s.upline_id = ${top!.id}`,
  );
  const contract = (rateBp: number) =>
    sql`'realtimeSalary', 'M5', ${JSON.stringify([{ minValidBet: 0, minActiveMembers: 0, rateBp }])}::jsonb, ${rateBp}, 'active', ${accepted}::timestamptz, ${accepted}::timestamptz`;
  await rows(
    db,
    sql`insert into agent_contracts (holder_id, offered_by, kind, period, tiers, max_rate_bp, status, created_at, decided_at)
        values (${top!.id}, null, ${contract(100)})`,
  );
  await rows(
    db,
    sql`insert into agent_contracts (holder_id, offered_by, kind, period, tiers, max_rate_bp, status, created_at, decided_at)
        select id, upline_id, ${contract(80)} from members where upline_id = ${top!.id}`,
  );
  await rows(
    db,
    sql`insert into agent_contracts (holder_id, offered_by, kind, period, tiers, max_rate_bp, status, created_at, decided_at)
        select id, upline_id, ${contract(50)} from members where username like ${`${tag}m%`}`,
  );
  const [game] = await rows<{ id: number; vendor: string; type: string }>(
    db,
    sql`select id, vendor_code as vendor, game_type as type from games order by id limit 1`,
  );
  // One round per leaf in each period, a second into it.
  await rows(
    db,
    sql`insert into game_rounds (round_id, member_id, game_id, vendor_code, game_type, stake, win,
          balance_before, balance_after, created_at)
        select ${tag} || '-' || m.id || '-' || p, m.id, ${game!.id}, ${game!.vendor}, ${game!.type},
          ${STAKE}, 0, 0, 0,
          ${first.toISOString()}::timestamptz + make_interval(secs => p * ${PERIOD_SECONDS} + 1)
        from members m, generate_series(0, ${PERIODS - 1}) p
        where m.username like ${`${tag}m%`}`,
  );
  const holders = await rows<{ id: number }>(
    db,
    sql`select id from members where username like ${`${tag}%`} order by id`,
  );
  expect(holders).toHaveLength(1 + SUB_AGENTS + LEAVES);
  return { first, holders: holders.map((h) => h.id) };
}

/** What the audit found: the periods of the window settled, and every broken invariant. */
interface Audit {
  settled: number;
  problems: string[];
}

/** Audits the settlements of the window's periods and the ledger (see the file's notes). */
async function audit(db: Database, first: Date, holders: number[]): Promise<Audit> {
  const problems: string[] = [];
  const end = new Date(first.getTime() + PERIODS * PERIOD_MS);
  const runs = await rows<{ id: number; start: string; total: string; tx: number | null }>(
    db,
    sql`select id, period_start::text as start, total::text as total, transaction_id as tx
        from agent_settlement_runs
        where kind = 'realtimeSalary' and period = 'M5'
          and period_start >= ${first.toISOString()}::timestamptz
          and period_start < ${end.toISOString()}::timestamptz`,
  );
  const holderList = sql.join(
    holders.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const run of runs) {
    const [mine] = await rows<{ rows: number; agents: number; paid: string }>(
      db,
      sql`select count(*)::int as rows, count(distinct agent_id)::int as agents,
                 coalesce(sum(amount), 0)::text as paid
          from agent_settlements where run_id = ${run.id} and agent_id in (${holderList})`,
    );
    if (mine!.rows !== holders.length || mine!.agents !== holders.length)
      problems.push(`run ${run.start}: ${mine!.rows} rows for ${holders.length} holders`);
    if (Number(mine!.paid) !== LEAVES * PAID_PER_ROUND)
      problems.push(`run ${run.start}: paid ${mine!.paid}, not ${LEAVES * PAID_PER_ROUND}`);
    const [all] = await rows<{ paid: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as paid from agent_settlements where run_id = ${run.id}`,
    );
    if (all!.paid !== run.total)
      problems.push(`run ${run.start}: rows ${all!.paid} ≠ ${run.total}`);
    const [credited] = await rows<{ credited: string }>(
      db,
      sql`select coalesce(sum(e.amount), 0)::text as credited
          from ledger_entries e join wallet_accounts a on a.id = e.account_id
          where e.transaction_id = ${run.tx ?? -1} and a.member_id is not null`,
    );
    if (credited!.credited !== run.total)
      problems.push(`run ${run.start}: ledger credited ${credited!.credited} ≠ ${run.total}`);
  }
  // No salary transaction of a real-time period without its run, none twice.
  const [orphans] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transactions t
        where t.kind = 'salary' and t.reference like 'agent realtimeSalary M5 %'
          and not exists (select 1 from agent_settlement_runs r where r.transaction_id = t.id)`,
  );
  if (orphans!.n !== 0) problems.push(`${orphans!.n} salary transactions without a run`);
  // Each holder's money is what its settlements paid.
  const money = await memberMoney(db, holders);
  const paid = await rows<{ agent: number; paid: string }>(
    db,
    sql`select agent_id as agent, sum(amount)::text as paid from agent_settlements
        where agent_id in (${holderList}) group by agent_id`,
  );
  const paidOf = new Map(paid.map((row) => [Number(row.agent), Number(row.paid)]));
  for (const id of holders) {
    if ((money.get(id) ?? 0) !== (paidOf.get(id) ?? 0))
      problems.push(`holder ${id}: money ${money.get(id)} ≠ settlements ${paidOf.get(id) ?? 0}`);
  }
  const ledger = await ledgerProblems(db);
  for (const [name, list] of Object.entries(ledger))
    if ((list as unknown[]).length > 0) problems.push(`ledger: ${name} ${JSON.stringify(list)}`);
  return { settled: runs.length, problems };
}

describe(`real-time salaries across a SIGKILL mid-settlement and a restart (${
  pgUrl ? 'PostgreSQL, two processes after the crash' : 'PGlite data directory on disk'
})`, () => {
  let dir = '';
  let dataDir = '';
  let database: TestDatabase | null = null;
  const running: ServerProcess[] = [];
  let first = new Date(0);
  let holders: number[] = [];

  /** A server process; on PostgreSQL its connections carry `name` (PGAPPNAME). */
  const start = async (name = 'lotusplay-settle') => {
    const server = await startServerProcess({
      databaseUrl: database?.url ?? null,
      dataDir: database ? mkdtempSync(join(dir, 'p-')) : dataDir,
      env: { AGENT_REALTIME_SALARY_SECONDS: String(PERIOD_SECONDS), PGAPPNAME: name },
    });
    running.push(server);
    return server;
  };
  /** Runs `fn` on the database: PostgreSQL any time; PGlite (one process) while no server runs. */
  const onDatabase = async <T>(fn: (db: Database) => Promise<T>): Promise<T> => {
    if (database) return fn(database.db);
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return await fn(handle.db);
    } finally {
      await handle.close();
    }
  };
  /** The window's runs the server lists (committed), over HTTP. */
  const windowRuns = async (server: ServerProcess) => {
    const answer = await server.call<OpsSettlementRuns>(
      'GET',
      '/ops/agent/settlements?kind=realtimeSalary',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const from = first.getTime();
    const to = from + PERIODS * PERIOD_MS;
    return answer.body.value.runs.filter((run) => {
      const at = Date.parse(run.periodStart);
      return at >= from && at < to;
    });
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lotusplay-settle-'));
    dataDir = join(dir, 'data');
    if (pgUrl) {
      database = await createTestDatabase();
      ({ first, holders } = await buildTree(database.db));
    } else {
      const handle = await openTestDataDir(dataDir);
      try {
        ({ first, holders } = await buildTree(handle.db));
      } finally {
        await handle.close();
      }
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close().catch(() => undefined)));
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('pays every period once: the kill leaves whole runs only, the restart pays the rest', async () => {
    const started = Date.now();
    // On PostgreSQL two processes from the start, both running the job: whichever is caught
    // writing a run is killed, the other goes on. On PGlite (one process at a time) one, then a
    // restart.
    const pair = database
      ? await Promise.all([start('lotusplay-settle-a'), start('lotusplay-settle-b')])
      : [await start()];
    let crashed = pair[0];
    let survivor = pair[1];
    if (!crashed) throw new Error('no server process');
    // Until the first period of the window is committed; then the kill, while the job settles
    // the next ones (on PostgreSQL: at the moment a run is being written in its transaction).
    const deadline = Date.now() + 60_000;
    let inTransaction = false;
    if (database) {
      const db = database.db;
      for (;;) {
        expect(Date.now(), `no settlement within 60 s:\n${crashed.output()}`).toBeLessThan(
          deadline,
        );
        const [state] = await rows<{ committed: number; writer: string | null }>(
          db,
          sql`select (select count(*)::int from agent_settlement_runs
                      where kind = 'realtimeSalary' and period_start >= ${first.toISOString()}::timestamptz
                     ) as committed,
                     (select min(a.application_name) from pg_locks l
                        join pg_class c on c.oid = l.relation
                        join pg_stat_activity a on a.pid = l.pid
                      where l.database = (select oid from pg_database where datname = current_database())
                        and c.relname = 'agent_settlement_runs' and l.mode = 'RowExclusiveLock'
                        and l.granted and a.application_name like 'lotusplay-settle-_') as writer`,
        );
        if (state!.committed >= 1 && state!.writer) {
          if (state!.writer.endsWith('-b')) [crashed, survivor] = [survivor!, crashed];
          inTransaction = true;
          break;
        }
        // Every period completed since the window's first (the window and the ones after it)
        // is a chance to catch a process writing one.
        const due = Math.floor((Date.now() - first.getTime()) / PERIOD_MS);
        expect(state!.committed, 'the jobs settled every period before the kill').toBeLessThan(due);
      }
    } else {
      // PGlite serves one query at a time: while the job settles, an operator's call waits. The
      // kill comes once a call has waited BUSY_MS (the settlement of the window runs then).
      for (;;) {
        expect(Date.now(), `no settlement within 60 s:\n${crashed.output()}`).toBeLessThan(
          deadline,
        );
        const poll = windowRuns(crashed).then((runs) => runs.length);
        poll.catch(() => undefined);
        const answer = await Promise.race([poll, sleep(BUSY_MS).then(() => 'busy' as const)]);
        if (answer === 'busy') break;
        expect(answer, 'the job settled the window before the kill').toBeLessThan(PERIODS);
        await sleep(20);
      }
    }
    await crashed.kill();
    expect((await crashed.exited).signal).toBe('SIGKILL');
    running.splice(running.indexOf(crashed), 1);
    // PostgreSQL rolls back the killed backend's transaction as it notices the client gone.
    if (database) await sleep(500);

    const afterCrash = await onDatabase((db) => audit(db, first, holders));
    expect(afterCrash.problems).toEqual([]);
    if (database) expect(afterCrash.settled).toBeGreaterThanOrEqual(1);
    expect(inTransaction).toBe(database !== null);

    // PostgreSQL: the other process settles the rest; PGlite: a restart on the data directory.
    const restarted = survivor ? [survivor] : [await start()];
    const until = Date.now() + 90_000;
    while ((await windowRuns(restarted[0]!)).length < PERIODS) {
      expect(Date.now(), 'the restart settles the rest within 90 s').toBeLessThan(until);
      await sleep(500);
    }
    await Promise.all(restarted.map((server) => server.close()));
    running.length = 0;

    const final = await onDatabase((db) => audit(db, first, holders));
    expect(final.problems).toEqual([]);
    expect(final.settled).toBe(PERIODS);
    console.log(
      `agent settlement crash (${pgUrl ? 'PostgreSQL' : 'PGlite'}): killed with ${afterCrash.settled} of ${PERIODS} periods committed${
        database ? ', inside a settlement transaction' : ''
      }; ${survivor ? 'the other process' : 'the restart'} settled the other ${PERIODS - afterCrash.settled}, each once, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
