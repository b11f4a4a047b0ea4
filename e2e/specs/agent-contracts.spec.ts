import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  accountShortcut,
  DEMO_DEFAULT,
  DEMO_PLAYER,
  freshUsername,
  logInFromHome,
  openLogin,
  openMemberCentrePage,
  submitLogin,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

// Agent contracts (issue 28, second part) in Chromium against the real server and its real
// settlement job: demo_agent (the operator's 3.00 % real-time salary) creates a downline agent,
// which sets its own password; demo_agent offers it a 2.00 % real-time salary; the downline accepts
// and plays; the settlement job (every 20 s on the e2e servers: AGENT_REALTIME_SALARY_SECONDS)
// pays the downline 2.00 % of its valid bets and demo_agent the 1.00 % between, shown in both
// agents' income, in the downline's account record and in demo_agent's three team reports.

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

async function openAgentPage(page: Page, entry: string): Promise<Locator> {
  await centre(page)
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: new RegExp(`^${entry}`) })
    .click();
  return centre(page);
}

/** Opens the agent centre from the header on `entry`. */
async function openAgentCentre(page: Page, entry: string): Promise<Locator> {
  if (!(await centre(page).isVisible())) await accountShortcut(page, 'Agent centre');
  await expect(centre(page)).toBeVisible();
  return openAgentPage(page, entry);
}

/** The amounts paid in the income table, after a fresh load of the page. */
async function paidAmounts(page: Page): Promise<number[]> {
  await page.reload();
  const income = await openAgentCentre(page, 'My income');
  const table = income.getByRole('table', { name: /Payments/ });
  await expect(table.or(income.getByText('Nothing has been paid to you yet.'))).toBeVisible();
  if (!(await table.isVisible())) return [];
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const column = headers.indexOf('Amount paid');
  expect(column).toBeGreaterThanOrEqual(0);
  const amounts: number[] = [];
  for (const row of await table.getByRole('row').all()) {
    const cells = await row.getByRole('cell').allTextContents();
    if (cells.length > column) amounts.push(Number(cells[column]!.replace(/[^\d.]/g, '')));
  }
  return amounts;
}

test('a real-time salary offered, accepted and paid by the settlement job to both agents', async ({
  page,
  browser,
}) => {
  // Two logins at the production password cost, a game, and up to two settlement periods.
  test.setTimeout(180_000);
  await ops('agent', 'contract', 'set', 'demo_agent', 'realtimeSalary', '--tier', '0:1:3.00');
  await logInFromHome(page, 'demo_agent', DEMO_PLAYER.password);

  // A downline agent.
  const form = await openAgentCentre(page, 'Create downline account');
  const username = freshUsername();
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toContainText(`Account ${username} created.`);

  // The offer: 2.00 %, within demo_agent's 3.00 %.
  const salary = await openAgentPage(page, 'Real-time salary');
  await expect(salary.getByRole('region', { name: 'My contract' })).toContainText('3.00%');
  const offer = salary.getByRole('region', { name: 'Offer a contract' });
  await offer.getByLabel('Downline', { exact: true }).selectOption({ label: username });
  const tier = offer.getByRole('group', { name: 'Tier 1' });
  await tier.getByLabel('Minimum valid bets').fill('0');
  await tier.getByLabel('Minimum active members').fill('1');
  await tier.getByLabel('Rate (%)').fill('2.00');
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(offer.getByRole('status')).toHaveText(`Contract offered to ${username}`);
  await expect(
    salary
      .getByRole('region', { name: 'Contracts I gave' })
      .getByRole('row', { name: new RegExp(username) }),
  ).toContainText('Waiting for an answer');

  // The downline: its own password first, then the offer.
  const context = await browser.newContext();
  const downline = await context.newPage();
  await downline.setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
  });
  await downline.goto('/');
  await submitLogin(await openLogin(downline), username, DEMO_DEFAULT.password);
  const forced = downline.getByRole('alertdialog', { name: 'Set a new password' });
  await forced.getByLabel('Current password', { exact: true }).fill(DEMO_DEFAULT.password);
  await forced.getByLabel('New password', { exact: true }).fill('Lotus2026s');
  await forced.getByLabel('Confirm new password', { exact: true }).fill('Lotus2026s');
  await forced.getByRole('button', { name: 'Save new password' }).click();
  await expect(forced).toBeHidden({ timeout: 30_000 });
  const mine = await openAgentCentre(downline, 'Real-time salary');
  const my = mine.getByRole('region', { name: 'My contract' });
  await expect(my).toContainText('demo_agent offers you a contract');
  await my.getByRole('button', { name: 'Accept' }).click();
  await expect(mine.getByText('Offer accepted: the contract is active.')).toBeVisible();
  await expect(my).toContainText('2.00%');
  await mine.getByRole('button', { name: 'Close' }).last().click();

  // It plays three rounds.
  await ops('wallet', 'adjust', username, '500.00', '--reason', 'e2e salary');
  await downline.goto('/rng');
  await downline
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(downline).toHaveURL(/\/game$/);
  const frame = downline.frameLocator('iframe[title^="Game: "]');
  await expect(frame.getByText(/played by the demo vendor/)).toBeVisible();
  await frame.getByLabel('Amount').fill('300');
  await frame.getByRole('button', { name: 'Bring money from the main wallet' }).click();
  await expect(frame.getByText('Brought 300.00 from the main wallet.')).toBeVisible();
  const stake = frame.getByRole('combobox', { name: 'Stake' });
  await expect(stake).toBeEnabled();
  const options = await stake
    .locator('option')
    .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
  // The highest stake up to 50.00 (three rounds stay within the 300.00 brought).
  const affordable = options.filter((value) => Number(value) <= 50);
  await stake.selectOption(affordable[affordable.length - 1]!);
  let staked = 0;
  for (let i = 0; i < 3; i += 1) {
    const round = downline.waitForResponse((r) => r.url().includes('/demo-vendor/api/round'));
    const play = frame.getByRole('button', { name: /^(Spin|Deal)$/ });
    await expect(play).toBeEnabled();
    await play.click();
    const answer = await round;
    expect(answer.status()).toBe(200);
    staked += Math.round(
      Number(((await answer.json()) as { value: { stake: string } }).value.stake) * 100,
    );
  }

  // The settlement job pays the downline 2.00 % of its valid bets (per 20 s period, each rounded
  // down to the cent: at most a cent less per period than 2.00 % of the whole) and demo_agent the
  // 1.00 % between (beside what demo_player, also its downline, may earn it in other tests).
  await downline.goto('/');
  const downlinePaid = Math.floor((staked * 200) / 10_000) / 100;
  await expect
    .poll(async () => (await paidAmounts(downline)).reduce((a, b) => a + b, 0), {
      timeout: 90_000,
      intervals: [5_000],
    })
    .toBeGreaterThanOrEqual(downlinePaid - 0.02);
  expect((await paidAmounts(downline)).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
    downlinePaid,
  );
  expect(Math.max(0, ...(await paidAmounts(page)))).toBeGreaterThan(0);

  // demo_agent's reports show the downline's three rounds, its profit and loss and its salary.
  await page.reload();
  const bets = await openAgentCentre(page, 'Team betting');
  await bets.getByRole('searchbox', { name: 'Username' }).fill(username);
  const betRows = bets.getByRole('table', { name: 'Team bets' }).getByRole('row', {
    name: new RegExp(username),
  });
  await expect(betRows).toHaveCount(3);
  const money = (cents: number) => (cents / 100).toFixed(2);
  await expect(bets.getByLabel('Totals')).toContainText(money(staked));
  const loss = await openAgentPage(page, 'User profit and loss');
  await loss.getByRole('searchbox', { name: 'Username' }).fill(username);
  await expect(
    loss
      .getByRole('table', { name: 'Profit and loss by member' })
      .getByRole('row', { name: new RegExp(username) }),
  ).toContainText(money(staked));
  const details = await openAgentPage(page, 'Account details');
  await details.getByRole('searchbox', { name: 'Username' }).fill(username);
  await details.getByRole('combobox', { name: 'Record type' }).selectOption({ label: 'Salary' });
  await expect(
    details
      .getByRole('table', { name: 'Account details' })
      .getByRole('row', { name: new RegExp(username) })
      .first(),
  ).toBeVisible();

  // The downline's account record has the salary.
  await downline.reload();
  const record = await openMemberCentrePage(downline, 'Account record');
  await expect(
    record
      .getByRole('table', { name: 'Account record' })
      .getByRole('row', { name: /Salary/ })
      .first(),
  ).toBeVisible();
  await context.close();
});

test('a sub-agent created with a daily salary holds it from the start, within the creator’s own rate', async ({
  page,
}) => {
  // demo_agent holds the operator's daily salary of up to 1.00 % (the demo data).
  await logInFromHome(page, 'demo_agent', DEMO_PLAYER.password);
  const form = await openAgentCentre(page, 'Create downline account');
  const username = freshUsername();
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('radio', { name: 'Agent' }).check();
  const contracts = form.getByRole('group', { name: 'Contracts from the start' });
  await contracts
    .getByRole('checkbox', { name: 'Give a Daily salary contract (your rate: 1.00%)' })
    .check();
  const tier = contracts.getByRole('group', { name: 'Tier 1' });
  await tier.getByLabel('Minimum valid bets').fill('0');
  await tier.getByLabel('Minimum active members').fill('1');
  const rate = tier.getByLabel('Rate (%)');
  await rate.fill('1.50');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(rate).toHaveAccessibleDescription('At most your own rate, 1.00%');
  await expect(rate).toBeFocused();
  await rate.fill('0.40');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Account ${username} created. Initial password: the brand's default password; it must be changed at the first login. Contracts in force: Daily salary 0.40%.`,
  );
  // In force at once: demo_agent's daily salary page lists it among the contracts it gave.
  const salary = await openAgentPage(page, 'Daily salary');
  await expect(
    salary
      .getByRole('region', { name: 'Contracts I gave' })
      .getByRole('row', { name: new RegExp(username) }),
  ).toContainText('Active');
});
