// Which server test files run on which database. The rules of the product run once, on PGlite;
// what depends on the database engine runs on both PGlite and a real PostgreSQL (the PostgreSQL
// leg of `npm test`, scripts/server-pg-tests.sh). Every test file that opens a database says which
// in its first line, with the reason:
//
//   // Databases: PGlite and PostgreSQL — <what is engine-specific here>.
//   // Databases: PGlite — <why nothing here depends on the engine>.
//
// vitest.config.ts picks the files of the PostgreSQL leg from these lines, and
// src/test-databases.test.ts fails when a file opens a database without one, or when a file that
// runs on PGlite only shows something engine-specific (ENGINE_SPECIFIC below).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The databases a test file runs on. */
export type TestDatabases = 'both' | 'pglite';

const MARKER = /^\/\/ Databases: (PGlite and PostgreSQL|PGlite) — \S/;

/** What a test file does that opens a database (a test server, a database, a server process). */
export const OPENS_DATABASE =
  /\b(createTestServer|createTestDatabase|prepareDatabase|openDatabase|startServerProcess|createServer)\(|TEST_DATABASE_URL/;

/**
 * What makes a test engine-specific, so that it must run on PostgreSQL too: it reads which
 * database runs it, starts a second process or connection on it, uses its notifications or the
 * job engine, or sends SQL of its own that writes, plans, locks or reaches PostgreSQL's catalogue.
 */
export const ENGINE_SPECIFIC: readonly { why: string; pattern: RegExp }[] = [
  { why: 'reads TEST_DATABASE_URL', pattern: /TEST_DATABASE_URL/ },
  { why: 'asks which database it runs on', pattern: /\b(database|db)\.(kind|url)\b/ },
  { why: 'starts a server process', pattern: /\b(startServerProcess|listenInProcess)\(/ },
  { why: 'opens a database connection of its own', pattern: /\b(openDatabase|prepareDatabase)\(/ },
  { why: 'uses LISTEN/NOTIFY', pattern: /\bnotifications\.(listen|notify)\b|\bpg_notify\b/ },
  { why: 'uses the job engine', pattern: /\b(createJobEngine|acquireJobs|PgBoss)\b|pgboss\./ },
  {
    why: 'sends SQL that writes, plans or locks',
    pattern:
      /sql`[^`]*\b(insert\s+into|update\s+\w+\s+set|delete\s+from|truncate|explain|analyze|for\s+update|skip\s+locked|pg_\w+|advisory)/i,
  },
];

/** The `// Databases:` line of a test file's text, or null when it has none. */
export function declaredDatabases(text: string): TestDatabases | null {
  const match = MARKER.exec(text);
  if (!match) return null;
  return match[1] === 'PGlite' ? 'pglite' : 'both';
}

/** Every `*.test.ts` under `folder`, as paths relative to `root`. */
export function testFiles(root: string, folder = 'src'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) found.push(relative(root, join(root, path)));
    }
  };
  walk(folder);
  return found.sort();
}

/** The test files that run on PostgreSQL as well (the PostgreSQL leg's include list). */
export function postgresTestFiles(root: string): string[] {
  return testFiles(root).filter(
    (file) => declaredDatabases(readFileSync(join(root, file), 'utf8')) === 'both',
  );
}
