import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { productServer } from './product-server';

// One server on a fresh temporary database for the whole run. Workers inherit these variables
// from the runner process, so the operator helper reaches the same server.
const port = Number(process.env.E2E_PORT ?? 8187);
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lotusplay-e2e-'));
process.env.E2E_OPERATOR_TOKEN ??= 'e2e-operator-token';
// With E2E_POSTGRES_URL (scripts/e2e-postgres.sh) the server runs on a fresh PostgreSQL database
// of its own instead of PGlite; global-teardown.ts drops it.
if (process.env.E2E_POSTGRES_URL && !process.env.E2E_DATABASE_URL) {
  process.env.E2E_DATABASE_URL = execFileSync(
    process.execPath,
    [join(import.meta.dirname, 'postgres-database.mjs'), 'create', process.env.E2E_POSTGRES_URL],
    { encoding: 'utf8' },
  );
}
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  // The operator switches (maintenance, region, flags) are global state: run the specs one by one.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Account flows run several scrypt derivations at the OWASP cost (about a second each on a
  // two-core runner that also runs the server and Chromium): 30 s was measured to be too tight.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  ],
  globalTeardown: './global-teardown.ts',
  webServer: productServer({
    port,
    dataDir: process.env.E2E_DATA_DIR,
    operatorToken: process.env.E2E_OPERATOR_TOKEN,
    env: {
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // reCAPTCHA tokens are verified by the stand-in the recaptcha spec listens with (used only
      // while that spec has given the brand reCAPTCHA keys).
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port + 1}/siteverify`,
      // The fast lotteries draw every 30 s, so the lottery spec sees a bet settled.
      LOTTERY_FAST_DRAW_SECONDS: '30',
    },
  }),
});
