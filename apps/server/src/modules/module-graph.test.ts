// The module graph (issue 25): the declared graph (each module's `needs`) is acyclic and covers
// every import between module folders, and a module reaches another only through its service
// (or, for a foreign key, its tables). The cycle check is tested on a made-up graph too, so it
// cannot pass by never looking.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inDependencyOrder, moduleGraphText } from './module';
import { serverModules } from './modules';

const modulesDir = dirname(fileURLToPath(import.meta.url));
const IMPORT_TEXT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Imports into another module that are not of its service (nor a foreign key's tables). */
const internalsOf = (imports: ReturnType<typeof importsBetweenModules>) =>
  imports.filter(
    ({ file, target }) =>
      !/\.service$/.test(target) && !(/\.tables$/.test(target) && /\.tables\.ts$/.test(file)),
  );

/** Every non-test source file of a module folder, with the module folders it imports. */
function importsBetweenModules(
  root = modulesDir,
): { from: string; file: string; to: string; target: string }[] {
  const found: { from: string; file: string; to: string; target: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const from = relative(root, path).split(sep)[0]!;
        for (const match of readFileSync(path, 'utf8').matchAll(IMPORT_TEXT)) {
          const specifier = match[1]!;
          if (!specifier.startsWith('.')) continue;
          const target = relative(root, resolve(dirname(path), specifier));
          const parts = target.split(sep);
          if (target.startsWith('..') || parts.length < 2 || parts[0] === from) continue;
          found.push({ from, file: relative(root, path), to: parts[0]!, target });
        }
      }
    }
  };
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(root, entry.name));
  }
  return found;
}

describe('the module graph', () => {
  it('lists every module folder once, each declared in its index.ts', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const names = serverModules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders);
  });

  it('is acyclic: every module comes after the modules it needs', () => {
    const ordered = inDependencyOrder(serverModules).map((m) => m.name);
    for (const module of serverModules) {
      for (const need of module.needs) {
        expect(ordered.indexOf(need), `${module.name} needs ${need}`).toBeLessThan(
          ordered.indexOf(module.name),
        );
      }
    }
    expect(moduleGraphText(serverModules).split('\n')).toHaveLength(serverModules.length);
  });

  it('fails on a cycle, and names it', () => {
    const cyclic = [
      { name: 'a', needs: ['c'] },
      { name: 'b', needs: ['a'] },
      { name: 'c', needs: ['b'] },
      { name: 'd', needs: [] },
    ];
    expect(() => inDependencyOrder(cyclic)).toThrow(/cycle: a → c → b → a/);
    expect(() => inDependencyOrder([{ name: 'a', needs: ['a'] }])).toThrow(/cycle: a → a/);
    expect(() => inDependencyOrder([{ name: 'a', needs: ['z'] }])).toThrow(/needs 'z'/);
  });

  it('reaches another module only through its service, or its tables for a foreign key', () => {
    expect(internalsOf(importsBetweenModules())).toEqual([]);
    // The check finds an import of another module's repository (made-up modules on disk).
    const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
    try {
      mkdirSync(join(root, 'a'));
      mkdirSync(join(root, 'b'));
      writeFileSync(join(root, 'a', 'a.service.ts'), "import { B } from '../b/b.repository';\n");
      writeFileSync(join(root, 'a', 'a.tables.ts'), "import { b } from '../b/b.tables';\n");
      writeFileSync(join(root, 'b', 'b.service.ts'), "import type { A } from '../a/a.service';\n");
      expect(internalsOf(importsBetweenModules(root)).map((i) => i.target)).toEqual([
        join('b', 'b.repository'),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('declares every module it imports (directly or through a module it needs)', () => {
    const byName = new Map<string, { needs: readonly string[] }>(
      serverModules.map((m) => [m.name, m]),
    );
    const reachable = (name: string, seen = new Set<string>()): Set<string> => {
      for (const need of byName.get(name)?.needs ?? []) {
        if (!seen.has(need)) {
          seen.add(need);
          reachable(need, seen);
        }
      }
      return seen;
    };
    const undeclared = importsBetweenModules()
      // A foreign key is the database's constraint, not code reaching into the module.
      .filter(({ file, target }) => !(/\.tables$/.test(target) && /\.tables\.ts$/.test(file)))
      .filter(({ from, to }) => !reachable(from).has(to))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(undeclared).toEqual([]);
  });
});
