// Automated WCAG checks (axe) of what a page shows, in each of the product's themes.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The product's themes (`localStorage.theme`); the first is the default. */
export const THEMES = ['dark', 'light'] as const;

/**
 * The serious and critical WCAG A/AA violations axe finds on the page, as readable lines. Every
 * rule runs in each theme: the colour rules, which a theme changes, are most of axe's work anyway
 * (the light theme's run with only them cost the same, measured 2026-11-29).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
