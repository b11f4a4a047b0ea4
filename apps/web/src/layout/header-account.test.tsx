import {
  buildPermissionInfo,
  buildWhitelabel,
  envelope,
  errorEnvelope,
} from '@lotusplay/api-client/testing';
import type { AccountType } from '@lotusplay/api-client';
import { loadMemberInfoIfLoggedIn } from '@lotusplay/auth';
import { buildMemberInfo } from '@lotusplay/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

/** Starts a stored session as a login would have left it, then loads the member as boot does. */
async function renderLoggedIn(
  path: string,
  options: { isAgent?: AccountType; member?: Parameters<typeof buildMemberInfo>[0] } = {},
) {
  const isAgent = options.isAgent ?? 0;
  window.sessionStorage.setItem('token', 'tok-demo-player');
  window.sessionStorage.setItem('isAgent', String(isAgent));
  const handlers = [
    http.get('*/wps/member/info', () =>
      envelope(buildMemberInfo({ isAgent, type: isAgent, ...options.member })),
    ),
  ];
  const view = renderApp(path, { handlers });
  await view.store.dispatch(loadMemberInfoIfLoggedIn());
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('header account area', () => {
  it('offers Log in and Register to a visitor, each opening its modal', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    const register = await within(banner).findByRole('button', { name: 'Register' });
    expect(within(banner).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(register);
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('hides Register when the brand turns the header register button (DIRECTREG3) off', async () => {
    renderApp('/', {
      handlers: [
        http.get('*/wps/system/whitelabel', () => envelope(buildWhitelabel({ DIRECTREG3: false }))),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Wait for the flags to arrive before asserting the absence.
    await waitFor(() =>
      expect(within(banner).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument(),
    );
  });

  it('shows a member the balance, avatar, nickname, badges and shortcuts', async () => {
    await renderLoggedIn('/');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Lucky Lotus')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      '/avatars/1.png',
    );
    expect(within(banner).getByRole('img', { name: 'Unread messages: 3' })).toHaveTextContent('3');
    expect(
      within(banner).getByRole('img', { name: 'Unclaimed promotions: 2' }),
    ).toBeInTheDocument();
    // The sum of the member's wallets, as the balance call answers it.
    expect(await within(banner).findByText('Balance: ¥12,345.00')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
    const shortcuts = within(banner).getByRole('navigation', { name: 'Account' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Deposit', 'Withdraw', 'Member centre', 'Change password', 'Log out']);
    expect(within(banner).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows no badge for zero unread messages or promotions', async () => {
    await renderLoggedIn('/', { member: { unreadMessage: 0, availablePromoCount: 0 } });
    const banner = screen.getByRole('banner');
    await within(banner).findByText('Lucky Lotus');
    expect(within(banner).queryByRole('img', { name: /Unread messages/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('img', { name: /Unclaimed/ })).not.toBeInTheDocument();
  });

  it('gives an agent the agent-centre shortcut, which opens the centre on its team overview', async () => {
    const { user } = await renderLoggedIn('/', { isAgent: 1 });
    const shortcuts = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(shortcuts).getByRole('button', { name: 'Agent centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(dialog).findByRole('table', { name: 'Figures by level' }),
    ).toBeInTheDocument();
  });

  it('opens the member centre for a real member on the page of the shortcut', async () => {
    const { user, store } = await renderLoggedIn('/');
    const shortcuts = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(shortcuts).getByRole('button', { name: 'Member centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    // It opens on My account (issue 27).
    expect(await within(dialog).findByRole('region', { name: 'My account' })).toBeInTheDocument();
    expect(store.getState().memberCentre).toEqual({ open: true, page: 'securityCenter' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().memberCentre?.open).toBe(false);
    await user.click(within(shortcuts).getByRole('button', { name: 'Withdraw' }));
    expect(store.getState().memberCentre).toEqual({ open: true, page: 'withdraw' });
    expect(
      await within(await screen.findByRole('dialog', { name: 'Member centre' })).findByRole(
        'region',
        { name: 'Withdrawal' },
      ),
    ).toBeInTheDocument();
  });

  it('refuses the member centre to a trial account with the real-account warning', async () => {
    const { user, store } = await renderLoggedIn('/', {
      isAgent: 4,
      member: { nickname: 'Guest 9001' },
    });
    const shortcuts = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(shortcuts).getByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(
      within(warning).getByText('Please register a real account to use this function'),
    ).toBeInTheDocument();
    expect(store.getState().memberCentre?.open ?? false).toBe(false);
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before logging out; confirming clears the session but the merchant and goes home', async () => {
    window.sessionStorage.setItem('merchant', 'LOTUS');
    const { user, store, router } = await renderLoggedIn('/sports');
    window.sessionStorage.setItem('nickname', 'Lucky Lotus');
    const shortcuts = screen.getByRole('navigation', { name: 'Account' });

    // Cancelling keeps the session.
    await user.click(within(shortcuts).getByRole('button', { name: 'Log out' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Log out' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('token')).toBe('tok-demo-player');

    await user.click(within(shortcuts).getByRole('button', { name: 'Log out' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Log out' });
    await user.click(within(confirm).getByRole('button', { name: 'Log out' }));
    // Logging out resets the api cache, so the shell shows again once the status is re-read.
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // The session ends before the navigation home: wait for both.
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(store.getState().auth.token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('nickname')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('LOTUS');
  });

  it('ends the session when a call is answered 401 and asks to log in again, on the same page', async () => {
    window.sessionStorage.setItem('merchant', 'LOTUS');
    const { user, store, router } = await renderLoggedIn('/sports');
    // The session ended on the server (expired or revoked) while the visitor was on the page.
    server.use(
      http.post('*/wps/member/password', () =>
        errorEnvelope('UNAUTHORIZED', 'You are not logged in, please login', 401),
      ),
    );
    const shortcuts = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(shortcuts).getByRole('button', { name: 'Change password' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(change).getByLabelText('Current password'), 'Play2025');
    await user.type(within(change).getByLabelText('New password'), 'Lotus2026');
    await user.type(within(change).getByLabelText('Confirm new password'), 'Lotus2026');
    await user.click(within(change).getByRole('button', { name: 'Save new password' }));

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(login).toHaveAccessibleDescription('You are not logged in, please login');
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/sports');
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('LOTUS');
  });

  it('ends a stored session the server no longer knows (401 at start)', async () => {
    window.sessionStorage.setItem('token', 'tok-expired');
    const view = renderApp('/', {
      handlers: [
        http.get('*/wps/member/info', () => errorEnvelope('UNAUTHORIZED', 'Please log in', 401)),
      ],
    });
    await view.store.dispatch(loadMemberInfoIfLoggedIn());
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toHaveAccessibleDescription(
      'You are not logged in, please login',
    );
  });
});

describe('auth routes', () => {
  it('/login shows the login page with the login popup open', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each(['/register', '/register.html'])(
    '%s shows the home page with the register modal open',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    },
  );

  it('a logged-in visitor on /login goes home', async () => {
    const { router } = await renderLoggedIn('/login');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('the redirect rule lets the visitor in once logged in through the popup', async () => {
    const { user, router } = renderApp('/sports', {
      handlers: [
        http.get('*/wps/system/permission', () =>
          envelope(buildPermissionInfo({ info: { redirectToLogin: true } })),
        ),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.location.pathname).toBe('/login');
    await user.type(within(dialog).getByLabelText(/Username/), 'demo_player');
    await user.type(within(dialog).getByLabelText(/Password/), 'Play2025');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to LotusPlay' }),
    ).toBeInTheDocument();
    await router.navigate('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
  });
});
