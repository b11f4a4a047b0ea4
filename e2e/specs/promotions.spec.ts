import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header, registerByUsername, test } from '../auth-helpers';

// Promotions (issue 12) in Chromium against the real server: /promotions lists the seeded
// promotions, a detail opens, a member draws the raffle once — the header balance rises by the
// prize — and a second claim (after a reload, and sent again to the server) is refused as already
// claimed with the balance unchanged; a visitor is asked to log in; a phone-sized viewport.

/** The header's balance text as money in minor units (`Balance: ¥18.88` → 1888). */
async function headerBalance(page: Page): Promise<number> {
  const text = await header(page)
    .getByText(/^Balance: /)
    .textContent();
  const amount = /([\d,]+\.\d{2})/.exec(text ?? '')?.[1];
  expect(amount, `header balance in "${text}"`).toBeTruthy();
  return Math.round(Number(amount!.replace(/,/g, '')) * 100);
}

/** POSTs the raffle claim with the page's session token, as the page would; status and code. */
async function claimAgain(page: Page, id: number) {
  return page.evaluate(async (promotionId) => {
    const response = await fetch('/wps/relay/MCS2_claimRafflePromotion', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: promotionId }),
    });
    const body = (await response.json()) as { code: string };
    return { status: response.status, code: body.code };
  }, id);
}

/**
 * Closes the home page's notice popup (shown once per visit, when there are popup notices) before
 * the test opens dialogs of its own, so it never covers them.
 */
async function dismissNoticePopup(page: Page) {
  await page.goto('/');
  const popup = page.getByRole('dialog');
  try {
    await popup.first().waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
}

async function openLuckyRaffle(page: Page): Promise<number> {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Lucky Raffle' });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Raffle' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('id'));
}

test.describe('promotions', () => {
  test('lists the promotions with their categories, and opens a detail', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    for (const title of ['Lucky Raffle', 'Invite Friends', 'First Deposit Welcome']) {
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    }
    const ended = page.getByRole('article', { name: 'Spring Festival Raffle' });
    await expect(ended).toContainText('Ended');
    await page.getByRole('tab', { name: 'Referral' }).click();
    await expect(page.getByRole('article', { name: 'Invite Friends' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Lucky Raffle' })).toBeHidden();

    await page.getByRole('article', { name: 'Invite Friends' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite Friends' })).toBeVisible();
    await expect(page.getByText('share your code', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /draw/i })).toHaveCount(0);
    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('a visitor is asked to log in before drawing', async ({ page }) => {
    await dismissNoticePopup(page);
    await openLuckyRaffle(page);
    await page.getByRole('button', { name: 'Log in to draw' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a member draws the raffle once: the header balance rises by the prize, a second claim is refused', async ({
    page,
  }) => {
    await dismissNoticePopup(page);
    await registerByUsername(page, 'Lotus2025r');
    await expect(header(page).getByText('Balance: ¥0.00')).toBeAttached();
    const id = await openLuckyRaffle(page);
    const draw = page.getByRole('button', { name: 'Draw now' });
    await expect(draw).toBeEnabled();
    await draw.click();
    const won = page.getByText(/^Congratulations! You won ¥([\d,]+\.\d{2})\./);
    await expect(won).toBeVisible();
    const prizeText = /¥([\d,]+\.\d{2})/.exec((await won.textContent()) ?? '')![1]!;
    const prize = Math.round(Number(prizeText.replace(/,/g, '')) * 100);
    expect([8800, 1888, 500, 100]).toContain(prize);
    await expect(header(page).getByText(`Balance: ¥${prizeText}`)).toBeAttached();
    await expect(page.getByRole('button', { name: 'Already claimed' })).toBeDisabled();

    // Reloaded: already claimed with the same prize; the balance has not moved.
    await page.reload();
    await expect(
      page.getByText(`You have already claimed this promotion: you won ¥${prizeText}.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Already claimed' })).toBeDisabled();
    await expect(header(page).getByText(`Balance: ¥${prizeText}`)).toBeAttached();

    // Sent again to the server all the same: refused, and nothing more is paid.
    expect(await claimAgain(page, id)).toEqual({ status: 409, code: 'PROMOTION_ALREADY_CLAIMED' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Raffle' })).toBeVisible();
    await expect(header(page).getByText(`Balance: ¥${prizeText}`)).toBeAttached();
    expect(await headerBalance(page)).toBe(prize);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the list and a detail fit the screen without sideways scrolling', async ({ page }) => {
      await openLuckyRaffle(page);
      await expect(page.getByRole('button', { name: 'Log in to draw' })).toBeVisible();
      const detailOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(detailOverflow).toBeLessThanOrEqual(0);
      await page.goto('/promotions');
      await expect(page.getByRole('article', { name: 'Lucky Raffle' })).toBeVisible();
      const listOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(listOverflow).toBeLessThanOrEqual(0);
    });
  });
});
