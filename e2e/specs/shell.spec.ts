import { expect, test } from '../fixtures';

// The release check runs this spec against an app built from the published packages (@smoke).
test.describe('home page shell', { tag: '@smoke' }, () => {
  test('renders in the dark theme by default and in light after the switch, kept across reloads', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    const toggle = page.getByRole('button', { name: 'Light theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(light).not.toBe(dark);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('has the header, the home content, the side bars and the footer of the spec', async ({
    page,
    request,
  }) => {
    const permission = await (await request.get('/wps/system/permission')).json();
    const licences: { id: string; name: string }[] = permission.value.info.licences;
    expect(licences.map((l) => l.id)).toEqual(['MGA', 'BVI', 'PAGCOR']);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const licence of licences) {
      await expect(footer.getByRole('img', { name: `${licence.name} licence` })).toBeVisible();
    }
    await expect(page.getByRole('complementary', { name: 'Shortcuts' })).toBeVisible();
    await expect(footer.getByText(/2025/)).toBeVisible();
    await expect(footer.getByText('18+')).toBeVisible();
    await expect(footer.getByText(/aged 18 or over/)).toBeVisible();

    // Help-menu entries come from the server's help content.
    const help = footer.getByRole('navigation', { name: 'Help' });
    await expect(help.getByRole('link').first()).toBeVisible();
    await expect(help.getByRole('link').first()).toHaveAttribute('href', /\/help#/);

    // The clock shows year-month-day hours:minutes:seconds with the GMT offset, every second.
    const clock = footer.locator('time');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT[+-]\d{2}:\d{2}$/);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 2500 });
  });

  test('an unknown route shows the 404 page inside the frame', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  });

  test('a route whose feature is not built yet says so and never pretends', async ({ page }) => {
    await page.goto('/seamless');
    // The main landmark holds the seamless-games page: its own heading and the honest note.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Seamless games' })).toBeVisible();
    await expect(main.getByText('This page is not available yet.')).toBeVisible();
    await expect(page).toHaveTitle(/^Seamless games · /);
  });
});
