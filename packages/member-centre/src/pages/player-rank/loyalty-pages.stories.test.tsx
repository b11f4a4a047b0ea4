// Every story of the loyalty pages (personal loss, bonus details, club rank, missions) runs its
// play function here, as in Storybook.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as bonusDetails from '../bonus-details/bonus-details-page.stories';
import * as missions from '../mission-leaderboard/mission-leaderboard-page.stories';
import * as personalProfit from '../personal-profit/personal-profit-page.stories';
import * as playerRank from './player-rank-page.stories';

const i18n = createTestI18n({ language: 'EN' });
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles([personalProfit, bonusDetails, playerRank, missions], {
  server: setupMswServer(),
  decorators: [withI18n],
});
