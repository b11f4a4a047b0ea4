import { expect } from '@playwright/test';
import {
  DEMO_PLAYER,
  accountShortcut,
  expectLoggedIn,
  freshUsername,
  header,
  logInFromHome,
  logOut,
  openLogin,
  submitLogin,
  test,
} from '../auth-helpers';

test.describe('login and logout', () => {
  test('logs in as demo_player, keeps the session across a reload, and logs out', async ({
    page,
  }) => {
    await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await page.reload();
    await expectLoggedIn(page);
    // Member info is loaded at start: the nickname (or account) shows in the header.
    await expect(header(page).locator('.header-account__nickname')).not.toBeEmpty();
    await page.evaluate(() => sessionStorage.setItem('merchant', 'kept'));

    await accountShortcut(page, 'Log out');
    const confirm = page.getByRole('alertdialog', { name: 'Log out' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectLoggedIn(page);

    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      nickname: sessionStorage.getItem('nickname'),
      merchant: sessionStorage.getItem('merchant'),
    }));
    expect(stored).toEqual({ token: null, nickname: null, merchant: 'kept' });
  });

  test('/login shows the login form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await submitLogin(dialog, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });

  test('a wrong password three times brings the captcha', async ({ page }) => {
    // A fresh (unknown) username so other tests' accounts are never locked; the answer is the same
    // generic message either way.
    const username = freshUsername();
    await page.goto('/');
    const dialog = await openLogin(page);
    // The server also counts failures per address, so on a shared database the captcha may come
    // earlier; it must never be there before the first attempt and must be there after the third.
    await expect(dialog.getByLabel('Captcha', { exact: true })).toBeHidden();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitLogin(dialog, username, `Wrong${attempt}pass`);
      await expect(
        dialog.getByText(/Incorrect username or password|Please enter the captcha/).first(),
      ).toBeVisible();
    }
    await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  });
});
