// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The agent calls through the real routes on a fresh database: the affiliate-code check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT_CODE } from '../../db/seed-data';
import { envelope } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('affiliate check', () => {
  it('checks affiliate codes', async () => {
    const check = async (code: string) =>
      envelope<{ success: boolean }>(
        await server.app.inject({
          method: 'GET',
          url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=www.lotusplay.example`,
        }),
      ).value.success;
    expect(await check(DEMO_AGENT_CODE)).toBe(true);
    expect(await check('demoagent')).toBe(true);
    expect(await check('NOPE')).toBe(false);
    expect(await check("' or 1=1 --")).toBe(false);
    const tooLong = await server.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${'A'.repeat(10_241)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
