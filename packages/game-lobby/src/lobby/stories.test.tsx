// The lobby's, the game card's and the betting record's stories rendered as portable stories on the MSW handlers of
// their `parameters.msw`, with their play functions run: a story that breaks fails the tests.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as bettingRecordStories from '../betting-record/betting-record-page.stories';
import * as gameCardStories from './game-card.stories';
import * as lobbyStories from './lobby-page.stories';

const i18n = createTestI18n({ language: 'EN' });
// What Storybook's preview adds around every story, minus the toolbar: the language.
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles([lobbyStories, gameCardStories, bettingRecordStories], {
  server: setupMswServer(),
  decorators: [withI18n],
});
