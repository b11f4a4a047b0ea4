import type { StorybookConfig } from '@storybook/react-vite';

// Packages are consumed through their `@lotusplay/source` export condition, so stories run on the
// packages' sources and Storybook needs no package build first.
const sourceCondition = '@lotusplay/source';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Every package's stories, each beside its component (STYLE.md).
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, mergeConfig } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const { msw } = await import('msw/vite');
    return mergeConfig(viteConfig, {
      // msw's plugin serves mockServiceWorker.js in dev and emits it beside iframe.html in the
      // build, always the copy of the installed msw (nothing to regenerate or commit).
      plugins: [react(), msw({ mode: 'worker-only' })],
      resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
      // Storybook is a dev tool: large story chunks are expected.
      build: { chunkSizeWarningLimit: 2048 },
    });
  },
};

export default config;
