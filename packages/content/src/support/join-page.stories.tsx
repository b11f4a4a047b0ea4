import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { languageArgType } from '../testing/story-providers';
import { JoinPage } from './join-page';
import { SupportStoryProviders } from './support-story-providers';

type Args = { language: Language; route: string; token?: string; onInvite: () => void };

const meta = {
  title: 'content/JoinPage',
  args: { language: 'EN', route: '/join', onInvite: fn() },
  argTypes: { language: languageArgType },
  render: ({ language, route, token, onInvite }) => (
    <SupportStoryProviders
      key={`${language}${route}${token}`}
      language={language}
      route={route}
      token={token}
    >
      <JoinPage onInvite={onInvite} />
    </SupportStoryProviders>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
/** /join?referralCode=…: the code goes along to /register. */
export const WithReferralCode: Story = { args: { route: '/join?referralCode=AGENT42' } };
/** A member: the invite button opens their referral page. */
export const Member: Story = { args: { token: 'tok-demo-player' } };
export const Japanese: Story = { args: { language: 'JA' } };
