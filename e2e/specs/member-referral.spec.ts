import { expect } from '@playwright/test';
import { accountShortcut, header, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// Invite friends (issue 27): member A opens the referral page from the right side bar's invite
// shortcut and copies its link; a visitor registers through the link and makes a first deposit,
// which the operator approves; the operator's rule pays A once, and A sees the friend and the
// earning without a reload (the member event stream's balance change refreshes the page).
test('a friend registers through the copied invite link and its first deposit pays the member', async ({
  page,
  browser,
}) => {
  await ops('referral', 'set', '--min-deposit', '100.00', '--reward', '8.88');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerByUsername(page, 'Lotus2025i');
  await page
    .getByRole('complementary', { name: 'Shortcuts' })
    .getByRole('button', { name: 'Invite friends' })
    .click();
  const referral = page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Invite friends' });
  const link = referral.getByRole('textbox', { name: 'Your invite link' });
  await expect(link).toHaveValue(/\/register\?referralCode=[A-Z2-9]{8}$/);
  await expect(referral.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(
    referral.getByText(
      'You earn ¥8.88 when a friend you invited makes a first deposit of at least ¥100.00.',
    ),
  ).toBeVisible();
  await expect(referral.getByText('No one has registered with your link yet')).toBeVisible();
  await referral.getByRole('button', { name: 'Copy link' }).click();
  await expect(referral.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());

  // A visitor from another address registers through the link and deposits 150.00.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
  });
  const friend = await registerByUsername(visitor, 'Lotus2025v', copied);
  await accountShortcut(visitor, 'Deposit');
  const deposit = visitor
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Deposit' });
  await deposit.getByLabel('Amount', { exact: true }).fill('150');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const created = deposit.getByRole('status');
  await expect(created).toContainText('for ¥150.00 is waiting for payment');
  const orderNo = /Order (\S+) for/.exec((await created.textContent()) ?? '')?.[1];
  expect(orderNo).toBeTruthy();
  await visitorContext.close();

  // The operator approves it: A's open page shows the friend rewarded and what it earned.
  expect(await ops('deposit', 'approve', orderNo!)).toContain(orderNo!);
  const row = referral.getByRole('table', { name: 'Friends who registered' }).getByRole('row');
  const masked = `${friend.username.slice(0, 3)}***${friend.username.slice(-2)}`;
  await expect(row.nth(1)).toContainText(masked);
  await expect(row.nth(1)).toContainText('¥150.00');
  await expect(row.nth(1)).toContainText('Rewarded');
  await expect(referral.getByRole('definition').last()).toHaveText('¥8.88');
  await expect(header(page).getByText('Balance: ¥8.88')).toBeAttached();
});
