import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createContentErrorHandlers, createContentHandlers } from '../../testing/handlers';
import { renderContent } from '../../testing/render';
import { FooterHelpMenu } from './footer-help-menu';

const requestedLangs: string[] = [];
const server = setupMswServer(...createContentHandlers());

beforeEach(() => {
  requestedLangs.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/wps/system/helpCenter')
      requestedLangs.push(url.searchParams.get('lang') ?? '');
  });
});
afterEach(() => server.events.removeAllListeners());

describe('FooterHelpMenu', () => {
  it('loads the entries of the current language as links to /help#tag', async () => {
    renderContent(<FooterHelpMenu />);
    const nav = screen.getByRole('navigation', { name: 'Help' });
    expect(within(nav).getByRole('status')).toHaveTextContent('Loading help topics…');
    const link = await within(nav).findByRole('link', { name: 'Deposit guide' });
    expect(link).toHaveAttribute('href', '/help#deposit');
    // The five entries, then the terms and the privacy policy of the help centre.
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    const legal = within(nav).getByRole('list', { name: 'Terms and policies' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms and conditions', '/help#terms'],
      ['Privacy policy', '/help#privacy'],
    ]);
    expect(requestedLangs).toEqual(['EN']);
  });

  it('refetches in the new language when the language changes', async () => {
    const { i18n } = renderContent(<FooterHelpMenu />);
    await screen.findByRole('link', { name: 'About us' });
    await act(() => i18n.changeLanguage('CN'));
    expect(await screen.findByRole('link', { name: '关于我们' })).toHaveAttribute(
      'href',
      '/help#about',
    );
    expect(screen.getByRole('navigation', { name: '帮助' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '条款与条件' })).toHaveAttribute('href', '/help#terms');
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
    expect(requestedLangs).toEqual(['EN', 'CN']);
  });

  it('shows the empty state', async () => {
    server.use(...createContentHandlers({ helpCenter: () => [] }));
    renderContent(<FooterHelpMenu />);
    expect(await screen.findByText('No help topics yet')).toBeInTheDocument();
    // Only the terms and the privacy policy, which are always there.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Terms and conditions',
      'Privacy policy',
    ]);
  });

  it('shows the error state and retries', async () => {
    server.use(...createContentErrorHandlers());
    renderContent(<FooterHelpMenu />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Help topics could not be loaded');
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Deposit guide' })).toBeInTheDocument();
  });

  it('uses renderLink and helpPath when given', async () => {
    renderContent(
      <FooterHelpMenu
        helpPath="/helpmc"
        renderLink={(entry, href) => (
          <a href={href} data-router-link="">
            {entry.title.toUpperCase()}
          </a>
        )}
      />,
    );
    expect(await screen.findByRole('link', { name: 'ABOUT US' })).toHaveAttribute(
      'href',
      '/helpmc#about',
    );
  });

  it('does not break on a non-envelope answer', async () => {
    server.use(
      http.get('*/wps/system/helpCenter', () => HttpResponse.text('<html>proxy error</html>')),
    );
    renderContent(<FooterHelpMenu />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('FooterHelpMenu requests', () => {
  it('asks with the lang query parameter', async () => {
    renderContent(<FooterHelpMenu />, { language: 'JA' });
    await waitFor(() => expect(requestedLangs).toEqual(['JA']));
    // JA has no demo titles: the handler answers with the EN ones.
    expect(await screen.findByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ヘルプ' })).toBeInTheDocument();
  });
});
