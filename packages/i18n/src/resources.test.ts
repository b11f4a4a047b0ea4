import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLanguage, supportedLanguages } from './languages';
import {
  enResources,
  loadLanguageResources,
  loadPageNamespace,
  namespaces,
  pageNamespaces,
} from './resources';
import { allPageResources, allResources } from './testing';

// Read the JSON files from disk (not only the loaded modules) so a locale file that exists but is
// not wired into its language module, or a namespace folder missing a file, is caught too.
// (jsdom replaces the global URL, so build the path from the file URL string.)
const localesDir = join(dirname(fileURLToPath(import.meta.url)), 'locales');

function loadFile(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}/${lang}/${ns}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1] ?? '').sort();
}

// Keys whose text is legitimately the same in English and another language.
const sameAsEnglishAllowed: Record<string, readonly string[]> = {};

describe('locale resources', () => {
  it('has exactly one folder per supported language, one file per namespace and its module', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...supportedLanguages].sort());
    for (const lang of supportedLanguages) {
      expect(readdirSync(`${localesDir}/${lang}`).sort(), lang).toEqual(
        [...namespaces, ...pageNamespaces]
          .map((ns) => `${ns}.json`)
          .concat('index.ts', 'pages.ts')
          .sort(),
      );
    }
  });

  it.each(supportedLanguages)('loads every %s file as it is on disk', async (lang) => {
    const loaded = await loadLanguageResources(lang);
    expect(Object.keys(loaded).sort()).toEqual([...namespaces].sort());
    for (const ns of namespaces) expect(loaded[ns], `${lang}/${ns}`).toEqual(loadFile(lang, ns));
  });

  it('bundles EN statically and every language in the testing entry, as on disk', async () => {
    for (const ns of namespaces) expect(enResources[ns], `EN/${ns}`).toEqual(loadFile('EN', ns));
    expect(Object.keys(allResources).sort()).toEqual([...supportedLanguages].sort());
    for (const lang of supportedLanguages) {
      expect(allResources[lang], lang).toBe(await loadLanguageResources(lang));
    }
  });

  it.each(supportedLanguages)(
    'loads every %s page namespace on demand, as on disk',
    async (lang) => {
      for (const ns of pageNamespaces) {
        expect(await loadPageNamespace(lang, ns), `${lang}/${ns}`).toEqual(loadFile(lang, ns));
        expect(allPageResources[lang][ns], `${lang}/${ns}`).toEqual(loadFile(lang, ns));
      }
    },
  );

  it('bundles no page namespace with a language', () => {
    for (const ns of pageNamespaces) expect(Object.keys(enResources)).not.toContain(ns);
  });

  describe.each([...namespaces, ...pageNamespaces])('namespace %s', (ns) => {
    const english = loadFile(defaultLanguage, ns);
    const englishKeys = Object.keys(english).sort();

    it.each(supportedLanguages)('%s has exactly the keys of EN', (lang) => {
      const keys = Object.keys(loadFile(lang, ns)).sort();
      const missing = englishKeys.filter((k) => !keys.includes(k));
      const extra = keys.filter((k) => !englishKeys.includes(k));
      expect({ missing, extra }, `${lang}/${ns}.json`).toEqual({ missing: [], extra: [] });
    });

    it.each(supportedLanguages)('%s has a non-empty string for every key', (lang) => {
      const empty = Object.entries(loadFile(lang, ns))
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty, `${lang}/${ns}.json`).toEqual([]);
    });

    it.each(supportedLanguages)('%s uses the same interpolation placeholders as EN', (lang) => {
      const table = loadFile(lang, ns);
      const mismatched = englishKeys.filter(
        (k) =>
          typeof table[k] === 'string' &&
          placeholders(String(table[k])).join() !== placeholders(String(english[k])).join(),
      );
      expect(mismatched, `${lang}/${ns}.json`).toEqual([]);
    });

    it('keys are flat camelCase, with i18next plural suffixes', () => {
      const bad = englishKeys.filter(
        (k) => !/^[a-z][a-zA-Z0-9]*(_(zero|one|two|few|many|other))?$/.test(k),
      );
      expect(bad).toEqual([]);
    });

    it('a plural key has its `_other` form (the one every language has)', () => {
      const plural = englishKeys.filter((k) => /_(zero|one|two|few|many)$/.test(k));
      const lacking = plural.filter((k) => !englishKeys.includes(k.replace(/_[a-z]+$/, '_other')));
      expect(lacking).toEqual([]);
    });
  });

  // Guards against copy-pasted English in the namespaces this package owns.
  describe.each(['common', 'content'] as const)('namespace %s is really translated', (ns) => {
    it.each(supportedLanguages.filter((l) => l !== defaultLanguage))(
      '%s differs from EN',
      (lang) => {
        const english = loadFile(defaultLanguage, ns);
        const table = loadFile(lang, ns);
        const same = Object.keys(english).filter(
          (k) => table[k] === english[k] && !(sameAsEnglishAllowed[k] ?? []).includes(lang),
        );
        expect(same, `${lang}/${ns}.json`).toEqual([]);
      },
    );
  });
});
