import { buildPermissionInfo, createSystemHandlers } from '@lotusplay/api-client/testing';
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { languageArgType, StoryProviders } from '../testing/story-providers';
import { HomePage } from './home-page';

type Args = { language: Language };

const meta = {
  title: 'content/HomePage',
  args: { language: 'EN' },
  argTypes: { language: languageArgType },
  render: ({ language }) => (
    <StoryProviders key={language} language={language}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </StoryProviders>
  ),
  parameters: {
    msw: {
      handlers: createSystemHandlers({
        permission: buildPermissionInfo({ info: { brandName: 'Lotus Demo' } }),
      }),
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome in the brand's name, the lobby note and the links. */
export const Welcome: Story = {};
export const Vietnamese: Story = { args: { language: 'VI' } };
