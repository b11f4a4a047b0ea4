import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { accountShortcut, DEMO_PLAYER, freshUsername, logInFromHome, test } from '../auth-helpers';
import { ops } from '../ops';

// An agent's transfer to a downline (issue 28) in Chromium against the real server: demo_agent
// creates a member downline, opens Team management, switches to the tree, opens a sub-agent's
// level, opens the new downline's details and transfers 10.00 to it with its payment password;
// the downline's balance in the team list rose by it.

const PAYMENT_PASSWORD = '246801';

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

/** The logged-in member's payment password: set once (the same one on every run). */
async function ensurePaymentPassword(page: Page, loginPassword: string) {
  const status = await page.evaluate(
    async ({ loginPassword, next }) => {
      const headers = {
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'content-type': 'application/json',
      };
      const asked = await fetch('/wps/member/paymentPassword', { headers });
      const known = (await asked.json()) as { value: { isSet: boolean } };
      if (known.value.isSet) return 200;
      const response = await fetch('/wps/member/paymentPassword', {
        method: 'POST',
        headers,
        body: JSON.stringify({ loginPassword, newPaymentPassword: next }),
      });
      return response.status;
    },
    { loginPassword, next: PAYMENT_PASSWORD },
  );
  expect(status).toBe(200);
}

test('an agent transfers 10.00 to a new downline from the team tree', async ({ page }) => {
  test.setTimeout(120_000);
  await logInFromHome(page, 'demo_agent', DEMO_PLAYER.password);
  await ensurePaymentPassword(page, DEMO_PLAYER.password);
  await ops('wallet', 'adjust', 'demo_agent', '100.00', '--reason', 'e2e agent transfer');
  await accountShortcut(page, 'Agent centre');
  await expect(centre(page)).toBeVisible();

  const form = await openAgentPage(page, 'Create downline account');
  const username = freshUsername();
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('radio', { name: 'Member' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toContainText(`Account ${username} created.`);

  const team = await openAgentPage(page, 'Team management');
  await team.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Tree' }).click();
  const tree = team.getByRole('tree', { name: 'Team tree' });
  await expect(tree).toBeVisible();
  // A sub-agent's level opens by keyboard, read from the server.
  const subagent = tree.getByRole('treeitem', { name: /^demo_subagent1 / });
  await subagent.focus();
  await page.keyboard.press('ArrowRight');
  await expect(subagent).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem', { name: /^demo_team1a / })).toHaveAttribute(
    'aria-level',
    '2',
  );

  // The new downline's details, then the transfer.
  const downline = tree.getByRole('treeitem', { name: new RegExp(`^${username} `) });
  await downline.focus();
  await page.keyboard.press('Enter');
  const details = team.getByRole('region', { name: username, exact: true });
  await details.getByRole('button', { name: 'Transfer' }).click();
  await details.getByLabel('Amount').fill('10.00');
  await details.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await details.getByRole('button', { name: 'Continue' }).click();
  await details.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(details.getByRole('status')).toContainText(`¥10.00 transferred to ${username}.`);

  // The team list shows the downline's new balance.
  await team.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await team.getByRole('searchbox', { name: 'Search username' }).fill(username);
  const row = team.getByRole('table', { name: 'Downlines' }).getByRole('row', { name: username });
  await expect(row).toContainText('¥10.00');
});
