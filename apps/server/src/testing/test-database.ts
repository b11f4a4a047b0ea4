// A database of its own per test file: in-memory PGlite by default, or a uniquely named PostgreSQL
// database on the server of TEST_DATABASE_URL (created here, dropped on close), each a copy of the
// run's migrated and seeded template (database-template.ts).
import type { Database, DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import type { Notifications } from '../db/notifications';
import { prepareDatabase } from '../db/prepare';
import { PasswordHasher, passwordCost } from '../lib/password';
import { createServer } from '../app';
import type { LotusPlayServer, ServerDeps } from '../app';
import {
  buildPgliteTemplate,
  databaseUrl,
  dropDatabase,
  onAdminConnection,
  readPgliteTemplate,
  uniqueDatabaseName,
} from './database-template';

/**
 * The password hasher of test servers and databases: scrypt at N=2^10 instead of the OWASP 2^17,
 * so a test login costs milliseconds, not half a second. The production cost itself is tested in
 * lib/password.test.ts and timed by `bench:login-timing`; servers started by main.ts never use this.
 */
export const testPasswordHasher = new PasswordHasher({ ...passwordCost, N: 2 ** 10 });

/**
 * The proof-of-work difficulty of test servers: a few PBKDF2 tries of a few iterations, so a test
 * that solves the human check costs nothing. The production difficulty is timed in
 * human-check.test.ts.
 */
export const testProofOfWork = { cost: 10, counterMin: 1, counterMax: 20 };

/** A migrated, seeded database for one test file. */
export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Its notifications (what keeps the servers' per-member caches right). */
  notifications: Notifications;
  /** The connection string on PostgreSQL (for a server process of its own); null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

/** Where the global setup (global-setup.ts) left this run's templates, for the test workers. */
export const TEMPLATE_ENV = {
  /** The path of the PGlite template's tar. */
  pglite: 'LOTUSPLAY_TEST_PGLITE_TEMPLATE',
  /** The name of the PostgreSQL template database (on the server of TEST_DATABASE_URL). */
  postgres: 'LOTUSPLAY_TEST_POSTGRES_TEMPLATE',
} as const;

let pgliteTemplate: Promise<Blob> | undefined;

/** This process's PGlite template: the global setup's, else one built here once. */
function pgliteTemplateOfRun(): Promise<Blob> {
  const path = process.env[TEMPLATE_ENV.pglite];
  pgliteTemplate ??= path ? readPgliteTemplate(path) : buildPgliteTemplate(testPasswordHasher);
  // A failed build is not kept: the next test tries again and says why.
  pgliteTemplate.catch(() => (pgliteTemplate = undefined));
  return pgliteTemplate;
}

/**
 * Opens a database of the test's own, migrated and seeded: a copy of the run's template (see
 * database-template.ts), in-memory PGlite by default, or a uniquely named PostgreSQL database on
 * the server of TEST_DATABASE_URL (created here, dropped on close). `fresh` migrates and seeds it
 * from nothing instead, for the tests of migrating and seeding themselves.
 */
export async function createTestDatabase({
  fresh = false,
  embedded = false,
}: {
  fresh?: boolean;
  /** An in-memory PGlite even on the PostgreSQL leg (a test of the embedded database itself). */
  embedded?: boolean;
} = {}): Promise<TestDatabase> {
  const adminUrl = embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = fresh
      ? await prepareDatabase(
          { kind: 'pglite', dataDir: null },
          { passwordHasher: testPasswordHasher },
        )
      : await openDatabase({
          kind: 'pglite',
          dataDir: null,
          loadDataDir: await pgliteTemplateOfRun(),
        });
    return {
      db: handle.db,
      kind: 'pglite',
      notifications: handle.notifications,
      url: null,
      close: () => handle.close(),
    };
  }
  const name = uniqueDatabaseName('lotusplay_test_');
  const template = fresh ? undefined : process.env[TEMPLATE_ENV.postgres];
  await onAdminConnection(adminUrl, (admin) =>
    admin.query(
      template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
    ),
  );
  const url = databaseUrl(adminUrl, name);
  try {
    const target = { kind: 'postgres', url } as const;
    const handle = template
      ? await openDatabase(target)
      : await prepareDatabase(target, { passwordHasher: testPasswordHasher });
    return {
      db: handle.db,
      kind: 'postgres',
      notifications: handle.notifications,
      url,
      async close() {
        await handle.close();
        await dropDatabase(adminUrl, name);
      },
    };
  } catch (error) {
    await dropDatabase(adminUrl, name).catch(() => undefined);
    throw error;
  }
}

/**
 * Opens an embedded PGlite in `dataDir` (a folder that does not exist yet, or an empty one) as a
 * copy of the run's template: what a server process finds after its first start, without the
 * first start's seeding (whose demo passwords it would hash at the production cost). The caller
 * closes it before a process opens the folder.
 */
export async function openTestDataDir(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', dataDir, loadDataDir: await pgliteTemplateOfRun() });
}

/**
 * The test servers' logger: errors only, so that a 500 a test did not expect shows its cause in
 * the test's output (a flaky one in CI can then be understood from its log).
 */
export const TEST_LOGGER = { level: 'error' } as const;

/**
 * A server on a fresh database; `close` stops both. Its periodic jobs are off unless asked for. Its escalating auth delays do not wait unless
 * the test passes a `sleep` of its own (to record them); its human check is cheap to solve.
 */
export async function createTestServer(
  deps: Omit<ServerDeps, 'db'> = {},
): Promise<{ app: LotusPlayServer; database: TestDatabase; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const app = await createServer({
    passwordHasher: testPasswordHasher,
    sleep: async () => undefined,
    logger: TEST_LOGGER,
    // No periodic jobs (no job engine) unless the test asks: tests drive the sweeps themselves.
    depositSweepMs: null,
    agentSettlementMs: null,
    withdrawalSweepMs: null,
    playTokenSweepMs: null,
    ...deps,
    config: {
      ...deps.config,
      humanCheck: { proofOfWork: testProofOfWork, ...deps.config?.humanCheck },
    },
    db: database.db,
    notifications: database.notifications,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
