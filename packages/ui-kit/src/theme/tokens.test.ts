import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyTheme, isThemeName, themes, themeVariables } from './tokens';

const css = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');

/** The custom properties declared in the first CSS block whose selector list matches. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--lp-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
  );
}

describe('theme tokens', () => {
  it('define the same keys in both themes', () => {
    expect(Object.keys(themeVariables('light')).sort()).toEqual(
      Object.keys(themeVariables('dark')).sort(),
    );
    expect(Object.keys(themes.dark.colors).length).toBeGreaterThan(10);
  });

  it('match the stylesheet: dark on :root, light overriding what differs', () => {
    const dark = block("[data-theme='dark']");
    const light = { ...dark, ...block("[data-theme='light']") };
    expect(dark).toEqual(themeVariables('dark'));
    expect(light).toEqual(themeVariables('light'));
  });

  it('applyTheme sets data-theme and every custom property', () => {
    const root = document.createElement('div');
    applyTheme('light', root);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.getPropertyValue('--lp-color-background')).toBe(
      themes.light.colors.background,
    );
    expect(root.style.getPropertyValue('--lp-z-modal')).toBe('1300');
    applyTheme('dark', root);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--lp-color-background')).toBe(
      themes.dark.colors.background,
    );
  });

  it('defaults to the document root', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('recognises theme names', () => {
    expect(isThemeName('light')).toBe(true);
    expect(isThemeName('blue')).toBe(false);
    expect(isThemeName(null)).toBe(false);
  });
});
