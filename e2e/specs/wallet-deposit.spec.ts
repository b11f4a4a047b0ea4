import { expect } from '@playwright/test';
import {
  accountShortcut,
  header,
  openMemberCentrePage,
  registerByUsername,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

// Deposit (depositv2, issue 10) in Chromium against the real server: the header's Deposit shortcut
// lands on the page; an amount outside the channel's limits is refused before it is sent; the
// order waits; an operator approves it and the header balance rises by itself; a rejected order
// moves no money; the account record shows the deposit.

test('deposit, the operator confirms, the header balance rises', async ({ page }) => {
  await registerByUsername(page, 'Lotus2025w');
  await expect(header(page).getByText('Balance: ¥0.00')).toBeAttached();
  await accountShortcut(page, 'Deposit');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const deposit = centre.getByRole('region', { name: 'Deposit' });
  const channels = deposit.getByRole('group', { name: 'Payment channel' });
  await expect(channels.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();

  const amount = deposit.getByLabel('Amount', { exact: true });
  await amount.fill('50');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('alert')).toHaveText(
    'The amount must be between ¥100.00 and ¥50,000.00',
  );

  await channels.getByRole('radio', { name: /E-wallet/ }).check();
  await amount.fill('250.50');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const created = deposit.getByRole('status');
  await expect(created).toContainText('for ¥250.50 is waiting for payment');
  const orderNo = /Order (\S+) for/.exec((await created.textContent()) ?? '')?.[1];
  expect(orderNo).toMatch(/^D\d{8}[A-Z0-9]+$/);
  const orders = deposit.getByRole('table', { name: 'Recent deposits' });
  await expect(orders.getByRole('row', { name: new RegExp(orderNo!) })).toContainText('Pending');

  expect(await ops('deposit', 'approve', orderNo!)).toContain(orderNo!);
  // The page asks again while an order is pending; the balance everywhere follows.
  await expect(
    deposit.getByText(`Order ${orderNo} is paid: ¥250.50 is in your main wallet.`),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(orders.getByRole('row', { name: new RegExp(orderNo!) })).toContainText('Completed');
  await expect(header(page).getByText('Balance: ¥250.50')).toBeAttached();

  // A second order, rejected: no money moves.
  await amount.fill('20');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(created).toContainText('for ¥20.00 is waiting for payment');
  const second = /Order (\S+) for/.exec((await created.textContent()) ?? '')?.[1];
  await ops('deposit', 'reject', second!, '--note', 'e2e rejected');
  await deposit.getByRole('button', { name: 'Check status' }).click();
  await expect(deposit.getByText(`Order ${second} was rejected: no money moved.`)).toBeVisible();
  await expect(header(page).getByText('Balance: ¥250.50')).toBeAttached();

  // The account record has the deposit.
  const record = await openMemberCentrePage(page, 'Account record');
  await expect(record.getByRole('row', { name: /Deposit Main Wallet \+¥250\.50/ })).toBeVisible();
});
