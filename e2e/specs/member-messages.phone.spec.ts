import { expect } from '@playwright/test';
import { header, openMemberCentrePage, test, registerByUsername } from '../auth-helpers';
import { ops } from '../ops';

// Platform messages on a phone (Pixel 7, issue 27): the member centre's menu is a tab strip whose
// Platform messages tab carries the unread badge; the messages are cards that fit the screen (no
// sideways scrolling), and a message opens, is read, and the badge drops.

test('platform messages on a phone: a badged tab, cards that fit, a message read', async ({
  page,
}) => {
  const member = await registerByUsername(page, 'Lotus2025m');
  await ops('message', 'send', '--to', member.username, '--title', 'Phone hello', '--body', 'Hi.');
  const messages = await openMemberCentrePage(page, 'Platform messages');
  const entry = page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: /^Platform messages/ });
  await expect(entry.getByRole('img', { name: '1 unread' })).toBeVisible();
  await expect(header(page).getByRole('img', { name: 'Unread messages: 1' })).toBeAttached();

  const open = messages.getByRole('button', { name: 'Phone hello', exact: true });
  await expect(open).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Delete “Phone hello”' })).toBeInViewport();
  const fits = await messages.evaluate((region) => region.scrollWidth <= region.clientWidth);
  expect(fits).toBe(true);

  await open.click();
  const opened = page.getByRole('dialog', { name: 'Phone hello', exact: true });
  await expect(opened).toContainText('Hi.');
  await expect(entry.getByRole('img')).toHaveCount(0);
  await expect(header(page).getByRole('img', { name: /^Unread messages/ })).toHaveCount(0);
});
