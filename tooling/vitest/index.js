// Shared Vitest presets. Every package keeps its own vitest.config.ts calling one of these.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The export condition that resolves sibling packages to their sources. */
export const sourceCondition = '@lotusplay/source';

/**
 * What makes a component test file need modules and a document of its own: it replaces a module
 * (`vi.mock`), which only works before the module is first loaded, or reloads them all
 * (`vi.resetModules`); it renders Storybook's portable
 * stories, whose play functions drive the page with Storybook's own copy of user-event, which
 * patches the document's inputs differently from the tests' copy; or it says so in a line
 * `// Needs its own modules: <why>` (it tests what happens when a module is first loaded).
 */
export const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|resetModules)\(|@lotusplay\/test-utils\/stories|^\/\/ Needs its own modules: /m;

/** The test files under `root`/src that need isolation (as globs relative to `root`). */
function isolatedTestFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (
        /\.test\.tsx?$/.test(entry.name) &&
        NEEDS_ISOLATION.test(readFileSync(path, 'utf8'))
      ) {
        found.push(relative(root, path));
      }
    }
  };
  walk(join(root, 'src'));
  return found.sort();
}

/**
 * Config for a browser-side package: jsdom, jest-dom matchers, sibling sources.
 *
 * The test files share one document and one module graph per worker (`isolate: false`): a fresh
 * jsdom and a fresh React, RTK and i18next for each of ~120 files cost four times the CPU of the
 * tests themselves. Each test still gets a fresh store, fresh MSW handlers, a cleaned document and
 * cleared storage (setup-dom.js). The few files that cannot share (NEEDS_ISOLATION) run in a
 * second project, `<name> (isolated)`, each with its own modules and document.
 * @param {string} name the package name, shown in test output
 * @param {{ setupFiles?: string[], include?: string[], root?: string }} [options]
 */
export function domTestConfig(name, options = {}) {
  const include = options.include ?? ['src/**/*.test.{ts,tsx}'];
  const isolated = isolatedTestFiles(options.root ?? process.cwd());
  return {
    resolve: { conditions: [sourceCondition, 'module', 'browser', 'default'] },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: [
        fileURLToPath(new URL('./setup-dom.js', import.meta.url)),
        ...(options.setupFiles ?? []),
      ],
      restoreMocks: true,
      // Form tests type into several fields; under CI load on two cores that takes seconds.
      testTimeout: 20_000,
      projects: [
        // `include` only here: a project that extends the root would add its own to the root's.
        { extends: true, test: { name, include, exclude: isolated, isolate: false } },
        ...(isolated.length
          ? [
              {
                extends: true,
                test: { name: `${name} (isolated)`, isolate: true, include: isolated },
              },
            ]
          : []),
      ],
    },
  };
}

/**
 * Config for a Node package (the server, tooling).
 * @param {string} name
 * @param {{ include?: string[], setupFiles?: string[], testTimeout?: number }} [options]
 */
export function nodeTestConfig(name, options = {}) {
  return {
    resolve: { conditions: [sourceCondition, 'node', 'default'] },
    ssr: { resolve: { conditions: [sourceCondition, 'node', 'default'] } },
    // The global setup runs in Vitest's own module runner (`__vitest__`), which has its own
    // resolve conditions: without the source condition it could not import a sibling's sources.
    environments: { __vitest__: { resolve: { conditions: [sourceCondition] } } },
    test: {
      name,
      environment: 'node',
      globals: true,
      include: options.include ?? ['src/**/*.test.ts'],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: options.testTimeout ?? 30_000,
    },
  };
}
