#!/usr/bin/env node
// `pnpm release:check` (and a step of `npm test`): the packages as a consumer really gets them.
// Everything happens in one temporary folder, never in the working tree:
//   1. each package's CHANGELOG agrees with its version, its README's Install section names its
//      required peers and its stylesheet (scripts/package-docs.mjs);
//   2. the packages and the server are built (turbo; in `npm test` its turbo step built them);
//   3. a copy of the workspace's packages is versioned with changesets (pending changesets become
//      versions and changelog entries, as a release would do) and published with
//      `changeset publish` to a throw-away Verdaccio on loopback (fresh storage, no uplinks);
//   4. a copy of apps/web outside the workspace gets its dependencies from the READMEs (each
//      `@lotusplay` package it uses plus the peers its README names, installed with strict peers,
//      so a peer the README forgot fails the install) and only the registry: no workspace links,
//      no `@lotusplay/source` condition; the stylesheets the READMEs name must be imported by it;
//      it is type-checked and built, and its source maps must show every package's dist, no src;
//   5. the platform server serves that build and the @smoke Playwright specs run against it.
// Child processes, the registry and the folder are cleaned up on success, failure and Ctrl-C
// (RELEASE_CHECK_KEEP=1 keeps the folder for a look). It prints how long it took: the budget is
// three minutes with the packages already built, as in `npm test`.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { allPackageDocProblems, publishedPackages, readInstallSection } from './package-docs.mjs';

const root = resolve(import.meta.dirname, '..');
const BUDGET_SECONDS = 180;
/** The tools building the app needs, at the versions of apps/web's devDependencies. */
const BUILD_TOOLS = [
  'vite',
  '@vitejs/plugin-react',
  'vite-plugin-compression2',
  'typescript',
  '@types/react',
  '@types/react-dom',
];

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const step = (title) => console.log(`\n━━ ${title} (${seconds()}s)`);

const work = mkdtempSync(join(tmpdir(), 'lotusplay-release-'));
const paths = {
  workspace: join(work, 'workspace'),
  registry: join(work, 'registry'),
  app: join(work, 'app'),
  results: join(work, 'e2e-results'),
  tmp: join(work, 'tmp'),
  logs: join(work, 'logs'),
};
for (const folder of [paths.registry, paths.tmp, paths.logs]) {
  mkdirSync(folder, { recursive: true });
}

const pinnedPnpm = join(root, '.toolchain', 'bin', 'pnpm');
const pnpm = existsSync(pinnedPnpm) ? pinnedPnpm : 'pnpm';
const baseEnv = {
  ...process.env,
  // The pinned Node first, whatever the caller's PATH: the .bin shims run `node`.
  PATH: [dirname(process.execPath), process.env.PATH].join(':'),
  TMPDIR: paths.tmp,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
for (const name of ['E2E_POSTGRES_URL', 'E2E_DATABASE_URL', 'E2E_WEB_DIST']) delete baseEnv[name];

// ── processes ────────────────────────────────────────────────────────────────────────────────

let logCount = 0;

/** Runs a command to completion; its output goes to a log printed (the tail) only on failure. */
function run(
  title,
  command,
  args,
  { cwd = root, env = baseEnv, stream = false, timeout = 300_000 } = {},
) {
  logCount += 1;
  const log = join(paths.logs, `${String(logCount).padStart(2, '0')}-${basename(command)}.log`);
  const out = stream ? 'inherit' : openSync(log, 'w');
  return new Promise((resolvePromise, reject) => {
    // Its own process group, so that stopping it stops what it started too.
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGTERM'), timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${title}: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!stream) closeSync(out);
      if (code === 0) return resolvePromise();
      if (!stream) printTail(log);
      reject(new Error(`${title} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

function printTail(log, lines = 60) {
  const text = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  if (text) console.error(text);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** The ids of every process this one started, directly or not (Linux /proc). */
function descendants() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // exited while we looked
    }
  }
  const found = [];
  let frontier = [process.pid];
  while (frontier.length) {
    const next = [...parentOf].filter(([, ppid]) => frontier.includes(ppid)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function signalAll(pids, signal) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** Removes the run's folder, unless RELEASE_CHECK_KEEP=1 asks to keep it for a look. */
function removeWork() {
  if (process.env.RELEASE_CHECK_KEEP !== '1') rmSync(work, { recursive: true, force: true });
  else if (existsSync(work)) console.log(`(kept ${work}: remove it when done)`);
}

/** The throw-away registry: nothing in it is worth the seconds a graceful stop takes. */
let registryPid;

let cleaning;
/** Stops every process this run started (politely, then not), then removes the folder. */
function cleanUp() {
  cleaning ??= (async () => {
    if (registryPid) signalGroup(registryPid, 'SIGKILL');
    const pids = descendants();
    signalAll(pids, 'SIGTERM');
    for (let waited = 0; waited < 5000 && pids.some(alive); waited += 100) {
      await new Promise((done) => setTimeout(done, 100));
    }
    signalAll([...pids.filter(alive), ...descendants()], 'SIGKILL');
    removeWork();
  })();
  return cleaning;
}

async function finish(code) {
  await cleanUp();
  process.exit(code);
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  console.error('\n✗ release check interrupted: stopping its processes, removing its folder');
  void finish(130);
});
process.on('SIGTERM', () => {
  interrupted = true;
  void finish(143);
});
// Last resort when something calls process.exit() first: nothing may outlive the run.
process.on('exit', () => {
  signalAll(descendants(), 'SIGKILL');
  if (!cleaning) removeWork();
});

// ── helpers ──────────────────────────────────────────────────────────────────────────────────

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function waitFor(what, check, timeout, gaveUp = () => false) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (gaveUp() || Date.now() > deadline) throw new Error(`${what} did not come up`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Copies a folder without node_modules, turbo's cache and what `skip` names (relative paths). */
function copyFolder(from, to, skip = () => false) {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const path = relative(from, source);
      const name = basename(source);
      return name !== 'node_modules' && name !== '.turbo' && !skip(path, name);
    },
  });
}

/** The text of every script and stylesheet under a folder. */
function sourceTexts(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => /\.(m?[jt]sx?|css)$/.test(file))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

/** A tsconfig with its `extends` chain folded in (the copy has no tooling/ to extend). */
function flattenTsconfig(file) {
  const config = readJson(file);
  if (!config.extends) return config;
  const base = flattenTsconfig(resolve(dirname(file), config.extends));
  const { extends: _, ...own } = config;
  return {
    ...base,
    ...own,
    compilerOptions: { ...base.compilerOptions, ...own.compilerOptions },
  };
}

/** The `allowBuilds:` block of the root pnpm-workspace.yaml (install scripts pnpm may skip). */
function allowBuildsBlock() {
  const lines = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.indexOf('allowBuilds:');
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && !/^\s+\S/.test(line));
  return `${lines.slice(start, end < 0 ? lines.length : end).join('\n')}\n`;
}

/** Starts a throw-away Verdaccio on a free loopback port: fresh storage, no uplinks. */
async function startRegistry() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  writeFileSync(
    join(paths.registry, 'config.yaml'),
    [
      `storage: ${join(paths.registry, 'storage')}`,
      'uplinks: {}',
      'packages:',
      "  '@lotusplay/*':",
      '    access: $all',
      '    publish: $anonymous',
      "  '**':",
      '    access: $all',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      'max_body_size: 200mb',
      '',
    ].join('\n'),
  );
  const log = join(paths.logs, 'verdaccio.log');
  const out = openSync(log, 'w');
  const verdaccio = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'verdaccio', 'bin', 'verdaccio'),
      '--config',
      join(paths.registry, 'config.yaml'),
      '--listen',
      `127.0.0.1:${port}`,
    ],
    { env: baseEnv, detached: true, stdio: ['ignore', out, out] },
  );
  registryPid = verdaccio.pid;
  let exited = false;
  verdaccio.on('exit', () => (exited = true));
  try {
    await waitFor(
      'Verdaccio',
      async () => (await fetch(`${url}-/ping`)).ok,
      30_000,
      () => exited,
    );
  } catch (error) {
    printTail(log);
    throw error;
  }
  return url;
}

// ── the check ────────────────────────────────────────────────────────────────────────────────

async function main() {
  step('changelogs agree with versions; READMEs name the peers and stylesheets');
  const problems = allPackageDocProblems(root);
  if (problems.length) throw new Error(problems.join('\n'));
  console.log(`✓ ${publishedPackages(root).length} packages`);

  // In `npm test` the turbo step built them moments ago, and the end-to-end suite runs beside this
  // check on the server's dist: a turbo cache hit restores the outputs, rewriting files a starting
  // server may be reading. RELEASE_CHECK_BUILT=1 (scripts/test.sh) says they are built.
  if (process.env.RELEASE_CHECK_BUILT === '1') {
    step('the packages and the server: built by the turbo step of npm test');
  } else {
    step('build the packages and the server (turbo)');
    await run('turbo build', pnpm, [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=./packages/*',
      '--filter=@lotusplay/server',
      '--output-logs=errors-only',
    ]);
  }

  step('start Verdaccio; copy the workspace and version it with changesets');
  const registryReady = startRegistry();
  // Never left unhandled while the copy runs; awaited (and so reported) before publishing.
  registryReady.catch(() => {});
  mkdirSync(paths.workspace);
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml']) {
    cpSync(join(root, file), join(paths.workspace, file));
  }
  copyFolder(join(root, '.changeset'), join(paths.workspace, '.changeset'));
  // Published packages with their built dist, and the private tooling their manifests name.
  for (const group of ['packages', 'tooling']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      copyFolder(join(root, group, entry.name), join(paths.workspace, group, entry.name));
    }
  }
  await run('pnpm install (workspace copy)', pnpm, ['install', '--offline', '--frozen-lockfile'], {
    cwd: paths.workspace,
  });
  const changesetBin = join(paths.workspace, 'node_modules', '.bin', 'changeset');
  await run('changeset version', changesetBin, ['version'], { cwd: paths.workspace });
  const versionProblems = allPackageDocProblems(paths.workspace);
  if (versionProblems.length) throw new Error(versionProblems.join('\n'));
  const packages = new Map(
    publishedPackages(paths.workspace).map((pkg) => [
      pkg.manifest.name,
      {
        ...pkg,
        install: readInstallSection(readFileSync(join(pkg.dir, 'README.md'), 'utf8')),
      },
    ]),
  );
  console.log([...packages.values()].map(({ manifest: m }) => `${m.name}@${m.version}`).join(' '));

  step('changeset publish to the throw-away Verdaccio');
  const registry = await registryReady;
  console.log(`✓ Verdaccio at ${registry} (storage in the run's folder, no uplinks)`);
  for (const { manifest } of packages.values()) {
    const elsewhere = manifest.publishConfig?.registry;
    if (elsewhere) throw new Error(`${manifest.name} sets publishConfig.registry (${elsewhere})`);
  }
  // Project-local settings only (the user's ~/.npmrc is never touched): every registry call of
  // this copy goes to the throw-away Verdaccio, which accepts any token.
  const registryHost = registry.replace(/^http:/, '');
  writeFileSync(
    join(paths.workspace, '.npmrc'),
    `registry=${registry}\n@lotusplay:registry=${registry}\n${registryHost}:_authToken=release-check\n`,
  );
  const registryEnv = {
    ...baseEnv,
    npm_config_registry: registry,
    'npm_config_@lotusplay:registry': registry,
  };
  await run('changeset publish', changesetBin, ['publish', '--no-git-tag'], {
    cwd: paths.workspace,
    env: registryEnv,
  });
  for (const { manifest } of packages.values()) {
    const response = await fetch(`${registry}${manifest.name.replace('/', '%2f')}`);
    const document = response.ok ? await response.json() : {};
    const published = document.versions?.[manifest.version];
    if (!published) throw new Error(`${manifest.name}@${manifest.version} is not in the registry`);
    const ranges = { ...published.dependencies, ...published.peerDependencies };
    const unresolved = Object.entries(ranges).filter(([, range]) => range.startsWith('workspace:'));
    if (unresolved.length) {
      throw new Error(`${manifest.name} was published with workspace ranges: ${unresolved}`);
    }
  }
  console.log(`✓ ${packages.size} packages published`);

  step('install the published packages into a fresh copy of apps/web (strict peers)');
  const webDir = join(root, 'apps', 'web');
  const web = readJson(join(webDir, 'package.json'));
  // Only what building needs: no tests, their set-up or their config.
  copyFolder(
    webDir,
    paths.app,
    (path, name) =>
      [`dist`, `src${sep}testing`].includes(path) ||
      /\.test\.[cm]?[jt]sx?$/.test(name) ||
      /^vitest\.config\./.test(name) ||
      /^tsconfig.*\.json$/.test(name),
  );
  const dependencies = {};
  const peerOfSome = new Set(
    [...packages.values()].flatMap(({ manifest }) => Object.keys(manifest.peerDependencies ?? {})),
  );
  for (const name of Object.keys(web.dependencies).filter((n) => n.startsWith('@lotusplay/'))) {
    const pkg = packages.get(name);
    if (!pkg) throw new Error(`apps/web depends on ${name}, which is not a published package`);
    // The README's `pnpm add`: the package, then the peers it says to install beside it.
    for (const dependency of pkg.install.packages) {
      // Ours at the version just published; React & co. as the app pins them, else the range.
      dependencies[dependency] =
        packages.get(dependency)?.manifest.version ??
        web.dependencies[dependency] ??
        pkg.manifest.peerDependencies[dependency];
    }
  }
  // The stylesheet each README says a consumer imports is imported by the app.
  const appSources = sourceTexts(join(paths.app, 'src'));
  for (const name of Object.keys(dependencies)) {
    for (const sheet of packages.get(name)?.install.stylesheets ?? []) {
      if (!appSources.some((text) => text.includes(`'${sheet}'`) || text.includes(`"${sheet}"`))) {
        throw new Error(`apps/web never imports ${sheet}, which ${name}'s README says to import`);
      }
    }
  }
  // The app's own third-party dependencies that no package asks for as a peer.
  for (const [name, range] of Object.entries(web.dependencies)) {
    if (!name.startsWith('@lotusplay/') && !peerOfSome.has(name)) dependencies[name] = range;
  }
  const devDependencies = Object.fromEntries(
    BUILD_TOOLS.map((name) => {
      const range = web.devDependencies?.[name];
      if (!range) throw new Error(`apps/web has no devDependency ${name} to build with`);
      return [name, range];
    }),
  );
  writeJson(join(paths.app, 'package.json'), {
    name: 'lotusplay-web-from-registry',
    private: true,
    type: 'module',
    dependencies,
    devDependencies,
  });
  const tsconfig = flattenTsconfig(join(webDir, 'tsconfig.json'));
  delete tsconfig.compilerOptions.customConditions;
  tsconfig.compilerOptions.types = (tsconfig.compilerOptions.types ?? []).filter((type) =>
    Object.keys(devDependencies).some((name) => type === name || type.startsWith(`${name}/`)),
  );
  writeJson(join(paths.app, 'tsconfig.json'), tsconfig);
  writeFileSync(join(paths.app, '.npmrc'), `@lotusplay:registry=${registry}\n`);
  // A peer the READMEs forgot is an install error here, never silently added.
  writeFileSync(
    join(paths.app, 'pnpm-workspace.yaml'),
    [
      'autoInstallPeers: false',
      'strictPeerDependencies: true',
      // Published a minute ago: exempt from pnpm's minimum release age.
      'minimumReleaseAgeExclude:',
      "  - '@lotusplay/*'",
      allowBuildsBlock(),
    ].join('\n'),
  );
  await run('pnpm install (app copy)', pnpm, ['install', '--prefer-offline'], {
    cwd: paths.app,
    env: { ...baseEnv, 'npm_config_@lotusplay:registry': registry },
  });
  for (const name of Object.keys(dependencies).filter((n) => n.startsWith('@lotusplay/'))) {
    const installed = realpathSync(join(paths.app, 'node_modules', name));
    const { version } = readJson(join(installed, 'package.json'));
    if (!installed.startsWith(join(paths.app, 'node_modules', '.pnpm') + sep)) {
      throw new Error(`${name} was linked from ${installed}, not installed from the registry`);
    }
    if (version !== dependencies[name]) {
      throw new Error(`${name}@${version} installed, ${dependencies[name]} published`);
    }
  }
  console.log(Object.keys(dependencies).join(' '));

  step('type-check and build it without the source condition');
  await run('tsc', process.execPath, [join(paths.app, 'node_modules/typescript/bin/tsc')], {
    cwd: paths.app,
  });
  await run(
    'vite build',
    process.execPath,
    [join(paths.app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: paths.app, env: { ...baseEnv, LOTUSPLAY_SOURCE_CONDITION: 'off' } },
  );
  // The source maps say where each module came from: every package's dist, never its src.
  const assets = join(paths.app, 'dist', 'assets');
  const sources = new Set(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => readJson(join(assets, file)).sources),
  );
  const fromSrc = [...sources].filter((source) => /@lotusplay\/[^/]+\/src\//.test(source));
  if (fromSrc.length) throw new Error(`built from package sources:\n${fromSrc.join('\n')}`);
  const fromDist = new Set(
    [...sources].map((source) => /@lotusplay\/([^/]+)\/dist\//.exec(source)?.[1]).filter(Boolean),
  );
  console.log(`✓ bundled from the dist of ${[...fromDist].sort().join(', ')}`);

  step('serve that build with the platform server; Playwright @smoke specs in Chromium');
  await run('ensure Chromium', 'bash', [join(root, 'scripts', 'ensure-chromium.sh')], {});
  // The suite's fixtures start the server (e2e/fixtures.ts) on a copy of a database the global
  // setup seeds, both under TMPDIR; one worker: five specs do not pay for a second server.
  await run(
    'Playwright @smoke',
    process.execPath,
    [
      join(root, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--grep',
      '@smoke',
      '--project',
      'desktop',
      '--workers',
      '1',
      '--reporter',
      'list',
      '--output',
      paths.results,
    ],
    {
      cwd: join(root, 'e2e'),
      stream: true,
      env: {
        ...baseEnv,
        E2E_WEB_DIST: join(paths.app, 'dist'),
      },
    },
  );
}

main().then(
  async () => {
    await cleanUp();
    const total = Number(seconds());
    console.log(`\n✓ release check passed in ${total}s (budget ${BUDGET_SECONDS} s)`);
    if (total > BUDGET_SECONDS) console.log(`! over its ${BUDGET_SECONDS} s budget`);
    await finish(0);
  },
  async (error) => {
    // Stopping its processes on Ctrl-C makes the running step fail: that is no finding.
    if (interrupted) return;
    console.error(`\n✗ release check failed after ${seconds()}s: ${error.message}`);
    await finish(1);
  },
);
