import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectLoggedIn,
  header,
  logOut,
  registerByUsername,
  submitLogin,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

const PASSWORD = 'Lotus2025s';
const NOT_LOGGED_IN = 'You are not logged in, please login';

/**
 * Registers a fresh account by username (logged in at once), so ending its sessions touches no
 * other test's account. Returns the username.
 */
async function registerAndStayLoggedIn(page: Page): Promise<string> {
  return (await registerByUsername(page, PASSWORD)).username;
}

/** The session ended: the login popup says why, the page stays, the token is gone. */
async function expectAskedToLogInAgain(page: Page, path: RegExp) {
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(login).toHaveAccessibleDescription(NOT_LOGGED_IN);
  await expect(login.getByText(NOT_LOGGED_IN, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  return login;
}

test.describe('a session that ends while the visitor uses the site', () => {
  // The tab hears of it at once on the member event stream (issue 27); a tab whose stream is
  // blocked learns it from its next call's 401 (auth's MemberEventStream and header tests).
  test('revoked by the operator: the open tab asks to log in again at once, on the same page', async ({
    page,
  }) => {
    const username = await registerAndStayLoggedIn(page);
    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expectLoggedIn(page);

    expect(await ops('sessions', 'end', username)).toContain(`Ended 1 session of ${username}`);
    const login = await expectAskedToLogInAgain(page, /\/sports$/);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // Nothing else changed: the same password logs in again.
    await submitLogin(login, username, PASSWORD);
    await expect(login).toBeHidden();
    await expectLoggedIn(page);
  });

  test('logged out in another tab: this tab asks to log in again at once', async ({
    page,
    context,
  }) => {
    await registerAndStayLoggedIn(page);
    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    // A tab opened from this one starts with a copy of its session storage: the same token.
    const [other] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => window.open('/', '_blank')),
    ]);
    await expect(other.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await expectLoggedIn(other);
    await logOut(other);
    await other.close();

    await expectAskedToLogInAgain(page, /\/sports$/);
  });
});
