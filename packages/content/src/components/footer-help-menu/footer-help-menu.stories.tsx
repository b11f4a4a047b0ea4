import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { languageArgType, StoryProviders } from '../../testing/story-providers';
import { buildHelpMenuEntries } from '../../testing/factories';
import { createContentHandlers } from '../../testing/handlers';
import { FooterHelpMenu, FooterHelpMenuView } from './footer-help-menu';

type Args = Parameters<typeof FooterHelpMenuView>[0] & { language: Language };

const meta = {
  title: 'content/FooterHelpMenu',
  component: FooterHelpMenuView,
  args: { language: 'EN', status: 'success', entries: buildHelpMenuEntries('EN'), onRetry: fn() },
  argTypes: {
    language: languageArgType,
    status: { control: 'inline-radio', options: ['loading', 'error', 'success'] },
  },
  render: ({ language, ...props }) => (
    <StoryProviders key={language} language={language}>
      <FooterHelpMenuView {...props} />
    </StoryProviders>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { status: 'loading', entries: [] } };
export const Empty: Story = { args: { entries: [] } };
export const ErrorState: Story = { args: { status: 'error', entries: [] } };
export const Chinese: Story = { args: { language: 'CN', entries: buildHelpMenuEntries('CN') } };

function ConnectedMenu({ language }: { language: Language }) {
  // No seeded cache: getHelpCenter goes out and the story's MSW handlers answer it.
  return (
    <StoryProviders language={language}>
      <FooterHelpMenu />
    </StoryProviders>
  );
}

/** The connected menu: getHelpCenter answered by the content handlers. */
export const Connected: Story = {
  render: ({ language }) => <ConnectedMenu key={language} language={language} />,
  parameters: { msw: { handlers: createContentHandlers() } },
};
