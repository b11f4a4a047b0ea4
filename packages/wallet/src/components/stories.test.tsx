// Every wallet story rendered as a portable story on the MSW handlers of its `parameters.msw`, with
// its play function run: a story that breaks fails the package's tests.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as depositStories from '../pages/deposit/deposit-page.stories';
import * as transferUplineStories from '../pages/transfer-upline/transfer-upline-page.stories';
import * as withdrawStories from '../pages/withdraw/withdraw-page.stories';
import * as transactionHistoryStories from '../pages/transaction-history/transaction-history-page.stories';
import * as transferFundStories from '../pages/transfer-fund/transfer-fund-page.stories';
import * as headerBalanceStories from './header-balance/header-balance.stories';

const i18n = createTestI18n({ language: 'EN' });
// What Storybook's preview adds around every story, minus the toolbar: the language.
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

// Every story file of the package: a new one is added here.
testStoryFiles(
  [
    headerBalanceStories,
    transferFundStories,
    transactionHistoryStories,
    depositStories,
    transferUplineStories,
    withdrawStories,
  ],
  {
    server: setupMswServer(),
    decorators: [withI18n],
  },
);
