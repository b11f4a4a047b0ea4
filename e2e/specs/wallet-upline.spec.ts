import { expect } from '@playwright/test';
import {
  DEMO_PLAYER,
  logInFromHome,
  openMemberCentrePage,
  registerByUsername,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

// Transfer to upline (transferUpline, issue 10) in Chromium against the real server: the demo
// player (whose account may send to its agent) sends an amount and the account record shows it; a
// new member, whose account may not, is told so.

test('the demo player sends money to its upline; the record shows it', async ({ page }) => {
  await ops('wallet', 'adjust', DEMO_PLAYER.username, '25.00', '--reason', 'e2e upline');
  await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const upline = await openMemberCentrePage(page, 'Transfer to upline');
  await expect(upline.getByText('Main wallet balance')).toBeVisible();
  const amount = upline.getByLabel('Amount', { exact: true });
  await amount.fill('0');
  await upline.getByRole('button', { name: 'Send to upline' }).click();
  await expect(upline.getByRole('alert')).toHaveText(
    'Please enter a valid amount (more than 0, at most 2 decimals)',
  );
  await amount.fill('12.34');
  await upline.getByRole('button', { name: 'Send to upline' }).click();
  await expect(upline.getByRole('status')).toHaveText('¥12.34 sent to your upline.');

  const record = await openMemberCentrePage(page, 'Account record');
  await expect(
    record.getByRole('row', {
      name: /Transfer Main Wallet -¥12\.34 .* upline:demo_player>demo_agent/,
    }),
  ).toBeVisible();
});

test('a member whose account may not send to an upline is told so', async ({ page }) => {
  await registerByUsername(page, 'Lotus2025w');
  const upline = await openMemberCentrePage(page, 'Transfer to upline');
  await expect(
    upline.getByText('Transfers to your upline are not enabled for this account'),
  ).toBeVisible();
});
