import { buildHelpV2 } from '@lotusplay/content/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createContentErrorHandlers, createContentHandlers } from '../testing/handlers';
import { createSupportHandlers } from '../testing/support-handlers';
import { articleForTag, HelpPage } from './help-page';
import { renderSupport } from './support-test-render';

const helpWithTwoArticles = () => {
  const help = buildHelpV2('EN');
  // Article tags differ from their category's, as in the demo brand (aboutUs → whoWeAre).
  help[4]!.articles[0]!.tag = 'privacyPolicy';
  help[1]!.articles.push({
    id: 999,
    title: 'Deposit limits',
    tag: 'depositLimits',
    html: '<p>Limits apply.</p><img src="x" onerror="window.__helpXss = 1"><script>window.__helpXss = 2</script>',
  });
  return help;
};

const server = setupMswServer(
  ...createContentHandlers({ helpV2: helpWithTwoArticles }),
  ...createSupportHandlers(),
);

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('HelpPage', () => {
  it('lists the categories and opens the first article when there is no anchor', async () => {
    renderSupport(<HelpPage />, { route: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'Deposit guide' })).toHaveAttribute(
      'href',
      '#deposit',
    );
    expect(await screen.findByRole('button', { name: 'About us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Deposit limits' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens and scrolls to the article of the #tag anchor, and sanitises its HTML', async () => {
    renderSupport(<HelpPage />, { route: '/help#depositLimits' });
    const toggle = await screen.findByRole('button', { name: 'Deposit limits' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const panel = screen.getByRole('region', { name: 'Deposit limits' });
    expect(panel).toHaveTextContent('Limits apply.');
    expect(panel.innerHTML).not.toMatch(/onerror|<script/);
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    await waitFor(() => expect(toggle).toHaveFocus());
    expect((window as { __helpXss?: number }).__helpXss).toBeUndefined();
  });

  it("opens a category's first article for a category anchor (the footer's links)", async () => {
    renderSupport(<HelpPage />, { route: '/help#privacy' });
    const toggle = await screen.findByRole('button', { name: 'Privacy policy' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Privacy policy' })).toHaveFocus(),
    );
  });

  it('toggles an article with the keyboard', async () => {
    const { user } = renderSupport(<HelpPage />, { route: '/help' });
    const toggle = await screen.findByRole('button', { name: 'Withdrawal guide' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the error with a retry', async () => {
    server.use(...createContentErrorHandlers());
    renderSupport(<HelpPage />, { route: '/help' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The help centre could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the feedback form from the help centre', async () => {
    const { user } = renderSupport(<HelpPage embedded />, { route: '/helpmc' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('finds articles and categories by tag', () => {
    const help = helpWithTwoArticles();
    expect(articleForTag(help, 'depositLimits')?.article?.id).toBe(999);
    expect(articleForTag(help, 'deposit')).toMatchObject({ byCategory: false });
    expect(articleForTag(help, 'nothing')).toBeNull();
  });
});
