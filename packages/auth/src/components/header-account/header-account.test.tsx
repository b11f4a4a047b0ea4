import { setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { loadMemberInfoIfLoggedIn } from '../../session/session-thunks';
import { tokenSet } from '../../state/auth-slice';
import { buildMemberInfo } from '../../testing/factories';
import { DEMO_SESSION_TOKEN } from '../../testing/handlers';
import { defaultHandlers, renderAuth } from '../../testing/render-auth';
import { HeaderAuthButtons, MemberIdentity } from './header-account';

const server = setupMswServer(() => defaultHandlers());

describe('HeaderAuthButtons', () => {
  it('opens the login popup and, when the brand shows it, the register dialog', async () => {
    const { store } = renderAuth(<HeaderAuthButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.modal).toEqual({ name: 'loginPopup' });
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(store.getState().auth.modal).toEqual({ name: 'register' });
  });
});

describe('MemberIdentity', () => {
  it("shows the member's avatar, nickname and count badges", async () => {
    const { store } = renderAuth(<MemberIdentity />);
    await act(async () => {
      store.dispatch(tokenSet({ token: DEMO_SESSION_TOKEN, accountType: 0 }));
      await store.dispatch(loadMemberInfoIfLoggedIn());
    });
    const identity = (await screen.findByText('Lucky Lotus')).parentElement!;
    expect(within(identity).getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      '/avatars/1.png',
    );
    expect(within(identity).getByRole('img', { name: 'Unread messages: 3' })).toBeVisible();
    expect(within(identity).getByRole('img', { name: 'Unclaimed promotions: 2' })).toHaveClass(
      'lp-badge--primary',
    );
  });

  it('shows an empty avatar circle and no badges while there is nothing to count', async () => {
    server.use(
      ...defaultHandlers({
        member: buildMemberInfo({ avatarUrl: null, unreadMessage: 0, availablePromoCount: 0 }),
      }),
    );
    const { store, container } = renderAuth(<MemberIdentity />);
    await act(async () => {
      store.dispatch(tokenSet({ token: DEMO_SESSION_TOKEN, accountType: 0 }));
      await store.dispatch(loadMemberInfoIfLoggedIn());
    });
    expect(await screen.findByText('Lucky Lotus')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.lp-member-identity__avatar')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});
