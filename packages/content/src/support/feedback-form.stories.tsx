import { ErrorCodes } from '@lotusplay/api-client';
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageArgType } from '../testing/story-providers';
import { buildFeedbackSettings, createSupportHandlers } from '../testing/support-handlers';
import { FeedbackDialog, FeedbackForm } from './feedback-form';
import { SupportStoryProviders } from './support-story-providers';

type Args = { language: Language };

const meta = {
  title: 'content/FeedbackForm',
  args: { language: 'EN' },
  argTypes: { language: languageArgType },
  render: ({ language }) => (
    <SupportStoryProviders key={language} language={language}>
      <FeedbackForm />
    </SupportStoryProviders>
  ),
  parameters: { msw: { handlers: createSupportHandlers() } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's default limits (5–500 words, 3 images). */
export const Default: Story = {};
/** A brand with tighter word limits: the hint and the counter follow them. */
export const BrandLimits: Story = {
  parameters: {
    msw: {
      handlers: createSupportHandlers({
        settings: buildFeedbackSettings({ minWords: 10, maxWords: 50 }),
      }),
    },
  },
};
/** The server refuses every send (rate limit): what was typed stays. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: createSupportHandlers({
        feedback: () => ({ status: 429, code: ErrorCodes.RateLimited, message: 'Too many' }),
      }),
    },
  },
};
/** Sending takes a while: the button shows it is busy. */
export const Slow: Story = {
  parameters: { msw: { handlers: createSupportHandlers({ delayMs: 3000 }) } },
};
export const Vietnamese: Story = { args: { language: 'VI' } };
/** In its dialog, as the help centre opens it. */
export const InDialog: Story = {
  render: ({ language }) => (
    <SupportStoryProviders key={language} language={language}>
      <FeedbackDialog open onClose={() => {}} />
    </SupportStoryProviders>
  ),
};
