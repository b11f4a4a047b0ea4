// Databases: PGlite and PostgreSQL — the brand version row's triggers and the cache of another
//   process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PermissionInfo, SystemStatus, WhitelabelResponse } from '@lotusplay/api-client';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createServer } from '../../app';
import * as t from '../../db/schema';
import {
  listenInProcess,
  PROCESS_OPERATOR_TOKEN,
  startServerProcess,
} from '../../testing/server-process';
import type { ServerEndpoint } from '../../testing/server-process';
import { createTestDatabase, testPasswordHasher } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { BrandConfig, BrandConfigCache } from './brand-config';
import { SystemRepository } from './system.repository';
import type { BrandConfigRows, IpCountryRangeRow } from './system.repository';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A logger that records what the cache reports. */
function recordingLog() {
  const log = {
    warn: vi.fn(),
    info: vi.fn(),
    error: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    child: () => log,
    level: 'info',
  };
  return log as typeof log & FastifyBaseLogger;
}

/** A cache on the test database with a repository whose calls can be counted. */
function cacheOnDatabase(options: { now?: () => number } = {}) {
  const repository = new SystemRepository(database.db);
  const loads = vi.spyOn(repository, 'loadBrandConfig');
  const checks = vi.spyOn(repository, 'getBrandConfigVersion');
  const log = recordingLog();
  const cache = new BrandConfigCache(repository, { log, ...options });
  onTestFinished(() => cache.stop());
  return { cache, repository, loads, checks, log };
}

/** Sets a whitelabel switch with plain SQL, as any tool writing to the database would. */
async function setModuleBySql(moduleId: string, enabled: boolean) {
  await database.db
    .update(t.whitelabelModules)
    .set({ enabled })
    .where(eq(t.whitelabelModules.moduleId, moduleId));
}

const isOn = async (cache: BrandConfigCache, moduleId: string) =>
  (await cache.current()).rows.whitelabel.find((row) => row.moduleId === moduleId)?.enabled;

/** Calls `read` until `done` holds for its answer; the milliseconds that took (fails after 5 s). */
async function msUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return performance.now() - started;
    if (performance.now() - started > 5000) throw new Error('the change never became visible');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('brand-config cache', () => {
  it('loads once, then answers from memory; concurrent first reads share the one load', async () => {
    // A clock that stands still: the snapshot never ages, so no read checks the version.
    const { cache, loads, checks } = cacheOnDatabase({ now: () => 0 });
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.current()));
    expect(new Set(first).size).toBe(1);
    for (let i = 0; i < 50; i++) await cache.current();
    await cache.getBrand();
    await cache.listCountries();
    await cache.listRegisterValidators();
    expect(loads).toHaveBeenCalledTimes(1);
    // One version read inside the load; the snapshot is fresh.
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('holds frozen rows: a caller cannot change what every request shares', async () => {
    const { cache } = cacheOnDatabase();
    const brand = await cache.getBrand();
    expect(() => {
      (brand as { brandName: string }).brandName = 'changed';
    }).toThrow(TypeError);
    expect(() => (brand.languages as string[]).push('XX')).toThrow(TypeError);
  });

  it('sees a plain-SQL change through the version trigger: on refresh, and by reads as it ages', async () => {
    onTestFinished(() => setModuleBySql('DIRECTREG3', true));
    let clock = 0;
    const { cache, loads, checks } = cacheOnDatabase({ now: () => clock });
    expect(await isOn(cache, 'DIRECTREG3')).toBe(true);
    const before = (await cache.current()).version;

    await setModuleBySql('DIRECTREG3', false);
    expect(await isOn(cache, 'DIRECTREG3')).toBe(true); // still the snapshot: nobody looked yet
    await cache.refresh();
    expect(await isOn(cache, 'DIRECTREG3')).toBe(false);
    expect((await cache.current()).version).toBeGreaterThan(before);

    // Past 250 ms a read is answered from the snapshot and starts one check beside it; the reads
    // after that check see the change.
    await setModuleBySql('DIRECTREG3', true);
    clock = 300;
    const checksBefore = checks.mock.calls.length;
    const beside = await Promise.all([isOn(cache, 'DIRECTREG3'), isOn(cache, 'DIRECTREG3')]);
    expect(beside).toEqual([false, false]);
    await vi.waitFor(async () => expect(await isOn(cache, 'DIRECTREG3')).toBe(true));
    // One check for the two reads, and one more inside the load it caused.
    expect(checks.mock.calls.length - checksBefore).toBe(2);
    expect(loads).toHaveBeenCalledTimes(3);
  });

  it('reads nothing while idle: no timer checks the version between requests', async () => {
    let clock = 0;
    const { cache, checks } = cacheOnDatabase({ now: () => clock });
    await cache.current();
    const after = checks.mock.calls.length;
    clock = 10_000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(checks.mock.calls.length).toBe(after);
  });

  it('checks the version itself when the snapshot was not confirmed for too long', async () => {
    onTestFinished(() => setModuleBySql('MOBILENUMPASSREG3', true));
    let clock = 0;
    // No read for 800 ms: the first read after that waits for the check and sees the change.
    const { cache, checks } = cacheOnDatabase({ now: () => clock });
    expect(await isOn(cache, 'MOBILENUMPASSREG3')).toBe(true);
    await setModuleBySql('MOBILENUMPASSREG3', false);
    clock = 200;
    expect(await isOn(cache, 'MOBILENUMPASSREG3')).toBe(true);
    expect(checks).toHaveBeenCalledTimes(1);
    clock = 800;
    expect(await isOn(cache, 'MOBILENUMPASSREG3')).toBe(false);
  });

  it('drops the snapshot on invalidate, and does not keep a load that began before it', async () => {
    onTestFinished(() => setModuleBySql('USERNAMEREG3', true));
    const { cache, loads } = cacheOnDatabase();
    const early = cache.current();
    await setModuleBySql('USERNAMEREG3', false);
    cache.invalidate();
    await early;
    expect(await isOn(cache, 'USERNAMEREG3')).toBe(false);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('logs a failing version check, fails reads past the limit, and catches up when the database is back', async () => {
    onTestFinished(() => setModuleBySql('MOBILENUMREG3', true));
    let clock = 0;
    const { cache, repository, log } = cacheOnDatabase({ now: () => clock });
    expect(await isOn(cache, 'MOBILENUMREG3')).toBe(true);
    const lost = new Error('connection lost');
    vi.spyOn(repository, 'getBrandConfigVersion')
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(lost);
    await setModuleBySql('MOBILENUMREG3', false);
    // Checks beside reads fail: the reads are still answered from the snapshot, under 750 ms.
    clock = 300;
    expect(await isOn(cache, 'MOBILENUMREG3')).toBe(true);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(await isOn(cache, 'MOBILENUMREG3')).toBe(true);
    // Past 750 ms a read waits for the check and fails with it: nobody can vouch for the data.
    clock = 800;
    await cache.stop();
    await expect(cache.current()).rejects.toThrow('connection lost');
    // The database answers again: the next read checks, reloads and sees the change.
    expect(await isOn(cache, 'MOBILENUMREG3')).toBe(false);
    // Logged once for the streak (not on every read), and once when it recovered.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { err: lost, failedChecks: 1 },
      'brand config version check failed',
    );
    expect(log.info).toHaveBeenCalledWith(
      { failedChecks: 3 },
      'brand config version check recovered',
    );
  });

  it('has every table it holds bump the version, whatever the statement touches', async () => {
    const repository = new SystemRepository(database.db);
    const tables = [
      t.brand,
      t.whitelabelModules,
      t.registerValidators,
      t.countries,
      t.ipCountryRanges,
      t.resources,
      t.customerService,
      t.licences,
      t.domainRoutes,
      t.helpCategories,
      t.helpCategoryTranslations,
      t.helpArticles,
      t.helpArticleTranslations,
      t.maintenance,
      t.regionRestriction,
    ];
    for (const table of tables) {
      const before = await repository.getBrandConfigVersion();
      // A statement that changes no row still counts: the triggers are statement-level.
      await database.db.delete(table).where(sql`false`);
      expect(await repository.getBrandConfigVersion(), getTableName(table)).toBe(before + 1);
    }
  });

  it('has an app check the version when requests come, and not while it is idle', async () => {
    const app = await createServer({ db: database.db, passwordHasher: testPasswordHasher });
    onTestFinished(() => app.close());
    const checks = vi.spyOn(app.brandConfig, 'refresh');
    await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(checks).not.toHaveBeenCalled();
    await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(checks).toHaveBeenCalledTimes(1);
  });
});

describe('parts of other modules', () => {
  it('loads a part once per snapshot, shares it, and does not keep a failed load', async () => {
    const snapshot = new BrandConfig({ version: 1, ipRanges: [] } as unknown as BrandConfigRows);
    let loads = 0;
    const load = async () => ({ serial: ++loads });
    const [a, b] = await Promise.all([snapshot.part('x', load), snapshot.part('x', load)]);
    expect(a).toBe(b);
    expect(await snapshot.part('x', load)).toBe(a);
    expect(loads).toBe(1);
    await expect(snapshot.part('y', () => Promise.reject(new Error('down')))).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await snapshot.part('y', load)).toEqual({ serial: 2 });
  });
});

describe('IPv4 range index', () => {
  const config = (ranges: [number, number, string][]) =>
    new BrandConfig({
      version: 1,
      ipRanges: ranges.map(([rangeStart, rangeEnd, countryCode], id): IpCountryRangeRow => ({
        id,
        rangeStart,
        rangeEnd,
        countryCode,
      })),
    } as BrandConfigRows);

  it('finds the range holding an address, including both ends, and null between ranges', () => {
    const index = config([
      [300, 399, 'C'],
      [100, 199, 'A'],
      [200, 299, 'B'],
      [500, 500, 'D'],
    ]);
    expect(index.countryOfIp(99)).toBeNull();
    expect(index.countryOfIp(100)).toBe('A');
    expect(index.countryOfIp(199)).toBe('A');
    expect(index.countryOfIp(200)).toBe('B');
    expect(index.countryOfIp(399)).toBe('C');
    expect(index.countryOfIp(400)).toBeNull();
    expect(index.countryOfIp(500)).toBe('D');
    expect(index.countryOfIp(501)).toBeNull();
    expect(config([]).countryOfIp(1)).toBeNull();
  });

  it('finds an address inside a wide range that later, narrower ranges start within', () => {
    const index = config([
      [0, 1000, 'WIDE'],
      [10, 20, 'NARROW'],
      [30, 40, 'OTHER'],
    ]);
    expect(index.countryOfIp(15)).toBe('NARROW');
    expect(index.countryOfIp(25)).toBe('WIDE');
    expect(index.countryOfIp(999)).toBe('WIDE');
    expect(index.countryOfIp(1001)).toBeNull();
  });
});

/** In-process server on the test database: PGlite admits no second process. */
async function inProcess(): Promise<ServerEndpoint> {
  const app = await createServer({
    db: database.db,
    config: { operatorToken: PROCESS_OPERATOR_TOKEN },
    passwordHasher: testPasswordHasher,
  });
  return listenInProcess(app);
}

/** A real server process on the test database's PostgreSQL, its data folder removed at close. */
async function serverProcess(url: string): Promise<ServerEndpoint> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotusplay-process-'));
  const server = await startServerProcess({ databaseUrl: url, dataDir });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('two servers on one database', () => {
  // On PostgreSQL two real server processes; on PGlite (one process only) two apps in this
  // process, each with its own cache. Either way only the database connects them.
  let a: ServerEndpoint;
  let b: ServerEndpoint;
  beforeAll(async () => {
    const url = database.url;
    [a, b] = url
      ? await Promise.all([serverProcess(url), serverProcess(url)])
      : await Promise.all([inProcess(), inProcess()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const flag = async (server: ServerEndpoint, moduleId: string) =>
    (await server.call<WhitelabelResponse>('GET', '/wps/system/whitelabel')).body.value.flags[
      moduleId
    ];
  const status = async (server: ServerEndpoint) =>
    (await server.call<SystemStatus>('GET', '/wps/system/status')).body.value.status;
  const ops = async (server: ServerEndpoint, url: string, payload: object) => {
    const response = await server.call('PUT', url, payload);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  it('shows a flag switched through one server on the other within a second', async () => {
    onTestFinished(() => ops(a, '/ops/whitelabel/FREEPLAY3', { enabled: true }));
    // Both have loaded their snapshot before the change.
    expect(await flag(a, 'FREEPLAY3')).toBe(true);
    expect(await flag(b, 'FREEPLAY3')).toBe(true);

    await ops(a, '/ops/whitelabel/FREEPLAY3', { enabled: false });
    expect(await flag(a, 'FREEPLAY3')).toBe(false); // the writer's own cache: at once
    const ms = await msUntil(
      () => flag(b, 'FREEPLAY3'),
      (on) => !on,
    );
    expect(ms).toBeLessThan(1000);
  });

  it('shows maintenance switched on the other server within a second, both ways', async () => {
    onTestFinished(() => ops(b, '/ops/maintenance', { enabled: false }));
    expect(await status(a)).toBe(0);
    expect(await status(b)).toBe(0);
    await ops(b, '/ops/maintenance', { enabled: true, message: 'Upgrading' });
    expect(
      await msUntil(
        () => status(a),
        (value) => value === 1,
      ),
    ).toBeLessThan(1000);
    await ops(a, '/ops/maintenance', { enabled: false });
    expect(
      await msUntil(
        () => status(b),
        (value) => value === 0,
      ),
    ).toBeLessThan(1000);
  });

  it('shows a plain-SQL change to the brand on both servers within a second', async () => {
    const setRedirect = async (redirectToLogin: boolean) => {
      await database.db.update(t.brand).set({ redirectToLogin });
    };
    onTestFinished(() => setRedirect(false));
    const redirect = async (server: ServerEndpoint) =>
      (await server.call<PermissionInfo>('GET', '/wps/system/permission')).body.value.info
        .redirectToLogin;
    expect(await redirect(a)).toBe(false);
    expect(await redirect(b)).toBe(false);
    await setRedirect(true);
    const [msA, msB] = await Promise.all([
      msUntil(() => redirect(a), Boolean),
      msUntil(() => redirect(b), Boolean),
    ]);
    expect(msA).toBeLessThan(1000);
    expect(msB).toBeLessThan(1000);
  });
});
