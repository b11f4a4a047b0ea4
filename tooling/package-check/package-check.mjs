#!/usr/bin/env node
// A package's published shape, checked as a consumer will receive it: the package in the current
// directory is packed once by pnpm (workspace: ranges rewritten, `files` applied, as `pnpm publish`
// would), and that one tarball goes to publint in strict mode (warnings fail) and to Are the Types
// Wrong? with the esm-only profile (node10 and node16-from-CJS resolutions are not offered: the
// packages are ESM only). Every CSS entry point is left out of the types check (a stylesheet has
// no types). Was `publint --strict && attw --pack --profile esm-only`: two CLIs and two packs
// (pnpm's and npm's) per package; one process and one pack cost about half (tooling README).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { pack } from '@publint/pack';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/** The esm-only profile of the attw CLI: resolutions nobody uses for an ESM-only package. */
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

const dir = process.cwd();
const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
const destination = await mkdtemp(join(tmpdir(), 'package-check-'));
let failed = false;
try {
  const tarballPath = await pack(dir, { packageManager: 'pnpm', destination, ignoreScripts: true });
  const tarball = await readFile(tarballPath);

  // No pkgDir: publint finds the package root inside the tarball.
  const { messages } = await publint({
    strict: true,
    pack: {
      tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
    },
  });
  for (const message of messages) {
    const text = formatMessage(message, manifest) ?? message.code;
    console.log(`publint ${message.type}: ${text}`);
    if (message.type === 'error') failed = true;
  }

  const cssEntrypoints = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(tarball)), {
    excludeEntrypoints: cssEntrypoints,
  });
  if (!analysis.types) {
    console.log('attw: the package has no types');
    failed = true;
  } else {
    for (const problem of analysis.problems) {
      if ('resolutionKind' in problem && IGNORED_RESOLUTIONS.includes(problem.resolutionKind))
        continue;
      const where = [
        'entrypoint' in problem ? problem.entrypoint : undefined,
        'resolutionKind' in problem ? problem.resolutionKind : undefined,
        'fileName' in problem ? problem.fileName : undefined,
        'typesFileName' in problem ? problem.typesFileName : undefined,
      ].filter(Boolean);
      console.log(`attw ${problem.kind}: ${where.join(' · ')}`);
      failed = true;
    }
  }
  const entrypoints = Object.keys(analysis.entrypoints ?? {}).length;
  console.log(
    `${manifest.name}: ${failed ? 'FAILED' : 'ok'} (publint strict, ${messages.length} message(s); attw esm-only, ${entrypoints} entry point(s))`,
  );
} finally {
  await rm(destination, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
