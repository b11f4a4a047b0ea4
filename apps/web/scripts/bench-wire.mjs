#!/usr/bin/env node
// Bytes on the wire (issue 7): starts the production platform server on a fresh embedded
// database, asks for the home page as a browser does (Accept-Encoding: br, gzip), then for every
// script the page loads before it is interactive (its module script and modulepreload links: the
// entry, its static imports and the home route's chunks), and adds up the bytes the server
// actually sends. Fails when the brotli total is over budget or any script goes out uncompressed.
// Run after building the web app and the server (the root `pnpm bench:bundle` does both).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The budget of the issue: the home route's initial JS as served with brotli, 150 KB (KiB). */
const BUDGET_BYTES = 150 * 1024;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
// WEB_DIST: a build elsewhere (`vite build --outDir …`), handed to the server as it is.
const webDist = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : join(root, 'apps', 'web', 'dist');
const webIndex = join(webDist, 'index.html');
for (const file of [serverMain, webIndex]) {
  if (!existsSync(file)) {
    console.error(`No ${file}: build the web app and the server first (pnpm build).`);
    process.exit(2);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** GET `path` with `headers`: status, headers and the raw (still encoded) body bytes. */
function get(port, path, headers) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'lotusplay-wire-'));
const port = await freePort();
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      60_000,
    );
    server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    server.stdout.on('data', () => {
      if (output.includes('LotusPlay is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });

  const browser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
  const page = await get(port, '/', browser);
  const html = (await import('node:zlib')).brotliDecompressSync(page.body).toString();
  if (page.headers['content-encoding'] !== 'br')
    throw new Error('index.html was not sent with brotli');
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('the home page loads no script');

  const rows = [];
  for (const src of new Set(scripts)) {
    const br = await get(port, src, { 'accept-encoding': 'br' });
    const gzip = await get(port, src, { 'accept-encoding': 'gzip' });
    const raw = await get(port, src, {});
    for (const [response, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
    ]) {
      if (response.status !== 200 || response.headers['content-encoding'] !== encoding)
        throw new Error(`${src} was not sent with ${encoding} (status ${response.status})`);
      if (Number(response.headers['content-length']) !== response.body.length)
        throw new Error(`${src}: content-length does not match the ${encoding} bytes sent`);
    }
    rows.push({ src, br: br.body.length, gzip: gzip.body.length, raw: raw.body.length });
  }
  rows.sort((a, b) => b.br - a.br);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  console.log(
    `Home route, scripts the page loads before it is interactive, as the server sends them:`,
  );
  for (const row of rows)
    console.log(`  ${kb(row.br)} br ${kb(row.gzip)} gzip ${kb(row.raw)} raw  ${row.src}`);
  console.log(
    `  ${kb(sum('br'))} br ${kb(sum('gzip'))} gzip ${kb(sum('raw'))} raw  ${rows.length} scripts`,
  );
  console.log(`  index.html: ${kb(page.body.length).trim()} br (with the boot data)`);
  if (sum('br') > BUDGET_BYTES) {
    console.error(
      `\nOver budget: ${kb(sum('br')).trim()} brotli, the budget is ${kb(BUDGET_BYTES).trim()}.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `\nWithin budget: ${kb(sum('br')).trim()} of ${kb(BUDGET_BYTES).trim()} brotli on the wire.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
