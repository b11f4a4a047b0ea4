// Shared pieces of the benchmark scripts: the built product server started on a fresh database,
// free ports, temp folders, PostgreSQL scratch databases, and the cleanup that stops every child
// process (and drops every scratch database) on exit, on error and on Ctrl-C.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fstatSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The bench package folder. */
export const benchRoot = join(repoRoot, 'bench');
/** Where the scripts write their JSON results (gitignored). */
export const resultsDir = join(benchRoot, 'results');
/** The built server entry and the built web app it serves. */
export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webDist = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : join(repoRoot, 'apps', 'web', 'dist');

/** The PostgreSQL the server leg uses when DATABASE_URL is unset (the developers' machines). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

// ---------------------------------------------------------------------------------------------
// Cleanup: every child and every cleanup step registered here runs once, whatever ends the run.

const children = new Set();
const cleanups = [];
/** True once the script is ending: children exiting now are being stopped, not crashing. */
let ending = false;

/** Registers a child process so that it is stopped when the script ends, however it ends. */
export function trackChild(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Registers an async cleanup step (run last-in, first-out); returns a function to unregister it. */
export function onCleanup(step) {
  cleanups.push(step);
  return () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Stops one child: SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function cleanupAll() {
  ending = true;
  await Promise.all([...children].map((child) => stopChild(child).catch(() => undefined)));
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step();
    } catch (error) {
      console.error(`cleanup step failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/**
 * Runs `main` with the cleanup wired to every way out: normal end (exit with the number `main`
 * resolves to, 0 by default), a thrown error
 * (printed, exit 1), SIGINT (130) and SIGTERM (143). A second Ctrl-C kills the children at once.
 */
export function runMain(main) {
  let finishing = false;
  const finish = async (code) => {
    if (finishing) return;
    finishing = true;
    await cleanupAll();
    process.exit(code);
  };
  const interrupted = (signal, code) => () => {
    if (finishing) {
      for (const child of children) child.kill('SIGKILL');
      process.exit(code);
    }
    console.error(`\n${signal}: stopping the benchmark's processes…`);
    void finish(code);
  };
  process.on('SIGINT', interrupted('SIGINT', 130));
  process.on('SIGTERM', interrupted('SIGTERM', 143));
  // An error nobody awaited (e.g. an 'error' event of a child) still stops everything.
  const crashed = (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (finishing) process.exit(1);
    void finish(1);
  };
  process.on('uncaughtException', crashed);
  process.on('unhandledRejection', crashed);
  // Last resort when something calls process.exit() directly: no child outlives the script.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  main().then(
    (code = 0) => finish(code),
    (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      void finish(1);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

/** A fresh temp folder, removed at cleanup. */
export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Parses `--name value` / `--name=value` integer flags; unknown flags are an error. */
export function parseIntFlags(argv, defaults) {
  const values = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const key = match?.[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!match || !(key in defaults)) {
      const known = Object.keys(defaults).map(
        (k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} <n>`,
      );
      throw new Error(`Unknown argument "${arg}". Flags: ${known.join(', ')}`);
    }
    const raw = match[2] ?? argv[++i];
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${arg} needs a whole number, got "${raw}"`);
    values[key] = value;
  }
  return values;
}

/** The commit the product was measured at, with "+dirty" when the working tree has changes. */
export function gitDescription() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    return { commit, dirty: dirty !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

/** A file-name-safe timestamp (UTC), e.g. 2025-06-01T12-30-00Z. */
export function fileTimestamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** Throws a helpful error when the server or the web app has not been built. */
export function assertBuilt() {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing: build first (the root scripts pnpm bench:server / bench:lighthouse do).`,
    );
  }
  if (!existsSync(join(webDist, 'index.html'))) {
    console.warn(`! ${webDist}/index.html is missing: the server will serve its "not built" page.`);
  }
}

// ---------------------------------------------------------------------------------------------
// The product server.

/** Server settings a caller's environment must not leak into a benchmark or reliability run. */
export const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'WEB_DIST',
  'TRUST_PROXY',
  'OPERATOR_TOKEN',
  'DATA_ENCRYPTION_KEY',
  'LOG_LEVEL',
  'LOTTERY_FAST_DRAW_SECONDS',
  'LOTTERY_SCHEDULER',
  'AGENT_REALTIME_SALARY_SECONDS',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_AUTH_EMULATOR_HOST',
];

const READY_LINE = /LotusPlay is running at (http:\/\/\S+)/;

/** The last `lines` lines of a log, read from its last 1 MB (a bench server's log grows large). */
function tail(file, lines = 30) {
  try {
    const fd = openSync(file, 'r');
    try {
      const size = fstatSync(fd).size;
      const length = Math.min(size, 1024 * 1024);
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, size - length);
      return buffer.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/**
 * Starts `node apps/server/dist/main.js` as in production: HOST 127.0.0.1, a free PORT, a fresh
 * DATA_DIR under `workDir` (so a fresh embedded database is created and seeded, unless
 * `databaseUrl` is given), LOG_LEVEL at its default (info) with request logging on and stdout
 * and stderr written straight to `<workDir>/<label>-server.log`. Resolves once the server prints
 * "LotusPlay is running at …". Returns { url, port, logFile, startMs, child, stop() }.
 */
export async function startProductServer({
  workDir,
  label,
  databaseUrl = null,
  timeoutMs = 120_000,
}) {
  const port = await freePort();
  const logFile = join(workDir, `${label}-server.log`);
  const env = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(workDir, `${label}-data`),
    WEB_DIST: webDist,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // The child writes to the file itself: the benchmark process never spends CPU on the logs.
  const fd = openSync(logFile, 'a');
  const started = Date.now();
  const child = trackChild(
    spawn(
      process.execPath,
      // BENCH_SERVER_CPU_PROFILE=<dir>: a V8 CPU profile of each server, written when it stops.
      [
        ...(process.env.BENCH_SERVER_CPU_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROFILE}`]
          : []),
        serverEntry,
      ],
      { cwd: repoRoot, env, stdio: ['ignore', fd, fd] },
    ),
  );
  closeSync(fd);

  const url = await new Promise((done, fail) => {
    const onExit = (code, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      fail(
        new Error(
          `The server (${label}) exited before it was ready (code ${code}, signal ${signal}). Log:\n${tail(logFile)}`,
        ),
      );
    };
    const poll = setInterval(() => {
      const match = READY_LINE.exec(tail(logFile, 200));
      if (match) {
        clearInterval(poll);
        clearTimeout(timer);
        child.off('exit', onExit);
        done(match[1]);
      }
    }, 100);
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.off('exit', onExit);
      fail(
        new Error(
          `The server (${label}) was not ready within ${timeoutMs / 1000} s. Log:\n${tail(logFile)}`,
        ),
      );
    }, timeoutMs);
    child.once('exit', onExit);
  });

  // A server that dies under load (a crash is a finding, not a figure) is reported at once.
  let exited = null;
  let stopping = false;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
    if (!stopping && !ending) {
      console.error(
        `\n✗ The server (${label}) exited during the run (code ${code}, signal ${signal}). ` +
          `Last lines of ${logFile}:\n${tail(logFile, 12)
            .split('\n')
            .map((line) => `  ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`)
            .join('\n')}`,
      );
    }
  });

  return {
    url: url.replace(/\/$/, ''),
    port,
    logFile,
    startMs: Date.now() - started,
    child,
    /** Throws when the server is no longer running (it crashed). */
    assertAlive() {
      if (exited) {
        throw new Error(
          `the server (${label}) exited during the run (code ${exited.code}, signal ${exited.signal}); see ${logFile}`,
        );
      }
    },
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL scratch databases.

/** Shows a connection URL without its password. */
export function redactUrl(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * Whether a PostgreSQL answers `select 1` at `url` within ~3 s.
 * Returns { ok: true } or { ok: false, reason }.
 */
export async function pingPostgres(url) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3000,
    query_timeout: 3000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? ` (${error.code})` : '';
    return {
      ok: false,
      reason: `${error instanceof Error ? error.message : String(error)}${code}`,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates a fresh, uniquely named database on the PostgreSQL at `adminUrl` and returns its URL;
 * it is dropped (forcing sessions off) at cleanup, or earlier through the returned drop().
 */
export async function createScratchDatabase(adminUrl, prefix = 'lotusplay_bench') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    unregister();
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  const unregister = onCleanup(drop);
  return { name, url: url.toString(), drop };
}
