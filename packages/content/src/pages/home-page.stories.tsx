import { buildPermissionInfo, createSystemHandlers } from '@lotusplay/api-client/testing';
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { JackpotCounter } from '../home/jackpot-counter';
import { createNoticesHandlers } from '../testing/notices-handlers';
import { languageArgType, StoryProviders } from '../testing/story-providers';
import { HomePage } from './home-page';

type Args = { language: Language; lists?: boolean; width?: number };

/** Stand-ins for the lobby's lists, which the app hands to the page. */
function ListStandIn({ title }: { title: string }) {
  return (
    <section className="lp-home-list" aria-label={title}>
      <h2 className="lp-home-list__title">{title}</h2>
    </section>
  );
}

const meta = {
  title: 'content/HomePage',
  args: { language: 'EN', lists: true },
  argTypes: { language: languageArgType },
  render: ({ language, lists, width }) => (
    <StoryProviders key={language} language={language}>
      <MemoryRouter>
        <div style={{ maxWidth: width }}>
          <HomePage
            hotGames={lists ? <ListStandIn title="Hot games" /> : undefined}
            winners={lists ? <ListStandIn title="Latest winners" /> : undefined}
          />
        </div>
      </MemoryRouter>
    </StoryProviders>
  ),
  parameters: {
    msw: {
      handlers: [
        ...createSystemHandlers({
          permission: buildPermissionInfo({ info: { brandName: 'Lotus Demo' } }),
        }),
        ...createNoticesHandlers(),
      ],
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, the announcement bar, the illustrative jackpot and the lobby's lists. */
export const Home: Story = {};
/** Without the lobby's lists (a build without the lobby). */
export const WithoutLists: Story = { args: { lists: false } };
export const Thai: Story = { args: { language: 'TH' } };
export const Phone: Story = { args: { width: 375 } };
/** The jackpot counter alone, from a fixed time. */
export const Jackpot: Story = {
  render: ({ language }) => (
    <StoryProviders key={language} language={language}>
      <JackpotCounter now={() => Date.UTC(2026, 0, 1)} />
    </StoryProviders>
  ),
};
