import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

// Run through scripts/firebase-emulator-e2e.sh: the Auth emulator must already be listening
// (firebase emulators:exec starts it and stops it after this run). Two servers: a bare page
// driving the adapter, and the product (platform server + built web app, started by the suite's
// fixtures on a fresh database: e2e/fixtures.ts) whose brand uses Firebase for SMS codes.
const port = Number(process.env.FIREBASE_E2E_PORT ?? 4178);
const e2eRoot = resolve(import.meta.dirname, '..');
const project = (process.env.FIREBASE_E2E_PROJECT ??= 'demo-lotusplay');
const emulatorHost = (process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099');

export default defineConfig<{ serverEnv: Record<string, string> }>({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: join(e2eRoot, 'test-results/firebase'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    reducedMotion: 'reduce',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'firebase-adapter',
      testMatch: /phone-auth\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${port}`,
      },
    },
    {
      name: 'firebase-product',
      testMatch: /product-.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        serverEnv: {
          FIREBASE_PROJECT_ID: project,
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        },
      },
    },
  ],
  webServer: [
    {
      command: `vite build --config firebase/vite.config.ts && vite preview --config firebase/vite.config.ts --port ${port}`,
      cwd: e2eRoot,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
