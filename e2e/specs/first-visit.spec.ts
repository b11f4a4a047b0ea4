// What a first visit receives (issue 7): the page arrives with the boot data, so none of the
// start-up calls leaves the browser; the route's chunk is announced by the page itself; every
// script comes compressed; a later operator change shows on the next page load.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import type { CDPSession, Page, Request } from '@playwright/test';
import { ops } from '../ops';

const BOOT_CALLS = /\/wps\/system\/(status|permission|whitelabel|countryCode)\b/;

/** The built file of a source module of the web app, from Vite's manifest. */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the web build's manifest`);
  return `/${entry.file}`;
}

/** Who asked for each script from now on: 'parser' when the HTML names it, 'script' for import(). */
async function initiatorsOf(page: Page): Promise<{ cdp: CDPSession; byPath: Map<string, string> }> {
  const byPath = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    byPath.set(new URL(request.url).pathname, initiator.type);
  });
  await cdp.send('Network.enable');
  return { cdp, byPath };
}

/** Records the requests of `page` from now on. */
function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('first visit', () => {
  test.afterEach(async () => {
    await ops('maintenance', 'off');
  });

  test('the home page paints from the boot data, asking none of the start-up calls', async ({
    page,
  }) => {
    const requests = record(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.map((request) => request.url()).filter((url) => BOOT_CALLS.test(url))).toEqual(
      [],
    );

    // Every script came compressed, with the encoding Chromium asked for.
    const scripts = requests.filter((request) => request.resourceType() === 'script');
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      const response = await script.response();
      expect(response?.status(), script.url()).toBe(200);
      expect(await response?.headerValue('content-encoding'), script.url()).toMatch(/^(br|gzip)$/);
    }
  });

  test('the stylesheet is asked for before any script', async ({ request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(html.indexOf('<script type="module"'));
    expect(stylesheet).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
  });

  test("the first view's route chunk is announced by the page, not found after the entry ran", async ({
    page,
  }) => {
    const { byPath: initiators } = await initiatorsOf(page);
    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    const group = [...initiators].filter(([path]) =>
      /^\/assets\/egame-routes-[^/]+\.js$/.test(path),
    );
    expect(group).toEqual([[expect.stringMatching(/egame-routes/), 'parser']]);
  });

  test("/login announces the login modal's chunk with the page, so the modal needs no second trip", async ({
    page,
  }) => {
    const { byPath: initiators } = await initiatorsOf(page);
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(initiators.get(builtFile('../../packages/auth/src/components/auth-modals.tsx'))).toBe(
      'parser',
    );
  });

  test('the footer content is asked for only after the page has been painted', async ({ page }) => {
    const content = builtFile('../../packages/content/src/lazy/lazy-parts.ts');
    await page.goto('/');
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('img', { name: /licence$/ })
        .first(),
    ).toBeVisible();
    const { lcp, requested } = await page.evaluate(async (file) => {
      const entries = await new Promise<PerformanceEntryList>((done) => {
        new PerformanceObserver((list) => done(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const resource = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === file);
      return { lcp: entries.at(-1)?.startTime ?? null, requested: resource?.startTime ?? null };
    }, content);
    expect(lcp).not.toBeNull();
    expect(requested).not.toBeNull();
    expect(requested!).toBeGreaterThan(lcp!);
  });

  test('an operator change shows on the next page load, still without start-up calls', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await ops('maintenance', 'on', '--message', 'Back in a minute');
    const requests = record(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByText('Back in a minute')).toBeVisible();
    expect(requests.map((request) => request.url()).filter((url) => BOOT_CALLS.test(url))).toEqual(
      [],
    );
  });
});
