import { ErrorCodes } from '@lotusplay/api-client';
import { errorEnvelope } from '@lotusplay/api-client/testing';
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createPromotionsHandlers } from '../testing/promotions-handlers';
import { languageArgType } from '../testing/story-providers';
import { PromotionDetailPage } from './promotion-detail-page';
import { ViewerStoryProviders } from '../testing/viewer-story-providers';
import type { StoryViewer } from '../testing/viewer-story-providers';

type Args = { language: Language; as: StoryViewer; id: number };

const meta = {
  title: 'content/PromotionDetailPage',
  args: { language: 'EN', as: 'member', id: 1 },
  argTypes: {
    language: languageArgType,
    as: { control: 'inline-radio', options: ['visitor', 'member', 'trial'] },
    id: { control: 'select', options: [1, 2, 3, 4, 99] },
  },
  render: ({ language, as, id }) => (
    <ViewerStoryProviders
      key={`${language}-${as}-${id}`}
      language={language}
      as={as}
      route={`/promoDetail?id=${id}`}
    >
      <PromotionDetailPage />
    </ViewerStoryProviders>
  ),
  parameters: { msw: { handlers: createPromotionsHandlers().handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member before the draw: the raffle's detail, prizes, rules and the Draw now button. */
export const Claimable: Story = {};

/** A member drew: the prize won (the balance is asked again). */
export const Claimed: Story = {
  parameters: { msw: { handlers: createPromotionsHandlers({ prize: '88.00' }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Draw now' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(
      await canvas.findByText('Congratulations! You won ¥88.00. It is in your main wallet now.'),
    ).toBeVisible();
  },
};

/** Back after a claim: already claimed, with the prize. */
export const AlreadyClaimed: Story = {
  parameters: {
    msw: { handlers: createPromotionsHandlers({ claimed: { 1: '5.00' } }).handlers },
  },
};

/** A visitor: the button asks to log in. */
export const Visitor: Story = { args: { as: 'visitor' } };

/** A trial account: the button leads to the in_need_true_account warning. */
export const TrialAccount: Story = { args: { as: 'trial' } };

/** An ended raffle: the claim is closed. */
export const Ended: Story = { args: { id: 4 } };

/** A promotion without a raffle (referral). */
export const Referral: Story = { args: { id: 2 } };

/** A promotion with a minimum deposit, in Thai. */
export const DepositThai: Story = { args: { id: 3, language: 'TH' } };

/** An unknown id. */
export const NotFound: Story = { args: { id: 99 } };

/** Still loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getPromotionDetail', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** The detail failed to load: the error with a retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/MCSFE_getPromotionDetail', () =>
          errorEnvelope(ErrorCodes.Internal, 'Promotions are unavailable', 500),
        ),
      ],
    },
  },
};
