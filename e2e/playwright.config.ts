import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import type { E2eDatabase } from './fixtures';

// Every worker runs the product on a server and a database of its own (fixtures.ts), copies of
// the run's template seeded once by global-setup.ts. With E2E_POSTGRES_URL (scripts/e2e.sh sets
// it when a PostgreSQL answers; under CI one must) the account flows run once more with the
// servers on PostgreSQL, in the `postgres` project.
const postgres = Boolean(process.env.E2E_POSTGRES_URL);

// Chromium's rendering is most of the suite's work, and a worker waits on its server now and
// then: one worker more than there are cores (measured on two cores, reduced motion and no
// traces: two workers 283 s, three 240 s; with motion and traces four workers overloaded them).
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism() + 1);

export default defineConfig<{ database: E2eDatabase }>({
  testDir: './specs',
  // The specs of one file run in order in one worker; files spread over the workers.
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A test drives several pages on a two-core runner that also runs the servers and the other
  // workers' Chromium: 30 s was measured to be too tight (when the servers still hashed passwords
  // at the OWASP cost; they hash at a test cost now: apps/server/src/testing/e2e-server.ts).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A failed test's page snapshot goes into the output too (failure-context-reporter.ts).
  reporter: [
    ['list'],
    ['./failure-context-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  globalSetup: './global-setup.ts',
  use: {
    // The product honours reduced motion: the carousel and the announcement bar keep still. An
    // animation left running costs Chromium 10-20 % of a core for every open page, for the whole
    // test (measured: the suite took 585 s with motion and traces, 283 s without, on two
    // workers); the specs about motion ask for it themselves (emulateMedia).
    reducedMotion: 'reduce',
    // A trace records every action of every test, kept or not: about a quarter of Chromium's work
    // here. E2E_TRACE=1 records one (kept for a failed test); a failure always leaves its
    // screenshot and page snapshot (error-context.md) in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /\.phone\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /\.phone\.spec\.ts$/,
    },
    ...(postgres
      ? [
          {
            // The account flows again, with the platform server on a real PostgreSQL.
            name: 'postgres',
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              database: 'postgres' as const,
            },
            testMatch: /\/(auth|session)-[^/]*\.spec\.ts$/,
            // The login form in each language asks the database nothing the login flows do not.
            testIgnore: [/\.phone\.spec\.ts$/, /\/auth-languages\.spec\.ts$/],
          },
        ]
      : []),
  ],
});
