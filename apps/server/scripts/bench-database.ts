// The fresh database of a server benchmark: an in-memory PGlite, or — with the URL of a PostgreSQL
// server — a new database on it, created here and dropped by `drop()` at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../src/db/client';

/** Where a benchmark's server runs, and how to remove it. */
export interface BenchDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** A fresh database: PGlite in memory, or a new database on the PostgreSQL server of `url`. */
export async function freshBenchDatabase(url: string | undefined): Promise<BenchDatabase> {
  if (!url) return { target: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  const name = `lotusplay_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const address = new URL(url);
  address.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: address.toString() },
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
