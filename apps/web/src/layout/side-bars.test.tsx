import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

describe('side bars', () => {
  it('offers promotions, invite and customer service to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const aside = screen.getByRole('complementary', { name: 'Shortcuts' });
    expect(within(aside).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(aside).getByRole('link', { name: 'Invite friends' })).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://example.test/chat',
    );
  });

  it('hides the invite shortcut from a logged-in member', async () => {
    window.sessionStorage.setItem('token', 'abc123');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const aside = screen.getByRole('complementary', { name: 'Shortcuts' });
    expect(within(aside).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});
