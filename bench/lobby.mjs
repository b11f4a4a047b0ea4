#!/usr/bin/env node
// `pnpm bench:lobby`: the slot lobby (/rng) of the production build on a fresh embedded database
// with its ~10,000 seeded games, in Debian's Chromium with the CPU slowed 4× (a phone). It prints
// the interaction-to-next-paint of typing in the game-name search and of switching a filter
// (goal: < 100 ms), the longest task while typing, the DOM node count after loading many pages,
// and the JavaScript of the lobby route as sent over the wire (compressed bytes).
// A benchmark, not a test: it exits 0 when goals are missed and says MISSED.
// Flags: --pages <n> (40): pages of 15 loaded with "Load more" before the DOM count; --runs <n> (3).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import {
  assertBuilt,
  fileTimestamp,
  gitDescription,
  makeTempDir,
  parseIntFlags,
  repoRoot,
  resultsDir,
  runMain,
  startProductServer,
} from './lib/product.mjs';

/** The goals of issue 11. */
const GOAL = { maxInpMs: 100, maxDomNodes: 1500 };
const CPU_SLOWDOWN = 4;
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

// Playwright's browser API comes from the end-to-end tests' @playwright/test (one copy in the repo).
const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');

const options = parseIntFlags(process.argv.slice(2), { pages: 40, runs: 3 });
if (options.pages < 1 || options.runs < 1) throw new Error('--pages and --runs must be at least 1');

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Installed in the page before any script: records every event timing entry (the raw material of
 * INP: input delay + processing + presentation, to the next paint) and every long task.
 */
function observeInteractions() {
  window.__lpBench = { events: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lpBench.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lpBench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** INP of the interactions after `since`: the longest interaction (few interactions: no p98 cut). */
async function interactionFigures(page, since) {
  return page.evaluate((since) => {
    const byInteraction = new Map();
    for (const event of window.__lpBench.events) {
      if (event.start < since || !event.interactionId) continue;
      byInteraction.set(
        event.interactionId,
        Math.max(byInteraction.get(event.interactionId) ?? 0, event.duration),
      );
    }
    const tasks = window.__lpBench.longTasks.filter((task) => task.start >= since);
    return {
      interactions: byInteraction.size,
      // Interactions faster than the 16 ms threshold leave no entry: INP is then below it.
      inpMs: byInteraction.size ? Math.max(...byInteraction.values()) : 16,
      longestTaskMs: tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0,
    };
  }, since);
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.goto(`${url}/rng`, { waitUntil: 'load' });
  const grid = page.getByRole('list', { name: 'Games', exact: true });
  await grid.getByRole('listitem').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const lobbyJsBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

  // Load many pages, as a member scrolling far would.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  let pagesLoaded = 1;
  const loadedGames = () =>
    page.evaluate(() =>
      Number(
        document
          .querySelector('[role="list"][aria-label="Games"] [role="listitem"]')
          ?.getAttribute('aria-setsize') ?? 0,
      ),
    );
  while (pagesLoaded < options.pages && (await loadMore.isVisible())) {
    const before = await loadedGames();
    await loadMore.click();
    await page
      .waitForFunction(
        (before) =>
          Number(
            document
              .querySelector('[role="list"][aria-label="Games"] [role="listitem"]')
              ?.getAttribute('aria-setsize') ?? 0,
          ) > before,
        before,
        { timeout: 30_000 },
      )
      .catch(() => {});
    await loadMore.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {});
    pagesLoaded++;
  }
  const gamesLoaded = await loadedGames();
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

  // Typing in the search: one key every 120 ms, then the debounced search answers.
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.click();
  await page.waitForTimeout(300);
  let since = await page.evaluate(() => performance.now());
  await search.pressSequentially('fortune', { delay: 120 });
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const typing = await interactionFigures(page, since);

  // Switching filters: the jackpot classification, then a min bet.
  await page.waitForTimeout(300);
  since = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Jackpot' }).first().click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const filters = await interactionFigures(page, since);

  await context.close();
  return {
    lobbyJsBytes,
    pagesLoaded,
    gamesLoaded,
    domNodes,
    typingInpMs: typing.inpMs,
    typingInteractions: typing.interactions,
    typingLongestTaskMs: typing.longestTaskMs,
    filterInpMs: filters.inpMs,
  };
}

runMain(async () => {
  assertBuilt();
  const executablePath = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
  if (!existsSync(executablePath)) {
    spawnSync('bash', [join(repoRoot, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
  }
  const workDir = makeTempDir('lotusplay-bench-lobby');
  const server = await startProductServer({ workDir, label: 'pglite' });
  const git = gitDescription();
  console.log(
    `Lobby benchmark at ${git.commit.slice(0, 12)}${git.dirty ? ' (uncommitted changes)' : ''}: /rng in Chromium, CPU ${CPU_SLOWDOWN}× slower, ` +
      `phone viewport, ${options.runs} runs (medians); server ready in ${server.startMs} ms.`,
  );
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const runs = [];
  try {
    for (let run = 1; run <= options.runs; run++) {
      const result = await measureOnce(browser, server.url);
      runs.push(result);
      console.log(
        `  run ${run}: typing INP ${result.typingInpMs.toFixed(0)} ms ` +
          `(${result.typingInteractions} slow interactions, longest task ${result.typingLongestTaskMs.toFixed(0)} ms), ` +
          `filter INP ${result.filterInpMs.toFixed(0)} ms, ${result.domNodes} DOM nodes with ${result.gamesLoaded} games loaded, ` +
          `lobby JS ${(result.lobbyJsBytes / 1024).toFixed(1)} KB on the wire`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const summary = Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log('');
  console.log(
    `typing in search: INP ${summary.typingInpMs.toFixed(0)} ms (goal < ${GOAL.maxInpMs}) ${verdict(summary.typingInpMs < GOAL.maxInpMs)}; longest task ${summary.typingLongestTaskMs.toFixed(0)} ms`,
  );
  console.log(
    `switching a filter: INP ${summary.filterInpMs.toFixed(0)} ms (goal < ${GOAL.maxInpMs}) ${verdict(summary.filterInpMs < GOAL.maxInpMs)}`,
  );
  console.log(
    `DOM nodes with ${summary.gamesLoaded} games loaded: ${summary.domNodes} (goal < ${GOAL.maxDomNodes}) ${verdict(summary.domNodes < GOAL.maxDomNodes)}`,
  );
  console.log(
    `lobby route JavaScript on the wire: ${(summary.lobbyJsBytes / 1024).toFixed(1)} KB (compressed, as sent)`,
  );
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `lobby-${fileTimestamp()}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ git, goal: GOAL, cpuSlowdown: CPU_SLOWDOWN, runs, summary }, null, 2)}\n`,
  );
  console.log(`Results: ${relative(repoRoot, file)}`);
});
