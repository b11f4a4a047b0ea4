// Databases: PGlite and PostgreSQL — the PostgreSQL leg's own reachability check.
// The PostgreSQL leg of `npm test` may be skipped only when nothing listens, and never under CI:
// pg-ping names the reason of a failure by its exit code, and server-pg-tests.sh acts on it.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const ping = fileURLToPath(new URL('../../scripts/pg-ping.mjs', import.meta.url));

interface Run {
  code: number;
  output: string;
}

function run(file: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { env: { ...process.env, ...env }, timeout: 20_000 }, (error, out, err) =>
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        output: `${out}${err}`,
      }),
    );
  });
}

/** A loopback port nobody listens on (bound once, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('pg-ping', () => {
  it('exits 3 when nothing listens, and says so', async () => {
    const port = await closedPort();
    const result = await run(process.execPath, [ping, `postgres://postgres@127.0.0.1:${port}/x`]);
    expect(result.code).toBe(3);
    expect(result.output).toContain('nothing listens');
  });

  it('exits 1 when the host does not resolve, and 2 without a URL', async () => {
    const bad = await run(process.execPath, [ping, 'postgres://postgres@no-such-host.invalid/x']);
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('does not resolve');
    expect((await run(process.execPath, [ping])).code).toBe(2);
  });
});

// These cases need a PostgreSQL that is there: they belong to the PostgreSQL leg of the server
// tests (TEST_DATABASE_URL set), which CI always runs.
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  describe('pg-ping against a real PostgreSQL', () => {
    it('exits 1 for a missing database or an unknown role, hiding the password', async () => {
      const url = new URL(pgUrl);
      url.pathname = '/lotusplay_no_such_database';
      const missing = await run(process.execPath, [ping, url.toString()]);
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('no such database');
      const role = new URL(pgUrl);
      role.username = 'lotusplay_no_such_role';
      role.password = 'secret-password';
      const refused = await run(process.execPath, [ping, role.toString()]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('refused the credentials');
      expect(refused.output).not.toContain('secret-password');
    });

    it('exits 0 when it answers', async () => {
      expect((await run(process.execPath, [ping, pgUrl])).code).toBe(0);
    });
  });
}

describe('server-pg-tests.sh', () => {
  const script = `${root}scripts/server-pg-tests.sh`;

  it('skips locally when nothing listens, saying so', async () => {
    const port = await closedPort();
    const result = await run('bash', [script], {
      CI: '',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test`,
    });
    expect(result.code).toBe(0);
    expect(result.output).toContain('SKIPPED');
  });

  it('fails under CI when nothing listens', async () => {
    const port = await closedPort();
    const result = await run('bash', [script], {
      CI: 'true',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test`,
    });
    expect(result.code).toBe(1);
    expect(result.output).not.toContain('SKIPPED');
  });

  it('fails everywhere for any other failure (here: a host that does not resolve)', async () => {
    const result = await run('bash', [script], {
      CI: '',
      DATABASE_URL: 'postgres://postgres@no-such-host.invalid:5432/test',
    });
    expect(result.code).toBe(1);
  });
});
