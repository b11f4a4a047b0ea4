import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namespaces, pageNamespaces } from '@lotusplay/i18n';
import { describe, expect, it } from 'vitest';
import { manifests } from './manifests';

const packageNames = [
  'auth',
  'content',
  'game-lobby',
  'lottery',
  'wallet',
  'member-centre',
  'agent-centre',
];

describe('manifests', () => {
  it('lists every feature package once, after the app', () => {
    const names = manifests.map((manifest) => manifest.name);
    expect(names[0]).toBe('web');
    expect([...names.slice(1)].sort()).toEqual([...packageNames].sort());
  });

  it('gives every path to one route only', () => {
    const paths = manifests.flatMap((manifest) =>
      (manifest.routes ?? []).flatMap((route) => route.paths.map((path) => path.toLowerCase())),
    );
    expect(paths.length).toBeGreaterThan(20);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only namespaces that @lotusplay/i18n has', () => {
    const known: readonly string[] = [...namespaces, ...pageNamespaces];
    for (const manifest of manifests)
      for (const namespace of manifest.i18nNamespaces)
        expect(known, `${manifest.name}: ${namespace}`).toContain(namespace);
  });

  it('offers each member-centre page from one package only', () => {
    const offered = manifests.flatMap((manifest) => Object.keys(manifest.memberCentrePages ?? {}));
    expect(offered).toEqual(
      expect.arrayContaining(['transferFund', 'transactionHistory', 'personalHistoryCopy']),
    );
    expect(new Set(offered).size).toBe(offered.length);
  });

  it.each(packageNames)(
    "keeps %s's manifest to data and lazy loaders: no import but types, so Node reads it as is",
    async (name) => {
      const file = join(process.cwd(), '..', '..', 'packages', name, 'src', 'manifest.ts');
      const source = readFileSync(file, 'utf8');
      const imports = source.match(/^import .*$/gm) ?? [];
      for (const line of imports) expect(line).toMatch(/^import type /);
      // Every loader is a dynamic import; the web build (build/route-preloads.ts) reads which.
      if (source.includes('load')) expect(source).toMatch(/import\(/);
    },
  );
});
