import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  DEMO_PLAYER,
  expectLoggedIn,
  header,
  logInFromHome,
  openLogin,
  registerByUsername,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

// The header balance (issue 10) in Chromium against the real server: the sum of the member's
// wallets as GET /wps/v2/wallets/balance answers it, formatted with two decimals and comma
// thousands, refreshed on demand; nothing (and no call) for a trial account.
const BALANCE_PATH = '/wps/v2/wallets/balance';

/** What the server says the logged-in member's balance is, asked from the page with its token. */
function balanceFromServer(page: Page) {
  return page.evaluate(async (path) => {
    const response = await fetch(path, {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return { status: response.status, body: (await response.json()) as { value: unknown } };
  }, BALANCE_PATH);
}

test.describe('header balance', () => {
  test("shows the sum of the member's wallets as the server answers it, and refreshes", async ({
    page,
  }) => {
    const firstCall = page.waitForResponse(
      (response) => new URL(response.url()).pathname === BALANCE_PATH,
    );
    await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect((await firstCall).status()).toBe(200);
    const { status, body } = await balanceFromServer(page);
    expect(status).toBe(200);
    const value = body.value as { sumBalance: string; wallets: { code: string }[] };
    expect(value.sumBalance).toMatch(/^\d+\.\d{2}$/);
    expect(value.wallets[0]?.code).toBe('MAIN');
    const [whole, cents] = value.sumBalance.split('.');
    const shown = `¥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
    await expect(header(page).getByText(`Balance: ${shown}`)).toBeAttached();
    await expect(header(page)).toContainText(shown);

    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === BALANCE_PATH,
    );
    await header(page).getByRole('button', { name: 'Refresh balance' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(header(page).getByText(`Balance: ${shown}`)).toBeAttached();
  });

  test('a new member starts at zero; an operator credit shows after a refresh', async ({
    page,
  }) => {
    const account = await registerByUsername(page, 'Lotus2025w');
    await expect(header(page).getByText('Balance: ¥0.00')).toBeAttached();
    const done = await ops(
      'wallet',
      'adjust',
      account.username,
      '1234.56',
      '--reason',
      'e2e credit',
    );
    expect(done).toContain('balance 1234.56');
    await header(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(header(page).getByText('Balance: ¥1,234.56')).toBeAttached();
    await expect(header(page)).toContainText('¥1,234.56');
    // A debit the same way; the ledger refuses one below zero.
    await ops('wallet', 'adjust', account.username, '-234.56', '--reason', 'e2e debit');
    await header(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(header(page).getByText('Balance: ¥1,000.00')).toBeAttached();
    await expect(
      ops('wallet', 'adjust', account.username, '-1000.01', '--reason', 'too much'),
    ).rejects.toThrow(/INSUFFICIENT_BALANCE/);
  });

  test('a trial account has no balance in the header and asks for none', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === BALANCE_PATH) calls.push(request.url());
    });
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Free play' }).click();
    await expect(login).toBeHidden();
    await expectLoggedIn(page);
    await expect(header(page).getByRole('button', { name: 'Refresh balance' })).toHaveCount(0);
    // The server refuses a trial account's balance anyway.
    const { status } = await balanceFromServer(page);
    expect(status).toBe(403);
    expect(calls).toHaveLength(1); // the one made by this test, none by the app
  });
});
