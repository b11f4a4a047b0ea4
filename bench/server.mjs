#!/usr/bin/env node
// `pnpm bench:server`: the production server's public read calls under load (autocannon), next to
// a bare Fastify hello-world on the same machine, first on a fresh embedded PGlite database, then
// (when one answers) on a fresh database of a real PostgreSQL. A benchmark, not a test: it exits 0
// when goals are missed and says MISSED. Flags: --duration <s> (8), --connections <n> (50),
// --warmup <s> (2). Run through the root script, which builds the server and the web app first.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import {
  DEFAULT_DATABASE_URL,
  assertBuilt,
  benchRoot,
  createScratchDatabase,
  fileTimestamp,
  freePort,
  gitDescription,
  makeTempDir,
  parseIntFlags,
  pingPostgres,
  redactUrl,
  repoRoot,
  resultsDir,
  runMain,
  startProductServer,
  stopChild,
  trackChild,
} from './lib/product.mjs';
import { serverCalls } from './server-calls.mjs';

/** The goal of a brand-level read (issue 7). */
const GOAL = { minRatio: 0.25, maxP99Ms: 20 };

const options = parseIntFlags(process.argv.slice(2), { duration: 8, connections: 50, warmup: 2 });
if (options.duration < 1 || options.connections < 1) {
  throw new Error('--duration and --connections must be at least 1');
}

/** Starts the hello-world baseline in a child process; resolves with its URL. */
async function startHelloWorld() {
  const port = await freePort();
  const child = trackChild(
    spawn(process.execPath, [join(benchRoot, 'lib', 'hello-world.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise((done, fail) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening (\S+)/.exec(stdout);
      if (match) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`hello-world exited (code ${code}): ${stderr}`)));
  });
  child.stdout.resume();
  return { url, stop: () => stopChild(child) };
}

/** One plain GET, to record what the call answers: status, encoding, bytes on the wire. */
function probe(url, headers) {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        done({
          status: res.statusCode,
          contentType: String(res.headers['content-type'] ?? '').split(';')[0],
          contentEncoding: res.headers['content-encoding'] ?? null,
          bytes,
        }),
      );
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url} within 10 s`)));
    req.end();
  });
}

/** Warm-up (discarded), then the measured autocannon run. */
async function load(url, headers = {}) {
  const base = { url, headers, connections: options.connections };
  if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup });
  const result = await autocannon({ ...base, duration: options.duration });
  return {
    reqPerSec: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// --- the table --------------------------------------------------------------------------------

const COLUMNS = [
  ['call', 26, 'left'],
  ['req/s', 9],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['× hello', 8],
  ['non-2xx/err', 12],
  ['response', 24, 'left'],
  ['goal', 7, 'left'],
];

function row(cells) {
  return cells
    .map((cell, i) => {
      const [, width, align] = COLUMNS[i];
      const text = String(cell);
      return align === 'left' ? text.padEnd(width) : text.padStart(width);
    })
    .join('  ')
    .trimEnd();
}

const header = () => {
  const line = row(COLUMNS.map(([title]) => title));
  return `${line}\n${'─'.repeat(line.length)}`;
};

const fmt = {
  rps: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1)),
  pct: (r, digits = 0) => `${(r * 100).toFixed(digits)} %`,
  bytes: (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`),
};

function responseCell(p) {
  return `${p.status} ${p.contentEncoding ?? 'identity'} ${fmt.bytes(p.bytes)}`;
}

function misses(measured, ratio) {
  const out = [];
  if (ratio < GOAL.minRatio)
    out.push(`${fmt.pct(ratio, 1)} of hello-world < ${fmt.pct(GOAL.minRatio)}`);
  if (!(measured.latencyMs.p99 < GOAL.maxP99Ms)) {
    out.push(`p99 ${fmt.ms(measured.latencyMs.p99)} ms ≥ ${GOAL.maxP99Ms} ms`);
  }
  if (measured.non2xx > 0 || measured.errors > 0 || measured.timeouts > 0) {
    out.push(
      `${measured.non2xx} non-2xx, ${measured.errors} errors, ${measured.timeouts} timeouts`,
    );
  }
  return out;
}

// --- one leg: one server on one database --------------------------------------------------------

async function runLeg({ label, title, workDir, hello, databaseUrl = null }) {
  console.log(`\n▶ ${title}`);
  const leg = { label, title, serverStartMs: null, hello: null, calls: [] };
  let server = null;
  try {
    server = await startProductServer({ workDir, label, databaseUrl });
    leg.serverStartMs = server.startMs;
    console.log(`  server ${server.url} ready in ${server.startMs} ms; log: ${server.logFile}\n`);
    console.log(header());
    const helloProbe = await probe(hello.url, {});
    const helloLoad = await load(hello.url);
    leg.hello = { url: hello.url, ...helloProbe, ...helloLoad };
    console.log(
      row([
        'hello-world (bare Fastify)',
        fmt.rps(helloLoad.reqPerSec),
        fmt.ms(helloLoad.latencyMs.p50),
        fmt.ms(helloLoad.latencyMs.p99),
        '100 %',
        `${helloLoad.non2xx}/${helloLoad.errors}`,
        responseCell(helloProbe),
        'base',
      ]),
    );

    for (const call of serverCalls) {
      const path = typeof call.path === 'function' ? call.path() : call.path;
      if (typeof path !== 'string') {
        leg.calls.push({ name: call.name, brandRead: call.brandRead, skipped: path.skip });
        console.log(`${call.name.padEnd(26)}  skipped: ${path.skip}`);
        continue;
      }
      const url = `${server.url}${path}`;
      const headers = call.headers ?? {};
      server.assertAlive();
      const answered = await probe(url, headers);
      const measured = await load(url, headers);
      server.assertAlive();
      const ratio = measured.reqPerSec / helloLoad.reqPerSec;
      const missed = call.brandRead ? misses(measured, ratio) : [];
      const goal = call.brandRead ? (missed.length ? 'MISSED' : 'met') : '—';
      leg.calls.push({
        name: call.name,
        path,
        headers,
        brandRead: call.brandRead,
        ...answered,
        ...measured,
        ratioToHello: ratio,
        goal,
        missed,
      });
      console.log(
        row([
          call.name,
          fmt.rps(measured.reqPerSec),
          fmt.ms(measured.latencyMs.p50),
          fmt.ms(measured.latencyMs.p99),
          fmt.pct(ratio),
          `${measured.non2xx}/${measured.errors}`,
          responseCell(answered),
          goal,
        ]),
      );
    }
  } catch (error) {
    leg.error = error instanceof Error ? error.message : String(error);
    console.log(`✗ ${label} leg stopped: ${leg.error}`);
  } finally {
    await server?.stop();
  }
  return leg;
}

// --- main -------------------------------------------------------------------------------------

runMain(async () => {
  assertBuilt();
  const git = gitDescription();
  const startedAt = new Date();
  const workDir = makeTempDir('lotusplay-bench-server');
  console.log(
    `Server benchmark at ${git.commit.slice(0, 12)}${git.dirty ? ' (+ uncommitted changes)' : ''}: ` +
      `autocannon, ${options.connections} connections, ${options.duration} s per call after a ` +
      `${options.warmup} s warm-up; goal for brand-level reads: ≥ ${fmt.pct(GOAL.minRatio)} of the ` +
      `hello-world's req/s and p99 < ${GOAL.maxP99Ms} ms, every answer 2xx.`,
  );
  console.log('Client and servers share this machine: compare ratios, not absolute figures.');

  const hello = await startHelloWorld();
  const legs = [];
  legs.push(
    await runLeg({ label: 'pglite', title: 'Embedded PGlite (fresh DATA_DIR)', workDir, hello }),
  );

  const adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const ping = await pingPostgres(adminUrl);
  if (!ping.ok) {
    const reason = `no PostgreSQL answers at ${redactUrl(adminUrl)}: ${ping.reason}`;
    console.log(`\n▶ PostgreSQL: skipped (${reason})`);
    legs.push({ label: 'postgres', skipped: reason });
  } else {
    const database = await createScratchDatabase(adminUrl);
    try {
      legs.push(
        await runLeg({
          label: 'postgres',
          title: `PostgreSQL (fresh database ${database.name} at ${redactUrl(adminUrl)})`,
          workDir,
          hello,
          databaseUrl: database.url,
        }),
      );
    } finally {
      await database.drop();
    }
  }
  await hello.stop();

  const missedLines = legs.flatMap((leg) =>
    (leg.calls ?? [])
      .filter((call) => call.goal === 'MISSED')
      .map((call) => `MISSED  ${leg.label}  ${call.name}: ${call.missed.join('; ')}`),
  );
  const bound = legs.flatMap((leg) =>
    (leg.calls ?? []).filter((call) => call.brandRead && !call.skipped),
  );
  console.log('');
  if (missedLines.length) for (const line of missedLines) console.log(line);
  console.log(
    `${bound.length - missedLines.length} of ${bound.length} brand-level reads met the goal` +
      `${missedLines.length ? ` — ${missedLines.length} MISSED` : ''}.`,
  );

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `server-${fileTimestamp(startedAt)}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: 'server',
        startedAt: startedAt.toISOString(),
        git,
        node: process.version,
        options,
        goal: GOAL,
        legs,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results: ${relative(repoRoot, file)}`);
  // Missed goals are results (exit 0); a leg that could not be measured is a failure.
  const failed = legs.filter((leg) => leg.error);
  if (failed.length) {
    console.log(`FAILED: ${failed.map((leg) => leg.label).join(', ')} could not be measured.`);
    return 1;
  }
  return 0;
});
