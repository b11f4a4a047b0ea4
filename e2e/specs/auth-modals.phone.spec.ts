import { expect, type Page } from '@playwright/test';
import { DEMO_PLAYER, expectLoggedIn, test } from '../auth-helpers';

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the register form fits a phone and every field can be reached', async ({ page }) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // The last control of a long form scrolls into view and can be used.
  const submit = dialog.getByRole('button', { name: 'Register', exact: true });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
});

test('logs in on a phone from the keyboard alone: focus starts in the form, Enter submits', async ({
  page,
}) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Username', { exact: true })).toBeFocused();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.keyboard.type(DEMO_PLAYER.username);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PLAYER.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);
});

test('Escape closes the login popup and focus returns to the page', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus is back on the page, not left in the closed popup: the keyboard goes on from the top.
  const focusInDialog = () =>
    page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  expect(await focusInDialog()).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});
