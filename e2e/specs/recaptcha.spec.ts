import { once } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  completeRegistration,
  expectLoggedIn,
  freshMobile,
  freshUsername,
  header,
  smsCodeFor,
  test,
} from '../auth-helpers';
import { ops } from '../ops';

// reCAPTCHA as the human check when a brand configures its keys (issue 9, finding 3), in Chromium
// against the real server. The machines have no internet, so Google's two ends are stood in for:
// the page's api.js (answered by a route, under the CSP the server builds for a reCAPTCHA brand)
// and siteverify (a local server the platform server posts to, RECAPTCHA_VERIFY_URL in
// fixtures.ts). Everything between them is the product's: the forms load the script,
// ask it for a token per action, send it, and the server verifies it with the brand's secret.
const SITE_KEY = 'e2e-site-key';
const SECRET_KEY = 'e2e-secret-key';
const refused = {
  success: false,
  code: 'HUMAN_CHECK_FAILED',
  message: 'Please complete verification first',
};

/** What the stand-in siteverify was asked: one form body per verification. */
const verifications: URLSearchParams[] = [];
let siteverify: Server;

test.beforeAll(async ({ product }) => {
  siteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      verifications.push(form);
      // Google's answer: success only for a token its script issued for this site's secret.
      const token = form.get('response') ?? '';
      const success = form.get('secret') === SECRET_KEY && token.startsWith(`issued:${SITE_KEY}:`);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          success
            ? { success, score: 0.9, action: token.split(':')[2], hostname: '127.0.0.1' }
            : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  // The port the worker's server posts its verifications to (RECAPTCHA_VERIFY_URL, fixtures.ts).
  siteverify.listen(product.siteverifyPort, '127.0.0.1');
  await once(siteverify, 'listening');
  await ops('brand', 'recaptcha', SITE_KEY, SECRET_KEY);
});

test.afterAll(async () => {
  await ops('brand', 'recaptcha', 'off');
  siteverify?.close();
});

/** Google's api.js as far as the forms use it: ready() and execute(siteKey, { action }). */
async function standInForGoogle(page: Page) {
  const scripts: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js*', async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: (siteKey, { action }) =>
          Promise.resolve('issued:' + siteKey + ':' + action + ':' + crypto.randomUUID()),
      };`,
    });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { scripts, violations };
}

test.describe('reCAPTCHA when the brand configures it', () => {
  test('the forms answer with a reCAPTCHA token, which the server verifies with the brand secret', async ({
    page,
  }) => {
    const google = await standInForGoogle(page);
    const challenge = page.waitForResponse('**/wps/verification/human-check');
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    expect((await (await challenge).json()).value).toEqual({
      provider: 'recaptcha',
      siteKey: SITE_KEY,
    });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    const username = freshUsername();
    const mobile = freshMobile();
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    // Tokens are bound to their action and live two minutes: none is made before the submit.
    expect(google.scripts).toEqual([]);

    const smsRequest = page.waitForRequest('**/wps/verification/sms/register');
    const smsAnswer = page.waitForResponse('**/wps/verification/sms/register');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const sms = (await smsRequest).postDataJSON() as Record<string, string>;
    expect(sms.humanCheckProvider).toBe('recaptcha');
    expect(sms.humanCheckToken).toMatch(new RegExp(`^issued:${SITE_KEY}:sms:`));
    expect((await smsAnswer).status()).toBe(200);
    await expect(dialog.getByTestId('human-check-status')).toHaveText('Verified: you are human');
    expect(google.scripts).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`]);
    // The server asked siteverify itself, with the brand's secret and the visitor's address.
    const asked = verifications.find((form) => form.get('response') === sms.humanCheckToken);
    expect(asked?.get('secret')).toBe(SECRET_KEY);
    expect(asked?.get('remoteip')).toBeTruthy();

    await dialog.getByLabel('Verification code', { exact: true }).fill(await smsCodeFor(mobile));
    const registered = page.waitForResponse('**/wps/member/register');
    await completeRegistration(dialog, 'Lotus2025r');
    expect((await registered).status()).toBe(200);
    // The registration (encrypted) carried a token of its own action, verified the same way.
    const registerTokens = verifications.filter((form) =>
      form.get('response')?.startsWith(`issued:${SITE_KEY}:register:`),
    );
    expect(registerTokens).toHaveLength(1);
    expect(registerTokens[0]!.get('secret')).toBe(SECRET_KEY);
    await expectLoggedIn(page);
    expect(google.violations).toEqual([]);
  });

  test('the server refuses a token Google did not issue, and a proof of work instead of reCAPTCHA', async ({
    page,
  }) => {
    await standInForGoogle(page);
    await page.goto('/');
    const request = { mobileNo: freshMobile(), countryDialingCode: '+63', registerType: 'mobile' };
    const send = (extra: Record<string, string>) =>
      page.evaluate(
        async (body) => {
          const response = await fetch('/wps/verification/sms/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        },
        { ...request, ...extra },
      );
    const before = verifications.length;
    const madeUp = await send({ humanCheckProvider: 'recaptcha', humanCheckToken: 'made-up' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toMatchObject(refused);
    expect(verifications.length).toBe(before + 1);
    // The brand's provider is reCAPTCHA now: another provider's answer is not even looked at.
    const other = await send({ humanCheckProvider: 'altcha', humanCheckToken: 'e30=' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject(refused);
    expect(verifications.length).toBe(before + 1);
  });
});
