import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  accountShortcut,
  DEMO_DEFAULT,
  DEMO_PLAYER,
  freshUsername,
  logInFromHome,
  openLogin,
  submitLogin,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

// The agent centre's team pages (issue 28, first part) in Chromium against the real server:
// demo_agent opens the centre on its team overview, creates a member downline, finds it in team
// management; the downline logs in with the brand's default password, is made to change it, and
// deposits; once the operator approves, the agent's overview counts the new member and the deposit.

/** The agent centre dialog. */
const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

/** Opens a page of the agent centre from its menu. */
async function openAgentPage(page: Page, entry: string): Promise<Locator> {
  await centre(page)
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: entry })
    .click();
  return centre(page);
}

/** A figure of the team totals, as shown ("¥1,234.50", "3"), read as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const totals = centre(page).getByLabel('Team totals');
  await expect(totals).toBeVisible();
  const text = await totals
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

test('an agent creates a downline, which changes its password, deposits and shows in the team figures', async ({
  page,
  browser,
}) => {
  await logInFromHome(page, 'demo_agent', DEMO_PLAYER.password);
  await accountShortcut(page, 'Agent centre');
  await expect(centre(page)).toBeVisible();
  // It opens on the overview of today.
  await expect(centre(page).getByRole('table', { name: 'Figures by level' })).toBeVisible();
  const before = {
    newMembers: await figure(page, 'New members'),
    deposits: await figure(page, 'Deposits'),
  };

  // A member downline, with the brand's default password.
  const form = await openAgentPage(page, 'Create downline account');
  const username = freshUsername();
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('radio', { name: 'Member' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toContainText(`Account ${username} created.`);
  // The same name again is refused at the field.
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
    /This username is already registered/,
  );

  // Team management finds it.
  const team = await openAgentPage(page, 'Team management');
  await team.getByRole('searchbox', { name: 'Search username' }).fill(username.slice(0, 12));
  const row = team.getByRole('table', { name: 'Downlines' }).getByRole('row', { name: username });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Never');

  // The downline logs in elsewhere with the default password: it must set its own first.
  const downlineContext = await browser.newContext();
  const downline = await downlineContext.newPage();
  await downline.setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
  });
  await downline.goto('/');
  await submitLogin(await openLogin(downline), username, DEMO_DEFAULT.password);
  const forced = downline.getByRole('alertdialog', { name: 'Set a new password' });
  await expect(forced).toBeVisible();
  await forced.getByLabel('Current password', { exact: true }).fill(DEMO_DEFAULT.password);
  await forced.getByLabel('New password', { exact: true }).fill('Lotus2026t');
  await forced.getByLabel('Confirm new password', { exact: true }).fill('Lotus2026t');
  await forced.getByRole('button', { name: 'Save new password' }).click();
  await expect(forced).toBeHidden({ timeout: 30_000 });
  await accountShortcut(downline, 'Deposit');
  const deposit = downline
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Deposit' });
  await deposit.getByLabel('Amount', { exact: true }).fill('100');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const created = deposit.getByRole('status');
  await expect(created).toContainText('for ¥100.00 is waiting for payment');
  const orderNo = /Order (\S+) for/.exec((await created.textContent()) ?? '')?.[1];
  expect(orderNo).toBeTruthy();
  await downlineContext.close();
  expect(await ops('deposit', 'approve', orderNo!)).toContain(orderNo!);

  // The agent's overview, read again, counts the new member and its deposit.
  await openAgentPage(page, 'Overview');
  await centre(page).getByRole('tab', { name: 'This week' }).click();
  await centre(page).getByRole('tab', { name: 'Today' }).click();
  await expect.poll(() => figure(page, 'New members')).toBe(before.newMembers + 1);
  await expect.poll(() => figure(page, 'Deposits')).toBe(before.deposits + 100);
});

test('a member without agent rights has no agent centre', async ({ page }) => {
  await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expect(
    page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Agent centre', exact: true }),
  ).toHaveCount(0);
});
