// The seed runner: the modules' seeds (modules/module.ts `seedBrand`, `seed`), in dependency order.
// First start (no brand row yet): every module's part of the demo brand in ONE transaction, then,
// at every start, every module's idempotent seed (rows of tables a later migration added).
import { passwords } from '../lib/password';
import type { PasswordHasher } from '../lib/password';
import { inDependencyOrder, type SeedContext } from '../modules/module';
import { serverModules } from '../modules/modules';
import type { Database } from './client';
import * as t from './schema';
import * as seed from './seed-data';

/** Hashes the demo password once per demo member (scrypt is slow on purpose). */
export function hashDemoPasswords(hasher: PasswordHasher = passwords): Promise<string[]> {
  return Promise.all(
    seed.demoMembers.map((member) => hasher.hash(member.password ?? seed.DEMO_PASSWORD)),
  );
}

/**
 * Seeds the demo brand when the database has none; returns true when it seeded.
 * `passwordHashes` may be started early (while the database opens) to shorten the first start.
 */
export async function seedDatabase(
  db: Database,
  passwordHashes?: Promise<string[]>,
  hasher: PasswordHasher = passwords,
  context: SeedContext = {},
): Promise<boolean> {
  const modules = inDependencyOrder(serverModules);
  const existing = await db.select({ id: t.brand.id }).from(t.brand).limit(1);
  const fresh = existing.length === 0;
  if (fresh) {
    // Hash before opening the transaction.
    const hashes = await (passwordHashes ?? hashDemoPasswords(hasher));
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      for (const module of modules) await module.seedBrand?.(tx, { passwordHashes: hashes });
    });
  }
  for (const module of modules) await module.seed?.(db, context);
  return fresh;
}
