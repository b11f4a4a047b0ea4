import { expect } from '@playwright/test';
import { DEMO_PLAYER, accountShortcut, header, logInFromHome, test } from '../auth-helpers';

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
  await accountShortcut(page, 'Member centre');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByText(/not available yet/)).toBeVisible();
});
