// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// Issue 9, findings 9, 12 and 13, tried as an attacker would: fetching the build's source maps and
// Vite manifest, reading a login answer from a cache, and spoofing x-forwarded-for.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ART_BASE_PATH } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from './db/schema';
import { createTestServer } from './testing';
import type { TestServer } from './testing';
import { createMember, login, withToken } from './testing/auth-helpers';

let dist: string;
let server: TestServer;
let mapsServer: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotusplay-hardening-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(dist, 'assets', 'index-abc.js'),
    'console.log(1)\n//# sourceMappingURL=index-abc.js.map',
  );
  const map = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['x'] });
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), map);
  writeFileSync(join(dist, 'assets', 'index-abc.js.map.gz'), map);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  writeFileSync(join(dist, '.vite', 'route-preloads.json'), '{}');
  // A proxy at 10.0.0.5 is trusted; every other peer is the client itself.
  server = await createTestServer({ webDist: dist, config: { trustProxy: '10.0.0.5' } });
  mapsServer = await createTestServer({ webDist: dist, config: { serveSourceMaps: true } });
});

afterAll(async () => {
  await server?.close();
  await mapsServer?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('finding 9: the build does not give its sources away', () => {
  it.each([
    '/assets/index-abc.js.map',
    '/assets/INDEX-abc.js.map',
    '/assets/index-abc.js.map?x=1',
    '/.vite/manifest.json',
    '/.vite/route-preloads.json',
    '/.vite/',
    '/%2Evite/manifest.json',
  ])('GET %s is 404 (also as a page request)', async (url) => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept, 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode, `${url} ${accept}`).toBe(404);
      expect(response.body).not.toContain('sourcesContent');
      expect(response.body).not.toContain('src/main.tsx');
    }
  });

  it('still serves the scripts, and the maps when the operator switches them on', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    const map = await mapsServer.app.inject({ method: 'GET', url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('sourcesContent');
  });
});

describe('finding 12: answers with a token or personal data are never stored', () => {
  it('a real login, the member info and the logout carry Cache-Control: no-store', async () => {
    const member = await createMember(server.database);
    const loggedIn = await login(server.app, member.username, member.password);
    expect(loggedIn.statusCode).toBe(200);
    const token = loggedIn.json<{ value: { token: string } }>().value.token;
    expect(token).toBeTruthy();
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const info = await withToken(server.app, 'GET', '/wps/member/info', token);
    expect(info.statusCode).toBe(200);
    expect(info.body).toContain(member.username);
    expect(info.headers['cache-control']).toBe('no-store');
    // A refused call and an unknown API path are not stored either.
    const refused = await withToken(server.app, 'GET', '/wps/member/info', 'not-a-token');
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await server.app.inject({ method: 'GET', url: '/wps/relay/nothing' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('keeps the page and asset caching as it was', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['cache-control']).toBe('no-cache, private');
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('finding 13: x-forwarded-for is believed only from a trusted proxy', () => {
  const country = (remoteAddress: string, forwarded: string) =>
    server.app
      .inject({
        method: 'GET',
        url: '/wps/system/countryCode',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
      })
      .then((r) => r.json<{ value: { countryCode: string } }>().value.countryCode);

  it('ignores a spoofed x-forwarded-for from a client that is not the proxy', async () => {
    const direct = await country('203.0.113.7', '10.0.0.5');
    const spoofed = await country('203.0.113.7', '126.0.0.9');
    expect(spoofed).toBe(direct);
    expect(spoofed).not.toBe('JP');
  });

  it('uses the address the trusted proxy forwards', async () => {
    expect(await country('10.0.0.5', '126.0.0.9')).toBe('JP');
    // A client-written left-most entry behind the proxy is not believed either.
    expect(await country('10.0.0.5', '126.0.0.9, 203.0.113.7')).not.toBe('JP');
  });
});

describe('finding 10: the CSP names only what the brand uses', () => {
  const cspOf = async (app: TestServer['app']) =>
    String(
      (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).headers[
        'content-security-policy'
      ],
    );

  it('has no https: wildcard, no unsafe-inline, no tag manager', async () => {
    const csp = await cspOf(server.app);
    expect(csp).not.toMatch(/(^|\s)https:(\s|;|$)/);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('recaptcha');
    expect(csp).not.toContain('googleapis');
    // The seeded brand's images and launch-game host are this server's own (paths): nothing wider.
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    expect(csp).toMatch(/frame-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('follows the brand configuration when it changes', async () => {
    await server.database.db.update(t.brand).set({
      imageCdns: ['https://cdn.brand-new.example/x', 'https:', 'javascript:alert(1)'],
      launchGameCdns: ['https://launch1.lotusplay.example', '/', 'javascript:alert(1)'],
      recaptchaSiteKey: 'site',
      recaptchaSecretKey: 'secret',
    });
    await server.app.brandConfig.refresh();
    try {
      const csp = await cspOf(server.app);
      expect(csp).toContain("img-src 'self' data: https://cdn.brand-new.example");
      expect(csp).toMatch(/frame-src 'self' https:\/\/launch1\.lotusplay\.example[ ;]/);
      expect(csp).toContain('https://www.google.com/recaptcha/');
      expect(csp).not.toMatch(/(^|\s)https:(\s|;|$)/);
      expect(csp).not.toContain('javascript');
    } finally {
      await server.database.db.update(t.brand).set({
        imageCdns: [ART_BASE_PATH],
        launchGameCdns: ['/'],
        recaptchaSiteKey: '',
        recaptchaSecretKey: '',
      });
      await server.app.brandConfig.refresh();
    }
  });
});
