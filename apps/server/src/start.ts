// Starts the platform server: database (PGlite or PostgreSQL), migrations, first-start seed,
// operator token, then listens on HOST:PORT until SIGINT/SIGTERM. The entry points call it: main.ts
// (the product) and testing/e2e-server.ts (the end-to-end suites' cheaper password hashes).
import pino from 'pino';
import { createServer } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { FirebaseTokenVerifier } from './lib/firebase-token';
import { loadDataKey } from './lib/secret-box';
import type { PasswordHasher } from './lib/password';
import { DEMO_PASSWORD, demoMembers } from './db/seed-data';

/**
 * The log goes to stdout in writes of LOG_BATCH_BYTES (and at least every LOG_FLUSH_MS), not one
 * write(2) per line on the event loop: one line per request cost a cheap read about a seventh of
 * its req/s. Every line is written at exit (pino flushes on it, whatever ends the process but
 * SIGKILL, which loses at most the last second's lines).
 */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/** What an entry point may change of the server it starts. */
export interface StartOptions {
  /** Login and payment password hashing: the OWASP-cost `passwords` unless an entry passes one. */
  passwordHasher?: PasswordHasher;
  /** Lines printed after the start banner (an entry's warning). */
  notice?: readonly string[];
}

/** Starts the server from the environment (config.ts) and prints where it listens. */
export async function start({ passwordHasher, notice = [] }: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  const logStream = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => logStream.flush(), LOG_FLUSH_MS).unref();
  const started = Date.now();
  // The key of the secrets kept encrypted in the database, before the start-up migration seals
  // any stored before encryption at rest.
  const dataKey = await loadDataKey({
    envKey: config.dataEncryptionKey,
    dataDir: config.dataDir,
  });
  const database = await prepareDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
    { secretBox: dataKey.box, ...(passwordHasher ? { passwordHasher } : {}) },
  );
  const app = await createServer({
    db: database.db,
    notifications: database.notifications,
    config: {
      trustProxy: config.trustProxy,
      operatorToken: config.operatorToken,
      bodyLimit: config.bodyLimit,
      humanCheck: config.humanCheck,
      serveSourceMaps: config.serveSourceMaps,
      lottery: { fastDrawSeconds: config.lottery.fastDrawSeconds },
      agent: config.agent,
    },
    // Every process schedules and draws (pg-boss: each draw once); LOTTERY_SCHEDULER=off opts out.
    lotteryScheduler: config.lottery.scheduler ? {} : null,
    logger: { level: config.logLevel, stream: logStream },
    webDist: config.webDist,
    firebase: config.firebase ? new FirebaseTokenVerifier(config.firebase) : null,
    secretBox: dataKey.box,
    ...(passwordHasher ? { passwordHasher } : {}),
  });
  if (config.databaseUrl && dataKey.source === 'file') {
    app.log.warn(
      { keyFile: dataKey.file },
      'DATA_ENCRYPTION_KEY is not set: secrets in the database are encrypted with this key file; every process on this PostgreSQL database needs the same key (set DATA_ENCRYPTION_KEY on all of them)',
    );
  }
  if (config.firebase?.emulatorHost) {
    app.log.warn(
      { emulator: config.firebase.emulatorHost },
      'Firebase ID tokens are checked against the Auth emulator: never use this in production',
    );
  }
  const operatorToken = await app.operatorService.ensureToken(config.dataDir);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const where =
    database.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `LotusPlay is running at http://${shownHost}:${port}  (API docs: /docs)`,
    `Database: ${where}${database.seeded ? ', seeded with the demo brand' : ''}; ready in ${Date.now() - started} ms`,
    `Demo accounts: ${demoMembers.map((m) => `${m.username} / ${m.password ?? DEMO_PASSWORD}`).join(', ')}`,
    ...(config.firebase
      ? [
          `Firebase phone sign-in: project ${config.firebase.projectId}${config.firebase.emulatorHost ? ` on the Auth emulator at ${config.firebase.emulatorHost}` : ''} (switch: ops flag FIREBASESMS3 on)`,
        ]
      : []),
    operatorToken.file
      ? `Operator token: ${operatorToken.file}  (pnpm --filter @lotusplay/server ops status)`
      : 'Operator token: from OPERATOR_TOKEN',
    ...notice,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * What an entry point runs: `start`, and on failure the reason on stderr and exit code 1 (main.ts,
 * testing/e2e-server.ts).
 */
export function startOrExit(options: StartOptions = {}): void {
  start(options).catch((error: unknown) => {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
