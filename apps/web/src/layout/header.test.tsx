// Needs its own modules: one test needs a language whose resources no earlier file has loaded (the
// i18n package keeps the loaded languages for the whole page).
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { createI18n, initLanguage } from '@lotusplay/i18n';
import { envelope, buildUpdateLanguage } from '@lotusplay/api-client/testing';
import { renderApp } from '../testing/render-app';

describe('header', () => {
  it('links the logo to the home page', async () => {
    renderApp('/sports');
    await screen.findByRole('heading', { level: 1, name: 'Sports' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'LotusPlay home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('builds the navigation from the vendor list: home, each category with vendors, promotions, app download', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Live casino' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Live casino',
      'Sports',
      'Fishing',
      'Slots',
      'Player vs player',
      'Esports',
      'Promotions',
      'App download',
    ]);
    // Lottery and cockfight start their first vendor's game instead of routing.
    expect(within(nav).getByRole('button', { name: 'Lottery' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Cockfight' })).toBeInTheDocument();
    expect(within(nav).queryByText('Game categories are coming soon.')).not.toBeInTheDocument();
  });

  it('opens a category dropdown from the keyboard, with a more button at exactly 11 vendors, and closes it with Escape', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toggle = await within(nav).findByRole('button', { name: 'Live casino vendors' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dropdown = await within(nav).findByRole('group', { name: 'Live casino vendors' });
    expect(within(dropdown).getAllByRole('button')).toHaveLength(11);
    expect(within(dropdown).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/live');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('asks a visitor to log in before launching a game from the navigation', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Cockfight' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });

  it('shows the licence button on the home page only, opening the licences', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Licences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our licences' });
    // The badges come from the lazily loaded content chunk.
    expect(
      await within(dialog).findByRole('img', { name: 'Malta Gaming Authority licence' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await router.navigate('/live');
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    expect(screen.queryByRole('button', { name: 'Licences' })).not.toBeInTheDocument();
  });

  it('switches to the light theme and keeps the choice under "theme"', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Light theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('switches language once its text is loaded, stores lang and hisLang, tells the platform, and survives a reload', async () => {
    const posted: unknown[] = [];
    const { user, unmount } = renderApp('/', {
      handlers: [
        http.post('*/wps/system/language', async ({ request }) => {
          posted.push(await request.json());
          return envelope(buildUpdateLanguage({ language: 'VI' }));
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', '中文', 'Tiếng Việt', 'ไทย', '日本語', 'Tagalog', 'Bahasa Indonesia']);
    await user.selectOptions(select, 'VI');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chào mừng đến với LotusPlay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('VI');
    expect(window.localStorage.getItem('lang')).toBe('VI');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    await waitFor(() => expect(posted).toEqual([{ language: 'VI' }]));

    unmount();
    // As main.tsx boots: the stored language is ready before the first render.
    const reloaded = createI18n({ syncDocumentLang: false });
    await expect(initLanguage(reloaded)).resolves.toBe('VI');
    renderApp('/', { i18n: reloaded });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chào mừng đến với LotusPlay' }),
    ).toBeInTheDocument();
  });

  it('shows a returning visitor their language from the first render on', async () => {
    window.localStorage.setItem('lang', 'CN');
    const i18n = createI18n({ syncDocumentLang: false });
    await expect(initLanguage(i18n)).resolves.toBe('CN');
    renderApp('/', { i18n });
    // The very first screen, before any request has been answered, is already in Chinese.
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(
      await screen.findByRole('heading', { level: 1, name: '欢迎来到 LotusPlay' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('CN');
  });

  it('keeps the current language when the chosen one cannot be loaded', async () => {
    const posted: unknown[] = [];
    const { user, i18n } = renderApp('/', {
      handlers: [
        http.post('*/wps/system/language', async ({ request }) => {
          posted.push(await request.json());
          return envelope(buildUpdateLanguage({ language: 'JA' }));
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' });
    // JA is not loaded yet; make adding its resources fail as a chunk that cannot be fetched would.
    expect(i18n.hasResourceBundle('JA', 'common')).toBe(false);
    const failure = new Error('Failed to fetch dynamically imported module');
    vi.spyOn(i18n, 'addResourceBundle').mockImplementation(() => {
      throw failure;
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'JA');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('EN'),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(posted).toEqual([]);
  });
});
