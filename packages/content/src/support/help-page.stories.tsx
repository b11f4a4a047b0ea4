import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { languageArgType } from '../testing/story-providers';
import { createContentErrorHandlers, createContentHandlers } from '../testing/handlers';
import { createSupportHandlers } from '../testing/support-handlers';
import { HelpPage } from './help-page';
import { SupportStoryProviders } from './support-story-providers';

type Args = { language: Language; route: string; embedded: boolean };

const meta = {
  title: 'content/HelpPage',
  args: { language: 'EN', route: '/help', embedded: false },
  argTypes: { language: languageArgType },
  render: ({ language, route, embedded }) => (
    <SupportStoryProviders key={`${language}${route}`} language={language} route={route}>
      <HelpPage embedded={embedded} />
    </SupportStoryProviders>
  ),
  parameters: { msw: { handlers: [...createContentHandlers(), ...createSupportHandlers()] } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** /help#withdrawal: the anchor's article open and scrolled to. */
export const AtAnchor: Story = { args: { route: '/help#withdrawal' } };
/** /helpmc: shown without the site's header. */
export const Embedded: Story = { args: { route: '/helpmc', embedded: true } };
export const Chinese: Story = { args: { language: 'CN' } };
export const Empty: Story = {
  parameters: { msw: { handlers: [...createContentHandlers({ helpV2: () => [] })] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: createContentErrorHandlers() } },
};
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/system/helpV2', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};
