import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { header, openMemberCentrePage, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// The slot lobby and a round of the demo vendor (issue 11) in Chromium against the real server and
// its ~10,000 seeded games: browse /rng, search, filter, load more, a favourite added, found in the
// favourites list and removed; a slot launched, money brought into its wallet, a spin, the header
// balance following the round, and the round in the betting record.

const games = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });

/** How many games the lobby holds (the grid is windowed: cards carry the list's size). */
async function loadedCount(page: Page): Promise<number> {
  const size = await games(page).getByRole('listitem').first().getAttribute('aria-setsize');
  return Number(size);
}

/** The names of the cards in view. */
async function shownNames(page: Page): Promise<string[]> {
  const labels = await games(page)
    .getByRole('button', { name: /^Play / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Play /, ''));
}

const moneyOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function headerBalance(page: Page): Promise<number> {
  const text = await header(page)
    .getByText(/^Balance: /)
    .textContent();
  return moneyOf(text ?? '');
}

test('a member finds games, keeps a favourite, plays a round and sees it recorded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await registerByUsername(page, 'Lotus2025g');
  await ops('wallet', 'adjust', account.username, '500.00', '--reason', 'e2e slot lobby');

  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Vendors' })).toBeVisible();
  await expect(games(page).getByRole('listitem').first()).toBeVisible();
  expect(await loadedCount(page)).toBe(15);

  // Load more: the next page of 15.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => loadedCount(page)).toBe(30);

  // Search by part of a name: only matching games remain (after the 500 ms debounce).
  const [first] = await shownNames(page);
  const term = first!.split(' ')[0]!;
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('GCSGAME_gameList') &&
      new URL(response.url()).searchParams.get('gameName') === term,
  );
  await page.getByRole('searchbox', { name: 'Search games' }).fill(term);
  expect((await searched).status()).toBe(200);
  await expect
    .poll(async () =>
      (await shownNames(page)).every((name) => name.toLowerCase().includes(term.toLowerCase())),
    )
    .toBe(true);

  // A classification filter asks the server again with it.
  const filtered = page.waitForResponse(
    (response) =>
      response.url().includes('GCSGAME_gameList') &&
      new URL(response.url()).searchParams.get('gameClassify') === 'JP',
  );
  await page.getByRole('button', { name: 'Jackpot', exact: true }).click();
  expect((await filtered).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Jackpot', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A favourite: added, listed under Favourites, removed.
  await page.goto('/rng');
  await expect(games(page).getByRole('listitem').first()).toBeVisible();
  const [favourite] = await shownNames(page);
  await games(page)
    .getByRole('button', { name: `Add ${favourite} to favourites` })
    .click();
  await expect(
    games(page).getByRole('button', { name: `Remove ${favourite} from favourites` }),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Game lists' })
    .getByRole('button', { name: 'Favourites' })
    .click();
  await expect.poll(() => shownNames(page)).toEqual([favourite]);
  await games(page)
    .getByRole('button', { name: `Remove ${favourite} from favourites` })
    .click();
  await expect(page.getByText('You have no favourite games yet.')).toBeVisible();
  await page.reload();
  // After the reload, the list first (a click on Favourites while the lobby still loaded was
  // once lost in CI: no list button pressed), then Favourites, pressed.
  await expect(games(page).getByRole('listitem').first()).toBeVisible();
  const favourites = page
    .getByRole('group', { name: 'Game lists' })
    .getByRole('button', { name: 'Favourites' });
  await expect(async () => {
    await favourites.click();
    await expect(favourites).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass();
  await expect(page.getByText('You have no favourite games yet.')).toBeVisible();

  // Launch the first game of the first vendor; bring money into its wallet; play a round.
  await page.goto('/rng');
  const card: Locator = games(page)
    .getByRole('button', { name: /^Play / })
    .first();
  const slotName = ((await card.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await card.click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('iframe[title^="Game: "]');
  await expect(frame.getByRole('heading', { name: slotName })).toBeVisible();
  await expect(frame.getByText(/played by the demo vendor/)).toBeVisible();
  await frame.getByLabel('Amount').fill('100');
  await frame.getByRole('button', { name: 'Bring money from the main wallet' }).click();
  await expect(frame.getByText('Brought 100.00 from the main wallet.')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(500);

  const round = page.waitForResponse((response) =>
    response.url().includes('/demo-vendor/api/round'),
  );
  // A slot spins; a game classified as a table game deals baccarat.
  await frame.getByRole('button', { name: /^(Spin|Deal)$/ }).click();
  const answer = (await (await round).json()) as {
    value: { stake: string; win: string; balanceAfter: string };
  };
  expect((await round).status()).toBe(200);
  const { stake, win } = answer.value;
  const expected = Math.round((500 - Number(stake) + Number(win)) * 100) / 100;
  // The header follows the round (the game page tells the site its balance changed).
  await expect.poll(() => headerBalance(page)).toBe(expected);

  // The round in the betting record.
  const record = await openMemberCentrePage(page, 'Betting record');
  const row = record.getByRole('row').filter({ hasText: slotName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(stake);
});

test('a member joins a PVP room and plays it in the /game frame', async ({ page }) => {
  await registerByUsername(page, 'Lotus2025p');
  await page.goto('/pvp');
  const rooms = page.getByRole('region', { name: 'Rooms' });
  const join = rooms.getByRole('button', { name: /^Join / }).first();
  const room = ((await join.getAttribute('aria-label')) ?? '').replace(/^Join /, '');
  const launched = page.waitForResponse((response) =>
    response.url().includes('/wps/relay/GLS2_launchRoom'),
  );
  await join.click();
  expect((await launched).status()).toBe(200);
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title^="Game: "]').getByText(/played by the demo vendor/),
  ).toBeVisible();
});
