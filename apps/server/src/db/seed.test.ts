// Databases: PGlite and PostgreSQL — the migrations and the seed themselves.
import { DEMO_AGENT_TREE } from '../modules/agent/agent.seed';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password';
import { createTestDatabase, testPasswordHasher } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { prepareDatabase } from './prepare';
import * as t from './schema';
import { DEMO_AGENT_CODE, DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD } from './seed-data';
import { seedDatabase } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ fresh: true });
});
afterAll(async () => {
  await database?.close();
});

describe('seed', () => {
  it('seeds the demo accounts with scrypt hashes, account types and the agent hierarchy', async () => {
    const members = await database.db.select().from(t.members).orderBy(asc(t.members.id));
    expect(members.map((m) => [m.username, m.isAgent])).toEqual([
      ['demo_player', 0],
      ['demo_agent', 1],
      ['demo_trial', 4],
      ['demo_default', 0],
      // The agent module's demo tree under demo_agent.
      ...DEMO_AGENT_TREE.map((m) => [m.username, m.isAgent]),
    ]);
    const byName = new Map(members.map((m) => [m.username, m]));
    for (const m of DEMO_AGENT_TREE) {
      expect(byName.get(m.username)!.uplineId, m.username).toBe(byName.get(m.upline)!.id);
    }
    expect(members[0]!.passwordHash).toMatch(/^scrypt\$/);
    expect(await testPasswordHasher.verify(DEMO_PASSWORD, members[0]!.passwordHash)).toBe(true);
    expect(await testPasswordHasher.verify(DEMO_DEFAULT_PASSWORD, members[3]!.passwordHash)).toBe(
      true,
    );
    expect(members[1]!.affiliateCode).toBe(DEMO_AGENT_CODE);
    expect(members[0]!.uplineId).toBe(members[1]!.id);
    expect(members[3]!.firstLogin).toBe(true);
    expect(new Set(members.map((m) => m.customerId)).size).toBe(members.length);
    const [brand] = await database.db.select().from(t.brand);
    expect(brand!.defaultPassword).toBe(DEMO_DEFAULT_PASSWORD);
    expect((await database.db.select().from(t.avatars)).length).toBeGreaterThan(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await database.db.select().from(t.helpArticleTranslations);
    expect(await seedDatabase(database.db)).toBe(false);
    const after = await database.db.select().from(t.helpArticleTranslations);
    expect(after.length).toBe(before.length);
    expect((await database.db.select().from(t.brand)).length).toBe(1);
  });

  it('has help articles in every language', async () => {
    const rows = await database.db.select().from(t.helpArticleTranslations);
    const languages = new Set(rows.map((r) => r.lang));
    expect([...languages].sort()).toEqual(['CN', 'EN', 'ID', 'JA', 'TH', 'TY', 'VI']);
  });
});

describe('PGlite data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotusplay-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across restarts and seeds only the first time', async () => {
    const first = await prepareDatabase({ kind: 'pglite', dataDir });
    expect(first.seeded).toBe(true);
    // The start path seeds at the OWASP cost (tests use a cheaper hasher of their own).
    const [player] = await first.db.select().from(t.members).orderBy(asc(t.members.id)).limit(1);
    expect(player!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, player!.passwordHash)).toBe(true);
    await first.db.update(t.brand).set({ redirectToLogin: true });
    await first.close();

    const second = await prepareDatabase({ kind: 'pglite', dataDir });
    try {
      expect(second.seeded).toBe(false);
      const [brand] = await second.db.select().from(t.brand);
      expect(brand?.redirectToLogin).toBe(true);
    } finally {
      await second.close();
    }
  });
});
