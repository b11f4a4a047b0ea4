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
    // Member info is loaded at start: demo_player's nickname shows in the header.
    await expect(header(page).getByText('Demo Player', { exact: true })).toBeVisible();
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

  test('/login shows the login form', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await submitLogin(dialog, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });

  test('two wrong passwords bring the captcha, which the form then requires', async ({ page }) => {
    // A fresh (unknown) username so other tests' accounts are never locked; the answer is the same
    // generic message either way. The server asks for a captcha after 2 failures of an account
    // (5 of an address; this test has its own address), so the sequence is exact.
    const username = freshUsername();
    await page.goto('/');
    const dialog = await openLogin(page);
    const captcha = dialog.getByLabel('Captcha', { exact: true });
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/wps/session/login')) {
        loginCalls.push(request.url());
      }
    });
    const failedAttempt = async (password: string, captchaNext: boolean) => {
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/wps/session/login'),
      );
      await submitLogin(dialog, username, password);
      const response = await answer;
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'LOGIN_FAILED', captcha: captchaNext });
      await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
    };

    await expect(captcha).toHaveCount(0);
    await failedAttempt('Wrong1pass', false);
    await expect(captcha).toHaveCount(0);

    await failedAttempt('Wrong2pass', true);
    await expect(captcha).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();

    // Without the captcha the form refuses to send the third attempt.
    await submitLogin(dialog, username, 'Wrong3pass');
    await expect(captcha).toHaveAttribute('aria-invalid', 'true');
    await expect(captcha).toHaveAccessibleDescription('Please enter the captcha');
    expect(loginCalls).toHaveLength(2);
  });
});
