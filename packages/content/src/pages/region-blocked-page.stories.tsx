import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageArgType, StoryProviders } from '../testing/story-providers';
import { RegionBlockedPage } from './region-blocked-page';

type Args = Parameters<typeof RegionBlockedPage>[0] & { language: Language };

const meta = {
  title: 'content/RegionBlockedPage',
  component: RegionBlockedPage,
  args: {
    language: 'EN',
    ip: '203.0.113.7',
    message: 'Our services are not offered in your country.',
  },
  argTypes: { language: languageArgType },
  render: ({ language, ...props }) => (
    <StoryProviders key={language} language={language}>
      <RegionBlockedPage {...props} />
    </StoryProviders>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {};
export const DefaultMessage: Story = { args: { message: null } };
export const Ipv6: Story = { args: { ip: '2001:db8::1', message: null } };
export const Japanese: Story = { args: { language: 'JA', message: null } };
