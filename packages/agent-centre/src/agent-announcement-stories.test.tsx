// Every story of the agent centre's announcements page runs its play function here, as in
// Storybook.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as announcements from './pages/agent-announcement/agent-announcement-page.stories';

const i18n = createTestI18n({ language: 'EN' });
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles([announcements], {
  server: setupMswServer(),
  decorators: [withI18n],
});
