// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// What a visitor receives from the built app (issue 7): precompressed assets by content
// negotiation, index.html with the boot data and the route's modulepreload links, compressed
// JSON above the threshold.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { BOOT_DATA_ELEMENT_ID, parseBootData } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../testing';
import type { TestServer } from '../testing';
import { COMPRESS_THRESHOLD_BYTES } from '../app';
import { pagePath, renderIndex } from './web';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>LotusPlay</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const APP_JS = `export const app = "${'lotus '.repeat(400)}";\n`;

let dist: string;
let server: TestServer;
const operator = { authorization: 'Bearer web-test-operator' };
const html = { accept: 'text/html' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotusplay-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  // What the build writes: the file and its .br and .gz siblings.
  writeFileSync(join(dist, 'assets', 'index-abc.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'index-group-1.js'), 'export const home = 1;');
  writeFileSync(join(dist, 'assets', 'egame-group-2.js'), 'export const sports = 1;');
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/': ['assets/index-group-1.js'],
      '/index.html': ['assets/index-group-1.js'],
      '/sports': ['assets/egame-group-2.js'],
    }),
  );
  server = await createTestServer({
    webDist: dist,
    config: { operatorToken: 'web-test-operator' },
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The boot data element's text in a page, parsed. */
function bootOf(page: string) {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(page);
  return parseBootData(match?.[1]);
}

describe('built assets', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br;q=0.5', 'gzip', gunzipSync],
  ] as const)(
    'sends the precompressed file for Accept-Encoding %s',
    async (accept, encoding, decode) => {
      const response = await server.app.inject({
        url: '/assets/index-abc.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain('javascript');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 10);
      expect(decode(response.rawPayload).toString()).toBe(APP_JS);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await server.app.inject({ url: '/assets/index-abc.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(APP_JS);
    expect(Number(response.headers['content-length'])).toBe(APP_JS.length);
  });

  it('never sends index.html as a file', async () => {
    for (const url of ['/index.html.br', '/index.html.gz']) {
      const response = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).not.toContain('LotusPlay</title>');
    }
  });
});

describe('index.html', () => {
  it('carries the answers of the four start-up calls for this visitor, uncached', async () => {
    const headers = { ...html, 'x-forwarded-for': '126.0.0.9' };
    const response = await server.app.inject({ url: '/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, private');
    const boot = bootOf(response.body);
    expect(boot).not.toBeNull();
    const answer = async (url: string) =>
      (await server.app.inject({ url, headers })).json().value as unknown;
    expect(boot?.status).toEqual(await answer('/wps/system/status?url=127.0.0.1'));
    expect(boot?.permission).toEqual(await answer('/wps/system/permission'));
    expect(boot?.whitelabel).toEqual(await answer('/wps/system/whitelabel'));
    expect(boot?.countryCode).toEqual(await answer('/wps/system/countryCode'));
  });

  it("preloads the route's chunks, whatever the case or trailing slash", async () => {
    const home = (await server.app.inject({ url: '/', headers: html })).body;
    expect(home).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-group-1.js">',
    );
    expect(home).not.toContain('egame-group-2.js');
    for (const url of ['/sports', '/Sports/', '/sports?vendor=SB']) {
      const page = (await server.app.inject({ url, headers: html })).body;
      expect(page).toContain('href="/assets/egame-group-2.js"');
      expect(page).not.toContain('index-group-1.js');
    }
    const unknown = (await server.app.inject({ url: '/no-such-page', headers: html })).body;
    expect(unknown).not.toContain('modulepreload');
    expect(bootOf(unknown)).not.toBeNull();
  });

  it('keeps operator text inside the boot element', async () => {
    const message = '</script><script>alert(1)</script><!-- & \u2028';
    const changed = await server.app.inject({
      method: 'PUT',
      url: '/ops/maintenance',
      headers: operator,
      payload: { enabled: true, message },
    });
    expect(changed.statusCode).toBe(200);
    try {
      const page = (await server.app.inject({ url: '/', headers: html })).body;
      expect(page.match(/<script/g)).toHaveLength(2);
      expect(page).not.toContain('alert(1)</script>');
      expect(bootOf(page)?.status.maintenance?.message).toBe(message);
    } finally {
      await server.app.inject({
        method: 'PUT',
        url: '/ops/maintenance',
        headers: operator,
        payload: { enabled: false },
      });
    }
  });

  it('goes out compressed, with its content-length', async () => {
    const response = await server.app.inject({
      url: '/sports',
      headers: { ...html, 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(bootOf(brotliDecompressSync(response.rawPayload).toString())).not.toBeNull();
  });

  it("shows the brand's name in #root until the app renders, as text", async () => {
    const page = (await server.app.inject({ url: '/', headers: html })).body;
    const brand = bootOf(page)?.permission.info.brandName;
    expect(brand).toBeTruthy();
    expect(page).toContain(`<div id="root"><div class="boot-screen" aria-busy="true">`);
    expect(page).toContain(`<p class="boot-screen__brand">${brand}</p>`);
    const rendered = renderIndex({ template: TEMPLATE, routePreloads: {} }, '/', {
      ...bootOf(page)!,
      permission: {
        ...bootOf(page)!.permission,
        info: { ...bootOf(page)!.permission.info, brandName: '<img src=x onerror=alert(1)>' },
      },
    });
    expect(rendered).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(rendered).not.toContain('<img src=x');
  });

  it('renders the links and the element before </head>', () => {
    const page = renderIndex(
      { template: TEMPLATE, routePreloads: { '/': ['assets/a"b.js'] } },
      '/',
      null,
    );
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('href="/assets/a&quot;b.js"');
    expect(pagePath('/Help/?x=1')).toBe('/help');
    expect(pagePath('/')).toBe('/');
  });
});

describe('API responses', () => {
  it('compresses JSON above the threshold and leaves small answers alone', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const large = await server.app.inject({ url: '/wps/system/permission', headers });
    expect(large.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(large.rawPayload);
    expect(body.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(body.toString())).toMatchObject({ success: true });
    const small = await server.app.inject({ url: '/wps/system/status?url=x', headers });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
