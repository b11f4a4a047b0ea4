import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium as every Playwright config here launches it: never a downloaded browser, no
 * sandbox (root), and no network beyond 127.0.0.1 (any other host fails at once instead of
 * waiting on a closed network). Its headless shell (scripts/ensure-chromium.sh installs it): the
 * same engine as the full browser without its UI layer, about a fifth less CPU for the suite.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    // No optimising compilers (Maglev, TurboFan), only the baseline one: a test's page lives for
    // seconds, too short to gain from code they compile on background threads. The JIT tiers do
    // not change what a script does. Measured on two cores (2026-11-29, nine desktop specs, 42
    // tests, twice each): 124-125 busy core-seconds with them, 120 without.
    '--js-flags=--max-opt=1',
  ],
};
