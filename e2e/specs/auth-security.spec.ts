import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  DEMO_DEFAULT,
  expectLoggedIn,
  header,
  openLogin,
  submitLogin,
  test,
} from '../auth-helpers';

/** A call made from the page itself with `token`, as a script (or an attacker) would make it. */
async function memberInfoWith(page: Page, token: string) {
  return page.evaluate(async (bearer) => {
    const response = await fetch('/wps/member/info', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    const body = (await response.json()) as {
      code: string;
      value: { account?: string } | null;
    };
    return { status: response.status, code: body.code, account: body.value?.account ?? null };
  }, token);
}

test.describe('account security (issue 9)', () => {
  // demo_default's password is the brand's default: the login forces a change, and the server
  // enforces it. The change is permanent, so a reused database could not log in with the default
  // any more: every worker's server runs on a fresh copy of the run's template (fixtures.ts).
  test('demo_default: the server refuses everything but the change until it is made', async ({
    page,
  }) => {
    await page.goto('/');
    const login = await openLogin(page);
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/wps/session/login') && response.request().method() === 'POST',
    );
    await submitLogin(login, DEMO_DEFAULT.username, DEMO_DEFAULT.password);
    const loginBody = (await (await answer).json()) as { value: { token: string } };
    const token = loginBody.value.token;
    expect(token).toBeTruthy();
    // The app keeps the same token in session storage.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);

    const forced = page.getByRole('alertdialog', { name: 'Set a new password' });
    await expect(forced).toBeVisible();
    await expect(forced.getByText(/default password/)).toBeVisible();

    // Skipping the modal does not help: the token itself is refused with the new code.
    const refused = await memberInfoWith(page, token);
    expect(refused).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED', account: null });

    await forced.getByLabel('Current password', { exact: true }).fill(DEMO_DEFAULT.password);
    await forced.getByLabel('New password', { exact: true }).fill('Lotus2026f');
    await forced.getByLabel('Confirm new password', { exact: true }).fill('Lotus2026f');
    const memberInfo = page.waitForResponse(
      (response) =>
        response.url().endsWith('/wps/member/info') && response.request().method() === 'GET',
    );
    await forced.getByRole('button', { name: 'Save new password' }).click();
    await expect(forced).toBeHidden();
    // The app reloads the member info after the change (SPEC.md §4), and the server answers it.
    expect((await memberInfo).status()).toBe(200);
    await expectLoggedIn(page);
    await expect(header(page)).toBeVisible();

    // The same session now works: the member info loads, in the app and from the page.
    expect(await memberInfoWith(page, token)).toEqual({
      status: 200,
      code: 'OK',
      account: DEMO_DEFAULT.username,
    });
    await expect(page.evaluate(() => sessionStorage.getItem('cpw'))).resolves.toBeNull();
  });
});
