import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { header, registerByUsername, test } from '../auth-helpers';
import { ops } from '../ops';

// Help centre, app download, feedback and customer service (issue 12) in Chromium against the real
// server: /help opens at its #tag anchor (and from the footer's help menu), /helpmc has no header,
// /down shows the QR codes and the three steps, a feedback is sent and a renamed text file is
// refused (by the form and by the server), and the side bar's live chat opens the demo live chat
// for a visitor and the VIP channel for a member the operator ranked above 4.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Clicks a side-bar customer-service item and answers the window it opened, once navigated. */
async function openService(page: Page, name: string) {
  const aside = page.getByRole('complementary', { name: 'Shortcuts' });
  const popupPromise = page.context().waitForEvent('page');
  await aside.getByRole('button', { name }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/demo-chat\//);
  return popup;
}

test.describe('help centre', () => {
  test('opens at the article of its #tag anchor and from the footer help menu', async ({
    page,
  }) => {
    await page.goto('/help#howToDeposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'How to Deposit' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeInViewport();
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('region', { name: 'How to Deposit' })).toBeVisible();
    // Keyboard: another article opens with Enter.
    await page.getByRole('button', { name: 'Forgot Password' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Forgot Password' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The footer's help menu, with the keyboard, from another page.
    await page.goto('/down');
    const footerHelp = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
    await footerHelp.getByRole('link', { name: 'Responsible Gaming' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/help#responsibleGaming$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Responsible Gaming' })).toBeFocused();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Responsible Gaming' }),
    ).toBeInViewport();
  });

  test('/helpmc has no header and still opens at its anchor', async ({ page }) => {
    await page.goto('/helpmc#terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Terms/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('app download', () => {
  test('shows a QR code of size 100 per app and the three steps', async ({ page }) => {
    await page.goto('/down');
    await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code to download the Android app' });
    await expect(qr).toBeVisible();
    expect(await qr.boundingBox()).toMatchObject({ width: 100, height: 100 });
    await expect(page.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'How to install' }).getByRole('listitem'),
    ).toHaveText([
      "Scan the QR code with your phone's camera.",
      'Allow installing the app when your phone asks.',
      'Open the app and log in or register.',
    ]);
  });
});

test.describe('feedback', () => {
  test('is sent from the help centre, and a renamed text file is refused', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    const images = dialog.getByLabel('Images (optional)');
    await images.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('notes.png is not a png or jpg image');
    await images.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'screen.png' })).toBeVisible();
    const content = dialog.getByLabel('Your feedback');
    await content.fill('Too short');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Feedback content between 5 and 500 words');
    await content.fill('The withdrawal page took a long time to load today, from Playwright');
    await expect(dialog.getByText('12 / 500 words')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your feedback was sent.');
    expect(await ops('service', 'feedback', '--last', '1')).toContain('from Playwright');

    // The server decides by the bytes too: a renamed text file sent directly is refused.
    const refused = await page.request.put('/wps/feedback', {
      data: {
        content: 'one two three four five six',
        images: [
          {
            fileName: 'x.png',
            contentType: 'image/png',
            dataBase64: Buffer.from('text').toString('base64'),
          },
        ],
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).code).toBe('FEEDBACK_IMAGE_INVALID');
  });
});

test.describe('customer service', () => {
  test('opens the live chat for a visitor and the VIP channel for a member above rank 4', async ({
    page,
  }) => {
    await page.goto('/');
    const visitorChat = await openService(page, 'Live chat');
    expect(visitorChat.url()).toMatch(/\/demo-chat\/livechat$/);
    await expect(visitorChat.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    expect(await visitorChat.evaluate(() => [window.innerWidth, window.opener])).toEqual([
      440,
      null,
    ]);
    await visitorChat.close();

    const account = await registerByUsername(page, 'Lotus2025s');
    expect(await ops('service', 'rank', account.username, '5')).toContain('VIP channel');
    await page.goto('/');
    const vipChat = await openService(page, 'Live chat');
    expect(vipChat.url()).toMatch(/\/demo-chat\/vip$/);
    await expect(vipChat.getByRole('heading', { name: 'VIP service' })).toBeVisible();
    await vipChat.close();

    // The chat room modal frames the member's channel.
    await page
      .getByRole('complementary', { name: 'Shortcuts' })
      .getByRole('button', { name: 'Chat room' })
      .click();
    const room = page.getByRole('dialog', { name: 'VIP chat room' });
    const frame = room.frameLocator('iframe[title="Live chat"]');
    await frame.getByLabel('Message', { exact: true }).fill('Hello');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(
      frame.getByText('This is a demo: no agent is connected.', { exact: false }),
    ).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('help, download and join fit a phone', async ({ page }) => {
    await page.goto('/help#playResponsibly');
    // From its start: a banner of the carousel may name the topic too.
    const topic = page.getByRole('button', { name: /^Play Responsibly/ });
    await expect(topic).toHaveAttribute('aria-expanded', 'true');
    await expect(topic).toBeInViewport();
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    await page.goto('/down');
    await expect(
      page.getByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeInViewport();
    expect(await noOverflow()).toBe(true);
    await page.goto('/join?referralCode=AGENT42');
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/register?referralCode=AGENT42',
    );
    expect(await noOverflow()).toBe(true);
  });
});
