import { defineConfig } from 'vitest/config';
import { nodeTestConfig } from '@lotusplay/vitest-config';
import { postgresTestFiles } from './src/testing/test-databases';

const base = nodeTestConfig('@lotusplay/server', { testTimeout: 60_000 });

// With TEST_DATABASE_URL (the PostgreSQL leg, scripts/server-pg-tests.sh) only the files whose
// first line says "Databases: PGlite and PostgreSQL" run: the product's rules run once, on PGlite.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    ...(postgres ? { include: postgresTestFiles(import.meta.dirname) } : {}),
    // Tests run in a new random order each time, so that none can lean on what an earlier one
    // left behind (Vitest prints the seed; `--sequence.seed=<seed>` replays an order). Files keep
    // the duration-based order: each has its own database.
    sequence: { shuffle: { files: false, tests: true } },
    // Two files at a time: many wait on a database, a timer or a child process, and one worker
    // left the second core idle. The files share their worker's modules (no isolation): the server
    // keeps no state in a module (every app, cache and database is made by the test), and reading
    // the server's ~300 modules again for each of 60 files cost a third of the run. So no vi.mock
    // here (lint refuses it).
    maxWorkers: 2,
    isolate: false,
    // A file's beforeAll starts one or two servers on databases of their own (each a copy of the
    // run's template) or a server process: 60 s was measured too tight on two busy cores.
    hookTimeout: 180_000,
    // The run's template database, migrated and seeded once; every test database is a copy.
    globalSetup: ['./src/testing/global-setup.ts'],
  },
});
