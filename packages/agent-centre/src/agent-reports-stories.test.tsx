// Every story of the agent centre's report pages runs its play function here, as in Storybook.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as accountDetails from './pages/account-details/account-details-page.stories';
import * as teamBetting from './pages/team-betting/team-betting-page.stories';
import * as userLoss from './pages/user-loss/user-loss-page.stories';

const i18n = createTestI18n({ language: 'EN' });
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles([teamBetting, userLoss, accountDetails], {
  server: setupMswServer(),
  decorators: [withI18n],
});
