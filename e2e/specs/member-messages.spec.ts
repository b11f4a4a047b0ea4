import { expect } from '@playwright/test';
import {
  accountShortcut,
  header,
  openMemberCentrePage,
  test,
  registerByUsername,
} from '../auth-helpers';
import { ops } from '../ops';

// Platform messages and a header that stays true by itself (issue 27), in Chromium against the real
// server: an operator's message reaches an open tab over the member event stream (the header's and
// the menu's badges, no reload), opening it marks it read and the badges drop; with the member
// centre closed, an operator approves a deposit and the header's balance rises — the event stream,
// not the deposit page's polling — and the deposit's own system message arrives.

test('an operator message: the badges show it, reading it drops them', async ({ page }) => {
  const member = await registerByUsername(page, 'Lotus2025m');
  const messages = await openMemberCentrePage(page, 'Platform messages');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menuEntry = centre
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: /^Platform messages/ });
  await expect(messages.getByText('No messages yet.')).toBeVisible();
  await expect(menuEntry.getByRole('img')).toHaveCount(0);

  const sent = await ops(
    'message',
    'send',
    '--to',
    member.username,
    '--title',
    'Welcome <b>bonus</b>',
    '--body',
    'Your bonus is ready.\nSee the reward centre. <img src=x onerror=alert(1)>',
  );
  expect(sent).toContain(`to ${member.username}`);

  // The stream says a message arrived: the list, the menu's badge and the header's, by themselves.
  await expect(menuEntry.getByRole('img', { name: '1 unread' })).toBeVisible({ timeout: 10_000 });
  await expect(menuEntry).toHaveAccessibleName('Platform messages 1 unread');
  await expect(header(page).getByRole('img', { name: 'Unread messages: 1' })).toBeAttached();
  const table = messages.getByRole('table', { name: 'Platform messages' });
  // Messages are plain text: the server drops tags, the page shows text.
  const row = table.getByRole('row', { name: /Welcome bonus/ });
  await expect(row).toContainText('Unread');
  await expect(messages.getByText('Messages: 1 · unread: 1')).toBeVisible();

  // Opened: its text, line breaks kept, no markup; and read.
  await row.getByRole('button', { name: 'Welcome bonus', exact: true }).click();
  const opened = page.getByRole('dialog', { name: 'Welcome bonus', exact: true });
  await expect(opened).toContainText('Your bonus is ready.');
  await expect(opened).toContainText('See the reward centre.');
  await expect(opened.locator('img')).toHaveCount(0);
  await expect(menuEntry.getByRole('img')).toHaveCount(0);
  await expect(header(page).getByRole('img', { name: /^Unread messages/ })).toHaveCount(0);
  await opened.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Read');
  await expect(messages.getByText('Messages: 1 · unread: 0')).toBeVisible();

  // Deleted after a confirmation; it stays gone after a reload.
  await row.getByRole('button', { name: 'Delete “Welcome bonus”' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(messages.getByText('No messages yet.')).toBeVisible();
  await page.reload();
  const again = await openMemberCentrePage(page, 'Platform messages');
  await expect(again.getByText('No messages yet.')).toBeVisible();
});

test('with the member centre closed, an approved deposit raises the header balance', async ({
  page,
}) => {
  await registerByUsername(page, 'Lotus2025m');
  await expect(header(page).getByText('Balance: ¥0.00')).toBeAttached();
  await accountShortcut(page, 'Deposit');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const deposit = centre.getByRole('region', { name: 'Deposit' });
  await deposit.getByLabel('Amount', { exact: true }).fill('300');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const created = deposit.getByRole('status');
  await expect(created).toContainText('for ¥300.00 is waiting for payment');
  const orderNo = /Order (\S+) for/.exec((await created.textContent()) ?? '')?.[1];
  expect(orderNo).toBeTruthy();

  // The centre closed: nothing on the page asks for the order or the balance any more.
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toBeHidden();
  let reads = 0;
  page.on('request', (request) => {
    if (/\/wps\/(v2\/wallets\/balance|relay\/CSP_unreadCount)/.test(request.url())) reads++;
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const approvedAt = Date.now();
  expect(await ops('deposit', 'approve', orderNo!)).toContain(orderNo!);
  await expect(header(page).getByText('Balance: ¥300.00')).toBeAttached({ timeout: 5_000 });
  const seconds = (Date.now() - approvedAt) / 1000;
  // Well within the 30 s of the blocked-stream fallback: the stream said so.
  expect(seconds).toBeLessThan(5);
  expect(reads).toBeGreaterThan(0);
  expect(navigations).toEqual([]);
  // The deposit's system message came the same way.
  await expect(header(page).getByRole('img', { name: 'Unread messages: 1' })).toBeAttached();
  console.log(`› header balance after the approval: ${seconds.toFixed(2)} s`);
});
