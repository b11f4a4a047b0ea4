import { expect } from '@playwright/test';
import {
  completeRegistration,
  expectLoggedIn,
  freshMobile,
  freshUsername,
  header,
  logOut,
  smsCodeFor,
  test,
} from '../auth-helpers';

// The demo brand has REGMOBVERF3 on: registering by username also verifies a mobile number with
// an SMS code, read here from the development outbox through the operator command.
test.describe('registration', () => {
  test('registers by username (with the SMS check) and is logged in at once', async ({ page }) => {
    const username = freshUsername();
    const mobile = freshMobile();
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCodeFor(mobile));
    await completeRegistration(dialog, 'Lotus2025a');
    await expectLoggedIn(page);
    await expect(header(page).getByText(username)).toBeVisible();
    await logOut(page);
  });

  test('registers by mobile number with the code from the SMS outbox', async ({ page }) => {
    const mobile = freshMobile();
    // /register opens the home page with the register modal (SPEC §2).
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCodeFor(mobile));
    await completeRegistration(dialog, 'Lotus2025b');
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('/register.html also opens the register modal', async ({ page }) => {
    await page.goto('/register.html');
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  });
});
