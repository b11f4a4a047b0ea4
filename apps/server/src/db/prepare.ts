// Opens, migrates and seeds the database chosen by the configuration, and installs the job
// engine's schema.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle, DatabaseTarget } from './client';
import { openDatabase } from './client';
import { installJobSchema } from '../lib/jobs';
import { passwords } from '../lib/password';
import type { PasswordHasher } from '../lib/password';
import type { SecretBox } from '../lib/secret-box';
import { hashDemoPasswords, seedDatabase } from './seed';

/** True when the target is a PGlite database that does not exist yet (so it will be seeded). */
function isFreshPglite(target: DatabaseTarget): boolean {
  return (
    target.kind === 'pglite' && (!target.dataDir || !existsSync(join(target.dataDir, 'PG_VERSION')))
  );
}

/**
 * Opens the database, applies the checked-in migrations and seeds an empty database; the demo
 * passwords are hashed with `passwordHasher` (tests pass the cheaper one their server uses).
 */
export async function prepareDatabase(
  target: DatabaseTarget,
  {
    passwordHasher = passwords,
    secretBox,
  }: {
    passwordHasher?: PasswordHasher;
    /** The server's data-encryption key: the seeds seal secrets stored before it was used. */
    secretBox?: SecretBox;
  } = {},
): Promise<DatabaseHandle & { seeded: boolean }> {
  // A fresh PGlite will be seeded: hash the demo passwords on the thread pool while the WASM
  // database starts on the main thread, instead of one after the other.
  const early = isFreshPglite(target) ? hashDemoPasswords(passwordHasher) : undefined;
  early?.catch(() => undefined);
  const handle = await openDatabase(target);
  let seeded = false;
  try {
    await handle.prepare(async (db) => {
      seeded = await seedDatabase(db, early, passwordHasher, { secretBox });
    });
    // The job engine's schema (pg-boss creates or migrates it once; a no-op when current), so no
    // server start, nor any copy of a migrated template, creates it again.
    await installJobSchema(handle.db);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return Object.assign(handle, { seeded });
}
