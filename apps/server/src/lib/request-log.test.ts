// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from '../app';
import type { LotusPlayServer } from '../app';
import { createTestDatabase, testPasswordHasher } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { pathOf } from './request-log';

let database: TestDatabase;
let app: LotusPlayServer;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServer({
    db: database.db,
    passwordHasher: testPasswordHasher,
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => {
  lines = [];
});

describe('request logging', () => {
  it('writes one line per request, at completion, with method, path, status, time and id', async () => {
    await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(first).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      path: '/wps/system/whitelabel',
      statusCode: 200,
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(second!.reqId).not.toBe(first!.reqId);
  });

  it('never logs the query string, which may carry tokens', async () => {
    await app.inject({ method: 'GET', url: '/wps/system/status?url=x&token=s3cret-token' });
    await app.inject({ method: 'GET', url: '/wps/nowhere?token=s3cret-token' });
    expect(lines.map((line) => [line.path, line.statusCode])).toEqual([
      ['/wps/system/status', 200],
      ['/wps/nowhere', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('cuts the path at the query string and at 200 characters', () => {
    expect(pathOf('/a/b?c=d?e')).toBe('/a/b');
    expect(pathOf('/plain')).toBe('/plain');
    expect(pathOf(`/${'x'.repeat(300)}`)).toHaveLength(200);
  });
});
