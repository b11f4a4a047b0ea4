import { expect, test } from '../fixtures';

test('switching language changes the visible text and survives a reload', async ({ page }) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
  await expect(page.getByRole('heading', { level: 1, name: '体育' })).toBeVisible();
  // The sports page's own text (game-lobby's namespace) follows too.
  await expect(page.getByRole('list', { name: '游戏厂商' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(
    await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
  ).toEqual(['CN', 'EN']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '体育' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('CN');

  await page.getByRole('combobox', { name: '语言' }).selectOption('VI');
  await expect(page.getByRole('heading', { level: 1, name: 'Thể thao' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
});
