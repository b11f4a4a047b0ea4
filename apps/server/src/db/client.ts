// Opens the database: embedded PGlite in a data folder by default, PostgreSQL through `pg`
// when a connection string is given. Both yield the same Drizzle API over the same schema.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications';
import * as schema from './schema';

/** The Drizzle database every repository receives, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver kind and a way to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database (what keeps per-member caches right across processes). */
  notifications: Notifications;
  /**
   * Applies the checked-in migrations, then runs `afterMigrate` (the seed) while holding a
   * lock, so that several processes starting together on one PostgreSQL do not race.
   */
  prepare(afterMigrate: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Where to open the database. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory dump (`dumpDataDir`) to start from instead of an empty cluster. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

// Any constant works; it only has to be the same in every process of one deployment.
const MIGRATION_LOCK_KEY = 7_342_001;

/** Opens PGlite (in `dataDir`, or in memory when null) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    const notifications = pgliteNotifications(client);
    return {
      db,
      kind: 'pglite',
      notifications,
      async prepare(afterMigrate) {
        // PGlite is single-process and single-connection: no lock needed.
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
        await afterMigrate(db);
      },
      async close() {
        await notifications.close();
        await client.close();
      },
    };
  }

  const pool = new pg.Pool({ connectionString: target.url, max: 20 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const notifications = postgresNotifications(target.url, pool);
  return {
    db,
    kind: 'postgres',
    notifications,
    async prepare(afterMigrate) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const lockedDb = drizzleNodePg(lockClient, { schema });
        await migrateNodePg(lockedDb, { migrationsFolder });
        await afterMigrate(lockedDb as unknown as Database);
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
