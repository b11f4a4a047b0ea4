import { expect, test, type Page } from '@playwright/test';
import { emulator, latestCode, projectId, resetEmulator } from './emulator';

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function openPage(page: Page) {
  await page.goto(`/?project=${projectId}&emulator=${encodeURIComponent(emulator)}`);
  await expect(page.getByRole('heading', { name: 'Firebase phone sign-in' })).toBeVisible();
}

async function sendCode(page: Page, phone: string) {
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
}

// Each test starts from an empty emulator: no accounts, no pending codes.
test.beforeEach(resetEmulator);

test('signs in with the code the emulator sent and returns an ID token and the number', async ({
  page,
}) => {
  const phone = '+639171234567';
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page);
  const scriptsAtLoad = scripts.length;

  await sendCode(page, phone);
  await expect(page.getByRole('status')).toHaveText('Code sent');
  // The SDK arrives only with the first send, as separate chunks (never in the initial JS).
  expect(scripts.length).toBeGreaterThan(scriptsAtLoad);
  await expect(page.getByLabel('Resend countdown')).toHaveText('60');

  const code = await latestCode(phone);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('status')).toHaveText('Signed in');
  await expect(page.getByRole('alert')).toHaveText('');
  await expect(page.getByLabel('Signed-in phone number')).toHaveText(phone);
  const idToken = (await page.getByLabel('ID token').textContent()) ?? '';
  const claims = decodeJwtPayload(idToken);
  expect(claims.phone_number).toBe(phone);
  expect(claims.aud).toBe(projectId);
  expect(claims.iss).toBe(`https://securetoken.google.com/${projectId}`);
  expect(typeof claims.user_id).toBe('string');

  // The emulator now knows the account the token belongs to.
  const accounts = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({}),
    },
  );
  const found = (await accounts.json()) as {
    userInfo?: { localId: string; phoneNumber: string }[];
  };
  expect(found.userInfo?.map((user) => user.phoneNumber)).toEqual([phone]);
  expect(found.userInfo?.[0]?.localId).toBe(claims.user_id);
});

test('shows the mapped message for a malformed phone number', async ({ page }) => {
  await openPage(page);
  // The country code left out: Firebase wants E.164 (the emulator checks only the leading +).
  await sendCode(page, '09171234567');
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number format.');
  await expect(page.getByRole('alert')).toHaveAttribute('data-code', 'auth/invalid-phone-number');
  await expect(page.getByLabel('Signed-in phone number')).toHaveText('');
});

test('shows the mapped message for a missing phone number', async ({ page }) => {
  await openPage(page);
  await sendCode(page, '');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid phone number.');
});

test('refuses a wrong code with the mapped message and signs nobody in', async ({ page }) => {
  const phone = '+639179876543';
  await openPage(page);
  await sendCode(page, phone);
  await expect(page.getByRole('status')).toHaveText('Code sent');
  const code = await latestCode(phone);
  const wrong = code === '000000' ? '111111' : '000000';

  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Verification code is not valid');
  await expect(page.getByRole('alert')).toHaveAttribute(
    'data-code',
    'auth/invalid-verification-code',
  );
  await expect(page.getByLabel('ID token')).toHaveText('');

  // The right code still works afterwards.
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByLabel('Signed-in phone number')).toHaveText(phone);
});
