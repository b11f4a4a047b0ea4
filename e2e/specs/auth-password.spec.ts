import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  accountShortcut,
  expectLoggedIn,
  lastSmsFor,
  logInFromHome,
  logOut,
  openLogin,
  registerByUsername,
  smsCodeFor,
  submitLogin,
  temporaryPasswordFor,
  test,
} from '../auth-helpers';

/** Registers a fresh account by username (with e-mail) and leaves it logged out. */
async function registerAccount(page: Page, password: string) {
  const account = await registerByUsername(page, password);
  await logOut(page);
  return account;
}

test.describe('passwords', () => {
  test('changes the password, then logs in with the new one', async ({ page }) => {
    const account = await registerAccount(page, 'Lotus2025c');
    await logInFromHome(page, account.username, account.password);
    await accountShortcut(page, 'Change password');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password', { exact: true }).fill(account.password);
    await dialog.getByLabel('New password', { exact: true }).fill('Lotus2026c');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Lotus2026c');
    await dialog.getByRole('button', { name: 'Save new password' }).click();
    await expect(dialog).toBeHidden();
    await logOut(page);
    await logInFromHome(page, account.username, 'Lotus2026c');
  });

  test('forgot by e-mail: the old password keeps working; the temporary one works once and forces a change', async ({
    page,
  }) => {
    const account = await registerAccount(page, 'Lotus2025d');
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'By e-mail' }).click();
    await forgot.getByLabel('Username', { exact: true }).fill(account.username);
    await forgot.getByLabel('E-mail', { exact: true }).fill(account.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
    const temporary = await temporaryPasswordFor(account.email);

    // Asking for it locks nobody out: the old password still logs in, without a forced change.
    await page.goto('/');
    await logInFromHome(page, account.username, account.password);
    await expect(page.getByRole('alertdialog', { name: 'Set a new password' })).toBeHidden();
    await logOut(page);

    await submitLogin(await openLogin(page), account.username, temporary);
    const forced = page.getByRole('alertdialog', { name: 'Set a new password' });
    await expect(forced).toBeVisible();
    // The browser never keeps a password, so the forced change asks for the current one again.
    await forced.getByLabel('Current password', { exact: true }).fill(temporary);
    await forced.getByLabel('New password', { exact: true }).fill('Lotus2026d');
    await forced.getByLabel('Confirm new password', { exact: true }).fill('Lotus2026d');
    await forced.getByRole('button', { name: 'Save new password' }).click();
    // The change checks the temporary password (against it and the old one) and hashes the new one.
    await expect(forced).toBeHidden();
    await logOut(page);
    // The temporary password worked once; with the new one set, the old one is gone too.
    const again = await openLogin(page);
    await submitLogin(again, account.username, temporary);
    await expect(again.getByRole('alert')).toHaveText('Incorrect username or password');
    await page.goto('/');
    await logInFromHome(page, account.username, 'Lotus2026d');
  });

  test('forgot by phone: the SMS code resets the password and logs in; only the new one works', async ({
    page,
  }) => {
    const account = await registerAccount(page, 'Lotus2025e');
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'By phone' }).click();
    await forgot.getByLabel('Mobile number', { exact: true }).fill(account.mobile);
    // The registration's code went to the same number: wait for the one asked for now.
    const before = await lastSmsFor(account.mobile);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await forgot
      .getByLabel('Verification code', { exact: true })
      .fill(await smsCodeFor(account.mobile, before));
    await forgot.getByLabel('New password', { exact: true }).fill('Lotus2026e');
    // SPEC.md §5 asks the phone reset for the mobile number, the code and the new password only.
    await expect(forgot.getByLabel('Confirm new password', { exact: true })).toHaveCount(0);
    await forgot.getByRole('button', { name: 'Reset password and log in' }).click();
    await expect(forgot).toBeHidden();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);

    // The automatic login used the new password; prove it by hand, and that the old one is gone.
    await logOut(page);
    const again = await openLogin(page);
    await submitLogin(again, account.username, account.password);
    await expect(again.getByRole('alert')).toHaveText('Incorrect username or password');
    await submitLogin(again, account.username, 'Lotus2026e');
    await expect(again).toBeHidden();
    await expectLoggedIn(page);
  });
  // demo_default's forced change (and that the server enforces it) is auth-security.spec.ts.
});
