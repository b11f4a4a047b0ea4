import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PLAYER,
  expectLoggedIn,
  header,
  openLogin,
  openMemberCentrePage,
  registerByUsername,
  submitLogin,
  test,
} from '../auth-helpers';
import { expect } from '../fixtures';
import { ops } from '../ops';
import { SITE_ROUTES, trackRequests, walkInApp, watchProblems } from '../page-walk';

// A phone without traps (issue 26): the page scrolls, never sideways and never a box inside it; the
// lobby grows with "load more"; the header is one row with a menu button; a toast never covers a
// dialog's buttons; every dialog fits a 640 px tall screen and scrolls inside.

/**
 * Every route of the site (SITE_ROUTES), two more queries, and a page that does not exist: what a
 * visitor reaches.
 */
const ROUTES = [...SITE_ROUTES, '/seaLottery?gameCode=SEA_FAST', '/promoDetail', '/no-such-page'];

/** How far the page scrolls sideways (0 when it does not), and what sticks out, to say why. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
      .filter((element) => {
        // Inside a box that clips or scrolls sideways itself (a carousel, the vendor strip).
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { over: root.scrollWidth - innerWidth, wide };
  });
}

/**
 * Goes to `path` and waits for the page's requests to settle (lazy chunks, lists, images): none on
 * its way for a moment, a member's event stream aside (Playwright's 'networkidle' never comes
 * while it is open: each visit of a member's page waited out a 5 s limit).
 */
async function visit(page: Page, path: string) {
  const requests = trackRequests(page);
  await page.goto(path);
  await requests.settle(5_000);
}

/** The element under the centre of `locator`'s box is `locator` itself (or inside it). */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Every button of a dialog, each scrolled into view, is on top (nothing covers it). */
async function expectButtonsOnTop(dialog: Locator) {
  const buttons = await dialog.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    expect(await onTop(button), (await button.textContent()) ?? '').toBe(true);
  }
}

/** The dialog's box is inside the viewport. */
async function expectInViewport(page: Page, dialog: Locator) {
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

// The tests of this file are independent (each its own page, the visitor's or its own member's):
// they spread over the workers instead of queueing in one (in one worker, this file was the
// suite's last 100 s, with the other cores idle).
test.describe.configure({ mode: 'parallel' });

/** The phone widths checked: a small Android, the common iPhone, a large phone. */
const WIDTHS = [360, 390, 430];

test(`no page scrolls sideways at ${WIDTHS.join(', ')} px; arriving on a route, nothing fails`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Each route is loaded as a new page, as a visitor arriving on it gets it (the boot, the
  // route's preloads): no request may fail and no console error show on the way (art.spec.ts
  // and the language walks below click through the routes; this is the walk that loads each).
  const { problems, settle } = watchProblems(page);
  const site: readonly string[] = SITE_ROUTES;
  for (const path of ROUTES) {
    // Each route is loaded once, at the narrowest width, then laid out again at the wider ones
    // (a resize runs the same media queries and resize observers as a load at that width).
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await settle();
    const found = problems.splice(0);
    if (site.includes(path)) expect(found, path).toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => sideways(page), { message: `${path} at ${width} px`, timeout: 2_000 })
        .toEqual({ over: 0, wide: [] });
    }
  }
});

for (const lang of ['VI', 'TH']) {
  test(`a walk in ${lang === 'VI' ? 'Vietnamese' : 'Thai'} at 390 px: no page scrolls sideways, no request fails, no console error`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 800 });
    // The first route is loaded; the others are reached as a visitor clicks through (the widths
    // test above loads each one). This is also the walk of these languages for failed requests
    // and console errors (art.spec.ts walks English and Chinese at desktop size).
    const site: readonly string[] = SITE_ROUTES;
    const problems = await walkInApp(page, ROUTES, lang, {
      counts: (path) => site.includes(path),
      atRoute: async (path) =>
        expect(await sideways(page), `${lang} ${path}`).toEqual({ over: 0, wide: [] }),
    });
    expect(problems).toEqual([]);
  });
}

test("a member's pages and the member centre fit 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await submitLogin(await openLogin(page), DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expectLoggedIn(page);
  for (const path of ['/', '/rng', '/live', '/lottery?gameCode=VN_NORTH', '/pointMall']) {
    await visit(page, path);
    expect(await sideways(page), path).toEqual({ over: 0, wide: [] });
  }
  for (const entry of ['My account', 'My wallet', 'Deposit', 'Withdrawal', 'Betting record']) {
    const region = await openMemberCentrePage(page, entry);
    await expect(region).toBeVisible();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expectInViewport(page, centre);
    expect(await sideways(page), entry).toEqual({ over: 0, wide: [] });
  }
});

test('the lobby grid has no scroller of its own: the page scrolls, and "load more" grows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/rng');
  const games = page.getByRole('list', { name: 'Games' });
  await expect(games.getByRole('listitem').first()).toBeVisible();
  const grid = games.locator('..');
  const boxes = await grid.evaluate((element: HTMLElement) => {
    // The grid and every box around it up to the page: none scrolls or clips vertically.
    const scrollers: string[] = [];
    for (
      let box: HTMLElement | null = element;
      box && box !== document.body;
      box = box.parentElement
    ) {
      const style = getComputedStyle(box);
      if (/auto|scroll|hidden|clip/.test(style.overflowY)) scrollers.push(box.className);
    }
    return { scrollers, inner: element.scrollHeight - element.clientHeight };
  });
  expect(boxes).toEqual({ scrollers: [], inner: 0 });
  // The page itself is what scrolls, and a card is never cut by a box: each is whole.
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight > innerHeight)).toBe(
    true,
  );
  const first = (await games.getByRole('listitem').first().boundingBox())!;
  expect(first.height).toBeGreaterThan(first.width);

  await expect(page.getByText('15 games shown')).toBeAttached();
  const more = page.getByRole('button', { name: 'Load more' });
  await more.scrollIntoViewIfNeeded();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('30 games shown')).toBeAttached();
  // The keyboard stays with the list: on the first new card, the 16th.
  await expect(games.getByRole('listitem').filter({ has: page.locator(':focus') })).toHaveAttribute(
    'aria-posinset',
    '16',
  );
  // Scrolled far down the page, the list renders the rows in the window and keeps its length.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await expect(games.getByRole('listitem').last()).toHaveAttribute('aria-setsize', '30');
});

test("a member's one-row header keeps its buttons apart at 360 px, with a large balance", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await registerByUsername(page, 'Lotus2025p');
  await ops('wallet', 'adjust', account.username, '12345678.90', '--reason', 'e2e phone header');
  await page.reload();
  const banner = header(page);
  await expect(banner.getByText('Balance: ¥12,345,678.90')).toBeAttached();
  const row = (await banner.boundingBox())!;
  expect(row.height).toBeLessThanOrEqual(64);
  const boxes = await Promise.all(
    [
      banner.getByRole('link', { name: /home$/ }),
      banner.getByRole('button', { name: 'Account menu' }),
      banner.getByRole('button', { name: 'Menu', exact: true }),
    ].map(async (locator) => (await locator.boundingBox())!),
  );
  // Left to right, none over the next, all on the screen.
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index - 1]!.x + boxes[index - 1]!.width).toBeLessThanOrEqual(boxes[index]!.x);
  }
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
  expect(await onTop(banner.getByRole('button', { name: 'Account menu' }))).toBe(true);
  expect(await sideways(page)).toEqual({ over: 0, wide: [] });
});

test('the header is one row; its menu button opens the navigation, Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  const banner = header(page);
  const row = (await banner.boundingBox())!;
  expect(row.height).toBeLessThanOrEqual(64);
  const nav = banner.getByRole('navigation', { name: 'Main' });
  const home = nav.getByRole('link', { name: 'Home' });
  await expect(home).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // The menu button is in the row, at its end.
  const menu = nav.getByRole('button', { name: 'Menu' });
  const button = (await menu.boundingBox())!;
  expect(button.y + button.height).toBeLessThanOrEqual(row.y + row.height);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The focus moves into the menu, on its first link.
  await expect(home).toBeFocused();
  // The language and theme controls are in the menu, below the navigation.
  await expect(banner.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Light theme' })).toBeVisible();
  // The menu fits the screen and scrolls within it.
  const open = (await banner.boundingBox())!;
  expect(open.height).toBeLessThanOrEqual(844);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(home).toBeHidden();
  await expect(menu).toBeFocused();

  // From the keyboard; a category's vendors open in place; choosing a page closes the menu.
  await page.keyboard.press('Enter');
  await expect(home).toBeFocused();
  await nav.getByRole('button', { name: 'Slots vendors' }).click();
  const slots = nav.getByRole('group', { name: 'Slots vendors' });
  await expect(slots.getByRole('button')).toHaveCount(11);
  expect(await sideways(page)).toEqual({ over: 0, wide: [] });
  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('a toast never covers a dialog or its buttons, and dialogs fit a 640 px tall screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await visit(page, '/');
  const toast = page.getByRole('region', { name: 'New notices' });
  await expect(toast).toBeVisible();

  // The login dialog over the toast: the dialog's buttons are on top, the toast under the backdrop.
  const login = await openLogin(page);
  await expectInViewport(page, login);
  await expectButtonsOnTop(login);
  expect(await onTop(toast)).toBe(false);
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeVisible();
  expect(await onTop(toast)).toBe(true);

  // The header's menu opens over the toast too; the licences from it.
  await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
  for (const control of [
    header(page).getByRole('button', { name: 'Licences' }),
    header(page).getByRole('combobox', { name: 'Language' }),
    header(page).getByRole('button', { name: 'Light theme' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    expect(await onTop(control)).toBe(true);
  }
  await header(page).getByRole('button', { name: 'Licences' }).click();
  const licences = page.getByRole('dialog', { name: 'Our licences' });
  await expect(licences).toBeVisible();
  await expectInViewport(page, licences);
  await expectButtonsOnTop(licences);
  await page.keyboard.press('Escape');
  await expect(licences).toBeHidden();

  // The register dialog: the longest form fits by scrolling inside, its last button reachable.
  await header(page).getByRole('button', { name: 'Register', exact: true }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register).toBeVisible();
  await expectInViewport(page, register);
  await expectButtonsOnTop(register);
  await register.getByRole('button', { name: 'Close' }).click();

  // The notices the toast offers, in their popup.
  await toast.getByRole('button', { name: 'Read' }).click();
  const notice = page.getByRole('dialog', { name: /Weekend bonus reminder/ });
  await expect(notice).toBeVisible();
  await expectInViewport(page, notice);
  await expectButtonsOnTop(notice);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A member's transfer button in the member centre (a dialog), with the toast still there.
  await submitLogin(await openLogin(page), DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expectLoggedIn(page);
  const wallet = await openMemberCentrePage(page, 'My wallet');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expectInViewport(page, centre);
  const transfer = wallet.getByRole('button', { name: 'Transfer', exact: true });
  await transfer.scrollIntoViewIfNeeded();
  expect(await onTop(transfer)).toBe(true);
  await expectButtonsOnTop(centre);
});
