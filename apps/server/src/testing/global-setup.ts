// Vitest global setup of every suite that opens test databases (the server's, the parity tests'):
// migrates and seeds the run's template once, before any worker starts, and removes it after the
// run. The workers find it through the environment they inherit (TEMPLATE_ENV), and so the folder
// where they bundle the server for the processes they start (BUNDLE_ENV), removed after the run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPgliteTemplate, buildPostgresTemplate, dropDatabase } from './database-template';
import { BUNDLE_ENV, makeBundleFolder } from './server-process';
import { TEMPLATE_ENV, testPasswordHasher } from './test-database';

export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const bundles = makeBundleFolder();
  process.env[BUNDLE_ENV] = bundles;
  const removeBundles = () => rm(bundles, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = await buildPostgresTemplate(adminUrl, testPasswordHasher);
    process.env[TEMPLATE_ENV.postgres] = name;
    log(`PostgreSQL template database ${name}`, started);
    return async () => {
      delete process.env[TEMPLATE_ENV.postgres];
      await dropDatabase(adminUrl, name);
      await removeBundles();
    };
  }
  const folder = await mkdtemp(join(tmpdir(), 'lotusplay-template-'));
  const path = join(folder, 'pglite.tar');
  await writeFile(
    path,
    Buffer.from(await (await buildPgliteTemplate(testPasswordHasher)).arrayBuffer()),
  );
  process.env[TEMPLATE_ENV.pglite] = path;
  log('PGlite template', started);
  return async () => {
    delete process.env[TEMPLATE_ENV.pglite];
    await rm(folder, { recursive: true, force: true });
    await removeBundles();
  };
}

function log(what: string, started: number): void {
  process.stdout.write(
    `› ${what} migrated and seeded once for this run in ${Math.round(performance.now() - started)} ms\n`,
  );
}
