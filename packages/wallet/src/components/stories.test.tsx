// Renders every wallet story as a portable story and runs its play function on the MSW handlers of
// its `parameters.msw`, so a story that breaks (or calls an unmocked endpoint) fails the package's
// tests and not only someone's look at Storybook.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import {
  composeStories,
  setProjectAnnotations,
  type composeStory,
  type Decorator,
} from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { AnyHandler } from 'msw';
import * as depositStories from '../pages/deposit/deposit-page.stories';
import * as transferUplineStories from '../pages/transfer-upline/transfer-upline-page.stories';
import * as withdrawStories from '../pages/withdraw/withdraw-page.stories';
import * as transactionHistoryStories from '../pages/transaction-history/transaction-history-page.stories';
import * as transferFundStories from '../pages/transfer-fund/transfer-fund-page.stories';
import * as headerBalanceStories from './header-balance/header-balance.stories';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });

const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);
const annotations = setProjectAnnotations([{ decorators: [withI18n] }]);
beforeAll(annotations.beforeAll);

type ComposedStory = ReturnType<typeof composeStory>;

// Every story file of the package: a new one is added here.
const files = [
  headerBalanceStories,
  transferFundStories,
  transactionHistoryStories,
  depositStories,
  transferUplineStories,
  withdrawStories,
].map((module) => ({
  title: String(module.default.title),
  stories: Object.entries(composeStories(module)) as [string, ComposedStory][],
}));

describe.each(files)('$title', ({ stories }) => {
  it.each(stories)('%s', async (_name, Story) => {
    const msw = Story.parameters.msw as { handlers?: AnyHandler[] } | undefined;
    server.use(...(msw?.handlers ?? []));
    await Story.load();
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
  });
});
