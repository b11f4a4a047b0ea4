import { domTestConfig } from '@lotusplay/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig(
    domTestConfig('@lotusplay/web', {
      setupFiles: ['./src/testing/setup.ts'],
      // Explicit, so Playwright specs elsewhere in the repo are never collected.
      include: ['src/**/*.test.{ts,tsx}'],
    }),
  ),
);
