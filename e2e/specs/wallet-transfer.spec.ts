import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header, openMemberCentrePage, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// My wallet (transferFund, issue 10) in Chromium against the real server: a new member, credited by
// an operator, moves money into a game wallet and back; every amount is checked before it is sent;
// the header balance (the sum of every wallet) stays what it was.

async function openMyWallet(page: Page) {
  const wallet = await openMemberCentrePage(page, 'My wallet');
  await expect(wallet.getByText('Total balance')).toBeVisible();
  return wallet;
}

const row = (wallet: ReturnType<Page['locator']>, name: string) =>
  wallet.getByRole('row', { name: new RegExp(`^${name}`) });

test('a member moves money into a game wallet and back, and the total stays', async ({ page }) => {
  const account = await registerByUsername(page, 'Lotus2025w');
  await ops('wallet', 'adjust', account.username, '1500.00', '--reason', 'e2e transfer funds');
  const wallet = await openMyWallet(page);
  await expect(wallet.getByText('¥1,500.00').first()).toBeVisible();
  await expect(row(wallet, 'Main Wallet')).toContainText('¥1,500.00');
  await expect(row(wallet, 'Lotus Games')).toContainText('¥0.00');

  // Refused before anything is sent.
  const amount = wallet.getByLabel('Amount', { exact: true });
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('GCS_walletTransfer')) sent += 1;
  });
  for (const [text, message] of [
    ['', 'Please enter an amount'],
    ['12.345', 'Please enter a valid amount (more than 0, at most 2 decimals)'],
    ['-1', 'Please enter a valid amount (more than 0, at most 2 decimals)'],
    ['1500.01', 'The amount is more than the balance of Main Wallet'],
  ] as const) {
    await amount.fill(text);
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(wallet.getByRole('alert')).toHaveText(message);
  }
  expect(sent).toBe(0);

  // Into the first game wallet (Lotus Games), by keyboard.
  await expect(wallet.getByLabel('To', { exact: true })).toHaveValue('LOTUS');
  await amount.fill('250.75');
  await amount.press('Enter');
  await expect(wallet.getByRole('status')).toHaveText(
    '¥250.75 moved from Main Wallet to Lotus Games.',
  );
  await expect(row(wallet, 'Main Wallet')).toContainText('¥1,249.25');
  await expect(row(wallet, 'Lotus Games')).toContainText('¥250.75');
  await expect(header(page).getByText('Balance: ¥1,500.00')).toBeAttached();

  // Everything in the main wallet into PG Soft.
  await wallet.getByLabel('To', { exact: true }).selectOption({ label: 'PG Soft' });
  await wallet.getByRole('button', { name: 'Transfer all' }).click();
  await expect(wallet.getByRole('status')).toHaveText(
    '¥1,249.25 moved from Main Wallet to PG Soft.',
  );
  await expect(row(wallet, 'Main Wallet')).toContainText('¥0.00');

  // All out of both game wallets, back to the main one.
  for (const [name, moved] of [
    ['Lotus Games', '¥250.75'],
    ['PG Soft', '¥1,249.25'],
  ] as const) {
    await wallet
      .getByRole('button', { name: `Move everything in ${name} to the main wallet` })
      .click();
    await expect(wallet.getByRole('status')).toHaveText(
      `${moved} moved from ${name} to Main Wallet.`,
    );
  }
  await expect(row(wallet, 'Main Wallet')).toContainText('¥1,500.00');
  await expect(
    wallet.getByRole('button', { name: 'Move everything in Lotus Games to the main wallet' }),
  ).toBeDisabled();
  expect(sent).toBe(4);
  await expect(header(page).getByText('Balance: ¥1,500.00')).toBeAttached();
});

test('on a single-wallet brand My wallet offers no transfer', async ({ page }) => {
  const account = await registerByUsername(page, 'Lotus2025w');
  await ops('wallet', 'single', 'on');
  try {
    await ops('wallet', 'adjust', account.username, '10.00', '--reason', 'e2e single');
    const wallet = await openMyWallet(page);
    await expect(
      wallet.getByText('This site has a single wallet: there is nothing to transfer'),
    ).toBeVisible();
    await expect(wallet.getByRole('button', { name: 'Transfer', exact: true })).toHaveCount(0);
  } finally {
    await ops('wallet', 'single', 'off');
  }
});
