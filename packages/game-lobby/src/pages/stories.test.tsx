// The navigation's, category pages' and game page's stories rendered as portable stories on the
// MSW handlers of their `parameters.msw`, with their play functions run.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as navigationStories from '../navigation/header-navigation.stories';
import * as categoryStories from './category-page.stories';
import * as gameStories from './game-page.stories';

const i18n = createTestI18n({ language: 'EN' });
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles([navigationStories, categoryStories, gameStories], {
  server: setupMswServer(),
  decorators: [withI18n],
});
