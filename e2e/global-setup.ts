// Migrates and seeds the run's template databases once, with the product server itself (its first
// start on an empty database: migrations, the demo brand, the demo passwords at the end-to-end
// servers' test cost: e2e-server.ts), then stops it. Every worker's server starts on a copy (e2e/fixtures.ts). The workers find
// the templates through the environment they inherit; the returned function removes them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  databaseUrl,
  e2eDatabasePrefix,
  freePort,
  onPostgres,
  productEnv,
  startProduct,
} from './product-server';

async function seedWithTheProduct(database: Parameters<typeof productEnv>[0]['database']) {
  const server = await startProduct(
    productEnv({ port: await freePort(), database, operatorToken: 'e2e-template' }),
    120_000,
  );
  await server.stop();
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  process.env.E2E_RUN_ID = runId;
  const folder = mkdtempSync(join(tmpdir(), 'lotusplay-e2e-template-'));
  const pgliteTemplate = join(folder, 'pglite');
  const adminUrl = process.env.E2E_POSTGRES_URL;
  const postgresTemplate = `${e2eDatabasePrefix(runId)}template`;

  const removeAll = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) await dropRunDatabases(adminUrl, runId);
  };
  try {
    await Promise.all([
      seedWithTheProduct({ dataDir: pgliteTemplate }),
      adminUrl
        ? (async () => {
            await onPostgres(adminUrl, `create database "${postgresTemplate}"`);
            await seedWithTheProduct({
              dataDir: join(folder, 'postgres-operator'),
              databaseUrl: databaseUrl(adminUrl, postgresTemplate),
            });
          })()
        : undefined,
    ]);
  } catch (error) {
    await removeAll();
    throw error;
  }
  process.env.E2E_PGLITE_TEMPLATE = pgliteTemplate;
  if (adminUrl) process.env.E2E_POSTGRES_TEMPLATE = postgresTemplate;
  console.log(
    `› template database${adminUrl ? 's (PGlite, PostgreSQL)' : ' (PGlite)'} seeded once for the run in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return removeAll;
}

/** Drops every database of this run (a worker that crashed leaves its own behind). */
async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [e2eDatabasePrefix(runId)],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
