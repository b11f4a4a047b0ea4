import { expect } from '@playwright/test';
import { DEMO_PLAYER, header, logInFromHome, test } from '../auth-helpers';

test('the logged-in header fits a phone and its shortcuts sit behind the account menu', async ({
  page,
}) => {
  await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const shortcuts = header(page).getByRole('navigation', { name: 'Account' });
  await expect(shortcuts).toBeHidden();
  const menu = header(page).getByRole('button', { name: 'Account menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(shortcuts).toBeVisible();
  await shortcuts.getByRole('button', { name: 'Member centre', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  // It opens on My account (issue 27).
  await expect(centre.getByRole('region', { name: 'My account' })).toBeVisible();
});
