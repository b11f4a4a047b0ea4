#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (mobile preset, performance only) on the production server's
// pages, on a fresh embedded database, in Debian's Chromium; N runs a route (--runs, 3) and their
// medians. A benchmark, not a test: it exits 0 when goals are missed and says MISSED. Run through
// the root script, which builds the server and the web app first. CHROME_PATH picks the browser.
// Each route's row carries the machine's 1-minute load average before and after its runs: on a
// shared machine only figures taken at a like load compare.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  assertBuilt,
  fileTimestamp,
  gitDescription,
  makeTempDir,
  onCleanup,
  parseIntFlags,
  repoRoot,
  resultsDir,
  runMain,
  startProductServer,
  trackChild,
} from './lib/product.mjs';
import { lighthouseRoutes } from './lighthouse-routes.mjs';

/** The goal of every page (issue 7). */
const GOAL = { minScore: 90, maxLcpMs: 2500, maxCls: 0.05 };

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** TOOLCHAIN.md's launch flags for Chromium here, headless, with no host but 127.0.0.1 resolving. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const options = parseIntFlags(process.argv.slice(2), { runs: 3 });
if (options.runs < 1) throw new Error('--runs must be at least 1');

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: lhr.categories.performance.score === null ? NaN : lhr.categories.performance.score * 100,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    requests: requests.length,
    jsBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

const METRICS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'totalBytes', 'requests', 'jsBytes'];

/** The run saved as "the median run": the median score, ties broken by the LCP nearest its median. */
function medianRun(runs, medians) {
  const byScore = runs
    .slice()
    .sort(
      (a, b) =>
        Math.abs(a.figures.score - medians.score) - Math.abs(b.figures.score - medians.score) ||
        Math.abs(a.figures.lcpMs - medians.lcpMs) - Math.abs(b.figures.lcpMs - medians.lcpMs),
    );
  return byScore[0];
}

function misses(m) {
  const out = [];
  if (!(m.score >= GOAL.minScore)) out.push(`score ${m.score.toFixed(0)} < ${GOAL.minScore}`);
  if (!(m.lcpMs < GOAL.maxLcpMs))
    out.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s ≥ ${GOAL.maxLcpMs / 1000} s`);
  if (!(m.cls < GOAL.maxCls)) out.push(`CLS ${m.cls.toFixed(3)} ≥ ${GOAL.maxCls}`);
  return out;
}

const COLUMNS = [
  ['route', 26, 'left'],
  ['score', 5],
  ['FCP s', 6],
  ['LCP s', 6],
  ['TBT ms', 7],
  ['CLS', 6],
  ['total KB', 9],
  ['requests', 8],
  ['JS KB', 7],
  ['runs (scores)', 14, 'left'],
  ['load', 9, 'left'],
  ['goal', 6, 'left'],
];

function row(cells) {
  return cells
    .map((cell, i) => {
      const [, width, align] = COLUMNS[i];
      return align === 'left' ? String(cell).padEnd(width) : String(cell).padStart(width);
    })
    .join('  ')
    .trimEnd();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** The 1-minute load average now. */
const load1 = () => loadavg()[0];

runMain(async () => {
  assertBuilt();
  const git = gitDescription();
  const startedAt = new Date();
  const stamp = fileTimestamp(startedAt);
  const workDir = makeTempDir('lotusplay-bench-lighthouse');
  const chromePath = process.env.CHROME_PATH || DEBIAN_CHROMIUM;
  if (!existsSync(chromePath)) {
    if (chromePath !== DEBIAN_CHROMIUM) throw new Error(`CHROME_PATH ${chromePath} does not exist`);
    // The project's way to get Debian's Chromium (apt-get, once); never a downloaded browser.
    const installed = spawnSync('bash', [join(repoRoot, 'scripts', 'ensure-chromium.sh')], {
      stdio: 'inherit',
    });
    if (installed.status !== 0 || !existsSync(chromePath)) {
      throw new Error(
        `No Chromium at ${chromePath} (scripts/ensure-chromium.sh failed); set CHROME_PATH`,
      );
    }
  }
  console.log(
    `Lighthouse benchmark at ${git.commit.slice(0, 12)}${git.dirty ? ' (+ uncommitted changes)' : ''}: ` +
      `mobile preset (simulated throttling), performance only, ${options.runs} run(s) a route, medians; ` +
      `goal: score ≥ ${GOAL.minScore}, LCP < ${GOAL.maxLcpMs / 1000} s, CLS < ${GOAL.maxCls}.`,
  );
  console.log(
    `Load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')} on ${cpus().length} cores.`,
  );

  const server = await startProductServer({ workDir, label: 'pglite' });
  console.log(`server ${server.url} ready in ${server.startMs} ms; log: ${server.logFile}`);

  const userDataDir = makeTempDir('lotusplay-bench-chromium');
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  trackChild(chrome.process);
  onCleanup(() => chrome.kill());
  console.log(`${chromePath} (pid ${chrome.pid}) on DevTools port ${chrome.port}\n`);

  const routes = [];
  // LIGHTHOUSE_ROUTES=promotions,home measures only those routes (by name).
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
  for (const route of lighthouseRoutes) {
    if (only?.length && !only.includes(route.name)) continue;
    const url = `${server.url}${route.path}`;
    const runs = [];
    const loadBefore = load1();
    for (let i = 1; i <= options.runs; i++) {
      server.assertAlive();
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      server.assertAlive();
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const error = lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : null;
      const warnings = (lhr.runWarnings ?? []).filter((w) => w !== lhr.runtimeError?.message);
      for (const warning of warnings) console.log(`  ${route.name} run ${i}: warning: ${warning}`);
      runs.push({ lhr, error, figures: error ? null : figures(lhr) });
      console.log(
        `  ${route.name} run ${i}/${options.runs}: ${error ? `FAILED ${error}` : `score ${runs.at(-1).figures.score.toFixed(0)}`}`,
      );
    }
    const loadAfter = load1();
    const good = runs.filter((run) => !run.error);
    const medians = good.length
      ? Object.fromEntries(
          METRICS.map((metric) => [metric, median(good.map((run) => run.figures[metric]))]),
        )
      : null;
    // The saved report: the median run, or the last failed one when no run succeeded.
    const chosen = medians ? medianRun(good, medians) : runs.at(-1);
    const lhrFile = join(resultsDir, `lighthouse-${stamp}-${route.name}.lhr.json`);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(lhrFile, JSON.stringify(chosen.lhr));
    const failures = runs.filter((run) => run.error).map((run) => run.error);
    const missed = !route.goal
      ? []
      : medians
        ? misses(medians)
        : [`no successful Lighthouse run (${[...new Set(failures)].join('; ')})`];
    routes.push({
      name: route.name,
      path: route.path,
      url,
      bound: route.goal,
      medians,
      runs: runs.map((run) => run.figures ?? { error: run.error }),
      failedRuns: failures.length,
      load: { before: loadBefore, after: loadAfter },
      benchmarkIndex: chosen.lhr.environment?.benchmarkIndex ?? null,
      medianRunLhr: relative(repoRoot, lhrFile),
      goal: route.goal ? (missed.length ? 'MISSED' : 'met') : '—',
      missed,
    });
  }

  console.log('');
  const head = row(COLUMNS.map(([title]) => title));
  console.log(`${head}\n${'─'.repeat(head.length)}`);
  for (const route of routes) {
    const m = route.medians;
    const scores = route.runs.map((run) => (run.error ? '×' : run.score.toFixed(0))).join(' ');
    const load = `${route.load.before.toFixed(1)}→${route.load.after.toFixed(1)}`;
    if (!m) {
      console.log(row([route.path, ...Array(8).fill('—'), scores, load, route.goal]));
      continue;
    }
    console.log(
      row([
        route.path,
        m.score.toFixed(0),
        (m.fcpMs / 1000).toFixed(2),
        (m.lcpMs / 1000).toFixed(2),
        m.tbtMs.toFixed(0),
        m.cls.toFixed(3),
        kb(m.totalBytes),
        m.requests,
        kb(m.jsBytes),
        scores,
        load,
        route.goal,
      ]),
    );
  }
  console.log(
    '\nMedians of the successful runs (each metric on its own; × = a failed run); bytes are ' +
      'transferred bytes; JS = resourceType Script; load = the 1-minute load average before → ' +
      'after the route.',
  );
  const missedLines = routes
    .filter((route) => route.goal === 'MISSED')
    .map((route) => `MISSED  ${route.path}: ${route.missed.join('; ')}`);
  for (const line of missedLines) console.log(line);
  const bound = routes.filter((route) => route.bound);
  console.log(
    `${bound.length - missedLines.length} of ${bound.length} routes met the goal` +
      `${missedLines.length ? ` — ${missedLines.length} MISSED` : ''}.`,
  );
  const benchmarkIndex = median(routes.map((route) => route.benchmarkIndex ?? NaN));
  if (Number.isFinite(benchmarkIndex)) {
    console.log(`Lighthouse's CPU benchmark index here: ${benchmarkIndex.toFixed(0)}.`);
  }

  const summaryFile = join(resultsDir, `lighthouse-${stamp}.json`);
  writeFileSync(
    summaryFile,
    `${JSON.stringify(
      {
        kind: 'lighthouse',
        startedAt: startedAt.toISOString(),
        git,
        node: process.version,
        chromePath,
        chromeFlags: CHROME_FLAGS,
        options,
        goal: GOAL,
        routes,
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `Results: ${relative(repoRoot, summaryFile)} (+ the median run's report of each route)`,
  );
  await server.stop();
});
