import { expect, test } from '../fixtures';

test('the shell works from the keyboard: skip link, language and theme', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  const theme = page.getByRole('button', { name: 'Light theme' });
  await theme.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const language = page.getByRole('combobox', { name: 'Language' });
  await language.focus();
  await language.selectOption('VI');
  await expect(page.getByRole('combobox', { name: 'Ngôn ngữ' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('EN');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
});
