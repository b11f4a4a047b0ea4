import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// The desktop header navigation (issue 26): it fits the row in every language at 1,280 px and
// 1,366 px, what does not fit is in a "More" menu, and a category's dropdown shows at most 11
// vendors with a "More" link, whenever it shows 11, to the category's lobby with all of them.

const LANGUAGES = ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID'];

/** Opens `path` in `lang` (stored before the first script runs) and waits for the navigation's items. */
async function open(page: Page, path: string, lang: string) {
  await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
  await page.goto(path);
  // The header's one navigation for a visitor (its name is in the visitor's language).
  const nav = page.getByRole('banner').getByRole('navigation');
  // The category items (from the vendor list) are in.
  await expect(nav.locator('.gl-nav__toggle').first()).toBeAttached();
  return nav;
}

/** The page's sideways scroll, and the right edge of the furthest visible navigation entry. */
function fit(page: Page) {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll<HTMLElement>('nav .gl-nav__list > li')].filter(
      (item) => getComputedStyle(item).visibility === 'visible',
    );
    return {
      over: document.scrollingElement!.scrollWidth - innerWidth,
      right: Math.max(...items.map((item) => item.getBoundingClientRect().right)),
      width: innerWidth,
    };
  });
}

for (const width of [1280, 1366]) {
  test(`the Vietnamese header fits ${width} px; the rest is in its "More" menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const nav = await open(page, '/', 'VI');
    const measured = await fit(page);
    expect(measured.over).toBe(0);
    expect(measured.right).toBeLessThanOrEqual(measured.width);
    // "Tải ứng dụng" (app download) is never cut off: in the row, or in the "More" menu.
    const download = nav.getByRole('link', { name: 'Tải ứng dụng' });
    if (!(await download.isVisible())) {
      const more = nav.getByRole('button', { name: 'Xem thêm' });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(download).toBeVisible();
      const box = (await download.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect((await fit(page)).over).toBe(0);
      // Escape closes it, back on its button.
      await page.keyboard.press('Escape');
      await expect(more).toBeFocused();
      await expect(download).toBeHidden();
      await more.click();
      await download.click();
      await expect(page).toHaveURL(/\/down$/);
    } else {
      await expect(download).toBeInViewport({ ratio: 1 });
    }
  });
}

test('the header navigation fits 1,280 px in every language, its last dropdown too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of LANGUAGES) {
    const nav = await open(page, '/rng', lang);
    const measured = await fit(page);
    expect(measured.over, lang).toBe(0);
    expect(measured.right, lang).toBeLessThanOrEqual(measured.width);
    // The rightmost visible category's dropdown opens on the screen, not past its edge.
    const toggles = nav.locator('.gl-nav__list > li:not([data-overflow]) .gl-nav__toggle');
    await toggles.last().click();
    const dropdown = nav.getByRole('group').last();
    await expect(dropdown).toBeVisible();
    const box = (await dropdown.boundingBox())!;
    expect(box.x, lang).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, lang).toBeLessThanOrEqual(1280);
    expect((await fit(page)).over, lang).toBe(0);
  }
});

test('a full dropdown offers "More", which reaches the vendors it could not show', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const nav = await open(page, '/', 'EN');
  // Slots: 14 vendors, the dropdown shows the first 11 and "More".
  await nav.getByRole('button', { name: 'Slots vendors' }).click();
  const slots = nav.getByRole('group', { name: 'Slots vendors' });
  await expect(slots.getByRole('button')).toHaveCount(11);
  const leftOut = ['Booongo', 'Microgaming', 'Yggdrasil'];
  for (const name of leftOut) {
    await expect(slots.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  }
  const more = slots.getByRole('link', { name: 'More' });
  await expect(more).toHaveAttribute('href', '/rng');
  await more.click();
  await expect(page).toHaveURL(/\/rng$/);
  // The lobby's vendor menu has all 14: the three the dropdown left out among them.
  const vendors = page.getByRole('navigation', { name: 'Vendors' });
  await expect(vendors.getByRole('button', { name: 'JILI' })).toBeVisible();
  await vendors.getByRole('button', { name: 'Next vendors' }).click();
  for (const name of leftOut) {
    await expect(vendors.getByRole('button', { name })).toBeVisible();
  }
  await vendors.getByRole('button', { name: 'Yggdrasil' }).click();
  await expect(page).toHaveURL(/\/rng\?page=YGG$/);

  // Live casino: exactly 11 vendors, also "More" (there might have been more).
  await nav.getByRole('button', { name: 'Live casino vendors' }).click();
  const live = nav.getByRole('group', { name: 'Live casino vendors' });
  await expect(live.getByRole('button')).toHaveCount(11);
  await expect(live.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/live');
  // Sports: four vendors, no "More".
  await page.keyboard.press('Escape');
  await nav.getByRole('button', { name: 'Sports vendors', exact: true }).click();
  const sports = nav.getByRole('group', { name: 'Sports vendors', exact: true });
  await expect(sports.getByRole('button')).toHaveCount(4);
  await expect(sports.getByRole('link', { name: 'More' })).toHaveCount(0);
});
