import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_PLAYER, header, logInFromHome, test } from '../auth-helpers';
import { ops } from '../ops';

// Game launch (issue 11) in Chromium against the real server: the header navigation built from
// GCSGAME_gameVendor, its dropdowns, the launch rules of SPEC.md §4 (login first), POST
// /wps/game/launchGame and the demo vendor's page in the /game frame; a game under maintenance
// is not launched, whether the vendor list or the server says so.
const LAUNCH_PATH = '/wps/game/launchGame';

const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

async function openDropdown(page: Page, category: string) {
  const toggle = mainNav(page).getByRole('button', { name: `${category} vendors` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return mainNav(page).getByRole('group', { name: `${category} vendors` });
}

test.describe('game launch', () => {
  test('a visitor launching a game gets the login popup and no launch call', async ({ page }) => {
    let launches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LAUNCH_PATH) launches += 1;
    });
    await page.goto('/');
    const dropdown = await openDropdown(page, 'Live casino');
    await dropdown.getByRole('button', { name: 'Evolution' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(launches).toBe(0);
  });

  test('a member opens a category dropdown, launches a game and plays it in the /game frame', async ({
    page,
  }) => {
    await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const dropdown = await openDropdown(page, 'Live casino');
    await expect(dropdown.getByRole('button')).toHaveCount(11);
    await expect(dropdown.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/live');
    // The dropdown works from the keyboard: Escape closes it and returns focus to its button.
    await page.keyboard.press('Escape');
    await expect(mainNav(page).getByRole('button', { name: 'Live casino vendors' })).toBeFocused();

    const again = await openDropdown(page, 'Live casino');
    const launched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === LAUNCH_PATH,
    );
    await again.getByRole('button', { name: 'Evolution' }).click();
    expect((await launched).status()).toBe(200);
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.getByTitle(/^Game: /);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await expect(frame).toHaveAttribute('src', /\/demo-vendor\/play\?token=/);
    await expect(
      page
        .frameLocator('iframe[title^="Game: "]')
        .getByText(/Demo vendor/)
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('iframeUrl'))).toMatch(
      /\/demo-vendor\/play\?token=/,
    );

    // The toggle hides the header navigation and shows it again.
    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await expect(mainNav(page)).toBeVisible();

    // A reload keeps the game.
    await page.reload();
    await expect(page.getByTitle(/^Game: /)).toHaveAttribute('src', /\/demo-vendor\/play\?token=/);
  });

  test('a sports vendor launches from its category page', async ({ page }) => {
    await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await mainNav(page).getByRole('link', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await page.getByRole('list', { name: 'Vendors' }).getByRole('button', { name: /SABA/ }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTitle(/^Game: /)).toHaveAttribute('src', /\/demo-vendor\/play/);
  });

  test('a game under maintenance cannot launch', async ({ page }) => {
    let launches = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LAUNCH_PATH) launches += 1;
    });
    await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    // The vendor list says Spadegaming is under maintenance: no call is made.
    const slots = await openDropdown(page, 'Slots');
    await slots.getByRole('button', { name: /Spadegaming/ }).click();
    const refused = page.getByRole('dialog', { name: 'The game cannot start' });
    await expect(refused).toContainText('This game is under maintenance');
    expect(launches).toBe(0);
    await refused.getByRole('button', { name: 'Close' }).click();

    // Maintenance that began after the list was read: the server refuses (GAME_MAINTENANCE).
    await ops('game', 'maintenance', 'AG', 'on');
    try {
      const live = await openDropdown(page, 'Live casino');
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === LAUNCH_PATH,
      );
      await live.getByRole('button', { name: /Asia Gaming/ }).click();
      expect((await answer).status()).toBe(409);
      await expect(page.getByRole('dialog', { name: 'The game cannot start' })).toContainText(
        'This game is under maintenance',
      );
      await expect(page).not.toHaveURL(/\/game$/);
    } finally {
      await ops('game', 'maintenance', 'AG', 'off');
    }
  });
});
