import { THEMES, seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// Automated WCAG checks of the shell's screens in both themes (colour contrast included).
for (const theme of THEMES) {
  for (const path of ['/', '/sports', '/no-such-page']) {
    test(`${path} has no serious accessibility violations in the ${theme} theme`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('img').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

// The auth forms, open, in both themes: labels, descriptions and contrast of the modals.
for (const theme of THEMES) {
  for (const [path, name] of [
    ['/login', 'Log in'],
    ['/register', 'Register'],
  ] as const) {
    test(`the ${name} form has no serious accessibility violations in the ${theme} theme`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // With the field messages showing too.
      await dialog.getByRole('button', { name, exact: true }).click();
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
