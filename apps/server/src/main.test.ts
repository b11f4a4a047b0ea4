// The server process's log (src/main.ts): written to stdout in batches, yet every line arrives: a
// request's line within a flush interval of a quiet server, and every line before the process
// ends on SIGTERM. The database does not matter here: an embedded PGlite in a folder of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process';
import type { ServerProcess } from './testing/server-process';

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

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lotusplay-log-'));
    server = await startServerProcess({ dataDir: join(dir, 'data'), env: { LOG_LEVEL: 'info' } });
  }, 90_000);

  afterAll(async () => {
    await server?.close();
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
