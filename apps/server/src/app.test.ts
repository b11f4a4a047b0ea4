// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './app';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';

let database: TestDatabase;
let dist: string;
let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dist = mkdtempSync(join(tmpdir(), 'lotusplay-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root">LotusPlay SPA</div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createServer({
    db: database.db,
    webDist: dist,
    config: { trustProxy: true, bodyLimit: 1024 },
  });
  // A route that fails unexpectedly, to check that 500s do not leak internals.
  app.get('/wps/test/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('envelope and errors', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language": "EN"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/system/language',
      payload: { language: 'EN', padding: 'x'.repeat(4096) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/xml' },
      payload: '<language>EN</language>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', value: null });
  });

  it('accepts a form-encoded body too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'language=VI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.language).toBe('VI');
  });

  it('answers an unexpected error with 500 INTERNAL_ERROR without internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
      value: null,
    });
    expect(response.body).not.toContain('postgres://');
  });

  it('answers an unknown path that does not want HTML with the 404 envelope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/no/such/thing',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('OpenAPI', () => {
  it('documents every system path and hides the operator routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/permission',
      '/wps/system/countryCode',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/wps/system/helpV2',
      '/wps/system/helpCenter',
      '/wps/system/language',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/ops'))).toEqual([]);
  });

  it('serves the documentation UI at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends pages a CSP with frame-ancestors self and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The demo brand's images are this server's own art (a path): nothing beyond self and data:.
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends API answers, found or not, the short set that keeps data inert', async () => {
    for (const url of [
      '/wps/system/status',
      '/WPS/v2/wallets/balance?x=1',
      '/ops/nothing',
      '/lgw',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cache-control'], url).toBe('no-store');
      // None of the page headers, which only cost bytes on data.
      expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    // A path that only begins like an API prefix is a page.
    const page = await app.inject({ method: 'GET', url: '/wpsx', headers: html });
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('uses x-forwarded-for as the visitor IP when TRUST_PROXY is on', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/system/countryCode',
      headers: { 'x-forwarded-for': '126.0.0.9' },
    });
    expect(response.json().value.countryCode).toBe('JP');
  });
});

describe('web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('LotusPlay SPA');
    expect(response.headers['cache-control']).toBe('no-cache, private');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['/noticePage', '/unknown', '/rng?page=PG', '/help'])(
    'falls back to index.html for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('LotusPlay SPA');
      expect(response.headers['cache-control']).toBe('no-cache, private');
    },
  );

  it('never falls back for API paths or missing assets requested without HTML', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/nope', headers: html })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/ops/nope', headers: html })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('says the web app is not built when the dist folder is missing', async () => {
    const bare = await createServer({ db: database.db, webDist: join(dist, 'does-not-exist') });
    try {
      const response = await bare.inject({ method: 'GET', url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('not built');
      expect(response.body).toContain('pnpm build');
      expect(
        (await bare.inject({ method: 'GET', url: '/noticePage', headers: html })).body,
      ).toContain('not built');
    } finally {
      await bare.close();
    }
  });
});
