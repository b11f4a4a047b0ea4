// Migrate and seed once per test run, then copy: a test still gets a database of its own, but it
// starts from a snapshot of the migrated, seeded demo brand instead of running 28 migrations and
// seeding ~10,000 games again (~2.5 s per database on PGlite, ~2 s on PostgreSQL).
//
// - PGlite: the template is a dump of a seeded in-memory cluster (`dumpDataDir`, an uncompressed
//   tar of ~70 MB); each test database is a new PGlite started with `loadDataDir` (~0.4 s).
// - PostgreSQL: the template is a database of its own; each test database is
//   `CREATE DATABASE … TEMPLATE …` (a file-level copy in the server, ~0.2 s).
//
// Vitest's global setup (global-setup.ts) builds the template of the run's database once and hands
// it to the test workers with `provide`; a worker without one (another workspace's config) builds
// its own once per process.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { prepareDatabase } from '../db/prepare';
import type { PasswordHasher } from '../lib/password';

/** The prefix of every template database on PostgreSQL (and what a clean-up may drop). */
export const TEMPLATE_DATABASE_PREFIX = 'lotusplay_template_';

/** Migrates and seeds an in-memory PGlite and answers its data directory as a tar. */
export async function buildPgliteTemplate(passwordHasher: PasswordHasher): Promise<Blob> {
  const handle = await prepareDatabase({ kind: 'pglite', dataDir: null }, { passwordHasher });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Each copy starts with 16 MB of shared buffers, not PostgreSQL's 128 MB: a test database
    // holds a few MB, and starting one cost ~0.44 CPU-s with 128 MB, ~0.36 with 16 (measured on
    // the two-core machine, 2026-11-29; about a hundred start in a run of the server tests).
    await client.exec(`alter system set shared_buffers = '16MB'`);
    // Nothing may be left half-written in the dump.
    await client.exec('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** Reads a template written by the global setup. */
export async function readPgliteTemplate(path: string): Promise<Blob> {
  return new Blob([await readFile(path)]);
}

/** A new database's URL on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other database of this run or another run has. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs `statement` on the server's maintenance connection (`adminUrl`'s database). */
export async function onAdminConnection<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a database on the PostgreSQL of `adminUrl`, migrates and seeds it, and closes every
 * connection to it, so that it can serve as a template. Answers its name.
 */
export async function buildPostgresTemplate(
  adminUrl: string,
  passwordHasher: PasswordHasher,
): Promise<string> {
  const name = uniqueDatabaseName(TEMPLATE_DATABASE_PREFIX);
  await onAdminConnection(adminUrl, (admin) => admin.query(`create database "${name}"`));
  try {
    const handle = await prepareDatabase(
      { kind: 'postgres', url: databaseUrl(adminUrl, name) },
      { passwordHasher },
    );
    await handle.close();
  } catch (error) {
    await dropDatabase(adminUrl, name).catch(() => undefined);
    throw error;
  }
  return name;
}

/** Drops a database of a test run, ending any session still on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdminConnection(adminUrl, (admin) =>
    admin.query(`drop database if exists "${name}" with (force)`),
  );
}
