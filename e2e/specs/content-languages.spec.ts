import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { accountShortcut, DEMO_PLAYER, header, logInFromHome, test } from '../auth-helpers';

// Content in the visitor's language (issue 26) in Chromium against the real server and its demo
// data: the banner's texts over the art change with the language (English, Vietnamese, Chinese)
// and come with the page in the stored language; the notice card and popup follow a language
// switch; a wallet name and a deposit channel name in Chinese; the registration's terms link opens
// the help centre's terms; the footer links the terms and the privacy policy and shows the licence
// numbers; /help asks for nothing that fails and logs no security error.

const language = (page: Page, name: string) => header(page).getByRole('combobox', { name });

test.describe('content in the visitor’s language', () => {
  test('the banner’s texts change with the language: English, Vietnamese, Chinese', async ({
    page,
  }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured' });
    const first = featured.getByRole('group', { name: 'Welcome bonus 100%' });
    // Real text over the art: the slide is one button named by its headline, subline and call to
    // action; the image says nothing of its own.
    await expect(
      first.getByRole('button', { name: 'Welcome bonus 100% On your first deposit Claim now' }),
    ).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('alt', '');
    await expect(first.getByText('Welcome bonus 100%')).toBeVisible();

    await language(page, 'Language').selectOption('VI');
    const vi = page
      .getByRole('region', { name: 'Nổi bật' })
      .getByRole('group', { name: 'Thưởng chào mừng 100%' });
    await expect(vi.getByText('Cho lần nạp tiền đầu tiên')).toBeVisible();
    await expect(vi.getByText('Nhận ngay')).toBeVisible();

    await language(page, 'Ngôn ngữ').selectOption('CN');
    const cn = page
      .getByRole('region', { name: '精选推荐' })
      .getByRole('group', { name: '首存100%欢迎奖金' });
    await expect(cn.getByText('首次存款即可获得')).toBeVisible();
    await expect(cn.getByText('立即领取')).toBeVisible();
    await expect(featured.getByText('Welcome bonus 100%')).toHaveCount(0);

    // A new visit in the stored language: the page itself carries the banner's texts in every
    // language (boot data), so the first render is Chinese already.
    const response = await page.reload();
    expect(await response!.text()).toContain('"subline":"首次存款即可获得"');
    await expect(page.getByText('首存100%欢迎奖金').first()).toBeVisible();
  });

  test('a notice in Vietnamese: the card of the visit’s notices and the popup follow the language', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'New notices' });
    await expect(card).toContainText('Weekend bonus reminder');

    await language(page, 'Language').selectOption('VI');
    const viCard = page.getByRole('region', { name: 'Thông báo mới' });
    await expect(viCard).toContainText('Nhắc nhở thưởng cuối tuần');
    await viCard.getByRole('button', { name: 'Xem' }).click();
    const popup = page.getByRole('dialog', { name: /^Nhắc nhở thưởng cuối tuần/ });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('cho cửa hàng điểm', { exact: false })).toBeVisible();
    // The announcement bar's items too.
    await popup.getByRole('button', { name: 'Đóng' }).first().click();
    await expect(
      page
        .getByRole('region', { name: 'Thông báo', exact: true })
        .getByRole('button', { name: /^Bảo trì định kỳ/ })
        .first(),
    ).toBeAttached();
  });

  test('a wallet name and a deposit channel name in Chinese', async ({ page }) => {
    await logInFromHome(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await language(page, 'Language').selectOption('CN');
    await expect(language(page, '语言')).toHaveValue('CN');

    await accountShortcut(page, '会员中心', { menu: '账户菜单', shortcuts: '账户' });
    const centre = page.getByRole('dialog', { name: '会员中心' });
    const entries = centre.getByRole('navigation', { name: '会员中心菜单' });

    await entries.getByRole('button', { name: '我的钱包' }).click();
    const wallet = centre.getByRole('region', { name: '我的钱包' });
    await expect(wallet.getByRole('row', { name: /^沙巴体育/ })).toBeVisible();
    await expect(wallet.getByRole('row', { name: /^中心钱包/ })).toBeVisible();
    await expect(wallet.getByRole('row', { name: /^SABA Sports/ })).toHaveCount(0);

    await entries.getByRole('button', { name: '存款' }).click();
    const deposit = centre.getByRole('region', { name: '存款' });
    const channels = deposit.getByRole('group', { name: '支付渠道' });
    await expect(channels.getByRole('radio', { name: /银行转账/ })).toBeVisible();
    await expect(channels.getByRole('radio', { name: /扫码支付/ })).toBeVisible();
    await expect(channels.getByRole('radio', { name: /Bank transfer/ })).toHaveCount(0);
  });

  test('the terms link of the registration form opens the terms page, and the form stays', async ({
    page,
    context,
  }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const opened = context.waitForEvent('page');
    await dialog.getByRole('link', { name: 'terms and conditions (opens in a new tab)' }).click();
    const terms = await opened;
    await terms.waitForURL(/\/help#terms$/);
    const article = terms.getByRole('button', { name: 'Terms and Conditions' });
    await expect(article).toHaveAttribute('aria-expanded', 'true');
    const text = terms.getByRole('region', { name: 'Terms and Conditions' });
    await expect(text).toContainText('Template: the operator of LotusPlay adapts these terms');
    await expect(text.getByRole('heading', { name: 'Who may play' })).toBeVisible();
    await terms.close();
    // The registration form is where it was, its box not ticked by the link.
    await expect(dialog.getByRole('checkbox', { name: /agree to the terms/ })).not.toBeChecked();
  });

  test('the footer links the terms and the privacy policy and shows the licence numbers', async ({
    page,
  }) => {
    await page.goto('/down');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Licence no. MGA/B2C/DEMO/0001')).toBeVisible();
    const help = footer.getByRole('navigation', { name: 'Help' });
    await expect(help.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/help#terms',
    );
    await expect(help.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute(
      'href',
      '/help#responsibleGaming',
    );
    await help.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/help#privacy$/);
    await expect(page.getByRole('button', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Privacy Policy' })).toContainText(
      'We never sell your data.',
    );
  });

  test('/help in Chinese asks for nothing that fails and logs no security error', async ({
    page,
  }) => {
    const failed: string[] = [];
    const securityErrors: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).hostname === '127.0.0.1' && response.status() >= 400) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).hostname === '127.0.0.1') failed.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|404/.test(message.text())) {
        securityErrors.push(message.text());
      }
    });
    await page.addInitScript(() => localStorage.setItem('lang', 'CN'));
    await page.goto('/help#whoWeAre');
    // The article that keeps a script for the sanitiser (and used to keep an <img src="x">).
    await expect(page.getByRole('button', { name: '我们是谁' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: '我们是谁' })).toContainText('LotusPlay');
    await expect(page.locator('.lp-help img')).toHaveCount(0);
    await page.getByRole('link', { name: '条款与政策' }).click();
    await expect(page.getByRole('button', { name: '条款与条件' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(failed).toEqual([]);
    expect(securityErrors).toEqual([]);
  });
});
