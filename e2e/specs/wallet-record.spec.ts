import { expect } from '@playwright/test';
import { openMemberCentrePage, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// The account record (transactionHistory, issue 10) in Chromium against the real server: every
// movement of a new member's money, as the ledger booked it, with the type filter and the quick
// ranges; the record asks afresh each time it opens.

test('the account record shows each movement, filtered by type', async ({ page }) => {
  const account = await registerByUsername(page, 'Lotus2025w');
  await ops('wallet', 'adjust', account.username, '300.00', '--reason', 'e2e record');

  const wallet = await openMemberCentrePage(page, 'My wallet');
  await wallet.getByLabel('Amount', { exact: true }).fill('100');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByRole('status')).toHaveText(
    '¥100.00 moved from Main Wallet to Lotus Games.',
  );

  const record = await openMemberCentrePage(page, 'Account record');
  await expect(record.getByText('Records: 3')).toBeVisible();
  const rows = record.getByRole('table', { name: 'Account record' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  // Newest first; the two legs of the transfer, then the operator's credit.
  await expect(rows.nth(1)).toContainText('Transfer');
  await expect(rows.nth(3)).toContainText('Adjustment');
  await expect(rows.nth(3)).toContainText('Main Wallet');
  await expect(rows.nth(3)).toContainText('+¥300.00');
  await expect(rows.nth(3)).toContainText('e2e record');
  await expect(record.getByRole('row', { name: /Lotus Games \+¥100\.00 ¥100\.00/ })).toBeVisible();
  await expect(record.getByRole('row', { name: /Main Wallet -¥100\.00 ¥200\.00/ })).toBeVisible();

  await record.getByLabel('Type').selectOption({ label: 'Adjustment' });
  await expect(record.getByText('Records: 1')).toBeVisible();
  await record.getByLabel('Type').selectOption({ label: 'All types' });
  await record.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(record.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(record.getByText('Records: 3')).toBeVisible();

  // Money moved back: the record, opened again, has both legs of it too.
  const walletAgain = await openMemberCentrePage(page, 'My wallet');
  await walletAgain
    .getByRole('button', { name: 'Move everything in Lotus Games to the main wallet' })
    .click();
  await expect(walletAgain.getByRole('status')).toHaveText(
    '¥100.00 moved from Lotus Games to Main Wallet.',
  );
  await openMemberCentrePage(page, 'Account record');
  await expect(record.getByText('Records: 5')).toBeVisible();
  await expect(rows.nth(1)).toContainText('¥300.00');

  // A range the server would refuse is refused where it is typed.
  await record.getByLabel('From date').fill('2026-05-10');
  await record.getByLabel('To date').fill('2026-05-01');
  await record.getByRole('button', { name: 'Search' }).click();
  await expect(record.getByRole('alert')).toHaveText(
    'The end date must not be before the start date',
  );
});
