// Every auth story rendered as a portable story on the MSW handlers of its `parameters.msw`, with
// its play function run: a story that breaks fails the package's tests.
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { testStoryFiles } from '@lotusplay/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import * as changePasswordStories from './change-password-modal/change-password-modal.stories';
import * as forgotPasswordStories from './forgot-password-modal/forgot-password-modal.stories';
import * as gateWarningStories from './gate-warning-dialog/gate-warning-dialog.stories';
import * as headerAccountStories from './header-account/header-account.stories';
import * as ipVerificationStories from './ip-verification-modal/ip-verification-modal.stories';
import * as loginStories from './login-modal/login-modal.stories';
import * as logoutConfirmStories from './logout-confirm-dialog/logout-confirm-dialog.stories';
import * as registerStories from './register-modal/register-modal.stories';

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
    changePasswordStories,
    forgotPasswordStories,
    gateWarningStories,
    headerAccountStories,
    ipVerificationStories,
    loginStories,
    logoutConfirmStories,
    registerStories,
  ],
  {
    server: setupMswServer(),
    decorators: [withI18n],
  },
);
