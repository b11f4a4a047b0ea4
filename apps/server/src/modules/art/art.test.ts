// Databases: PGlite — the art is drawn from the catalogue in memory; nothing here depends on the engine.
// The product's own art (issue 26): a game's tile, a vendor's logo and a good's picture come from
// this server as real WebP pictures of the asked width, the same every time and different for
// each game; unknown pictures are 404, other widths 400; the current version is cached for a
// year; the seeded brand points its image CDNs here and every catalogue path has a picture; a
// picture is drawn once (memory, then disk), a draw asked twice at once is drawn once, and the
// draws waiting for a turn are bounded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Envelope,
  GameListResponse,
  GameVendorResponse,
  PermissionInfo,
  PointRewardResponse,
} from '@lotusplay/api-client/contracts';
import {
  ART_BASE_PATH,
  ART_VERSION,
  ErrorCodes,
  GAME_TILE_WIDTHS,
  artSrc,
} from '@lotusplay/api-client/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing';
import { createTestServer } from '../../testing/test-database';
import { ART_IMMUTABLE, ART_SHORT } from './art.routes';
import { ArtBusyError, ArtService } from './art.service';

let server: TestServer;
let cacheDir: string;

beforeAll(async () => {
  server = await createTestServer();
  cacheDir = mkdtempSync(join(tmpdir(), 'lotusplay-art-test-'));
});

afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

async function firstGames(query: string): Promise<GameListResponse['games']> {
  const response = await get(`/wps/relay/GCSGAME_gameList?${query}`);
  return (response.json() as Envelope<GameListResponse>).value.games;
}

describe('a game tile', () => {
  it('is a WebP of the asked width, square, cached for a year under the current version', async () => {
    const [game] = await firstGames('gameType=RNG&pageSize=1');
    for (const width of [GAME_TILE_WIDTHS[0], 240, GAME_TILE_WIDTHS.at(-1)!]) {
      const response = await get(artSrc(`${ART_BASE_PATH}${game!.imagePath}`, width));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe(ART_IMMUTABLE);
      expect(response.headers['content-encoding']).toBeUndefined();
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
  });

  it('is the same bytes for the same game, drawn anew by another server, and differs between games', async () => {
    const games = await firstGames('gameType=RNG&pageSize=3');
    const urls = games.map((game) => artSrc(`${ART_BASE_PATH}${game.imagePath}`, 240));
    const first = await Promise.all(urls.map(async (url) => (await get(url)).rawPayload));
    expect((await get(urls[0]!)).rawPayload.equals(first[0]!)).toBe(true);
    // A service of its own without any cache draws it again: the same bytes.
    const fresh = new ArtService(server.app.gamesService, { cacheDir: null });
    const redrawn = await fresh.image(games[0]!.imagePath, { width: 240 });
    expect(fresh.stats.drawn).toBe(1);
    expect(redrawn!.bytes.equals(first[0]!)).toBe(true);
    expect(new Set(first.map((bytes) => bytes.toString('base64'))).size).toBe(3);
  });

  it('answers 404 for an unknown game, 400 for a width or shape it is not drawn at', async () => {
    const unknown = await get(artSrc(`${ART_BASE_PATH}/games/pg/pg_9999.png`, 240));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: ErrorCodes.NotFound });
    expect((await get(`${ART_BASE_PATH}/nothing-here`)).statusCode).toBe(404);
    const [game] = await firstGames('gameType=FISH&pageSize=1');
    const path = `${ART_BASE_PATH}${game!.imagePath}`;
    const badWidth = await get(`${path}?w=241`);
    expect(badWidth.statusCode).toBe(400);
    expect(badWidth.json()).toMatchObject({ code: ErrorCodes.Validation });
    // 88 is a vendor logo's width, not a tile's; a tile is square.
    expect((await get(`${path}?w=88`)).statusCode).toBe(400);
    expect((await get(`${path}?ar=2:1`)).statusCode).toBe(400);
    expect((await get(`${ART_BASE_PATH}/games/%2e%2e/x.png`)).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('without the current version is cached for an hour; a known ETag is 304', async () => {
    const [game] = await firstGames('gameType=LIVE&pageSize=1');
    const path = `${ART_BASE_PATH}${game!.imagePath}`;
    const plain = await get(path);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(ART_SHORT);
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(240);
    const old = await get(`${path}?w=240&v=0`);
    expect(old.headers['cache-control']).toBe(ART_SHORT);
    const again = await get(`${path}?w=240&v=${ART_VERSION}`, {
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('the seeded brand', () => {
  it('points its image CDNs at this server, and every vendor and good has its picture', async () => {
    const permission = (await get('/wps/system/permission')).json() as Envelope<PermissionInfo>;
    expect(permission.value.info.imageCDNs).toEqual([ART_BASE_PATH]);

    const lanes = (
      (await get('/wps/relay/GCSGAME_gameVendor')).json() as Envelope<GameVendorResponse>
    ).value.lanes;
    const vendors = lanes.flatMap((lane) => lane.cards);
    expect(vendors.length).toBeGreaterThan(40);
    const logos = await Promise.all(
      vendors.map((vendor) => get(artSrc(`${ART_BASE_PATH}${vendor.iconPath}`, 88))),
    );
    for (const logo of logos) {
      expect(logo.statusCode).toBe(200);
      expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 88, height: 44 });
    }
    const mark = await get(artSrc(`${ART_BASE_PATH}${vendors[0]!.iconPath}`, 56, '1:1'));
    expect(await sharp(mark.rawPayload).metadata()).toMatchObject({ width: 56, height: 56 });

    const reward = await get('/wps/relay/MCS2_getPointReward?lang=EN');
    const goods = (reward.json() as Envelope<PointRewardResponse>).value.goods;
    expect(goods.length).toBeGreaterThan(0);
    for (const good of goods) {
      expect(good.imageUrl.startsWith(`${ART_BASE_PATH}/goods/`)).toBe(true);
      const picture = await get(artSrc(good.imageUrl, 360));
      expect(picture.statusCode).toBe(200);
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 360, height: 270 });
    }
    expect((await get(`${ART_BASE_PATH}/goods/yacht.png`)).statusCode).toBe(404);
  });
});

describe('drawing', () => {
  it('draws a picture once: memory hits, then disk hits in a new service, never a second draw', async () => {
    const [game] = await firstGames('gameType=PVP&pageSize=1');
    const first = new ArtService(server.app.gamesService, { cacheDir });
    const a = await first.image(game!.imagePath, { width: 180 });
    const b = await first.image(game!.imagePath, { width: 180 });
    expect(first.stats).toEqual({ drawn: 1, memoryHits: 1, diskHits: 0 });
    expect(b!.bytes.equals(a!.bytes)).toBe(true);

    const second = new ArtService(server.app.gamesService, { cacheDir });
    const c = await second.image(game!.imagePath, { width: 180 });
    expect(second.stats).toEqual({ drawn: 0, memoryHits: 0, diskHits: 1 });
    expect(c!.bytes.equals(a!.bytes)).toBe(true);
  });

  it('draws one picture asked for twice at once once, and refuses draws beyond its queue', async () => {
    const games = await firstGames('gameType=RNG&pageSize=8&pageNo=3');
    const art = new ArtService(server.app.gamesService, {
      cacheDir: null,
      concurrency: 1,
      maxQueue: 2,
    });
    const same = await Promise.all([
      art.image(games[0]!.imagePath, { width: 120 }),
      art.image(games[0]!.imagePath, { width: 120 }),
    ]);
    expect(art.stats.drawn).toBe(1);
    expect(same[1]!.bytes.equals(same[0]!.bytes)).toBe(true);

    // One drawing, two waiting: the other five are refused, and nothing else is drawn for them.
    const results = await Promise.allSettled(
      games.slice(1, 9).map((game) => art.image(game.imagePath, { width: 120 })),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ArtBusyError);
    expect(art.stats.drawn).toBe(4);
  });
});
