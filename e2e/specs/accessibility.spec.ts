import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Automated WCAG checks of the shell's screens in both themes (colour contrast included).
for (const theme of ['dark', 'light'] as const) {
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
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
}
