import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  accountShortcut,
  header,
  logOut,
  openLogin,
  registerByUsername,
  submitLogin,
  test,
} from '../auth-helpers';

// My account (securityCenter, issue 27) in Chromium against the real server: a new member opens
// the centre from the header on My account, changes the profile (the header follows), chooses an
// avatar, sets the payment password, binds a bank account under the real name, turns on the
// authenticator (the code computed here from the secret the page shows, RFC 6238), and sees its
// logins; then, with the brand's new-address check on, logs in from another address and passes
// the check (a wrong bank account name first, then the authenticator).

const STEP_SECONDS = 30;

/** RFC 4648 base32 → bytes. */
function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) of `secret` for the time step `step`. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** The brand's account rules, changed as the operator does (PUT /ops/member/accountRules). */
async function setAccountRules(page: Page, rules: Record<string, unknown>) {
  const response = await page.request.put('/ops/member/accountRules', {
    headers: { authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}` },
    data: rules,
  });
  expect(response.status()).toBe(200);
}

test('my account: profile, avatar, payment password, bank account, authenticator, a login from a new address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerByUsername(page, 'Lotus2025a');

  // The centre opens on My account, from the header.
  await accountShortcut(page, 'Member centre');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const myAccount = centre.getByRole('region', { name: 'My account' });
  const tabs = myAccount.getByRole('tablist', { name: 'My account sections' });
  await expect(myAccount.getByLabel('Nickname')).toHaveValue(account.username);
  await expect(myAccount.getByLabel('E-mail')).toHaveValue(account.email);

  // Profile: the brand's rules first in the page, then saved; the header follows.
  await myAccount.getByLabel('Birthday').fill('12-04-1990');
  await myAccount.getByRole('button', { name: 'Save profile' }).click();
  await expect(myAccount.getByLabel('Birthday')).toHaveAttribute('aria-invalid', 'true');
  await myAccount.getByLabel('Nickname').fill('Lotus Star');
  await myAccount.getByLabel('Real name').fill('Maria Santos');
  await myAccount.getByLabel('Birthday').fill('1990-04-12');
  await myAccount.getByLabel('Occupation').fill('Engineer');
  await myAccount.getByRole('button', { name: 'Save profile' }).click();
  await expect(myAccount.getByRole('status')).toHaveText('Saved');
  await expect(header(page).getByText('Lotus Star')).toBeVisible();
  // The real name locks once set (the demo brand's rule).
  await expect(myAccount.getByLabel('Real name')).toHaveAttribute('readonly');

  // Avatar: the chosen one is pressed, and the header shows it.
  await myAccount.getByRole('button', { name: 'Avatar 2' }).click();
  await expect(myAccount.getByRole('button', { name: 'Avatar 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(header(page).locator('img[src*="avatar"]')).toBeVisible();

  // Payment password.
  await tabs.getByRole('tab', { name: 'Security' }).click();
  await myAccount.getByRole('button', { name: 'Set payment password' }).click();
  await myAccount.getByLabel('Login password').fill(account.password);
  await myAccount.getByLabel('New payment password (6 digits)').fill('246810');
  await myAccount.getByLabel('Confirm payment password').fill('246810');
  await myAccount.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(myAccount.getByText('Payment password saved')).toBeVisible();
  await expect(
    myAccount.getByText('A payment password is set. Withdrawals ask for it.'),
  ).toBeVisible();

  // A bank account under the real name.
  await tabs.getByRole('tab', { name: 'Bank accounts' }).click();
  const bankForm = myAccount.getByRole('form', { name: 'Add bank account' });
  await expect(bankForm.getByLabel('Account name')).toHaveValue('Maria Santos');
  await bankForm.getByLabel('Bank').selectOption({ label: 'GCash' });
  await bankForm.getByLabel('Account number').fill('0917 555 1234');
  await bankForm.getByRole('button', { name: 'Add bank account' }).click();
  await expect(myAccount.getByText('GCash · Maria Santos · **** 1234')).toBeVisible();

  // The authenticator: the secret from the page, the code computed here.
  await tabs.getByRole('tab', { name: 'Security' }).click();
  await myAccount.getByRole('button', { name: 'Set up authenticator' }).click();
  await myAccount.getByLabel('Login password').fill(account.password);
  await myAccount.getByRole('button', { name: 'Continue' }).click();
  await expect(myAccount.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = (await myAccount.getByText(/^[A-Z2-7]{16,}$/).textContent())!.trim();
  const enabledStep = currentStep();
  await myAccount.getByLabel('6-digit code from the app').fill(totp(secret, enabledStep));
  await myAccount.getByRole('button', { name: 'Turn on' }).click();
  const recovery = myAccount.getByRole('region', { name: 'Recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await recovery.getByRole('button', { name: 'I have saved them' }).click();
  await expect(myAccount.getByText('On. Recovery codes left: 10.')).toBeVisible();

  // Login history: this session's login.
  await tabs.getByRole('tab', { name: 'Login history' }).click();
  const history = myAccount.getByRole('table', { name: 'Login history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await centre.getByRole('button', { name: 'Close' }).click();

  // A login from another address, with the brand's new-address check on.
  await setAccountRules(page, { newIpVerification: true });
  try {
    await logOut(page);
    const away = '203.0.113.77';
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': away });
    const login = await openLogin(page);
    await submitLogin(login, account.username, account.password);
    const check = page.getByRole('alertdialog', { name: 'Confirm it is you' });
    await expect(check).toBeVisible();
    await expect(check).toContainText(`a new address (${away})`);
    await expect(check.getByRole('radio')).toHaveCount(4);

    // A wrong answer is refused (and counts as a failed login on the server).
    await check.getByRole('radio', { name: 'The account name of your bank account' }).check();
    await check.getByLabel('Bank account name').fill('Pedro Santos');
    await check.getByRole('button', { name: 'Confirm' }).click();
    await expect(check.getByRole('alert')).toHaveText('The verification answer is not correct');

    // The authenticator: a code of a later step than the one that turned it on (that one is spent).
    await check.getByRole('radio', { name: 'Your authenticator app' }).check();
    while (currentStep() <= enabledStep) await page.waitForTimeout(1_000);
    await check.getByLabel('Authenticator code or recovery code').fill(totp(secret, currentStep()));
    await check.getByRole('button', { name: 'Confirm' }).click();
    await expect(check).toBeHidden();
    await expect(header(page).getByText('Lotus Star')).toBeVisible();

    // The address is in the login history, verified by the authenticator.
    await accountShortcut(page, 'Member centre');
    await myAccount.getByRole('tablist').getByRole('tab', { name: 'Login history' }).click();
    const row = history.getByRole('row').filter({ hasText: away });
    await expect(row).toContainText('Yes (authenticator)');
    await expect(row).toContainText('new');
  } finally {
    await setAccountRules(page, { newIpVerification: false });
  }
});
