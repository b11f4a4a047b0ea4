// Databases: PGlite and PostgreSQL — a server process's log up to its exit, which closes the
//   database (a pool of connections on PostgreSQL).
// The server process's log (src/main.ts): written to stdout in batches, yet every line arrives: a
// request's line within a flush interval of a quiet server, and every line before the process
// ends on SIGTERM, which closes the database first: an embedded PGlite in a folder of its own, or
// a PostgreSQL database with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process';
import type { ServerProcess } from './testing/server-process';
import { createTestDatabase, openTestDataDir } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';

const linesOf = (output: string, path: string) =>
  output.split('\n').filter((line) => line.includes(`"path":"${path}"`)).length;

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('the server log', () => {
  let dir = '';
  let server: ServerProcess;
  let database: TestDatabase | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lotusplay-log-'));
    const dataDir = join(dir, 'data');
    if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
    else await (await openTestDataDir(dataDir)).close();
    server = await startServerProcess({
      databaseUrl: database?.url ?? null,
      dataDir,
      env: { LOG_LEVEL: 'info' },
    });
  }, 90_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // One test: the second step ends the process (the tests of a file may run in any order).
  it("writes a quiet server's line within seconds, and every line before it ends on SIGTERM", async () => {
    expect((await server.call('GET', '/wps/system/status')).status).toBe(200);
    // Far less than a batch: it arrives by the periodic flush.
    expect(await waitFor(() => linesOf(server.output(), '/wps/system/status') === 1, 5_000)).toBe(
      true,
    );
    const calls = 40;
    for (let i = 0; i < calls; i++) {
      expect((await server.call('GET', '/wps/system/countryCode')).status).toBe(200);
    }
    await server.close();
    expect(linesOf(server.output(), '/wps/system/countryCode')).toBe(calls);
    expect(server.output()).toContain('shutting down');
  });
});
