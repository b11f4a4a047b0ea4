// Walking many routes of the site in one page: a route reached as a visitor clicking through
// reaches it (the router's own history navigation, no new boot), and a wait until the page has
// asked for nothing for a moment (lazy chunks, lists, pictures), since a member's event stream
// keeps Playwright's 'networkidle' from ever coming.
import { MEMBER_EVENTS_PATH } from '@lotusplay/api-client/contracts';
import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

/**
 * A request that stays open for as long as the page: an EventSource, or the member event stream,
 * which the app reads with fetch (api-client's member-events.ts), not EventSource.
 */
function staysOpen(request: Request): boolean {
  return (
    request.resourceType() === 'eventsource' ||
    new URL(request.url()).pathname === MEMBER_EVENTS_PATH
  );
}

/** How long no request may be on its way before a page counts as settled, ms. */
export const QUIET_MS = 500;

/** A page's request tracker (trackRequests). */
export interface RequestTracker {
  settle(limitMs?: number): Promise<string[]>;
  onFailed(listener: (request: Request) => void): void;
}

const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Tracks `page`'s requests from its first call on (those that stay open excepted), with one set of
 * listeners per page however often it is called. `settle()` resolves once none has been on its
 * way for `QUIET_MS`, or after `limitMs` with the URLs still loading.
 */
export function trackRequests(page: Page): RequestTracker {
  let tracker = trackers.get(page);
  if (!tracker) {
    tracker = newTracker(page);
    trackers.set(page, tracker);
  }
  return tracker;
}

function newTracker(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  const failed: ((request: Request) => void)[] = [];
  page.on('request', (request) => {
    if (!staysOpen(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    for (const listener of failed) listener(request);
  });
  return {
    async settle(limitMs = 20_000) {
      let quietSince = Date.now();
      for (const deadline = Date.now() + limitMs; Date.now() < deadline;) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS) return [];
        await page.waitForTimeout(50);
      }
      return [...inFlight].map((request) => request.url());
    },
    onFailed: (listener) => failed.push(listener),
  };
}

/**
 * Goes to `route` (path and query) inside the running app, as a link would: the router hears the
 * history change; the page is not loaded again.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === route);
}

/**
 * Every route of the site (the manifests' paths, SPEC.md §2), with the query a route needs to
 * show its page; art.spec.ts checks it against the build's route map, so a new route must join.
 */
export const SITE_ROUTES = [
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
] as const;

/**
 * What goes wrong on a page from now on (failed requests, error answers, console errors, uncaught
 * errors); `settle()` waits until no request has been on its way for a moment (at most 20 s). A
 * request cancelled on purpose (Chromium's ERR_ABORTED: navigating away while the page still loads
 * its after-paint parts, a picture scrolled out of the windowed grid) is no failure; a host that
 * does not exist (ERR_NAME_NOT_RESOLVED), a refused connection or an error answer is.
 */
export function watchProblems(page: Page): { problems: string[]; settle(): Promise<void> } {
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
 * Visits `routes` in `language` (the product's `lang`), each to its end; what went wrong where
 * (watchProblems), on the routes `counts` keeps. The first route is loaded; the others are reached
 * as a visitor clicking through reaches them, by the router's own history navigation, where the
 * boot is not paid again. `atRoute` checks more on each settled route (a layout, say).
 */
export async function walkInApp(
  page: Page,
  routes: readonly string[],
  language: string,
  {
    counts = () => true,
    atRoute,
  }: { counts?: (route: string) => boolean; atRoute?: (route: string) => Promise<void> } = {},
): Promise<string[]> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const { problems, settle } = watchProblems(page);
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    if (index === 0) await page.goto(route);
    else await navigateInApp(page, route);
    // To the end of the page, so that lazy pictures below the first view load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle();
    const seen = problems.splice(0);
    if (counts(route)) found.push(...seen.map((problem) => `${route}: ${problem}`));
    await atRoute?.(route);
  }
  found.push(
    ...[await page.evaluate(() => localStorage.getItem('lang'))]
      .filter((lang) => lang !== language)
      .map((lang) => `the language became ${lang}`),
  );
  return found;
}
