import { expect } from '@playwright/test';
import { test } from '../auth-helpers';

// The lottery pages on a phone-sized screen (Pixel 7): nothing wider than the screen, and the
// picker, slip and results reachable in one column.

test.beforeEach(async ({ page }) => {
  const popup = page.getByRole('dialog').filter({ hasText: /\d+ of \d+/ });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Close' }).first().click();
  });
});

const noSideways = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test('the lobby and the betting view fit a phone', async ({ page }) => {
  await page.goto('/vnLottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
  await expect(page.locator('a[href="/vnLottery?gameCode=VN_FAST"]').first()).toBeVisible();
  expect(await page.evaluate(noSideways)).toBe(true);

  await page.locator('a[href="/vnLottery?gameCode=VN_FAST"]').first().click();
  const slip = page.getByRole('form', { name: 'Bet slip' });
  await expect(slip).toBeVisible();
  await page.getByRole('button', { name: 'Number 07' }).tap();
  await expect(slip).toContainText('07');
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
  expect(await page.evaluate(noSideways)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('lottery-phone.png'), fullPage: true });
});
