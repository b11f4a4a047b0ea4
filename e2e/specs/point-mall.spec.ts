import { THEMES, seriousViolations } from '../axe';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// The points mall (issue 12) in Chromium against the real server: a member given points by the
// operator command redeems a good (in process, then approved by the operator), converts points and
// sees the header balance rise by the money, and is refused a good that costs more than is left.

const PAYMENT_PASSWORD = '135790';

/** Sets the logged-in member's payment password through the member call, with its token. */
async function setPaymentPassword(page: Page, loginPassword: string) {
  const status = await page.evaluate(
    async ({ loginPassword, next }) => {
      const response = await fetch('/wps/member/paymentPassword', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ loginPassword, newPaymentPassword: next }),
      });
      return response.status;
    },
    { loginPassword, next: PAYMENT_PASSWORD },
  );
  expect(status).toBe(200);
}

// The site's popup announcements (the notices area) may open over any page on a first visit:
// whenever one is in the way, it is closed, as a person would.
test.beforeEach(async ({ page }) => {
  const popup = page.getByRole('dialog').filter({ hasText: /\d+ of \d+/ });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Close' }).first().click();
  });
});

test.describe('points mall', () => {
  test('a member redeems a good, the operator approves it, and converts points to money', async ({
    page,
  }) => {
    const account = await registerByUsername(page, 'Lotus2025p');
    await setPaymentPassword(page, account.password);
    expect(await ops('points', 'grant', account.username, '4000', '--note', 'e2e')).toContain(
      'balance 4000 points',
    );
    await expect(header(page).getByText('Balance: ¥0.00')).toBeAttached();

    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'My points' });
    await expect(summary).toContainText('4,000');
    await expect(summary).toContainText('100 points = ¥1.00');

    // Redeem the mug (1,500 points): in process at once.
    await page.getByRole('button', { name: 'Details of LotusPlay mug' }).click();
    const dialog = page.getByRole('dialog', { name: 'LotusPlay mug' });
    await expect(dialog).toContainText('A ceramic mug with the LotusPlay lotus.');
    await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    const done = dialog.getByRole('status');
    await expect(done).toContainText('in process');
    const reference = /Reference (R\d{8}[0-9A-Z]{10})/.exec((await done.textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(summary).toContainText('2,500');
    const history = page.getByRole('region', { name: 'Redeem history' });
    const row = history.getByRole('row').filter({ hasText: reference! });
    await expect(row).toContainText('In process');
    await expect(row).toContainText('LotusPlay mug');

    // The operator approves it; the history says so.
    expect(await ops('points', 'redemptions')).toContain(reference!);
    expect(await ops('points', 'approve', reference!)).toContain('Approved');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Redeem history' }).getByRole('row').filter({
        hasText: reference!,
      }),
    ).toContainText('Approved');

    // Convert 1,200 points: ¥12.00 shown before sending; the header balance rises by it.
    const points = page.getByLabel('Points to convert');
    await points.fill('1200');
    await expect(page.getByText('You receive ¥12.00 in your main wallet')).toBeVisible();
    const convertForm = page.getByRole('region', { name: 'Convert points to money' });
    await convertForm.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await convertForm.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('Converted 1,200 points to ¥12.00')).toBeVisible();
    await expect(header(page).getByText('Balance: ¥12.00')).toBeAttached();
    await expect(page.getByRole('region', { name: 'My points' })).toContainText('1,300');

    // The earbuds cost 3,000: more than the 1,300 left, refused with the message.
    await page.getByRole('button', { name: 'Details of Wireless earbuds' }).click();
    const earbuds = page.getByRole('dialog', { name: 'Wireless earbuds' });
    await earbuds.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await earbuds.getByRole('button', { name: 'Redeem' }).click();
    await expect(earbuds.getByRole('alert')).toHaveText('You do not have enough points');
    // The server says the same when asked directly.
    const refused = await page.evaluate(async (password) => {
      const response = await fetch('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          goodId: 3,
          paymentPassword: password,
          idempotencyKey: `e2e-${Date.now()}`,
        }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    }, PAYMENT_PASSWORD);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('You do not have enough points');
    await expect(page.getByRole('region', { name: 'My points' })).toContainText('1,300');
  });
});

test.describe('points mall on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor sees the rewards without sideways scrolling and is asked to log in', async ({
    page,
  }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lucky red envelope' })).toBeVisible();
    await expect(page.getByText(/Log in to see your points/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Details of Lucky red envelope' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lucky red envelope' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in to redeem' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

// WCAG checks (contrast included) of the page and its details dialog, in both themes.
for (const theme of THEMES) {
  test(`the points mall has no serious accessibility violations in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { name: 'Lucky red envelope' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Details of LotusPlay mug' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'LotusPlay mug' });
    await expect(dialog).toBeVisible();
    // Checked once the modal's slide-fade has ended (mid-fade, its colours are not yet its own).
    // (A cancelled animation rejects `finished`: that one is over too.)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
