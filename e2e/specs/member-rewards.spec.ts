import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header, openMemberCentrePage, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// Missions, personal loss and club rank (issue 27) in Chromium against the real server: a new
// member plays five rounds of a demo slot; the "Play 5 rounds" mission follows them and is claimed
// once (the menu badge drops, the balance rises by the reward, a second claim is impossible) and
// listed in bonus details with its wagering; personal loss adds up exactly the rounds played; the
// club rank counts the same valid bets.

const games = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
/** Minor units as the pages write money: ¥1,234.50 (a minus before the symbol). */
const shown = (minor: number) =>
  `${minor < 0 ? '-' : ''}¥${(Math.abs(minor) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

async function headerBalance(page: Page): Promise<number> {
  const text = await header(page)
    .getByText(/^Balance: /)
    .textContent();
  return cents(text ?? '');
}

test('a mission follows the rounds played and pays once; personal loss matches the rounds', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerByUsername(page, 'Lotus2025r');
  await ops('wallet', 'adjust', account.username, '500.00', '--reason', 'e2e missions');

  // Before playing: nothing to claim.
  const missions = await openMemberCentrePage(page, 'Missions');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menuEntry = centre
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: /^Missions/ });
  const playFive = missions.getByRole('listitem', { name: 'Play 5 rounds' });
  await expect(playFive.getByText('Progress: 0 of 5')).toBeVisible();
  await expect(playFive.getByText('In progress')).toBeVisible();
  await expect(menuEntry.getByRole('img')).toHaveCount(0);
  await centre.getByRole('button', { name: 'Close' }).last().click();

  // Five rounds of the first slot.
  await page.goto('/rng');
  const card = games(page)
    .getByRole('button', { name: /^Play / })
    .first();
  await card.click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('iframe[title^="Game: "]');
  await expect(frame.getByText(/played by the demo vendor/)).toBeVisible();
  await frame.getByLabel('Amount').fill('100');
  await frame.getByRole('button', { name: 'Bring money from the main wallet' }).click();
  await expect(frame.getByText('Brought 100.00 from the main wallet.')).toBeVisible();
  let stake = 0;
  let win = 0;
  for (let i = 0; i < 5; i += 1) {
    const round = page.waitForResponse((response) =>
      response.url().includes('/demo-vendor/api/round'),
    );
    const play = frame.getByRole('button', { name: /^(Spin|Deal)$/ });
    await expect(play).toBeEnabled();
    await play.click();
    const answer = await round;
    expect(answer.status()).toBe(200);
    const { value } = (await answer.json()) as { value: { stake: string; win: string } };
    stake += cents(value.stake);
    win += cents(value.win);
  }
  const expectedBalance = 50_000 - stake + win;
  await expect.poll(() => headerBalance(page)).toBe(expectedBalance);

  // The mission is reached: the menu's badge and the claim; claimed once.
  await page.goto('/');
  const reached = await openMemberCentrePage(page, 'Missions');
  await expect(menuEntry.getByRole('img', { name: '1 to claim' })).toBeVisible();
  const reachedCard = reached.getByRole('listitem', { name: 'Play 5 rounds' });
  await expect(reachedCard.getByText('Progress: 5 of 5')).toBeVisible();
  await reachedCard.getByRole('button', { name: 'Claim Play 5 rounds' }).click();
  await expect(reached.getByRole('status')).toHaveText('Reward of ¥3.00 claimed');
  await expect(reachedCard.getByText('Claimed')).toBeVisible();
  await expect(reachedCard.getByRole('button')).toHaveCount(0);
  await expect(menuEntry.getByRole('img')).toHaveCount(0);
  await expect(reached.getByText(/Earned from missions: ¥3\.00/)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(expectedBalance + 300);
  // The leaderboard has the member's valid bets.
  await expect(reached.getByText(/^Your place: \d+$/)).toBeVisible();

  // Bonus details: the mission's reward, its wagering still to do (no bet since).
  const bonuses = await openMemberCentrePage(page, 'Bonus details');
  const bonus = bonuses
    .getByRole('table', { name: 'Bonuses credited' })
    .getByRole('row', { name: /Mission/ });
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('¥3.00 of ¥3.00');
  await expect(bonus).toContainText('mission play-5 reward');

  // Personal loss: exactly the rounds played.
  const loss = await openMemberCentrePage(page, 'Personal loss');
  const totals = loss.getByLabel('Personal loss', { exact: true });
  await expect(totals.getByRole('definition').nth(0)).toHaveText('5');
  await expect(totals.getByRole('definition').nth(1)).toHaveText(shown(stake));
  await expect(totals.getByRole('definition').nth(2)).toHaveText(shown(win));
  await expect(totals.getByRole('definition').nth(3)).toHaveText(shown(win - stake));
  const slots = loss
    .getByRole('table', { name: 'Profit and loss by game category' })
    .getByRole('row', { name: /^Slots/ });
  await expect(slots).toContainText(shown(stake));

  // The club rank counts the same valid bets; the way to Silver.
  await openMemberCentrePage(page, 'Missions');
  await centre.getByRole('button', { name: 'Club rank' }).click();
  const rank = centre.getByRole('region', { name: 'Club rank' });
  const mine = rank.getByRole('region', { name: 'Your rank' });
  await expect(mine).toContainText('Bronze · Level 1');
  await expect(mine).toContainText(shown(stake));
  await expect(rank.getByText('Your customer service: live chat')).toBeVisible();
  await expect(
    rank.getByRole('table', { name: 'Club ranks and their benefits' }).getByRole('row'),
  ).toHaveCount(7);
});

// The reward centre (issue 27): the operator sets a reward on a promotion; a member applies with a
// comment and an image, the operator approves through the ops command line, the open tab hears of
// it (the menu's badge), the member claims once and the balance rises by the reward.
test('a reward applied for and approved by the operator is claimed once', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await registerByUsername(page, 'Lotus2025w');
  const code = `e2e-slip-${Date.now().toString(36)}`;
  const title = `Slip bonus ${code.slice(-4)}`;
  await ops(
    'promotion',
    'add',
    code,
    '--title',
    title,
    '--summary',
    'Send your deposit slip',
    '--content',
    '<p>Rules</p>',
    '--image',
    '/static/promotions/first-deposit.svg',
    '--start',
    '2026-01-01T00:00:00Z',
  );
  await ops('reward', 'set', code, '--mode', 'apply', '--payout', 'claim', '--amount', '8.80');

  const rewards = await openMemberCentrePage(page, 'Reward centre');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menuEntry = centre
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: /^Reward centre/ });
  const card = rewards.getByRole('listitem', { name: title });
  await expect(card.getByText('Open for applications')).toBeVisible();
  await card.getByRole('button', { name: `Apply ${title}` }).click();
  await card.getByLabel('Comment').fill('My deposit slip');
  await card.getByLabel('Images (png or jpg, at most 3, 5 MB each)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await card.getByRole('button', { name: 'Send application' }).click();
  await expect(rewards.getByRole('status')).toContainText('was sent');
  await expect(card.getByText('Application under review')).toBeVisible();
  await expect(menuEntry.getByRole('img')).toHaveCount(0);

  const listed = await ops('reward', 'applications', '--status', 'process');
  const line = listed.split('\n').find((l) => l.includes(code) && l.includes(account.username));
  const id = /^#(\d+)/.exec(line ?? '')?.[1];
  expect(id, listed).toBeDefined();
  const before = await headerBalance(page);
  await ops('reward', 'approve', id!);

  // The member event stream tells the open tab: the badge and the card follow without a reload.
  await expect(menuEntry.getByRole('img', { name: '1 to claim' })).toBeVisible({ timeout: 10_000 });
  await card.getByRole('button', { name: `Claim ${title}` }).click();
  await expect(rewards.getByRole('status')).toHaveText('Reward of ¥8.80 claimed');
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(menuEntry.getByRole('img')).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBe(before + 880);
});
