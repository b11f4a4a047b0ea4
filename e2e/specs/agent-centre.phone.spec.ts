import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { accountShortcut, DEMO_PLAYER, logInFromHome, test } from '../auth-helpers';

// The agent centre on a phone (Pixel 7, 412 px): demo_agent reaches every page it has from the
// menu, and none of them makes the page wider than the screen (tables scroll in their own box);
// the team reports' filters and the team tree work by touch.

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

async function open(page: Page, entry: string): Promise<Locator> {
  await centre(page)
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: new RegExp(`^${entry}`) })
    .click();
  return centre(page).getByRole('region', { name: new RegExp(`^${entry}`) });
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('every agent-centre page fits a phone; the reports filter and the tree expands', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInFromHome(page, 'demo_agent', DEMO_PLAYER.password);
  await accountShortcut(page, 'Agent centre');
  await expect(centre(page)).toBeVisible();

  const entries = [
    'Announcements',
    'Overview',
    'Create downline account',
    'Team management',
    'Team betting',
    'User profit and loss',
    'My income',
    'Account details',
  ];
  for (const entry of entries) {
    const region = await open(page, entry);
    await expect(region).toBeVisible();
    await expect(region.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await pageOverflow(page), `${entry} overflows the phone`).toBeLessThanOrEqual(0);
  }

  // The reports: a quick range is a pressed toggle, and the typed username narrows the rows.
  const betting = await open(page, 'Team betting');
  const last7 = betting.getByRole('button', { name: 'Last 7 days' });
  await last7.tap();
  await expect(last7).toHaveAttribute('aria-pressed', 'true');
  await betting.getByRole('searchbox', { name: 'Username' }).fill('nobody_with_this_name');
  await expect(betting.getByText('No bets of the team in these days')).toBeVisible();

  // The team tree: the first agent opens its level.
  const team = await open(page, 'Team management');
  await team.getByRole('button', { name: 'Tree' }).tap();
  const tree = team.getByRole('tree');
  await expect(tree).toBeVisible();
  // The first item of the top level that has a level under it (aria-expanded set).
  const first = tree.locator('[role="treeitem"][aria-level="1"][aria-expanded]').first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  // The twisty before the name is the touch target that opens a level (aria-hidden: the tree
  // item itself carries aria-expanded; a keyboard opens it with the right arrow).
  await first.locator('.lp-agent-tree__twisty').first().tap();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.locator('[role="treeitem"][aria-level="2"]').first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
