import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test } from '../auth-helpers';
import { ops } from '../ops';

// The home page (issue 12) in Chromium against the real server and its demo data: the banner
// carousel (first banner from the page itself, preloaded as WebP; autoplay, dots, linkage), the
// announcement bar, the illustrative jackpot counter, the lobby's hot games and latest winners,
// the licence button only here, the w_reg banner on /login, and a banner added by the operator
// command.

const FIRST = 'Welcome bonus 100%';
const SECOND = 'Nearly 10,000 slot games';

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured' });
const dots = (page: Page) =>
  carousel(page).getByRole('group', { name: 'Choose a banner' }).getByRole('button');
const dot = (page: Page, name: string) =>
  carousel(page).getByRole('group', { name: 'Choose a banner' }).getByRole('button', { name });

test.describe('home page', () => {
  test('the first banner is in the page, preloaded, and shown as a cached WebP', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/static\/banners\/home-1-1536\.[0-9a-f]{10}\.webp"/,
    );
    // The art is decorative: the banner's texts are laid over it (content-languages.spec.ts).
    const image = carousel(page).getByRole('group', { name: FIRST }).locator('img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const file = await page.request.get(src);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the carousel autoplays every 5 s, goes to a dot, pauses on hover and opens a banner’s page', async ({
    page,
  }) => {
    // The suite runs with reduced motion (playwright.config.ts), under which the carousel keeps
    // still; this test is about the motion. The page's timers run on a clock the test moves: five
    // seconds pass at once, not in real time.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await expect(dots(page)).toHaveCount(3);
    await expect(dot(page, FIRST)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5_500);
    await expect(dot(page, SECOND)).toHaveAttribute('aria-current', 'true');

    // A dot goes to its banner; hovering keeps it there beyond the autoplay delay.
    await dot(page, FIRST).click();
    await expect(dot(page, FIRST)).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('group', { name: FIRST }).hover();
    await page.clock.runFor(5_600);
    await expect(dot(page, FIRST)).toHaveAttribute('aria-current', 'true');

    // Its linkage: the promotions page.
    await carousel(page).getByRole('group', { name: FIRST }).getByRole('button').click();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('the carousel is usable from the keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await dot(page, SECOND).focus();
    await page.keyboard.press('Enter');
    await expect(dot(page, SECOND)).toHaveAttribute('aria-current', 'true');
    // Focus pauses the autoplay.
    await page.clock.runFor(5_600);
    await expect(dot(page, SECOND)).toHaveAttribute('aria-current', 'true');
    await carousel(page).getByRole('group', { name: SECOND }).getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('shows the announcement bar, the illustrative jackpot, hot games, winners and the licence button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();

    const jackpot = page.getByRole('region', { name: 'Jackpot' });
    await expect(
      jackpot.getByText('Illustrative figure only, not a real prize pool'),
    ).toBeVisible();
    const value = async () =>
      Number((await jackpot.getByRole('timer').innerText()).replace(/[^\d.]/g, ''));
    const before = await value();
    await expect.poll(value, { timeout: 7000 }).toBeCloseTo(before + 165.11, 2);
    expect(await jackpot.getByRole('timer').innerText()).toMatch(/^¥\s?\d{1,3}(,\d{3})*\.\d{2}$/);

    const hot = page.getByRole('region', { name: 'Hot games' });
    await expect(hot.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    const winners = page.getByRole('region', { name: 'Latest winners' });
    await expect(
      winners.getByRole('listitem').first().or(winners.getByText('No winners yet. Be the first!')),
    ).toBeVisible();

    await expect(page.getByRole('button', { name: 'Licences' })).toBeVisible();
    await page.goto('/rng');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Licences' })).toHaveCount(0);
  });

  test('login shows the w_reg banner alone, without dots', async ({ page }) => {
    await page.goto('/login');
    await expect(
      carousel(page).getByRole('group', { name: 'Join today' }).getByText('Register in a minute'),
    ).toBeVisible();
    // Its one dot is not shown (nor clickable).
    await expect(dots(page)).toHaveCount(0);
  });

  test('a banner added by the operator command appears, opens its target, and goes when removed', async ({
    page,
  }) => {
    const image = (await ops('banner', 'list', '--group', 'w_help', '--lang', 'EN'))
      .split('\n')[0]!
      .split(' — ')[1]!
      .split(' ')[0]!;
    const added = await ops(
      'banner',
      'add',
      'w_home',
      'EN',
      '--title',
      'E2E <b>banner</b> <script>window.hacked=1</script>',
      '--image',
      image,
      '--link',
      '/help',
    );
    const id = /Banner added: (\d+)/.exec(added)![1]!;
    try {
      await page.goto('/');
      await expect(dots(page)).toHaveCount(4);
      await dot(page, 'E2E banner').click();
      const slide = carousel(page).getByRole('group', { name: 'E2E banner' });
      await expect(slide).toBeVisible();
      await slide.getByRole('button').click();
      await expect(page).toHaveURL(/\/help$/);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    } finally {
      await ops('banner', 'remove', id);
    }
    await page.goto('/');
    await expect(dots(page)).toHaveCount(3);
  });

  test('a javascript: link is refused by the operator command', async () => {
    await expect(
      ops(
        'banner',
        'add',
        'w_home',
        'EN',
        '--title',
        'x',
        '--image',
        '/x.webp',
        '--link',
        'javascript:alert(1)',
      ),
    ).rejects.toThrow(/site path|http/);
  });
});
