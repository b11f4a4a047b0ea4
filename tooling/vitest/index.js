// Shared Vitest presets. Every package keeps its own vitest.config.ts calling one of these.
import { fileURLToPath } from 'node:url';

/** The export condition that resolves sibling packages to their sources. */
export const sourceCondition = '@lotusplay/source';

/**
 * Config for a browser-side package: jsdom, jest-dom matchers, sibling sources.
 * @param {string} name the package name, shown in test output
 * @param {{ setupFiles?: string[] }} [options]
 */
export function domTestConfig(name, options = {}) {
  return {
    resolve: { conditions: [sourceCondition, 'module', 'browser', 'default'] },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [
        fileURLToPath(new URL('./setup-dom.js', import.meta.url)),
        ...(options.setupFiles ?? []),
      ],
      restoreMocks: true,
      // Form tests type into several fields; under CI load on two cores that takes seconds.
      testTimeout: 20_000,
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
