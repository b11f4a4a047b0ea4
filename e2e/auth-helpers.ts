import type { Locator, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { ops } from './ops';

/** The seeded demo accounts (apps/server seed). */
let visitorCounter = Math.floor(Math.random() * 200);

/**
 * The auth specs' `test`: every test comes from its own visitor address (the suite's server
 * trusts x-forwarded-for), so the per-address login, captcha and SMS limits of one test never
 * leak into the next, whatever order they run in. The addresses are documentation ranges.
 */
export const test = base.extend<{ visitorAddress: string }>({
  visitorAddress: [
    async ({ page }, use) => {
      visitorCounter += 1;
      const address = `198.51.${100 + (Math.floor(visitorCounter / 250) % 2)}.${(visitorCounter % 250) + 1}`;
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
});

export const DEMO_PLAYER = { username: 'demo_player', password: 'Play2025' } as const;
/** The account whose password is the brand's insecure default (forced change on login). */
export const DEMO_DEFAULT = { username: 'demo_default', password: 'abc123456' } as const;

const runId = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296)
  .toString(36)
  .padStart(2, '0')}`;
let counter = 0;

/** A username nobody has registered yet (6–16 characters, starting with a letter). */
export function freshUsername(): string {
  counter += 1;
  return `e2e${runId}${counter}`.slice(0, 16);
}

/** A Philippine mobile number (without the +63) nobody has used yet. */
export function freshMobile(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `917${digits}`;
}

/** The newest message of the development SMS outbox for `+63<mobile>`, as `ops` prints it. */
export function lastSmsFor(mobile: string): Promise<string> {
  return ops('outbox', 'sms', '--to', `+63${mobile}`, '--last', '1');
}

/**
 * The newest verification code the development SMS outbox holds for `+63<mobile>`. `after`: the
 * newest message before the code was asked for (`lastSmsFor`), so that an earlier code to the same
 * number (its registration's) is not taken for the one on its way.
 */
export async function smsCodeFor(mobile: string, after?: string): Promise<string> {
  let last = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    last = await lastSmsFor(mobile);
    const code = /verification code is (\d{6})/.exec(last)?.[1];
    if (code && last !== after) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No new SMS code in the outbox for +63${mobile}: ${last}`);
}

/** The temporary password of the newest e-mail the development outbox holds for `address`. */
export async function temporaryPasswordFor(address: string): Promise<string> {
  let last = '';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    last = await ops('outbox', 'email', '--to', address, '--last', '1');
    const password = /temporary password is: (\S+)/.exec(last)?.[1];
    if (password) return password;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No reset e-mail in the outbox for ${address}: ${last}`);
}

/** The header (banner landmark). */
export const header = (page: Page): Locator => page.getByRole('banner');

/**
 * Clicks an account shortcut; on a narrow screen the shortcuts sit behind the account menu
 * button, which is opened first.
 */
export async function accountShortcut(
  page: Page,
  name: string,
  labels: { menu: string; shortcuts: string } = { menu: 'Account menu', shortcuts: 'Account' },
): Promise<void> {
  const menu = header(page).getByRole('button', { name: labels.menu });
  const shortcut = header(page)
    .getByRole('navigation', { name: labels.shortcuts })
    .getByRole('button', { name, exact: true });
  // Wait for the member cluster first: asked before it has rendered, the menu button is not
  // visible yet, and below 1440 px the shortcut would then stay hidden behind it for good.
  await expect(menu.or(shortcut).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await shortcut.click();
}

/**
 * Opens a page of the member centre from its menu (opening the centre first from the header when
 * it is closed) and answers the page's region, named after the entry.
 */
export async function openMemberCentrePage(page: Page, entry: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) await accountShortcut(page, 'Member centre');
  await centre
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name: entry })
    .click();
  return centre.getByRole('region', { name: entry });
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page): Promise<Locator> {
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and submits the username login form of an open login popup. */
export async function submitLogin(dialog: Locator, username: string, password: string) {
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Fills the password fields of an open register dialog, agrees to the terms and registers. */
export async function completeRegistration(dialog: Locator, password: string) {
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByLabel(/years old/).check();
  await dialog.getByLabel(/agree to the terms/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Logs in from the home page and waits for the member's cluster. */
export async function logInFromHome(page: Page, username: string, password: string) {
  await page.goto('/');
  const dialog = await openLogin(page);
  await submitLogin(dialog, username, password);
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);
}

/** The header shows a member's cluster (no Log in button, an account navigation). */
export async function expectLoggedIn(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeHidden();
  await expect(page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeTruthy();
}

/** Logs out through the confirmation dialog. */
export async function logOut(page: Page) {
  await accountShortcut(page, 'Log out');
  const confirm = page.getByRole('alertdialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

/** A fresh account registered by username, as registerByUsername leaves it. */
export interface RegisteredAccount {
  username: string;
  mobile: string;
  email: string;
  password: string;
}

/**
 * Registers a fresh account by username through /register (mobile number with the SMS code from
 * the outbox, and an e-mail address); the new member is logged in at once. `from`: the address
 * to register at (an invite link: `/register?referralCode=…`).
 */
export async function registerByUsername(
  page: Page,
  password: string,
  from = '/register',
): Promise<RegisteredAccount> {
  const username = freshUsername();
  const mobile = freshMobile();
  const email = `${username}@example.test`;
  await page.goto(from);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCodeFor(mobile));
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await completeRegistration(dialog, password);
  await expectLoggedIn(page);
  return { username, mobile, email, password };
}
