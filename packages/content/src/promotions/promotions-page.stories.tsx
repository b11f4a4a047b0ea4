import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createPromotionsHandlers } from '../testing/promotions-handlers';
import { languageArgType } from '../testing/story-providers';
import { ViewerStoryProviders } from '../testing/viewer-story-providers';
import { PromotionsPage } from './promotions-page';

type Args = { language: Language };

const meta = {
  title: 'content/PromotionsPage',
  args: { language: 'EN' },
  argTypes: { language: languageArgType },
  render: ({ language }) => (
    <ViewerStoryProviders key={language} language={language} as="visitor">
      <PromotionsPage />
    </ViewerStoryProviders>
  ),
  parameters: { msw: { handlers: createPromotionsHandlers().handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo promotions: a raffle, a referral, a deposit promotion and an ended raffle. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Lucky Raffle' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** The Raffles tab: only the raffles. */
export const RafflesTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Lucky Raffle' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Raffles' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** In Chinese. */
export const Chinese: Story = { args: { language: 'CN' } };

/** The list is still loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getPromotionList', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** No promotion at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: createPromotionsHandlers({ promotions: [] }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no promotions here yet.'),
    ).toBeVisible();
  },
};

/** The list failed to load: the error with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: createPromotionsHandlers({ listFails: true }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The promotions could not be loaded.',
    );
  },
};
