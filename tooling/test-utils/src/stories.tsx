// Runs a package's Storybook stories as tests (`@lotusplay/test-utils/stories`): each story
// rendered as a portable story on the MSW handlers of its `parameters.msw`, then its play function,
// so a story that breaks (or calls an unmocked endpoint) fails the package's tests and not only
// someone's look at Storybook. Kept apart from the main entry, which needs no Storybook.
import {
  composeStories,
  setProjectAnnotations,
  type composeStory,
  type Decorator,
} from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { AnyHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { beforeAll, describe, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** Options of {@link testStoryFiles}. */
export interface StoryTestOptions {
  /** The file's MSW server (`setupMswServer()`); each story's handlers are added to it. */
  server: SetupServer;
  /** What Storybook's preview adds around every story, minus the toolbar (the language, …). */
  decorators?: Decorator[];
}

/** `parameters.msw.handlers`: a list, or a function making fresh ones (stateful handlers). */
function handlersOf(parameters: ComposedStory['parameters']): AnyHandler[] {
  const msw = parameters.msw as { handlers?: AnyHandler[] | (() => AnyHandler[]) } | undefined;
  const handlers = msw?.handlers ?? [];
  return typeof handlers === 'function' ? handlers() : handlers;
}

/** Call at the top of a test file with every story file of the package: one test per story. */
export function testStoryFiles(
  modules: StoryModule[],
  { server, decorators = [] }: StoryTestOptions,
) {
  const annotations = setProjectAnnotations([{ decorators }]);
  // Routes storybook/test's events and waits through React's act().
  beforeAll(annotations.beforeAll);
  const files = modules.map((module) => ({
    title: String(module.default.title),
    stories: Object.entries(composeStories(module)) as [string, ComposedStory][],
  }));
  describe.each(files)('$title', ({ stories }) => {
    it.each(stories)('%s', async (_name, Story) => {
      server.use(...handlersOf(Story.parameters));
      await Story.load();
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
    });
  });
}
