import { expect } from '@playwright/test';
import { accountShortcut, expectLoggedIn, openLogin, test } from '../auth-helpers';

test('free play logs in a trial account; the member centre is refused with the trial warning', async ({
  page,
}) => {
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Free play' }).click();
  await expect(login).toBeHidden();
  await expectLoggedIn(page);
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

  await accountShortcut(page, 'Member centre');
  const warning = page.getByRole('dialog', { name: 'Notice' });
  await expect(
    warning.getByText('Please register a real account to use this function'),
  ).toBeVisible();
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeHidden();

  // The refusal leaves the trial session as it was.
  await expectLoggedIn(page);
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
});
