// The product as the Playwright suites start it: the built platform server serving the built web
// app, with the operator token the `ops` helper uses.
//
// The main suite (playwright.config.ts) runs several workers, each with a server of its own on a
// database of its own (e2e/fixtures.ts), so that specs that switch brand-wide settings
// (maintenance, flags, region) never meet another worker's specs. A worker's database is a copy
// of the run's template, migrated and seeded once by the global setup (e2e/global-setup.ts): an
// embedded PGlite data folder copied with `cp`, or a PostgreSQL database made with
// `CREATE DATABASE … TEMPLATE`.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const root = resolve(import.meta.dirname, '..');

/** Where a product server keeps its data. */
export type ProductDatabase = { dataDir: string } | { dataDir: string; databaseUrl: string };

/** The environment of a product server (main.ts) on `port`. */
export function productEnv(options: {
  port: number;
  database: ProductDatabase;
  operatorToken: string;
  env?: Record<string, string>;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.database.dataDir,
    ...('databaseUrl' in options.database ? { DATABASE_URL: options.database.databaseUrl } : {}),
    OPERATOR_TOKEN: options.operatorToken,
    // One data-encryption key for the run: the servers on copies of a PostgreSQL template (each
    // with its own DATA_DIR) open the secrets the template's first start sealed, as the processes
    // of a deployment share theirs.
    DATA_ENCRYPTION_KEY: '6c6f747573706c61792d65326520646174612d656e6372797074696f6e2d6b31',
    // The release check (scripts/release-check.mjs) points it at a copy of the app built from
    // the published packages.
    WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    // The auth specs give each test its own visitor address through x-forwarded-for: the browser
    // (on loopback) stands in for the trusted proxy. TRUST_PROXY=true is refused at start.
    TRUST_PROXY: '127.0.0.1,::1',
    // The real-time salary settles every 20 s rather than every 5 minutes, so that the agent
    // contract spec sees its settlement job pay (the period's length is the only change).
    AGENT_REALTIME_SALARY_SECONDS: '20',
    ...options.env,
  };
}

/** A port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A running product server process. */
export interface ProductProcess {
  url: string;
  port: number;
  /** What it wrote to stderr (for a failure message). */
  errors(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` and waits until it answers its status: `dist/e2e-server.js`,
 * which is `dist/main.js` with passwords hashed at a test cost (apps/server/src/testing/
 * e2e-server.ts: ~150 logins and registrations a run at the OWASP cost were a minute and more of
 * CI's two cores).
 */
export async function startProduct(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ProductProcess> {
  const port = Number(env.PORT);
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/e2e-server.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `the product server exited with ${child.exitCode} before it answered:\n${stderr}`,
      );
    }
    try {
      const answer = await fetch(`${url}/wps/system/status`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the product server did not answer within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url, port, errors: () => stderr, stop };
}

/** The name prefix of this run's PostgreSQL databases (a worker's, the template). */
export function e2eDatabasePrefix(runId: string): string {
  return `lotusplay_e2e_${runId}_`;
}

/** A connection string of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the PostgreSQL of `adminUrl`. */
export async function onPostgres(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
