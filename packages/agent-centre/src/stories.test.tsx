// Every story of the agent centre runs its play function here, as in Storybook.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as panel from './components/agent-centre-panel/agent-centre-panel.stories';
import * as tree from './components/downline-tree/downline-tree.stories';
import * as transfer from './components/downline-transfer/downline-transfer-form.stories';
import * as records from './components/income-records/income-records.stories';
import * as tiers from './components/tier-editor/tier-editor.stories';
import * as income from './pages/agent-revenue-report/agent-revenue-report-page.stories';
import * as overview from './pages/agent-team-overview/agent-team-overview-page.stories';
import * as contracts from './pages/contract/contract-page.stories';
import * as downlines from './pages/downline-management/downline-management-page.stories';
import * as register from './pages/register-center/register-center-page.stories';

const i18n = createTestI18n({ language: 'EN' });
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

testStoryFiles(
  [panel, tiers, records, tree, transfer, overview, register, downlines, income, contracts],
  {
    server: setupMswServer(),
    decorators: [withI18n],
  },
);
