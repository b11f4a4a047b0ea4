// The Content-Security-Policy (issue 9, finding 10): built from the brand's configuration, with no
// https: wildcard and no 'unsafe-inline', and the real app still loads under it without a single
// violation in Chromium.
import { expect, test } from '../fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

for (const path of ['/', '/login']) {
  test(`${path} loads under the CSP without a violation`, async ({ page }) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(
          `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/(^|\s)https:(\s|;|$)/);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('googletagmanager');

    // The app has rendered over the splash, and had time to load what the page needs.
    await expect(page.locator('.boot-screen')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    expect([...violations, ...problems]).toEqual([]);
  });
}
