import { expect, test } from '../fixtures';

// The home page (issue 12) on a phone-sized viewport: the banner spans the width at its reserved
// size, and nothing scrolls sideways.
test('the home page fits a phone: banner, jackpot and lists without sideways scrolling', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page
    .getByRole('region', { name: 'Featured' })
    .getByRole('group', { name: 'Welcome bonus 100%' })
    .locator('img');
  await expect(banner).toBeVisible();
  const box = (await banner.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.width).toBeLessThanOrEqual(width);
  expect(box.width / box.height).toBeCloseTo(1920 / 500, 1);
  // One of the two WebP sizes, as the screen's density asks.
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-(768|1536)\.[0-9a-f]{10}\.webp$/);
  await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
