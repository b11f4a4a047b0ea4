#!/usr/bin/env node
// `tsc-native`: the type-check of every workspace (`pnpm typecheck`), by TypeScript 7, the native
// port of the compiler: the same checker at a fraction of the CPU (measured on the two-core CI
// machine: 15 workspaces in 30 s one after another, against 272 s of TypeScript 6 under turbo).
// TypeScript 6 stays the workspaces' `typescript`: rollup-plugin-dts (tooling/tsup) and typescript-eslint
// need its compiler API, which TypeScript 7 does not have (TOOLCHAIN.md).
//
// TypeScript 7's package exports no path to its launcher, so it is found from the package's root.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// One checker thread unless told otherwise: the default four each work out the program's shared
// types again, and turbo already runs tasks side by side (measured on the two-core machine,
// 2026-11-29: e2e's check took 13.4 core-s in 7.0 s with four checkers, 7.0 core-s in 5.5 s with
// one; the server's and agent-centre's alike).
if (
  !process.argv.some(
    (argument) =>
      argument === '--checkers' ||
      argument.startsWith('--checkers=') ||
      argument === '--singleThreaded',
  )
) {
  process.argv.push('--checkers', '1');
}

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('typescript-native/package.json'));
await import(pathToFileURL(join(root, 'lib', 'tsc.js')).href);
