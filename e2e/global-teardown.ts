// Drops the run's own PostgreSQL database after a PostgreSQL run (see playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function globalTeardown(): void {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return;
  execFileSync(
    process.execPath,
    [resolve(import.meta.dirname, 'postgres-database.mjs'), 'drop', url],
    {
      stdio: 'inherit',
    },
  );
}
