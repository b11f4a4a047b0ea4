// Every story of the referral page runs its play function here, as in Storybook.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as referral from './referral-page.stories';

const i18n = createTestI18n({ language: 'EN' });
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles([referral], { server: setupMswServer(), decorators: [withI18n] });
