import { expect, test } from '../fixtures';
import { ops } from '../ops';

test.describe('system status selects the root screen', () => {
  test.afterEach(async () => {
    await ops('maintenance', 'off');
    await ops('region', 'off');
  });

  test('maintenance shows its page with the end time, the message and customer service', async ({
    page,
  }) => {
    await ops(
      'maintenance',
      'on',
      '--end',
      '2026-12-01T10:00:00Z',
      '--message',
      'Upgrading the wallet',
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByText('Upgrading the wallet')).toBeVisible();
    await expect(page.getByText(/2026-12-01/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome to/ })).toHaveCount(0);

    await ops('maintenance', 'off');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  });

  test("region restriction shows the visitor's IP; maintenance wins over it", async ({ page }) => {
    await ops('region', 'on', '--message', 'Not available where you are');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Access restricted in your region' }),
    ).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    await expect(page.getByText('Not available where you are')).toBeVisible();

    await ops('maintenance', 'on', '--message', 'Maintenance first');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByText('Maintenance first')).toBeVisible();
  });
});
