import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildRedemptions, createPointsHandlers } from '../testing/points-handlers';
import { languageArgType } from '../testing/story-providers';
import { ViewerStoryProviders } from '../testing/viewer-story-providers';
import type { StoryViewer } from '../testing/viewer-story-providers';
import { PointMallPage } from './point-mall-page';

type Args = { language: Language; as: StoryViewer };

const meta = {
  title: 'content/PointMallPage',
  args: { language: 'EN', as: 'member' },
  argTypes: {
    language: languageArgType,
    as: { control: 'inline-radio', options: ['visitor', 'member', 'trial'] },
  },
  render: (args) => (
    <ViewerStoryProviders key={`${args.language}-${args.as}`} {...args}>
      <PointMallPage />
    </ViewerStoryProviders>
  ),
  parameters: { msw: { handlers: createPointsHandlers().handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with points, the goods and an empty history. */
export const Member: Story = {};

/** A member with a history of every status over two pages. */
export const WithHistory: Story = {
  parameters: {
    msw: { handlers: createPointsHandlers({ redemptions: buildRedemptions(14) }).handlers },
  },
};

/** A visitor: the goods and the rule, and "Log in" for everything else. */
export const Visitor: Story = { args: { as: 'visitor' } };

/** A trial account: the warning on every action. */
export const Trial: Story = { args: { as: 'trial' } };

/** Every call still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: createPointsHandlers({ delayMs: 600_000 }).handlers } },
};

/** No goods yet. */
export const EmptyCatalogue: Story = {
  parameters: { msw: { handlers: createPointsHandlers({ goods: [] }).handlers } },
};

/** Every call failing. */
export const Failed: Story = {
  parameters: { msw: { handlers: createPointsHandlers({ fail: 'all' }).handlers } },
};

/** Not enough points for anything. */
export const NoPoints: Story = {
  parameters: { msw: { handlers: createPointsHandlers({ points: 0 }).handlers } },
};

export const Chinese: Story = { args: { language: 'CN' } };
export const Thai: Story = { args: { language: 'TH' } };
