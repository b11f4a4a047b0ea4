import { screen, waitFor, within } from '@testing-library/react';
import { createSupportHandlers, demoServiceLinks } from '@lotusplay/content/testing';
import { envelope } from '@lotusplay/api-client/testing';
import { loadMemberInfoIfLoggedIn } from '@lotusplay/auth';
import { buildMemberInfo } from '@lotusplay/auth/testing';
import { http } from 'msw';
import { renderApp } from '../testing/render-app';

describe('side bars', () => {
  it('offers promotions, invite and customer service to a visitor', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const aside = await screen.findByRole('complementary', { name: 'Shortcuts' });
    expect(within(aside).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(aside).getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Chat room' })).toBeInTheDocument();
  });

  it('opens customer service through getService in a window opened inside the click', async () => {
    const popup = { opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/', { handlers: createSupportHandlers() });
    await screen.findByRole('heading', { level: 1 });
    const aside = await screen.findByRole('complementary', { name: 'Shortcuts' });
    await user.click(within(aside).getByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      expect.any(String),
      expect.stringContaining('width=440,height=750'),
    );
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(demoServiceLinks.LIVECHAT),
    );
    open.mockRestore();
  });

  it('says so when the browser blocked the customer-service window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/', { handlers: createSupportHandlers() });
    await screen.findByRole('heading', { level: 1 });
    const aside = await screen.findByRole('complementary', { name: 'Shortcuts' });
    await user.click(within(aside).getByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toHaveTextContent(
      'Popup blocked. Please allow popups and try again.',
    );
    open.mockRestore();
  });

  it('hides the invite shortcut from a member without the referral promo', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    const { store } = renderApp('/', {
      handlers: [
        http.get('*/wps/member/info', () => envelope(buildMemberInfo({ availablePromo: [] }))),
      ],
    });
    await store.dispatch(loadMemberInfoIfLoggedIn());
    await screen.findByRole('heading', { level: 1 });
    const aside = await screen.findByRole('complementary', { name: 'Shortcuts' });
    expect(within(aside).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('gives a visitor the login popup from the invite shortcut (member-centre gate)', async () => {
    const { user, store } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const aside = await screen.findByRole('complementary', { name: 'Shortcuts' });
    await user.click(within(aside).getByRole('button', { name: 'Invite friends' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(store.getState().auth.loginPrompts).toBe(1);
    expect(store.getState().memberCentre?.open ?? false).toBe(false);
  });

  it('opens the referral page of the member centre for a member with the referral promo', async () => {
    window.sessionStorage.setItem('token', 'tok-demo-player');
    const { user, store } = renderApp('/');
    await store.dispatch(loadMemberInfoIfLoggedIn());
    await screen.findByRole('heading', { level: 1 });
    const aside = await screen.findByRole('complementary', { name: 'Shortcuts' });
    await user.click(await within(aside).findByRole('button', { name: 'Invite friends' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(store.getState().memberCentre).toEqual({ open: true, page: 'referral' });
  });
});
