#!/usr/bin/env node
// Bundle budget of the web app (issue 2, Performance): the gzip size of the JavaScript the home
// route loads before it is interactive — the entry, everything it imports statically, and the
// home route's lazy page-group chunk with its static imports — and of every chunk.
// Run after `vite build` (the root `pnpm bench:bundle` does both). Exits 1 over budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/** The budget of the issue: 150 KB (KiB) gzip for the home route's initial JavaScript. */
const BUDGET_BYTES = 150 * 1024;
/** Source of the home route's lazy chunk (the "index" page group of SPEC.md §2). */
const HOME_GROUP_SOURCE = 'src/pages/groups/index-group.tsx';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST: a build elsewhere (`vite build --outDir …`), as the server takes it.
const distDir = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(appDir, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`pnpm --filter @lotusplay/web exec vite build\` first.`);
  process.exit(2);
}

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], src?: string }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
/** Gzip size (level 9, as a server precompresses static files) of one built file. */
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(join(distDir, file));
    gzipCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  return gzipCache.get(file);
}

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
if (!manifest[HOME_GROUP_SOURCE])
  throw new Error(`The manifest has no chunk for ${HOME_GROUP_SOURCE}.`);

const initialKeys = staticClosure(HOME_GROUP_SOURCE, staticClosure(entryKey));
const jsFiles = (keys) => [
  ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const row = (file) => {
  const { raw, gzip } = gzipSize(file);
  return `${kb(gzip)} gzip ${kb(raw)} raw  ${file}`;
};
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file).gzip, 0);

const initial = jsFiles(initialKeys).sort((a, b) => gzipSize(b).gzip - gzipSize(a).gzip);
const all = jsFiles(Object.keys(manifest)).sort((a, b) => gzipSize(b).gzip - gzipSize(a).gzip);
const initialTotal = total(initial);

console.log(
  'Home route, JavaScript loaded before it is interactive (entry + static imports + home chunk):',
);
for (const file of initial) console.log(`  ${row(file)}`);
console.log(`  ${kb(initialTotal)} gzip total (budget ${kb(BUDGET_BYTES).trim()})\n`);

console.log('All JavaScript chunks:');
for (const file of all) console.log(`  ${row(file)}`);
console.log(`  ${kb(total(all))} gzip total, ${all.length} chunks`);

const css = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
for (const file of new Set(css)) {
  if (statSync(join(distDir, file)).isFile()) console.log(`\nCSS: ${row(file)}`);
}

if (initialTotal > BUDGET_BYTES) {
  console.error(
    `\nOver budget: the home route's initial JavaScript is ${kb(initialTotal).trim()} gzip, the budget is ${kb(BUDGET_BYTES).trim()}.`,
  );
  process.exit(1);
}
console.log(`\nWithin budget: ${kb(initialTotal).trim()} of ${kb(BUDGET_BYTES).trim()} gzip.`);
