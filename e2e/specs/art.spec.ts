// The product's own art (issue 26): a game's tile is a real picture from this server's own origin
// (the default install's image CDN is the server itself, /static/art), and a walk of every route of
// the site in English, Chinese (CN) and Vietnamese asks nothing that fails and logs no console
// error: no request goes to a host that does not exist.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { navigateInApp, trackRequests } from '../page-walk';

/**
 * Every route of the site (the manifests' paths, SPEC.md §2), with the query a route needs to
 * show its page; checked against the build's route map below, so a new route must join the walk.
 */
const ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/seamless',
  '/fbsports',
  '/join',
  '/login',
  '/sports',
  '/esports',
  '/ds88',
  '/elott',
  '/lott',
  '/live',
  '/pvp',
  '/fish',
  '/rng',
  '/rng?page=PG',
  '/game',
  '/noticePage',
  '/pointMall',
  '/promotions',
  '/promoDetail?id=1',
  '/help',
  '/helpmc',
  '/down',
  '/seaLottery?gameCode=SEA_4D',
  '/vnLottery?gameCode=VN_NORTH',
  '/lottery?gameCode=VN_NORTH',
];

/** The languages of the walk, as the product names them. */
const LANGUAGES = ['EN', 'CN', 'VI'] as const;

/** The page paths the web build knows (apps/web/build/route-preloads.ts, from the manifests). */
function builtRoutes(): string[] {
  const file = resolve(import.meta.dirname, '../../apps/web/dist/.vite/route-preloads.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
}

/**
 * What went wrong on a page (failed requests, error answers, console errors, uncaught errors);
 * `settle()` waits until no request has been on its way for a moment. A request cancelled on
 * purpose (Chromium's ERR_ABORTED: the walk navigating away while the page still loads its
 * after-paint parts, a picture scrolled out of the windowed grid) is no failure; a host that does
 * not exist (ERR_NAME_NOT_RESOLVED), a refused connection or an error answer is.
 */
function watch(page: Page): { problems: string[]; settle(): Promise<void> } {
  const problems: string[] = [];
  const requests = trackRequests(page);
  requests.onFailed((request) => {
    const error = request.failure()?.errorText ?? '?';
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`failed ${request.url()} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const settle = async () => {
    const loading = await requests.settle();
    if (loading.length > 0) problems.push(`still loading after 20 s: ${loading.join(', ')}`);
  };
  return { problems, settle };
}

/**
 * Visits `routes` in `language` (the product's `lang`), each to its end; what went wrong where.
 * `loads` 'each' loads every route as a new page (what a visitor arriving on it gets: the boot,
 * the route's preloads); 'first' loads the first and reaches the others as a visitor clicking
 * through does, by the router's own history navigation, where the boot is not paid again.
 */
async function walk(
  page: Page,
  routes: readonly string[],
  language: string,
  loads: 'each' | 'first',
): Promise<string[]> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const { problems, settle } = watch(page);
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    if (loads === 'each' || index === 0) await page.goto(route);
    else await navigateInApp(page, route);
    // To the end of the page, so that lazy pictures below the first view load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle();
    found.push(...problems.splice(0).map((problem) => `${route}: ${problem}`));
  }
  found.push(
    ...[await page.evaluate(() => localStorage.getItem('lang'))]
      .filter((lang) => lang !== language)
      .map((lang) => `the language became ${lang}`),
  );
  return found;
}

test.describe('the product serves its own art', () => {
  test("a game's tile loads from the product's own origin as a real picture", async ({
    page,
    baseURL,
  }) => {
    const { problems } = watch(page);
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
    const walked = new Set(ROUTES.map((route) => route.split('?')[0]!.toLowerCase()));
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
      // English loads every route afresh; the translations are walked as a visitor clicks
      // through, which asks the same pictures and texts without paying the boot 31 times again.
      expect(await walk(page, ROUTES, language, language === 'EN' ? 'each' : 'first')).toEqual([]);
    });
  }
});
