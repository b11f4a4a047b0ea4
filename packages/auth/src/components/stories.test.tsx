// Renders every auth story as a portable story and runs its play function, each on the MSW
// handlers of its `parameters.msw`, so a story that breaks (or calls an unmocked endpoint) fails
// the package's tests and not only someone's look at Storybook.
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
import * as changePasswordStories from './change-password-modal/change-password-modal.stories';
import * as forgotPasswordStories from './forgot-password-modal/forgot-password-modal.stories';
import * as gateWarningStories from './gate-warning-dialog/gate-warning-dialog.stories';
import * as headerAccountStories from './header-account/header-account.stories';
import * as loginStories from './login-modal/login-modal.stories';
import * as logoutConfirmStories from './logout-confirm-dialog/logout-confirm-dialog.stories';
import * as registerStories from './register-modal/register-modal.stories';
import { storyHandlers } from '../testing/story-providers';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });

// What Storybook's preview adds around every story, minus the toolbar: the language.
const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);
const annotations = setProjectAnnotations([{ decorators: [withI18n] }]);
// Routes storybook/test's events and waits through React's act().
beforeAll(annotations.beforeAll);

type ComposedStory = ReturnType<typeof composeStory>;

// Every story file of the package: a new one is added here.
const files = [
  changePasswordStories,
  forgotPasswordStories,
  gateWarningStories,
  headerAccountStories,
  loginStories,
  logoutConfirmStories,
  registerStories,
].map((module) => ({
  title: String(module.default.title),
  stories: Object.entries(composeStories(module)) as [string, ComposedStory][],
}));

describe.each(files)('$title', ({ stories }) => {
  it.each(stories)('%s', async (_name, Story) => {
    server.use(...storyHandlers(Story.parameters));
    await Story.load();
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
  });
});
