// A fresh database per test file: in-memory PGlite by default, or a uniquely named PostgreSQL
// database on the server of TEST_DATABASE_URL (created here, dropped on close).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client';
import type { Notifications } from '../db/notifications';
import { prepareDatabase } from '../db/prepare';
import { PasswordHasher, passwordCost } from '../lib/password';
import { createServer } from '../app';
import type { LotusPlayServer, ServerDeps } from '../app';

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

/** Opens a fresh, migrated and seeded database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await prepareDatabase(
      { kind: 'pglite', dataDir: null },
      { passwordHasher: testPasswordHasher },
    );
    return {
      db: handle.db,
      kind: 'pglite',
      notifications: handle.notifications,
      url: null,
      close: () => handle.close(),
    };
  }
  const name = `lotusplay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await prepareDatabase(
      { kind: 'postgres', url: url.toString() },
      { passwordHasher: testPasswordHasher },
    );
    return {
      db: handle.db,
      kind: 'postgres',
      notifications: handle.notifications,
      url: url.toString(),
      async close() {
        await handle.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  } catch (error) {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
    throw error;
  }
}

/**
 * A server on a fresh database; `close` stops both. Its escalating auth delays do not wait unless
 * the test passes a `sleep` of its own (to record them); its human check is cheap to solve.
 */
export async function createTestServer(
  deps: Omit<ServerDeps, 'db'> = {},
): Promise<{ app: LotusPlayServer; database: TestDatabase; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const app = await createServer({
    passwordHasher: testPasswordHasher,
    sleep: async () => undefined,
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
