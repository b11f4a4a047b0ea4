import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { productServer } from '../product-server';

// Run through scripts/firebase-emulator-e2e.sh: the Auth emulator must already be listening
// (firebase emulators:exec starts it and stops it after this run). Two servers: a bare page
// driving the adapter, and the product (platform server + built web app) on a fresh database
// whose brand uses Firebase for SMS codes.
const port = Number(process.env.FIREBASE_E2E_PORT ?? 4178);
const e2eRoot = resolve(import.meta.dirname, '..');
const appPort = Number(process.env.FIREBASE_E2E_APP_PORT ?? 8188);
// The operator helper (e2e/ops.ts) reads these, so it reaches this run's product server.
process.env.E2E_PORT = String(appPort);
process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'lotusplay-firebase-e2e-'));
process.env.E2E_OPERATOR_TOKEN ??= 'firebase-e2e-operator-token';
process.env.FIREBASE_E2E_PROJECT ??= 'demo-lotusplay';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

export default defineConfig({
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
    trace: 'retain-on-failure',
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
        baseURL: `http://127.0.0.1:${appPort}`,
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
    productServer({
      port: appPort,
      dataDir: process.env.E2E_DATA_DIR,
      operatorToken: process.env.E2E_OPERATOR_TOKEN,
      env: {
        FIREBASE_PROJECT_ID: process.env.FIREBASE_E2E_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      },
    }),
  ],
});
