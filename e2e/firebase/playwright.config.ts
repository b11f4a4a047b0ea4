import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

// Run through scripts/firebase-emulator-e2e.sh: the Auth emulator must already be listening
// (firebase emulators:exec starts it and stops it after this run).
const port = Number(process.env.FIREBASE_E2E_PORT ?? 4178);
const e2eRoot = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: join(e2eRoot, 'test-results/firebase'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'firebase-chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `vite build --config firebase/vite.config.ts && vite preview --config firebase/vite.config.ts --port ${port}`,
    cwd: e2eRoot,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
