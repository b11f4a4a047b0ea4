// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The operator's game commands: `ops game maintenance` and `ops game hot`, through PUT /ops/games.
import type { GameListResponse, GameVendorResponse } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing';
import { envelope } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';

const OPERATOR_TOKEN = 'games-ops-test-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = new OpsCommands(OPERATOR_TOKEN);
const call = opsCaller(() => server.app, OPERATOR_TOKEN);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPERATOR_TOKEN } });
  await ops.listen(server.app);
});
afterAll(async () => {
  await server.close();
});

const game = async (vendor: string, gameCode: string) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=100&pageNo=1`,
  });
  return envelope<GameListResponse>(response).value.games.find((g) => g.gameCode === gameCode);
};

describe('ops game', () => {
  it('puts one game, then a whole vendor, under maintenance and back', async () => {
    expect(await ops.run('game', 'maintenance', 'JDB', 'JDB_0002', 'on')).toBe(0);
    expect(ops.out).toEqual(['JDB JDB_0002: maintenance on']);
    expect((await game('JDB', 'JDB_0002'))!.maintenance).toBe(true);
    expect((await game('JDB', 'JDB_0003'))!.maintenance).toBe(false);
    expect(await ops.run('game', 'maintenance', 'JDB', 'JDB_0002', 'off')).toBe(0);
    expect((await game('JDB', 'JDB_0002'))!.maintenance).toBe(false);

    expect(await ops.run('game', 'maintenance', 'JDB', 'on')).toBe(0);
    expect(ops.out).toEqual(['Vendor JDB: maintenance on']);
    const cards = envelope<GameVendorResponse>(
      await server.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameVendor' }),
    ).value.lanes.flatMap((lane) => lane.cards);
    expect(cards.find((c) => c.vassalage === 'JDB')!.maintenance).toBe(true);
    expect((await game('JDB', 'JDB_0003'))!.maintenance).toBe(true);
    expect(await ops.run('game', 'maintenance', 'JDB', 'off')).toBe(0);
    expect((await game('JDB', 'JDB_0003'))!.maintenance).toBe(false);
  });

  it('makes a game hot and not', async () => {
    expect(await ops.run('game', 'hot', 'CQ9', 'CQ9_0010', 'on')).toBe(0);
    expect(ops.out).toEqual(['CQ9 CQ9_0010: hot on']);
    expect((await game('CQ9', 'CQ9_0010'))!.isHot).toBe(1);
    expect(await ops.run('game', 'hot', 'CQ9', 'CQ9_0010', 'off')).toBe(0);
    const after = await game('CQ9', 'CQ9_0010');
    expect(after === undefined || after.isHot === 0).toBe(true);
  });

  it('refuses unknown vendors and games, and bad usage', async () => {
    expect(await ops.run('game', 'maintenance', 'NOPE', 'on')).toBe(1);
    expect(ops.err.join('\n')).toContain('GAME_NOT_FOUND');
    expect(await ops.run('game', 'hot', 'CQ9', 'NOPE', 'on')).toBe(1);
    expect(await ops.run('game', 'hot', 'CQ9', 'on')).toBe(2);
    expect(await ops.run('game', 'maintenance', 'CQ9', 'maybe')).toBe(2);
    expect(await ops.run('game', 'launch')).toBe(2);
    expect((await call('PUT', '/ops/games/CQ9', { hot: true })).statusCode).toBe(400);
    expect((await call('PUT', '/ops/games/CQ9', {})).statusCode).toBe(400);
    expect((await call('PUT', '/ops/games/CQ9', { maintenance: true }, 'wrong')).statusCode).toBe(
      401,
    );
  });
});
