import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { freshUsername, test } from '../auth-helpers';

// The login form in every language of the brand: the title, a field message and the server's
// login failure all come from that language's resources (SPEC.md §5, §8): the authForms
// namespace, which loads with the forms.
const locales = resolve(import.meta.dirname, '../../packages/i18n/src/locales');
const read = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(resolve(locales, lang, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

for (const lang of ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID']) {
  test(`the login form speaks ${lang}, its messages included`, async ({ page }) => {
    const forms = read(lang, 'authForms');
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: forms.loginTitle });
    await expect(dialog).toBeVisible();

    const username = dialog.getByLabel(forms.usernameLabel!, { exact: true });
    await dialog.getByRole('button', { name: forms.loginSubmit, exact: true }).click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(forms.enterUsernamePassword!);

    await username.fill(freshUsername());
    await dialog.getByLabel(forms.passwordLabel!, { exact: true }).fill('Wrong1pass');
    await dialog.getByRole('button', { name: forms.loginSubmit, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(forms.loginFailed!);
  });
}
