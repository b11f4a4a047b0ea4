// Real server processes for tests that prove multi-process and crash claims: `src/main.ts`, bundled
// once per test worker as `pnpm build` bundles it, in a child process on a database of the test
// (PostgreSQL by DATABASE_URL, or an embedded PGlite data directory), reached over real HTTP
// (keep-alive sockets), and killed by signal.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import type { LoginResponse } from '@lotusplay/api-client/contracts';
import { encryptPayload } from '@lotusplay/api-client/crypto';
import { passwords } from '../lib/password';
import type { LotusPlayServer } from '../app';
import { serverRoot } from '../paths';
import { createMember } from './auth-helpers';
import type { TestMember } from './auth-helpers';
import type { TestDatabase } from './test-database';

/** The data-encryption key of server processes started here (32 bytes, hex). */
export const PROCESS_DATA_KEY = '6c6f747573706c61792d746573742d70726f63657373652d646174612d6b6579';

/** The operator token of server processes started here. */
export const PROCESS_OPERATOR_TOKEN = 'server-process-test-operator-token';

/** What a call over HTTP answered: the status and the parsed envelope. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: { success: boolean; code: string; message: string; value: T };
}

/** A server listening on a real port, reached over HTTP. */
export interface ServerEndpoint {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** A JSON call; `token` as bearer (the operator's by default). */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: unknown,
    token?: string,
  ): Promise<HttpAnswer<T>>;
  /** Stops it (SIGTERM for a process); resolves once it is gone. */
  close(): Promise<void>;
}

/** A running server process. */
export interface ServerProcess extends ServerEndpoint {
  pid: number;
  /** Resolves when the process has exited (with its code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown at all. Resolves once it is gone. */
  kill(): Promise<void>;
}

/** Where a server process keeps its data: PostgreSQL, or PGlite in `dataDir`. */
export interface ServerProcessOptions {
  /** A PostgreSQL database (DATABASE_URL); without it, PGlite in `dataDir`. */
  databaseUrl?: string | null;
  /** DATA_DIR: the PGlite data directory (and, on PostgreSQL, only the operator token's folder). */
  dataDir: string;
  /** More environment for the process (e.g. LOTTERY_FAST_DRAW_SECONDS). */
  env?: Record<string, string>;
}

/** The environment variable naming the run's folder of bundles (set by global-setup.ts). */
export const BUNDLE_ENV = 'LOTUSPLAY_TEST_SERVER_BUNDLES';

/** A new folder for the run's server bundles, under the server's node_modules. */
export function makeBundleFolder(): string {
  const cache = join(serverRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(join(cache, 'test-server-'));
}

let bundled: Promise<string> | null = null;

/**
 * `src/main.ts` bundled with the options of tsup.config.ts, once per test worker, into the run's
 * folder under the server's node_modules (so that its imports and the server's folders resolve as
 * from dist/; global-setup.ts removes it after the run). One bundle (about 2 s) instead of tsx
 * compiling the server's ~300 modules in every process it starts (about 5 s more per start on a
 * quiet machine, far more on two busy cores).
 */
function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const [{ build }, { default: config }] = await Promise.all([
      import('tsup'),
      import('../../tsup.config'),
    ]);
    const run = process.env[BUNDLE_ENV];
    const outDir = run ? mkdtempSync(join(run, 'worker-')) : makeBundleFolder();
    if (!run) process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await build({
      ...(config as Parameters<typeof build>[0]),
      entry: { main: join(serverRoot, 'src', 'main.ts') },
      outDir,
      clean: false,
      silent: true,
      config: false,
    });
    return join(outDir, 'main.js');
  })();
  return bundled;
}

/**
 * Starts the server (`src/main.ts`, bundled: serverBundle) in a child process and waits (≤ 120 s:
 * a start took over 60 s beside Playwright's browsers on two busy cores) until it listens.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const main = await serverBundle();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    WEB_DIST: join(options.dataDir, 'no-web-build'),
    OPERATOR_TOKEN: PROCESS_OPERATOR_TOKEN,
    // One data-encryption key for every process of a test: processes on one PostgreSQL (each with
    // its own DATA_DIR) must share it, as a deployment's do, or the second start is refused.
    DATA_ENCRYPTION_KEY: PROCESS_DATA_KEY,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}):\n${output}`));
    });
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    agent.destroy();
  };
  return {
    base,
    pid: child.pid!,
    call: (method, path, payload, token = PROCESS_OPERATOR_TOKEN) =>
      httpCall(base + path, method, payload, token, agent),
    exited,
    output: () => output,
    kill: () => stop('SIGKILL'),
    close: () => stop('SIGTERM'),
  };
}

/**
 * A server app of this process (createServer) listening on a random port of 127.0.0.1: on PGlite,
 * which admits one process, a second server is a second app on the same database.
 */
export async function listenInProcess(app: LotusPlayServer): Promise<ServerEndpoint> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app listens nowhere');
  const base = `http://127.0.0.1:${address.port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return {
    base,
    call: (method, path, payload, token = PROCESS_OPERATOR_TOKEN) =>
      httpCall(base + path, method, payload, token, agent),
    async close() {
      agent.destroy();
      await app.close();
    },
  };
}

/** One JSON call over HTTP; rejects on a network error or a body that is not JSON. */
export function httpCall<T>(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  payload: unknown,
  token: string | undefined,
  agent?: Agent,
): Promise<HttpAnswer<T>> {
  return new Promise((resolve, reject) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(text) as HttpAnswer<T>['body'],
            });
          } catch {
            reject(
              new Error(`${method} ${url}: ${res.statusCode} not JSON: ${text.slice(0, 200)}`),
            );
          }
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)));
    req.end(body);
  });
}

/**
 * Sends a JSON POST on a socket of its own and drops it without reading the answer: `when`
 * 'sent' right after the request is written (the server may or may not have started on it),
 * 'answered' once the status line arrives (the server has done the work and answered).
 * Resolves when the socket is gone.
 */
export function postAndDrop(
  url: string,
  payload: unknown,
  token: string,
  when: 'sent' | 'answered',
): Promise<void> {
  return new Promise((resolve) => {
    const body = JSON.stringify(payload);
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    if (when === 'sent') req.on('finish', () => setImmediate(() => req.destroy()));
    else req.on('response', () => req.destroy());
    req.setTimeout(30_000, () => req.destroy());
    req.end(body);
  });
}

/** Logs a member in through POST /wps/session/login (encrypted as the web client does). */
export async function loginOverHttp(
  server: ServerEndpoint,
  username: string,
  password: string,
): Promise<string> {
  const answer = await server.call<LoginResponse>(
    'POST',
    '/wps/session/login',
    encryptPayload({ username, password, type: 'username' }),
    '',
  );
  if (answer.status !== 200) {
    throw new Error(
      `login of ${username} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body.value.token;
}

let processHash: Promise<string> | null = null;

/**
 * A member of the test's own (createMember) that a server process lets log in: its password is
 * hashed at the production cost (the process refuses the cheap test hashes), once per test file.
 */
export async function createProcessMember(database: Pick<TestDatabase, 'db'>): Promise<TestMember> {
  processHash ??= passwords.hash('Member2025');
  return createMember(database as TestDatabase, { passwordHash: await processHash });
}
