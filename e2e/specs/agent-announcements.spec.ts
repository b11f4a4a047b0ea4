import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accountShortcut, DEMO_PLAYER, logInFromHome, test } from '../auth-helpers';

// The agent centre's announcements (issue 28, agentAnnouncement) in Chromium against the real
// server and its demo data: demo_agent opens Announcements and reads the two announcements the
// operator wrote for agents (their HTML rendered, the keyboard moving along the titles);
// demo_player, a plain member, never sees them on /noticePage or in the announcement bar.

/** The demo brand's announcements for agents, newest first. */
const FOR_AGENTS = [
  'Agents: commission statement for 2026-11-03',
  'Agents: new downline rules from 2026-10-26',
];

/** The agent centre dialog. */
const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

test('an agent reads the announcements for agents in the agent centre', async ({ page }) => {
  await logInFromHome(page, 'demo_agent', DEMO_PLAYER.password);
  await accountShortcut(page, 'Agent centre');
  await centre(page)
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: 'Announcements' })
    .click();
  const region = centre(page).getByRole('region', { name: 'Announcements' });
  const titles = region.getByRole('list', { name: 'Announcements for agents' });
  await expect(titles.getByRole('button')).toHaveCount(FOR_AGENTS.length);
  await expect(region).not.toContainText('Coming soon');

  // The newest is open, its time as /noticePage shows it.
  const first = region.getByRole('article', { name: FOR_AGENTS[0] });
  await expect(first.getByText('Your team commission statement up to')).toBeVisible();
  await expect(first.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();

  // The keyboard moves to the next title and opens it.
  await titles.getByRole('button', { name: new RegExp(FOR_AGENTS[0]!) }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const second = region.getByRole('article', { name: FOR_AGENTS[1] });
  await expect(second.getByRole('heading', { name: 'What changes' })).toBeVisible();
  await expect(second.getByRole('table')).toContainText('Password change at first login');
  await expect(titles.getByRole('button', { name: new RegExp(FOR_AGENTS[1]!) })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a plain member never sees the announcements for agents', async ({ page }) => {
  await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const bar = page.getByRole('region', { name: 'Announcements' });
  await expect(bar.getByRole('button').first()).toBeVisible();
  await expect(bar).not.toContainText('Agents:');

  await page.goto('/noticePage');
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Notice titles' });
  // The member's list (with the members-only notice) opens on the newest for everyone.
  await expect(list.getByRole('button')).toHaveCount(9);
  await expect(list).toContainText('Members: your VIP week (2026-10-30)');
  await expect(list).not.toContainText('Agents:');
  await main
    .getByRole('navigation', { name: 'Notice pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/noticePage\?page=2$/);
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(list).not.toContainText('Agents:');
  await expect(main).not.toContainText(FOR_AGENTS[0]!);
});
