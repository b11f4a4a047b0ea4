import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { nodeTestConfig } from '@lotusplay/vitest-config';

// The parity tests: the MSW handlers of each feature and the real server (in process, on a
// database of its own) answer the same request sequences. Playwright specs are not Vitest's.
const base = nodeTestConfig('@lotusplay/e2e', {
  include: ['parity/**/*.test.ts'],
  testTimeout: 120_000,
});

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // The server's template database, migrated and seeded once for the run: each parity server's
    // database is a copy of it (apps/server/src/testing/database-template.ts).
    globalSetup: [resolve(import.meta.dirname, '../apps/server/src/testing/global-setup.ts')],
    // The files share their worker's modules, as the server's own tests do (apps/server's
    // vitest.config.ts): each file starts servers of its own and the server keeps no state in a
    // module, so reading its ~300 modules again for every file was wasted (import was 22 % of
    // the run). The handlers keep none either: each test makes its own.
    isolate: false,
  },
});
