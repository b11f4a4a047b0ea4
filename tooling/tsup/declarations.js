// A package's declarations, one bundled `.d.ts` per entry as tsup's own `dts` writes them, made by
// TypeScript 7 (tsc-native) and bundled by rollup-plugin-dts. tsup's `dts` type-checks and emits
// with TypeScript 6's compiler in one thread: it was most of each package's build (api-client:
// 7.5 s of 8.3). The types are checked by each package's `typecheck` task already, so the emit
// here skips the check (`--noCheck`) and bundles what it wrote.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/**
 * Writes `dist/<name>.d.ts` for each entry of a tsup config (an object of names and source files,
 * or a list of source files named by their file name), in the package at `cwd`.
 * @param {Record<string, string> | string[]} entry
 * @param {string} [cwd]
 */
export async function buildDeclarations(entry, cwd = process.cwd()) {
  const entries = Array.isArray(entry)
    ? Object.fromEntries(entry.map((file) => [file.replace(/^.*\/|\.tsx?$/g, ''), file]))
    : entry;
  // The emit's config lives inside the package, so that its type libraries resolve from the
  // package's node_modules; what it writes goes outside any node_modules, which the bundler would
  // take for a dependency's types and leave as imports.
  const cache = resolve(cwd, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const config = join(mkdtempSync(join(cache, 'dts-')), 'tsconfig.json');
  const out = mkdtempSync(join(tmpdir(), 'lotusplay-dts-'));
  try {
    // Only the entries and what they import: a config for the emit, beside the package's own.
    writeFileSync(
      config,
      JSON.stringify({
        extends: resolve(cwd, 'tsconfig.json'),
        files: Object.values(entries).map((file) => resolve(cwd, file)),
        include: [],
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          declarationMap: false,
          noCheck: true,
          rootDir: cwd,
          outDir: join(out, 'types'),
        },
      }),
    );
    // Each package has `tsc-native` (@lotusplay/tsconfig's) on the path of its scripts.
    const emit = spawnSync('tsc-native', ['-p', config], { cwd, stdio: 'inherit' });
    if (emit.status !== 0) throw new Error(`tsc-native could not emit the declarations`);
    const input = Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [
        name,
        join(out, 'types', relative(cwd, resolve(cwd, file)).replace(/\.tsx?$/, '.d.ts')),
      ]),
    );
    const bundle = await rollup({
      input,
      // Every import of a package stays an import, as with tsup's `dts` (which resolves none).
      external: (id) => !id.startsWith('.') && !isAbsolute(id),
      plugins: [dts()],
      // Anything rollup would only warn of fails the build, but an entry without exports (auth's
      // proof-of-work worker), whose declaration file is empty, as tsup's was.
      onwarn(warning) {
        if (warning.code === 'EMPTY_BUNDLE') return;
        throw new Error(`declarations: ${warning.message}`);
      },
    });
    await bundle.write({
      dir: resolve(cwd, 'dist'),
      format: 'es',
      entryFileNames: '[name].d.ts',
      // A shared module's chunk as tsup's names it: `session-<hash>.d.ts`, not `session.d-<hash>`.
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
    });
    await bundle.close();
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(dirname(config), { recursive: true, force: true });
  }
}
