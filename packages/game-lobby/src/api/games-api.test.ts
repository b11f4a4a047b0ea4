import { api, configureApiClient } from '@lotusplay/api-client';
import { GameErrorCodes, GameLimits } from '@lotusplay/api-client/contracts';
import { createTestStore, setupMswServer } from '@lotusplay/test-utils';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, createGameHandlers, MAINTENANCE_GAME_ID } from '../testing';
import { gameLobbyApi } from './game-lobby-api';
import { gamesApi } from './games-api';
import { launchApi } from './launch-api';

const data = { favouriteIds: [] as string[] };
setupMswServer(() => createGameHandlers(((data.favouriteIds = []), data)));

function storeAs(token: string | null) {
  const store = createTestStore([api]);
  configureApiClient({ getToken: () => token, getLanguage: () => 'EN' });
  return store;
}

describe('game-lobby api', () => {
  it('reads the vendor lanes in the header order, LIVE with exactly 11 vendors', async () => {
    const store = storeAs(null);
    const { data: vendors } = await store.dispatch(
      gameLobbyApi.endpoints.getGameVendors.initiate(),
    );
    expect(vendors?.lanes.map((lane) => lane.title)).toEqual([
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    expect(vendors?.lanes.find((lane) => lane.title === 'LIVE')?.cards).toHaveLength(
      GameLimits.vendorDropdownMax,
    );
    expect(vendors?.lanes.find((lane) => lane.title === 'RNG')?.cards.length).toBeGreaterThan(8);
  });

  it('pages the game list with the filters in the query string', async () => {
    const store = storeAs(null);
    const { data: page } = await store.dispatch(
      gamesApi.endpoints.getGameList.initiate({
        gameType: 'RNG',
        vassalage: 'JILI',
        pageNo: 2,
        pageSize: 15,
      }),
    );
    expect(page?.games.map((game) => game.nodeId)).toEqual([
      'JILI-16',
      'JILI-17',
      'JILI-18',
      'JILI-19',
      'JILI-20',
    ]);
    expect(page?.totalPages).toBe(2);
  });

  it('marks a favourite at once and keeps it when the server agrees', async () => {
    const store = storeAs('member-token');
    await store.dispatch(gamesApi.endpoints.getFavoriteGameIds.initiate());
    const toggle = store.dispatch(
      gamesApi.endpoints.addFavoriteGame.initiate({
        nodeId: 'PG-1',
        vendor: 'PG',
        gameType: 'RNG',
      }),
    );
    expect(gamesApi.endpoints.getFavoriteGameIds.select()(store.getState()).data?.nodeIds).toEqual([
      'PG-1',
    ]);
    await toggle;
    expect(data.favouriteIds).toEqual(['PG-1']);
  });

  it('refuses to launch a game under maintenance and a visitor', async () => {
    const store = storeAs('member-token');
    const game = buildCatalogue().find((entry) => entry.nodeId === MAINTENANCE_GAME_ID)!;
    const refused = await store.dispatch(
      launchApi.endpoints.launchGame.initiate({
        vassalage: game.vassalage,
        gameCode: game.gameCode,
      }),
    );
    expect(refused.error).toMatchObject({ status: 409, code: GameErrorCodes.GameMaintenance });
    const launched = await store.dispatch(
      launchApi.endpoints.launchGame.initiate({ vassalage: 'PG', gameCode: 'PG_G1' }),
    );
    expect(launched.data?.url).toMatch(/\/demo-vendor\/play\?token=/);
    const visitor = await storeAs(null).dispatch(
      launchApi.endpoints.launchGame.initiate({ vassalage: 'PG', gameCode: 'PG_G1' }),
    );
    expect(visitor.error).toMatchObject({ status: 401 });
  });
});
