// Databases: PGlite and PostgreSQL — the tables' triggers, written to with plain SQL.
// The tables of 0015: a round cannot be changed or removed once written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('game_rounds', () => {
  it('refuses an update or delete of a round', async () => {
    const { db } = database;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows;
    const memberId = (await rows(sql`select id from members order by id limit 1`))[0]!.id;
    await db.execute(sql`insert into game_vendors (code, name, game_type, account_type_id, icon_path)
      values ('T_VENDOR', 'T', 'RNG', 'LOTUS', '/x.png') on conflict do nothing`);
    const game =
      await rows(sql`insert into games (vendor_code, game_code, names, search_name, game_type, min_bet, image_path)
      values ('T_VENDOR', 'T1', '{"EN":"T"}', 't', 'RNG', 1, '/t.png') returning id`);
    const gameId = game[0]!.id;
    await db.execute(sql`insert into game_rounds (round_id, member_id, game_id, vendor_code, game_type, stake, win, balance_before, balance_after)
      values ('r1', ${memberId}, ${gameId}, 'T_VENDOR', 'RNG', 100, 0, 1000, 900)`);
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: { cause?: { message?: string }; message: string }) =>
          error.cause?.message ?? error.message,
      );
    expect(await refusal(db.execute(sql`update game_rounds set win = 1`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from game_rounds`))).toMatch(/append-only/);
    await expect(
      db.execute(sql`insert into game_rounds (round_id, member_id, game_id, vendor_code, game_type, stake, win, balance_before, balance_after)
        values ('r1', ${memberId}, ${gameId}, 'T_VENDOR', 'RNG', 100, 0, 1000, 900)`),
    ).rejects.toThrow();
  });
});
