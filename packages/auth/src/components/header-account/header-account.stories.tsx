import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { expect, within } from 'storybook/test';
import { loadMemberInfoIfLoggedIn } from '../../session/session-thunks';
import type { AppDispatch } from '../internal/deps';
import { buildMemberInfo } from '../../testing/factories';
import { AuthStoryProviders, mswParameters, storyConfig } from '../../testing/story-providers';
import { HeaderAuthButtons, MemberIdentity } from './header-account';

/** Loads the member as the app does after login, then shows the identity. */
function LoadedIdentity() {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    void dispatch(loadMemberInfoIfLoggedIn());
  }, [dispatch]);
  return <MemberIdentity />;
}

const meta = {
  title: 'auth/HeaderAccount',
  parameters: mswParameters(),
  render: () => (
    <AuthStoryProviders>
      <HeaderAuthButtons />
    </AuthStoryProviders>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Log in, and Register (the brand shows the header register button). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Register' })).toBeVisible();
  },
};

/** A brand without the header register button (DIRECTREG3 off): only Log in. */
export const VisitorWithoutRegister: Story = {
  parameters: mswParameters({ flags: { ...storyConfig.flags, DIRECTREG3: false } }),
};

/** A member: avatar, nickname, 3 unread messages and 2 unclaimed promotions. */
export const Member: Story = {
  render: () => (
    <AuthStoryProviders loggedIn>
      <LoadedIdentity />
    </AuthStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lucky Lotus')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Unread messages: 3' })).toBeVisible();
  },
};

/** A new member: no avatar yet (an empty circle) and nothing to count (no badges). */
export const NewMember: Story = {
  ...Member,
  parameters: mswParameters({
    member: buildMemberInfo({ avatarUrl: null, unreadMessage: 0, availablePromoCount: 0 }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lucky Lotus')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
