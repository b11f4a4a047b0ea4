// The product as the Playwright suites start it: the built platform server serving the built web
// app, on a fresh database folder, with the operator token the `ops` helper uses.
import { join, resolve } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/** The webServer entry of the product on `port`; `env` adds server settings (e.g. Firebase). */
export function productServer(options: {
  port: number;
  dataDir: string;
  operatorToken: string;
  env?: Record<string, string>;
}): WebServer {
  return {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${options.port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      OPERATOR_TOKEN: options.operatorToken,
      // The release check (scripts/release-check.mjs) points it at a copy of the app built from
      // the published packages.
      WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      // The auth specs give each test its own visitor address through x-forwarded-for: the browser
      // (on loopback) stands in for the trusted proxy. TRUST_PROXY=true is refused at start.
      TRUST_PROXY: '127.0.0.1,::1',
      ...options.env,
    },
  };
}
