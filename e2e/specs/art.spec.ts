// The product's own art (issue 26): a game's tile is a real picture from this server's own origin
// (the default install's image CDN is the server itself, /static/art), and a walk of every route of
// the site in English and Chinese (CN) asks nothing that fails and logs no console error: no request
// goes to a host that does not exist. Vietnamese and Thai are walked so at phone size
// (phone-layout.phone.spec.ts), where each walk costs the same and checks the layout too.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { SITE_ROUTES, walkInApp, watchProblems } from '../page-walk';

/** The languages of the walk, as the product names them. */
const LANGUAGES = ['EN', 'CN'] as const;

/** The page paths the web build knows (apps/web/build/route-preloads.ts, from the manifests). */
function builtRoutes(): string[] {
  const file = resolve(import.meta.dirname, '../../apps/web/dist/.vite/route-preloads.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
}

test.describe('the product serves its own art', () => {
  test("a game's tile loads from the product's own origin as a real picture", async ({
    page,
    baseURL,
  }) => {
    const { problems } = watchProblems(page);
    await page.goto('/rng');
    const card = page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / });
    const image = card.first().locator('img');
    // The first request of a picture at a width makes it (sharp) on a fresh server: under a
    // loaded CI run that outlasted the default 10 s once (2026-11-28).
    await expect(image).toHaveJSProperty('complete', true, { timeout: 30_000 });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const url = new URL(source);
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toMatch(/^\/static\/art\/games\//);

    const answer = await page.request.get(source);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/webp');
    expect(answer.headers()['cache-control']).toContain('immutable');
    // The vendor menu's marks come from here too.
    const mark = page.getByRole('navigation', { name: 'Vendors' }).locator('img').first();
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(new URL(await mark.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(
      new URL(baseURL!).origin,
    );
    expect(problems).toEqual([]);
  });

  test('the walk covers every route the web build knows', () => {
    const walked = new Set(SITE_ROUTES.map((route) => route.split('?')[0]!.toLowerCase()));
    expect(builtRoutes().filter((path) => !walked.has(path))).toEqual([]);
  });
});

test.describe('a walk of the site', () => {
  // Each language's walk mostly waits for pages to settle: they spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  for (const language of LANGUAGES) {
    test(`a walk of every route in ${language}: no failed request, no console error`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      expect(await walkInApp(page, SITE_ROUTES, language)).toEqual([]);
    });
  }
});
