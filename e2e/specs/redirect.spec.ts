import { expect, test } from '../fixtures';
import { ops } from '../ops';

test.describe('redirect rule', () => {
  test.afterEach(async () => {
    await ops('brand', 'redirect-to-login', 'off');
  });

  test('sends a visitor without a token to /login when the brand option is on', async ({
    browser,
  }) => {
    await ops('brand', 'redirect-to-login', 'on');
    // A fresh context: brand settings are cached per browser session, as in the product.
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await page.goto('/helpmc');
    await expect(page).toHaveURL(/\/helpmc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);

    // The app's own download route is exempt as well as SPEC.md's /download.
    await page.goto('/down');
    await expect(page).toHaveURL(/\/down$/);
    await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    await context.close();
  });

  test('leaves visitors alone when the brand option is off', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await context.close();
  });
});
