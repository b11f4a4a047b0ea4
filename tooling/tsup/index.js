// Shared tsup preset: ESM + .d.ts, every dependency and peer external.
import { buildDeclarations } from './declarations.js';

/**
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function libraryConfig(overrides = {}) {
  const { onSuccess, ...rest } = overrides;
  const options = {
    entry: ['src/index.ts'],
    format: ['esm'],
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    platform: 'browser',
    // Every @lotusplay sibling and every peer stays external; tsup externalises deps and peers.
    external: [/^@lotusplay\//, /^react($|\/)/, /^react-dom($|\/)/],
    ...rest,
    // The declarations: not tsup's `dts` (TypeScript 6, one thread, a second type-check) but
    // tsc-native's emit bundled per entry (declarations.js).
    dts: false,
  };
  return {
    ...options,
    onSuccess: async () => {
      if (typeof onSuccess === 'function') await onSuccess();
      await buildDeclarations(options.entry);
    },
  };
}
