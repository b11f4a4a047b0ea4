import { defineConfig } from 'vitest/config';
import { nodeTestConfig } from '@lotusplay/vitest-config';

// The parity tests: the MSW handlers of each feature and the real server (in process, on a fresh
// database) answer the same request sequences. Playwright specs are not Vitest's.
export default defineConfig(
  nodeTestConfig('@lotusplay/e2e', { include: ['parity/**/*.test.ts'], testTimeout: 120_000 }),
);
